/**
 * The HarnessApi under bad input and odd backends (DESIGN.md §4.1: no method rejects; §4.4 execute and
 * project; §4.5 evaluations in one turn): what a caller sees instead of a crash or INTERNAL_ERROR.
 */
import { describe, expect, it } from 'vitest';
import type { InvokeResult } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';
import type { ToolBackend } from '../../src/worker/harness-deps';

const search = {
  name: 'search',
  capabilities: { evidence: true },
  isReadOnly: true,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
};
const plain = { name: 'plain', isReadOnly: true, inputSchema: { type: 'object' } };
const envelope = (q: string, evaluation: unknown = null) =>
  JSON.stringify({ previous_observation: evaluation, input: { q } });
/** The observation with every variant's fields readable (the tests assert which variant it is). */
const obs = (r: InvokeResult) => r.observation as unknown as Record<string, any>;
const stages = (r: InvokeResult) => r.events.map((e) => `${e.stage}:${e.status}${e.code ? `:${e.code}` : ''}`);

async function setup(backends: Record<string, ToolBackend> = {}) {
  const harness = createHarness({
    backends: { search: async (input) => [{ id: 'r', text: `found ${(input as { q: string }).q}` }], ...backends },
  });
  await harness.registerTools([search, plain]);
  const { runId } = await harness.startRun({});
  return { harness, runId };
}

describe('no method rejects (DESIGN §4.1)', () => {
  it('resolves with data for null, undefined and wrong-typed arguments', async () => {
    const { harness, runId } = await setup();
    const h = harness as unknown as { [method in keyof typeof harness]: (...args: unknown[]) => Promise<unknown> };
    await expect(h.startRun(null)).resolves.toMatchObject({ runId: expect.any(String) });
    await expect(h.startRun(42)).resolves.toMatchObject({ runId: expect.any(String) });
    await expect(h.startRun({ budgets: null, exportProfile: 5 })).resolves.toMatchObject({ runId: expect.any(String) });
    await expect(h.cancel(null)).resolves.toEqual({ cancelled: 0 });
    await expect(h.cancel(undefined)).resolves.toEqual({ cancelled: 0 });
    await expect(h.cancel({ runId, toolCallId: 5 })).resolves.toEqual({ cancelled: 0 });
    await expect(h.endRun(null)).resolves.toMatchObject({ found: false, runId: '' });
    await expect(h.exportTools(null)).resolves.toEqual([]);
    await expect(h.exportTools({ format: 'nope' })).resolves.toEqual([]);
    await expect(h.registerSkills(null)).resolves.toEqual({ registered: [] });
    await expect(h.subscribe(null)).resolves.toEqual({ subscriptionId: '' });
    await expect(h.unsubscribe(null)).resolves.toEqual({ removed: false });
    await expect(h.setApprover(7)).resolves.toBeUndefined();
    const invalid = (await h.invoke(null)) as InvokeResult;
    expect(obs(invalid).error_code).toBe('UNKNOWN_RUN');
  });

  it.each([
    [42, 'number'],
    [{ q: 'x' }, 'object'],
    [undefined, 'undefined'],
    [null, 'null'],
  ])('refuses argumentsText %j with INVALID_JSON at parse (got %s)', async (argumentsText, got) => {
    const { harness, runId } = await setup();
    const result = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'plain',
      argumentsText: argumentsText as never,
    });
    expect(obs(result).status).toBe('repair_required');
    expect(obs(result).violation_type).toBe('INVALID_JSON');
    expect(obs(result).errors?.[0]?.message).toBe(`The argument text must be a string (got ${got}).`);
    expect(stages(result)).toEqual(['supports:pass', 'parse:fail:INVALID_JSON']);
  });

  it('treats a missing toolCallId as the empty id: the second such call is DUPLICATE_CALL_ID, nothing throws', async () => {
    const { harness, runId } = await setup({ plain: async () => ({ a: 1 }) });
    const first = await harness.invoke({ runId, toolName: 'plain', argumentsText: '{}' } as never);
    expect(first.toolCallId).toBe('');
    expect(obs(first).status).toBe('ok');
    const second = await harness.invoke({ runId, toolCallId: 7, toolName: 'plain', argumentsText: '{"a":1}' } as never);
    expect(obs(second).violation_type ?? obs(second).error_code).toBe('DUPLICATE_CALL_ID');
  });
});

describe('backends and projectors that misbehave (DESIGN §4.4)', () => {
  it.each([
    ['a BigInt', () => ({ n: 10n })],
    [
      'a cycle',
      () => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return o;
      },
    ],
    [
      'a throwing getter',
      () => ({
        get boom() {
          throw new Error('getter failed');
        },
      }),
    ],
    [
      'a throwing toJSON',
      () => ({
        toJSON() {
          throw new Error('toJSON failed');
        },
      }),
    ],
  ])('refuses %s as BACKEND_ERROR from the tool at execute, keeping the earlier events', async (_label, value) => {
    const { harness, runId } = await setup({ plain: async () => value() });
    const result = await harness.invoke({ runId, toolCallId: 'c1', toolName: 'plain', argumentsText: '{}' });
    expect(obs(result)).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'tool' });
    expect(obs(result).message).toMatch(/^plain returned a value that is not JSON: /);
    expect(stages(result)).toEqual(['supports:pass', 'parse:pass', 'preflight:pass', 'execute:fail:BACKEND_ERROR']);
  });

  it.each([
    ['resolves', () => Promise.resolve({ agentResult: { ok: true } })],
    ['rejects', () => Promise.reject(new Error('late failure'))],
  ])('refuses a projector that returns a Promise that %s, with no unhandled rejection', async (_label, project) => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { harness, runId } = await setup({ plain: { execute: async () => ({ a: 1 }), project: project as never } });
      const result = await harness.invoke({ runId, toolCallId: 'c1', toolName: 'plain', argumentsText: '{}' });
      expect(obs(result).error_code).toBe('PROJECTION_FAILED');
      expect(obs(result).message).toMatch(/projectors must be synchronous \(returned a Promise\)/);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('evaluations in one turn (DESIGN §4.5)', () => {
  it('accepts a contradicting evaluation but notes that it was ignored, counting only the first', async () => {
    const { harness, runId } = await setup();
    const call = (id: string, turnId: string, text: string) =>
      harness.invoke({ runId, toolCallId: id, toolName: 'search', argumentsText: text, turnId });
    await call('c1', 't1', envelope('a'));
    const gained = await call('c2', 't2', envelope('b', { tool_call_id: 'c1', evaluation: 'GAINED' }));
    expect(obs(gained).notes ?? []).toEqual([]);
    const contradicting = await call('c3', 't2', envelope('c', { tool_call_id: 'c1', evaluation: 'NO_GAIN' }));
    expect(obs(contradicting).status).toBe('ok');
    expect(obs(contradicting).notes).toContainEqual({
      code: 'EVALUATION_IGNORED',
      message: 'c1 was already evaluated GAINED in this turn; this NO_GAIN was ignored.',
    });
    const summary = await harness.endRun(runId);
    expect(summary).toMatchObject({ gained: 1, noGain: 0 });
  });

  it('explains that a FOUND call of the same turn is evaluated by the next turn', async () => {
    const { harness, runId } = await setup();
    await harness.invoke({ runId, toolCallId: 'c1', toolName: 'search', argumentsText: envelope('a'), turnId: 't1' });
    const same = await harness.invoke({
      runId,
      toolCallId: 'c2',
      toolName: 'search',
      turnId: 't1',
      argumentsText: envelope('b', { tool_call_id: 'c1', evaluation: 'GAINED' }),
    });
    const note = obs(same).notes?.find((n: { code: string; message: string }) => n.code === 'EVALUATION_IGNORED');
    expect(note?.message).toMatch(
      /c1 belongs to this turn: it is evaluated by the first evidence call of the next turn/,
    );
  });
});

describe('cancellation in the timeline and the run summary', () => {
  it('gives a call cancelled while queued one supports event with CANCELLED, and endRun counts in-flight calls', async () => {
    let release: () => void = () => undefined;
    const { harness, runId } = await setup({
      plain: () =>
        new Promise((resolve) => {
          release = () => resolve({ done: true });
        }),
    });
    const running = harness.invoke({ runId, toolCallId: 'c1', toolName: 'plain', argumentsText: '{}' });
    const queued = harness.invoke({ runId, toolCallId: 'c2', toolName: 'plain', argumentsText: '{"x":1}' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await harness.cancel({ runId, toolCallId: 'c2' });
    const third = harness.invoke({ runId, toolCallId: 'c3', toolName: 'plain', argumentsText: '{"y":1}' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const summary = await harness.endRun(runId);
    // c2 was cancelled while queued but is still in the queue; c1 is running; c3 is queued: all three count.
    expect(summary.calls).toBe(3);
    release();
    const [, cancelled] = await Promise.all([running, queued, third]);
    expect(obs(cancelled).error_code).toBe('CANCELLED');
    expect(stages(cancelled)).toEqual(['supports:fail:CANCELLED']);
  });
});
