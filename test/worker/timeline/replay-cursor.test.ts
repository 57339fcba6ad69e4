/**
 * The replay cursor shows at every position exactly what a rebuild of the run from its start showed
 * (rebuild-after-call.ts): the record (head, calls, other events, request/response/usage lists), the
 * call list and callKey index, every event by time and the distinct codes — stepping on, stepping back
 * and jumping, across checkpoints; and a step on reads only the log events of that step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordResponseSummary, RunRecordEvent } from '../../../src/contract/run-record';
import { ReplayCursor } from '../../../src/worker/timeline/replay-cursor';
import type { RunTimeline, TimelineView } from '../../../src/worker/timeline/run-timeline';
import { timelineAfterCall } from './rebuild-after-call';
import { RUN, timelineOf, variedLog } from './varied-run';

function expectSame(view: TimelineView, reference: RunTimeline): void {
  expect(view.record).toEqual(reference.record);
  expect(view.calls).toEqual(reference.calls);
  expect(view.callByKey).toEqual(reference.callByKey);
  expect(view.events).toEqual(reference.events);
  expect([...view.codes].sort()).toEqual([...reference.codes].sort());
}

function call(n: number, turnId: string): RunRecordEvent {
  return {
    type: 'call',
    call: {
      callKey: `${RUN}#${n}`,
      index: n,
      callId: `call_${n}`,
      turnId,
      toolName: 'find',
      argumentsText: '{}',
      observation: { status: 'ok', tool_call_id: `call_${n}`, tool: 'find' } as never,
      events: [],
    },
  };
}

function response(turnId: string): RunRecordEvent {
  const summary: RecordResponseSummary = {
    turnId,
    provider: 'offline',
    text: '',
    textChars: 0,
    finishReason: 'tool_calls',
    toolCalls: [],
    toolCallsOmitted: 0,
  };
  return { type: 'response', summary };
}

describe('ReplayCursor', () => {
  it("shows a turn's response with the calls it produced, even when it was logged after later calls", () => {
    // turn-1 → call 1; turn-2 → calls 2 and 3; turn-3 → call 4. Responses arrive one call late.
    const run = timelineOf([
      call(1, 'turn-1'),
      call(2, 'turn-2'),
      response('turn-1'),
      { type: 'usage', usage: { turnId: 'turn-1', inputTokens: 10 } },
      call(3, 'turn-2'),
      call(4, 'turn-3'),
      response('turn-2'),
      response('turn-3'),
    ]);
    const cursor = new ReplayCursor(run);
    const at = (k: number) => {
      cursor.moveTo(k);
      return cursor.record;
    };
    expect(at(1).responses?.map((r) => r.turnId)).toEqual(['turn-1']);
    expect(at(1).usage.map((u) => u.turnId)).toEqual(['turn-1']);
    expect(cursor.calls).toHaveLength(1);
    expect(at(2).responses?.map((r) => r.turnId)).toEqual(['turn-1', 'turn-2']);
    expect(at(3).responses?.map((r) => r.turnId)).toEqual(['turn-1', 'turn-2']);
    expect(at(4).responses?.map((r) => r.turnId)).toEqual(['turn-1', 'turn-2', 'turn-3']);
    expect(at(1).responses?.map((r) => r.turnId)).toEqual(['turn-1']);
  });

  it('equals the rebuild at every step on, every step back and at random jumps, whatever the checkpoint spacing', () => {
    fc.assert(
      fc.property(
        variedLog(160),
        fc.constantFrom(1, 2, 3, 7, 256),
        fc.array(fc.integer({ min: -2, max: 80 }), { maxLength: 12 }),
        (log, checkpointSteps, jumps) => {
          const run = timelineOf(log);
          const cursor = new ReplayCursor(run, checkpointSteps);
          const total = run.calls.length;
          const visit = (k: number) => {
            cursor.moveTo(k);
            expect(cursor.position).toBe(Math.min(total, Math.max(0, k)));
            expectSame(cursor, timelineAfterCall(run, Math.max(0, k)));
          };
          for (let k = 0; k <= total; k++) visit(k);
          for (let k = total; k >= 0; k--) visit(k);
          for (const k of jumps) visit(k);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps the newest request, response and usage lists exact across checkpoints in a long run', () => {
    fc.assert(
      fc.property(variedLog(2000), fc.array(fc.nat(800), { minLength: 5, maxLength: 12 }), (log, jumps) => {
        const run = timelineOf(log);
        const cursor = new ReplayCursor(run, 32);
        for (const k of [...jumps, run.calls.length, 0, run.calls.length - 1]) {
          cursor.moveTo(k);
          expectSame(cursor, timelineAfterCall(run, Math.max(0, k)));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('reads only the log events of the step it moves on to (and of the bounded turn lists)', () => {
    const log: RunRecordEvent[] = [];
    for (let n = 1; n <= 3000; n++) {
      log.push(call(n, `turn-${n}`), response(`turn-${n}`));
      log.push({
        type: 'live-event',
        event: { runId: RUN, seq: n, at: n, lane: 'loop', stage: 'run-start', status: 'info' },
      });
    }
    const run = timelineOf(log);
    const cursor = new ReplayCursor(run);
    cursor.moveTo(2800);
    let reads = 0;
    const counted = new Proxy(run.log, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    Object.defineProperty(run, 'log', { value: counted });
    cursor.moveTo(2801);
    // The step's three events, and the kept responses (at most 20) read again for the record's list.
    expect(reads).toBeLessThanOrEqual(3 + 20 * 2);
    expect(cursor.calls).toHaveLength(2801);
    expect(cursor.record.responses?.at(-1)?.turnId).toBe('turn-2801');
    reads = 0;
    cursor.moveTo(2800);
    // Back one: from the checkpoint at 2,560, never from call 1.
    expect(reads).toBeLessThan(3 * 256 + 3 * 20 * 2);
    expect(reads).toBeGreaterThan(0);
    expect(cursor.calls).toHaveLength(2800);
  });
});
