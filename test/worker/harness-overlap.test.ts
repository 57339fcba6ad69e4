/**
 * Calls of one turn (DESIGN.md §4.1): the executions of read-only, non-evidence calls overlap; their
 * observations come back in arrival order with the codes of a sequential run; a write tool and an
 * evidence tool run alone; a cancel in the middle ends only its call; the run byte budget hit by the
 * second call refuses the later ones too; an identical resend in flight waits for its original. The
 * backends record when they start and end; nothing asserts a wall-clock figure.
 */
import { describe, expect, it } from 'vitest';
import type { InvokeResult } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';

interface Span {
  id: string;
  start: number;
  end: number;
}

const readOnly = (name: string) => ({
  name,
  isReadOnly: true,
  inputSchema: { type: 'object', properties: { id: { type: 'string' }, ms: { type: 'integer' } }, required: ['id'] },
});
const TOOLS = [
  readOnly('fetch_page'),
  { ...readOnly('write_page'), isReadOnly: false, riskLevel: 'low', requiresConfirmation: false },
  { ...readOnly('find_notes'), capabilities: { evidence: true } },
];

/** A harness whose backends wait `ms` and record their span; `reply` shapes the raw. */
async function setup(options: { budgets?: Record<string, number>; reply?: (id: string) => unknown } = {}) {
  const spans: Span[] = [];
  let clock = 0;
  const backend = async (input: unknown, context: { signal: AbortSignal }) => {
    const { id, ms = 5 } = input as { id: string; ms?: number };
    const span: Span = { id, start: ++clock, end: Number.POSITIVE_INFINITY };
    spans.push(span);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      context.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });
    span.end = ++clock;
    return options.reply ? options.reply(id) : { id, text: `page ${id}` };
  };
  const harness = createHarness({ backends: { fetch_page: backend, write_page: backend, find_notes: backend } });
  await harness.registerTools(TOOLS);
  const { runId } = await harness.startRun({ budgets: options.budgets });
  const answered: string[] = [];
  const send = (toolName: string, id: string, ms: number, toolCallId = id): Promise<InvokeResult> => {
    const argumentsText =
      toolName === 'find_notes'
        ? JSON.stringify({ previous_observation: null, input: { id, ms } })
        : JSON.stringify({ id, ms });
    return harness.invoke({ runId, toolCallId, toolName, argumentsText, turnId: 'turn-1' }).then((result) => {
      answered.push(result.callKey);
      return result;
    });
  };
  return { harness, runId, spans, answered, send };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const spanOf = (spans: Span[], id: string) => spans.find((span) => span.id === id)!;
const codeOf = (result: InvokeResult) =>
  'error_code' in result.observation ? result.observation.error_code : result.observation.status;

describe('invoke: calls of one turn', () => {
  it('overlaps the executions of read-only calls and answers them in arrival order', async () => {
    const { spans, answered, send, runId } = await setup();
    const results = await Promise.all([
      send('fetch_page', 'a', 200),
      send('fetch_page', 'b', 150),
      send('fetch_page', 'c', 100),
      send('fetch_page', 'd', 50),
    ]);
    expect(results.map((result) => result.observation.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => spanOf(spans, id));
    for (const [x, y] of [
      [a, b],
      [a, c],
      [a, d],
      [b, c],
      [b, d],
      [c, d],
    ] as const)
      expect(overlaps(x!, y!)).toBe(true);
    expect(answered).toEqual([1, 2, 3, 4].map((n) => `${runId}#${n}`));
  });

  it('runs a write tool and an evidence tool alone, between the read-only calls', async () => {
    const { spans, send } = await setup();
    const results = await Promise.all([
      send('fetch_page', 'a', 20),
      send('write_page', 'w', 10),
      send('fetch_page', 'b', 20),
      send('find_notes', 'e', 10),
      send('fetch_page', 'c', 100),
    ]);
    expect(results.map((result) => result.observation.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    for (const alone of ['w', 'e'])
      for (const other of spans.filter((span) => span.id !== alone))
        expect(overlaps(spanOf(spans, alone), other), `${alone} overlaps ${other.id}`).toBe(false);
  });

  it('cancels one call in the middle of a turn and answers the others', async () => {
    const { harness, runId, send } = await setup();
    const pending = [send('fetch_page', 'a', 30), send('fetch_page', 'b', 200), send('fetch_page', 'c', 30)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await harness.cancel({ runId, callKey: `${runId}#2` })).cancelled).toBe(1);
    expect((await Promise.all(pending)).map(codeOf)).toEqual(['ok', 'CANCELLED', 'ok']);
  });

  it('refuses the later calls of a turn once the second call spends the run byte budget, as a sequential run does', async () => {
    const options = { budgets: { runByteBudget: 150 }, reply: (id: string) => ({ id, text: 'x'.repeat(80) }) };
    const together = await setup(options);
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((id) => together.send('fetch_page', id, 5)));
    const sequential = await setup(options);
    const oneByOne: InvokeResult[] = [];
    for (const id of ['a', 'b', 'c', 'd']) oneByOne.push(await sequential.send('fetch_page', id, 5));
    expect(results.map(codeOf)).toEqual(['ok', 'RUN_BYTES_EXHAUSTED', 'RUN_BYTES_EXHAUSTED', 'RUN_BYTES_EXHAUSTED']);
    expect(results.map(codeOf)).toEqual(oneByOne.map(codeOf));
    expect(results[1]?.observation.status).toBe('stop_required');
  });

  it('answers an identical resend in flight with its original observation, running the backend once', async () => {
    const { spans, send } = await setup();
    const [first, resend] = await Promise.all([
      send('fetch_page', 'a', 30, 'call-1'),
      send('fetch_page', 'a', 30, 'call-1'),
    ]);
    expect(spans).toHaveLength(1);
    expect(resend?.observation).toEqual(first?.observation);
    expect(resend?.callKey).not.toBe(first?.callKey);
    expect(resend?.events[0]?.detail).toMatchObject({ replayed: true, replayOf: first?.callKey });
  });

  it('answers an identical resend with its own original, not with the refusal of a call that reused the id meanwhile', async () => {
    const { send } = await setup();
    const [first, reused] = await Promise.all([
      send('fetch_page', 'a', 60, 'call-1'),
      send('fetch_page', 'b', 5, 'call-1'),
    ]);
    expect(reused?.observation).toMatchObject({ status: 'repair_required', violation_type: 'DUPLICATE_CALL_ID' });
    expect(first?.observation.status).toBe('ok');
    const resend = await send('fetch_page', 'a', 60, 'call-1');
    expect(resend.observation).toEqual(first?.observation);
    expect(resend.events[0]?.detail).toMatchObject({ replayed: true, replayOf: first?.callKey });
  });
});
