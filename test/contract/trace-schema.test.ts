/**
 * The console trace file schema on its own (Ajv 2020-12, strict): a complete small trace is valid; a
 * file of another format or version, a misspelled member of an object the console defines, an unknown
 * stage or lane, a negative time, or a long event detail is refused at its JSON Pointer — what a user
 * importing a hand-edited trace is told. Descriptors and observations stay open (their own contracts),
 * so `required` names members the schema does not define there (`strictRequired` off).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { TRACE_FORMAT, TRACE_SCHEMA, TRACE_VERSION } from '../../src/contract';

const validate = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(
  TRACE_SCHEMA as object,
);

function event(seq: number, stage: string, lane: string, extra: object = {}) {
  return { runId: 'r1', callId: 'c1', seq, at: seq * 2, lane, stage, status: 'pass', ...extra };
}

function trace() {
  return {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    exportedAt: '2026-01-01T00:00:00.000Z',
    run: { runId: 'r1', question: 'Why?', startedAt: 1_750_000_000_000, status: 'done' },
    budgets: { maxRawBytes: 1_048_576 },
    descriptors: [{ name: 'search_docs', inputSchema: { type: 'object' } }],
    turns: [
      { role: 'user', text: 'Why?' },
      {
        turnId: 't1',
        role: 'assistant',
        toolCalls: [{ id: 'c1', name: 'search_docs', argumentsText: '{"query":"why"}' }],
        finishReason: 'tool_calls',
      },
    ],
    calls: [
      {
        index: 1,
        callId: 'c1',
        turnId: 't1',
        toolName: 'search_docs',
        argumentsText: '{"query":"why"}',
        events: [event(0, 'parse', 'interceptor'), event(1, 'execute', 'backend', { durationMs: 4, bytes: 120 })],
        observation: { status: 'ok', tool_call_id: 'c1', tool: 'search_docs', agent_result: { hits: [] } },
      },
    ],
    events: [{ runId: 'r1', seq: 2, at: 10, lane: 'model', stage: 'model-turn', status: 'info' }],
  };
}

function errorsOf(value: unknown): { at: string; keyword: string }[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({ at: error.instancePath, keyword: error.keyword }));
}

describe('TRACE_SCHEMA', () => {
  it('accepts a complete trace with an open descriptor and an open observation', () => {
    expect(errorsOf(trace())).toEqual([]);
  });

  it('names its version in $id', () => {
    expect(TRACE_SCHEMA.$id).toContain(`trace-v${TRACE_VERSION}`);
  });

  it('refuses another format or version', () => {
    expect(errorsOf({ ...trace(), format: 'otlp' })).toContainEqual({ at: '/format', keyword: 'const' });
    expect(errorsOf({ ...trace(), version: TRACE_VERSION + 1 })).toContainEqual({ at: '/version', keyword: 'enum' });
  });

  it('accepts each citation reason of a released answer, off-question included, and refuses another', () => {
    const answer = (reason: string) => ({
      segments: [{ kind: 'citation', id: 'sqlite:fts5#filters', supported: false, reason, shared: 1, total: 4 }],
      supported: 0,
      unsupported: 1,
      verdict: { answersQuestion: 'no', reason: 'Does not answer.', coverage: 0 },
    });
    for (const reason of ['citation-not-found', 'quote-not-found', 'claim-unrelated', 'off-question'])
      expect(errorsOf({ ...trace(), answer: answer(reason) })).toEqual([]);
    expect(errorsOf({ ...trace(), answer: answer('tangential') })).toContainEqual({
      at: '/answer/segments/0/reason',
      keyword: 'enum',
    });
  });

  it('reads version 1 files too (no callKey, no answer)', () => {
    expect(errorsOf({ ...trace(), version: 1 })).toEqual([]);
  });

  it.each(['format', 'version', 'exportedAt', 'run', 'budgets', 'descriptors', 'turns', 'calls', 'events'])(
    'requires %s',
    (member) => {
      const file: Record<string, unknown> = trace();
      delete file[member];
      expect(errorsOf(file)).toContainEqual({ at: '', keyword: 'required' });
    },
  );

  it('refuses a misspelled member of the run, a turn, a call and an event at its pointer', () => {
    const file = trace();
    expect(errorsOf({ ...file, run: { ...file.run, startAt: 1 } })).toContainEqual({
      at: '/run',
      keyword: 'additionalProperties',
    });
    expect(errorsOf({ ...file, turns: [{ role: 'user', txt: 'x' }] })).toContainEqual({
      at: '/turns/0',
      keyword: 'additionalProperties',
    });
    expect(errorsOf({ ...file, calls: [{ ...file.calls[0], raw: 'secret' }] })).toContainEqual({
      at: '/calls/0',
      keyword: 'additionalProperties',
    });
    expect(errorsOf({ ...file, events: [{ ...file.events[0], lanes: 'model' }] })).toContainEqual({
      at: '/events/0',
      keyword: 'additionalProperties',
    });
  });

  it('refuses an unknown run status, role, stage, lane and event status', () => {
    const file = trace();
    expect(errorsOf({ ...file, run: { ...file.run, status: 'finished' } })).toContainEqual({
      at: '/run/status',
      keyword: 'enum',
    });
    expect(errorsOf({ ...file, turns: [{ role: 'system' }] })).toContainEqual({ at: '/turns/0/role', keyword: 'enum' });
    const bad = (extra: object) => ({ ...file, events: [{ ...file.events[0], ...extra }] });
    expect(errorsOf(bad({ stage: 'teleport' }))).toContainEqual({ at: '/events/0/stage', keyword: 'enum' });
    expect(errorsOf(bad({ lane: 'sideways' }))).toContainEqual({ at: '/events/0/lane', keyword: 'enum' });
    expect(errorsOf(bad({ status: 'warn' }))).toContainEqual({ at: '/events/0/status', keyword: 'enum' });
  });

  it('refuses a negative time, a call index below 1 and an observation without status, id and tool', () => {
    const file = trace();
    expect(errorsOf({ ...file, events: [{ ...file.events[0], at: -1 }] })).toContainEqual({
      at: '/events/0/at',
      keyword: 'minimum',
    });
    expect(errorsOf({ ...file, calls: [{ ...file.calls[0], index: 0 }] })).toContainEqual({
      at: '/calls/0/index',
      keyword: 'minimum',
    });
    expect(errorsOf({ ...file, calls: [{ ...file.calls[0], observation: {} }] })).toContainEqual({
      at: '/calls/0/observation',
      keyword: 'required',
    });
  });

  it('keeps event details flat and short: strings of at most 256 characters, numbers, booleans', () => {
    const file = trace();
    const withDetail = (detail: object) => ({ ...file, events: [{ ...file.events[0], detail }] });
    expect(errorsOf(withDetail({ reason: 'x'.repeat(256), bytes: 3, cut: true }))).toEqual([]);
    expect(errorsOf(withDetail({ reason: 'x'.repeat(257) }))).toContainEqual({
      at: '/events/0/detail/reason',
      keyword: 'maxLength',
    });
    expect(errorsOf(withDetail({ nested: { a: 1 } }))).toContainEqual({
      at: '/events/0/detail/nested',
      keyword: 'type',
    });
  });

  it('refuses a descriptor without a name', () => {
    expect(errorsOf({ ...trace(), descriptors: [{ title: 'x' }] })).toContainEqual({
      at: '/descriptors/0',
      keyword: 'required',
    });
  });
});
