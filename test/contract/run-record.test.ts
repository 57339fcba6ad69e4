/**
 * The run record's reducer (DESIGN.md §8): one record event in, the next record out, per event kind;
 * the input record is never changed.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_RECORD_REQUESTS,
  applyRunRecordEvent,
  createRunRecord,
  reduceRunRecord,
  type RecordCall,
  type RecordRequestSummary,
  type ReleasedAnswer,
  type RunRecord,
  type TimelineEvent,
} from '../../src/contract';

const start = { runId: 'run_1', kind: 'model' as const, startedAt: 1_000 };
const event = (stage: TimelineEvent['stage'], extra: Partial<TimelineEvent> = {}): TimelineEvent => ({
  runId: 'run_1',
  seq: 1,
  at: 5,
  lane: 'model',
  stage,
  status: 'info',
  ...extra,
});
const call = (n: number, callId = `call_${n}`): RecordCall => ({
  callKey: `run_1#${n}`,
  index: n,
  callId,
  toolName: 'lookup',
  argumentsText: '{}',
  observation: { status: 'ok', tool_call_id: callId, tool: 'lookup', result: { text: 'x' }, truncated: false } as never,
  events: [event('supports', { callId, callKey: `run_1#${n}`, lane: 'registry', status: 'pass' })],
});
const answer: ReleasedAnswer = {
  segments: [
    { kind: 'text', text: 'Yes ' },
    { kind: 'citation', id: 'doc-1', supported: true },
  ],
  supported: 1,
  unsupported: 0,
  verdict: { answersQuestion: 'yes', reason: 'It answers.', coverage: 1 },
};
const request = (turnId: string): RecordRequestSummary => ({
  turnId,
  provider: 'offline',
  url: 'offline:',
  headers: {},
  system: '',
  tools: [],
  toolsOmitted: 0,
  messages: [],
  messagesOmitted: 0,
  parameters: { model: 'm', stream: false },
  bodyChars: 2,
  attempts: 1,
});

describe('applyRunRecordEvent', () => {
  const base = createRunRecord(start);

  it('starts running with nothing recorded', () => {
    expect(base).toMatchObject({ runId: 'run_1', kind: 'model', status: 'running', calls: [], questions: [] });
  });

  it('call: appends the call (a reused tool_call_id is a call of its own) and leaves the input unchanged', () => {
    const one = applyRunRecordEvent(base, { type: 'call', call: call(1) });
    const two = applyRunRecordEvent(one, { type: 'call', call: call(2, 'call_1') });
    expect(two.calls.map((c) => [c.callKey, c.callId])).toEqual([
      ['run_1#1', 'call_1'],
      ['run_1#2', 'call_1'],
    ]);
    expect(one.calls).toHaveLength(1);
    expect(base.calls).toHaveLength(0);
  });

  it('live-event and page-events: append to the events outside the calls, in arrival order', () => {
    const live = applyRunRecordEvent(base, {
      type: 'live-event',
      event: event('approval-request', { callKey: 'run_1#1' }),
    });
    const page = applyRunRecordEvent(live, { type: 'page-events', events: [event('model-turn'), event('release')] });
    expect(page.events.map((e) => e.stage)).toEqual(['approval-request', 'model-turn', 'release']);
  });

  it('question: adds each question in order and keeps provider and model', () => {
    const first = applyRunRecordEvent(base, { type: 'question', text: 'Why?', provider: 'offline', model: 'm1' });
    const second = applyRunRecordEvent(first, { type: 'question', text: 'And then?' });
    expect(second).toMatchObject({ questions: ['Why?', 'And then?'], provider: 'offline', model: 'm1' });
  });

  it('conversation: replaces the conversation', () => {
    const once = applyRunRecordEvent(base, { type: 'conversation', turns: [{ role: 'user', text: 'a' }] });
    const twice = applyRunRecordEvent(once, {
      type: 'conversation',
      turns: [
        { role: 'user', text: 'a' },
        { role: 'assistant', text: 'b' },
      ],
    });
    expect(twice.conversation.map((t) => t.text)).toEqual(['a', 'b']);
  });

  it('conversation: counts its assistant turns, so a head read without the conversation still has them', () => {
    const turns = [
      { role: 'user' as const, text: 'q' },
      { role: 'assistant' as const, turnId: 't1', text: '' },
      { role: 'assistant' as const, turnId: 't2', text: 'answer' },
    ];
    expect(applyRunRecordEvent(base, { type: 'conversation', turns }).modelTurns).toBe(2);
    expect(applyRunRecordEvent(base, { type: 'conversation', turns: turns.slice(0, 1) }).modelTurns).toBe(0);
  });

  it('draft and answer: the draft text and the released answer with its citation verdicts; null clears it', () => {
    const drafted = applyRunRecordEvent(base, { type: 'draft', text: 'Yes [doc-1]' });
    const released = applyRunRecordEvent(drafted, { type: 'answer', answer });
    expect(released.draft).toBe('Yes [doc-1]');
    expect(released.answer?.segments[1]).toMatchObject({ kind: 'citation', supported: true });
    expect('answer' in applyRunRecordEvent(released, { type: 'answer', answer: null })).toBe(false);
  });

  it('usage and request: append, keeping the newest requests only', () => {
    let record: RunRecord = applyRunRecordEvent(base, {
      type: 'usage',
      usage: { turnId: 't1', inputTokens: 10, outputTokens: 2 },
    });
    for (let i = 0; i < MAX_RECORD_REQUESTS + 3; i++)
      record = applyRunRecordEvent(record, { type: 'request', summary: request(`t${i}`) });
    expect(record.usage).toEqual([{ turnId: 't1', inputTokens: 10, outputTokens: 2 }]);
    expect(record.requests).toHaveLength(MAX_RECORD_REQUESTS);
    expect(record.requests[0]!.turnId).toBe('t3');
  });

  it('response: one per turn (a retry replaces it), the newest kept', () => {
    const response = (turnId: string, text: string) => ({
      turnId,
      provider: 'offline',
      text,
      textChars: text.length,
      finishReason: 'stop',
      toolCalls: [],
      toolCallsOmitted: 0,
    });
    let record = applyRunRecordEvent(base, { type: 'response', summary: response('t1', 'first') });
    record = applyRunRecordEvent(record, { type: 'response', summary: response('t1', 'again') });
    expect(record.responses?.map((r) => r.text)).toEqual(['again']);
    for (let i = 2; i < MAX_RECORD_REQUESTS + 5; i++)
      record = applyRunRecordEvent(record, { type: 'response', summary: response(`t${i}`, 'x') });
    expect(record.responses).toHaveLength(MAX_RECORD_REQUESTS);
    expect(record.responses?.at(-1)?.turnId).toBe(`t${MAX_RECORD_REQUESTS + 4}`);
  });

  it('status and ended: the page status wins over endRun, is kept once set, and running is ignored', () => {
    const ended = applyRunRecordEvent(base, { type: 'ended', at: 2_000 });
    expect(ended).toMatchObject({ status: 'done', endedAt: 2_000 });
    const stopped = applyRunRecordEvent(ended, { type: 'status', status: 'stopped', at: 2_100 });
    expect(stopped.status).toBe('stopped');
    expect(applyRunRecordEvent(stopped, { type: 'status', status: 'done', at: 2_200 }).status).toBe('stopped');
    expect(applyRunRecordEvent(base, { type: 'status', status: 'running', at: 1 }).status).toBe('running');
    const failed = applyRunRecordEvent(base, { type: 'status', status: 'error', at: 3_000, error: 'worker died' });
    expect(applyRunRecordEvent(failed, { type: 'ended', at: 3_100 })).toMatchObject({
      status: 'error',
      error: 'worker died',
      endedAt: 3_000,
    });
  });

  it('reduceRunRecord applies events in order', () => {
    const record = reduceRunRecord(start, [
      { type: 'question', text: 'Q' },
      { type: 'call', call: call(1) },
      { type: 'draft', text: 'D' },
      { type: 'status', status: 'done', at: 9 },
    ]);
    expect(record).toMatchObject({ questions: ['Q'], draft: 'D', status: 'done' });
    expect(record.calls).toHaveLength(1);
  });
});
