/**
 * createHarness as DESIGN.md §3–§4 reads: the journey's events, turns and evaluations, saturation, replay,
 * approval, cancellation, and what crosses the worker boundary (bounded, cloneable, never raw).
 */
import { describe, expect, it } from 'vitest';
import type { ApprovalRequest, InvokeResult, TimelineEvent } from '../../src/contract';
import { STAGES } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';

const findNotes = {
  name: 'find_notes',
  description: 'Search notes.',
  capabilities: { evidence: true },
  isReadOnly: true,
  availableInPlanMode: true,
  inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};
const readSetting = {
  name: 'read_setting',
  inputSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] },
};
const envelope = (query: string, evaluation: unknown = null) =>
  JSON.stringify({ previous_observation: evaluation, input: { query } });

async function setup(raw: (input: { query?: string }) => unknown = () => ({ items: [{ id: 'n1', text: 'a note' }] })) {
  const calls: unknown[] = [];
  const harness = createHarness({
    backends: {
      find_notes: async (input) => {
        calls.push(input);
        return raw(input as { query?: string });
      },
      read_setting: async (input) => {
        calls.push(input);
        return { value: 42 };
      },
    },
  });
  await harness.registerTools([findNotes, readSetting]);
  const { runId } = await harness.startRun({});
  const call = (toolCallId: string, argumentsText: string, extra: { turnId?: string; toolName?: string } = {}) =>
    harness.invoke({
      runId,
      toolCallId,
      toolName: extra.toolName ?? 'find_notes',
      argumentsText,
      turnId: extra.turnId,
    });
  return { harness, runId, calls, call };
}

const stagesOf = (result: InvokeResult) => result.events.map((event) => event.stage);

describe('invoke: the journey', () => {
  it('runs an evidence call through all eleven stages in order, each passing', async () => {
    const { call } = await setup();
    const result = await call('c1', envelope('alpha'));
    expect(result.observation.status).toBe('ok');
    expect(stagesOf(result)).toEqual([...STAGES]);
    expect(result.events.every((event) => event.status === 'pass')).toBe(true);
    expect(result.events.map((event) => event.seq)).toEqual(
      [...result.events.map((event) => event.seq)].sort((a, b) => a - b),
    );
  });

  it('skips the envelope, protocol, dual-source and record stages for a non-evidence tool', async () => {
    const { call } = await setup();
    const result = await call('c1', '{"key":"k"}', { toolName: 'read_setting' });
    expect(result.observation).toMatchObject({ status: 'ok', result: { value: 42 } });
    expect(result.observation.status === 'ok' && result.observation.evidence_status).toBeUndefined();
    expect(stagesOf(result)).toEqual([
      'supports',
      'parse',
      'preflight',
      'execute',
      'raw-check',
      'project',
      'validate',
      'observe',
    ]);
  });

  it('ends a refused call at the stage that refused it and never runs the backend', async () => {
    const { call, calls } = await setup();
    const result = await call('c1', '{"previous_observation":null,"input":{"query":1}}');
    expect(result.observation.status).toBe('repair_required');
    expect(stagesOf(result)).toEqual(['supports', 'parse']);
    expect(result.events.at(-1)).toMatchObject({ status: 'fail', code: 'SCHEMA_VIOLATION', lane: 'interceptor' });
    expect(calls).toHaveLength(0);
  });

  it('records a GAINED evaluation once the next call passes preflight, and resets the streak', async () => {
    const { call } = await setup();
    await call('c1', envelope('a'));
    const second = await call('c2', envelope('b', { tool_call_id: 'c1', evaluation: 'GAINED' }));
    const protocol = second.events.find((event) => event.stage === 'protocol');
    expect(protocol?.detail).toMatchObject({ evaluated: 'c1', evaluation: 'GAINED' });
    expect(second.observation.run_state).toMatchObject({ no_gain_streak: 0, pending_tool_call_id: 'c2' });
  });

  it('leaves the pending call pending when the evaluating call is refused before preflight', async () => {
    const { call } = await setup();
    await call('c1', envelope('a'));
    await call('c2', '{"previous_observation":{"tool_call_id":"c1","evaluation":"GAINED"},"input":{"query":7}}');
    const third = await call('c3', envelope('c'));
    expect(third.observation).toMatchObject({
      status: 'repair_required',
      violation_type: 'EVALUATION_MISSING',
      expected_tool_call_id: 'c1',
    });
  });

  it('lets parallel calls of one turn all send null, and makes the last FOUND of the turn pending', async () => {
    const { call } = await setup();
    expect((await call('t1', envelope('x'), { turnId: 'turn-1' })).observation.status).toBe('ok');
    expect((await call('t2', envelope('y'), { turnId: 'turn-1' })).observation.status).toBe('ok');
    const next = await call('t3', envelope('z', { tool_call_id: 't1', evaluation: 'GAINED' }), { turnId: 'turn-2' });
    expect(next.observation).toMatchObject({ violation_type: 'EVALUATION_ID_MISMATCH', expected_tool_call_id: 't2' });
  });

  it('notes an evaluation sent while nothing is pending', async () => {
    const { call } = await setup();
    const result = await call('c1', envelope('a', { tool_call_id: 'c0', evaluation: 'GAINED' }));
    expect(result.observation.status).toBe('ok');
    expect(result.observation.notes?.map((note) => note.code)).toContain('EVALUATION_IGNORED');
  });

  it('saturates the run on the evidence call that reaches maxEvidenceCalls and refuses the next at supports', async () => {
    const { harness, calls } = await setup(() => []);
    const { runId } = await harness.startRun({ budgets: { maxEvidenceCalls: 2, noGainStreak: 10 } });
    const first = await harness.invoke({
      runId,
      toolCallId: 'a',
      toolName: 'find_notes',
      argumentsText: envelope('a'),
    });
    expect(first.observation.run_state?.stop_required).toBe(false);
    const second = await harness.invoke({
      runId,
      toolCallId: 'b',
      toolName: 'find_notes',
      argumentsText: envelope('b'),
    });
    expect(second.observation.status).toBe('ok');
    expect(second.observation.run_state).toMatchObject({
      stop_required: true,
      reason: 'EVIDENCE_BUDGET_EXHAUSTED',
      evidence_calls_left: 0,
    });
    const third = await harness.invoke({
      runId,
      toolCallId: 'c',
      toolName: 'find_notes',
      argumentsText: envelope('c'),
    });
    expect(third.observation).toMatchObject({ status: 'stop_required', reason: 'EVIDENCE_BUDGET_EXHAUSTED' });
    expect(calls).toHaveLength(2);
    const summary = await harness.endRun(runId);
    expect(summary).toMatchObject({ found: true, calls: 3, noGain: 2, stopReason: 'EVIDENCE_BUDGET_EXHAUSTED' });
  });

  it('still runs non-evidence tools after the run is saturated', async () => {
    const { harness } = await setup(() => []);
    const { runId } = await harness.startRun({ budgets: { noGainStreak: 1 } });
    await harness.invoke({ runId, toolCallId: 'a', toolName: 'find_notes', argumentsText: envelope('a') });
    const plain = await harness.invoke({
      runId,
      toolCallId: 'b',
      toolName: 'read_setting',
      argumentsText: '{"key":"k"}',
    });
    expect(plain.observation.status).toBe('ok');
    expect(plain.observation.run_state?.stop_required).toBe(true);
  });

  it('returns the earlier response to an identical resend without running again', async () => {
    const { call, calls } = await setup();
    const first = await call('d1', envelope('one'));
    const again = await call('d1', envelope('one'));
    expect(again.observation).toEqual(first.observation);
    expect(calls).toHaveLength(1);
  });

  it('processes the calls of one run one at a time in arrival order', async () => {
    const order: string[] = [];
    const harness = createHarness({
      backends: {
        read_setting: async (input) => {
          const key = (input as { key: string }).key;
          order.push(`start ${key}`);
          await new Promise((resolve) => setTimeout(resolve, key === 'slow' ? 30 : 1));
          order.push(`end ${key}`);
          return { key };
        },
      },
    });
    await harness.registerTools([readSetting]);
    const { runId } = await harness.startRun();
    await Promise.all([
      harness.invoke({ runId, toolCallId: '1', toolName: 'read_setting', argumentsText: '{"key":"slow"}' }),
      harness.invoke({ runId, toolCallId: '2', toolName: 'read_setting', argumentsText: '{"key":"fast"}' }),
    ]);
    expect(order).toEqual(['start slow', 'end slow', 'start fast', 'end fast']);
  });
});

describe('approval and plan mode', () => {
  const saveNote = {
    name: 'save_note',
    requiresConfirmation: true,
    inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
  };

  it('asks the approver with a bounded preview and runs the tool when approved, reporting live events', async () => {
    const requests: ApprovalRequest[] = [];
    const live: TimelineEvent[] = [];
    let ran = 0;
    const harness = createHarness({
      backends: {
        save_note: async () => {
          ran++;
          return { saved: true };
        },
      },
    });
    await harness.registerTools([saveNote]);
    await harness.subscribe((event) => {
      live.push(event);
    });
    await harness.setApprover(async (request) => {
      requests.push(request);
      return 'approve';
    });
    const { runId } = await harness.startRun();
    const result = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'save_note',
      argumentsText: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(result.observation.status).toBe('ok');
    expect(ran).toBe(1);
    expect(requests[0]).toMatchObject({
      toolName: 'save_note',
      reason: 'confirmation',
      riskLevel: 'high',
      isReadOnly: false,
    });
    expect(requests[0]?.inputPreview.length).toBeLessThanOrEqual(600);
    expect(live.map((event) => [event.stage, event.callId])).toEqual([
      ['approval-request', 'c1'],
      ['approval-decision', 'c1'],
    ]);
  });

  it('blocks a tool that is not available in plan mode when no one can approve', async () => {
    const harness = createHarness({ backends: { read_setting: async () => ({}) } });
    await harness.registerTools([readSetting]);
    const { runId } = await harness.startRun({ planMode: true });
    const result = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'read_setting',
      argumentsText: '{"key":"a"}',
    });
    expect(result.observation).toMatchObject({ status: 'error', error_code: 'PLAN_MODE_BLOCKED' });
  });
});

describe('what crosses the boundary', () => {
  it('returns results that survive structuredClone unchanged and never carry the raw', async () => {
    const canary = 'CANARY-7f3a';
    const { call } = await setup(() => ({
      items: [{ id: 'n1', text: 'short' }],
      hidden: 'x'.repeat(50_000) + canary + 'x'.repeat(50_000),
    }));
    const result = await call('c1', envelope('a'));
    expect(structuredClone(result)).toEqual(result);
    const text = JSON.stringify(result);
    expect(text).not.toContain(canary);
    expect(result.observation.status === 'ok' && result.observation.truncated).toBe(true);
    expect(text.length).toBeLessThan(40_000);
  });

  it('never rejects: bad requests resolve with data', async () => {
    const harness = createHarness();
    await expect(harness.invoke(undefined as never)).resolves.toMatchObject({
      observation: { error_code: 'UNKNOWN_RUN' },
    });
    await expect(harness.registerTools(null as never)).resolves.toBeDefined();
    await expect(harness.endRun('nope')).resolves.toMatchObject({ found: false });
    await expect(harness.cancel({ runId: 'nope' })).resolves.toEqual({ cancelled: 0 });
  });
});
