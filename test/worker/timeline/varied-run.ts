/**
 * Varied runs for replay tests: a fast-check arbitrary of record-event logs with calls of several turns
 * (and none), calls reusing a callKey, stage and live events with tied and out-of-order times and codes,
 * page events, request/response/usage summaries of turns whose calls came earlier, come later or never
 * come (and of no turn), logged before and after later calls, and head events (questions, conversation,
 * draft, answer and its removal, page, inferred and `running` statuses, run end) anywhere in the log.
 */
import fc from 'fast-check';
import type { RecordCall, RunRecordEvent } from '../../../src/contract/run-record';
import type { TimelineEvent } from '../../../src/contract/timeline-event';
import { RunTimeline } from '../../../src/worker/timeline/run-timeline';

export const RUN = 'run_v';
const CODES = ['SCHEMA_VIOLATION', 'BACKEND_ERROR', 'INVALID_JSON', 'STOP_REQUIRED'] as const;

type Op =
  | { kind: 'call'; turn: number; at: number; fail: number; reuseKey: boolean }
  | { kind: 'live' | 'page'; ats: number[]; code: number }
  | { kind: 'request' | 'response' | 'usage'; turn: number; note: number }
  | { kind: 'question' | 'conversation' | 'draft' | 'answer' | 'status' | 'ended'; value: number };

const turnIdOf = (turn: number) => (turn < 0 ? undefined : `turn-${turn}`);

function stageEvent(at: number, code: number, callKey?: string): TimelineEvent {
  const failed = code >= 0 && code < CODES.length;
  return {
    runId: RUN,
    ...(callKey !== undefined ? { callKey } : {}),
    seq: at,
    at,
    lane: 'boundary',
    stage: 'execute',
    status: failed ? 'fail' : 'pass',
    ...(failed ? { code: CODES[code] } : {}),
  };
}

function callOf(n: number, op: Extract<Op, { kind: 'call' }>): RecordCall {
  const callKey = op.reuseKey && n > 1 ? `${RUN}#${n - 1}` : `${RUN}#${n}`;
  const code = CODES[op.fail];
  const observation = code
    ? { status: 'error', tool_call_id: `c${n}`, tool: 'find', error_code: code, message: 'x', retryable: false }
    : { status: 'ok', tool_call_id: `c${n}`, tool: 'find', result: { n } };
  const turnId = turnIdOf(op.turn);
  return {
    callKey,
    index: n,
    callId: `c${n % 5}`,
    ...(turnId !== undefined ? { turnId } : {}),
    toolName: 'find',
    argumentsText: '{}',
    observation: observation as unknown as RecordCall['observation'],
    events: [stageEvent(op.at, -1, callKey), stageEvent(op.at + (op.fail % 3), op.fail, callKey)],
  };
}

function headEvent(kind: Extract<Op, { value: number }>['kind'], value: number): RunRecordEvent {
  switch (kind) {
    case 'question':
      return { type: 'question', text: `q${value}`, ...(value % 2 ? { provider: 'offline', model: `m${value}` } : {}) };
    case 'conversation':
      return {
        type: 'conversation',
        turns: [
          { role: 'user', text: `u${value}` },
          { role: 'assistant', text: 'a' },
        ],
      };
    case 'draft':
      return { type: 'draft', text: `d${value}` };
    case 'answer':
      return {
        type: 'answer',
        answer:
          value % 3 === 0
            ? null
            : {
                segments: [{ kind: 'text', text: `a${value}` }],
                supported: 0,
                unsupported: 0,
                verdict: { answersQuestion: 'yes', reason: 'r', coverage: 1 },
              },
      };
    case 'status':
      return {
        type: 'status',
        status: (['done', 'stopped', 'error', 'interrupted', 'running'] as const)[value % 5]!,
        at: value,
        ...(value % 7 === 0 ? { inferred: true } : {}),
        ...(value % 5 === 2 ? { error: `e${value}` } : {}),
      };
    case 'ended':
      return { type: 'ended', at: value };
  }
}

/** The record events of a list of ops, in order. */
function eventsOf(ops: readonly Op[]): RunRecordEvent[] {
  let calls = 0;
  return ops.map((op): RunRecordEvent => {
    switch (op.kind) {
      case 'call':
        calls += 1;
        return { type: 'call', call: callOf(calls, op) };
      case 'live':
        return { type: 'live-event', event: stageEvent(op.ats[0] ?? 0, op.code) };
      case 'page':
        return { type: 'page-events', events: op.ats.map((at, i) => stageEvent(at, i === 0 ? op.code : -1)) };
      case 'request':
      case 'response':
      case 'usage': {
        const turnId = turnIdOf(op.turn) as string;
        if (op.kind === 'usage') return { type: 'usage', usage: { turnId, inputTokens: op.note } };
        if (op.kind === 'request') return { type: 'request', summary: { turnId, url: `u${op.note}` } as never };
        return { type: 'response', summary: { turnId, text: `r${op.note}` } as never };
      }
      default:
        return headEvent(op.kind, op.value);
    }
  });
}

const at = fc.integer({ min: 0, max: 40 });
/** Turns 0–7 have calls; 8 and 9 may not; -1 is no turn. */
const turn = fc.integer({ min: -1, max: 9 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      turn: fc.integer({ min: -1, max: 7 }),
      at,
      fail: fc.integer({ min: 0, max: 7 }),
      reuseKey: fc.nat(9).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('live' as const, 'page' as const),
      ats: fc.array(at, { maxLength: 3 }),
      code: fc.integer({ min: -1, max: 5 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom('request' as const, 'response' as const, 'usage' as const),
      turn,
      note: fc.nat(99),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'question' as const,
        'conversation' as const,
        'draft' as const,
        'answer' as const,
        'status' as const,
        'ended' as const,
      ),
      value: fc.nat(99),
    }),
  },
);

/** A varied log of at most `maxLength` record events. */
export const variedLog = (maxLength: number): fc.Arbitrary<RunRecordEvent[]> =>
  fc.array(op, { maxLength }).map(eventsOf);

/** A run (as the store holds one) from its record events. */
export function timelineOf(events: readonly RunRecordEvent[]): RunTimeline {
  const run = new RunTimeline({ runId: RUN, kind: 'model', startedAt: 0 });
  for (const event of events) run.apply(event);
  return run;
}
