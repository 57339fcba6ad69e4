/**
 * The ToolBoundary on its own: the stages run in order (preflight, execute, raw-check, project,
 * validate) and the first refusal ends the call; READY carries the bounded agent_result; every call,
 * READY or ERROR, leaves one audit record holding the raw, which appears nowhere in the result.
 */
import { describe, expect, it } from 'vitest';
import { resolveBudgets, type Approver } from '../../../src/contract';
import { createMemoryAuditStore } from '../../../src/worker/audit/audit-store';
import { runToolBoundary, type BoundaryServices, type RunAccounts } from '../../../src/worker/boundary/tool-boundary';
import type { BoundaryRequest } from '../../../src/worker/boundary/boundary-types';
import { createCallTrace } from '../../../src/worker/call-trace';
import type { BackendFunction } from '../../../src/worker/harness-deps';
import { newRegistry } from '../registry/case-helpers';

const RAW_CANARY = 'RAW-CANARY-7f3a';

function setup(execute: BackendFunction, options: { approver?: Approver; planMode?: boolean; ask?: boolean } = {}) {
  const registry = newRegistry();
  registry.register([{ name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }]);
  const tool = registry.resolve('find');
  if (!tool) throw new Error('find was not registered');
  const auditStore = createMemoryAuditStore();
  let seq = 0;
  const trace = createCallTrace(
    { runId: 'run_1', startedAt: 0, now: () => 0, nextSeq: () => ++seq },
    'call_1',
    't1',
    'run_1#1',
  );
  const run: RunAccounts = { perToolCalls: new Map(), bytesReserved: 0 };
  const services: BoundaryServices = {
    elapsed: () => 0,
    approver: () => options.approver,
    auditStore,
    reportProgress: () => undefined,
  };
  const request: BoundaryRequest = {
    runId: 'run_1',
    toolCallId: 'call_1',
    callKey: 'run_1#1',
    tool,
    input: { q: 'wal' },
    argumentsText: '{"q":"wal"}',
    flags: {
      evidence: false,
      readOnly: true,
      planMode: options.planMode ?? false,
      gate: options.ask ? { kind: 'ask', reason: 'confirmation' } : { kind: 'allow' },
      projection: 'json',
      redaction: true,
    },
    budgets: resolveBudgets(undefined),
    backend: { execute },
  };
  const go = () => runToolBoundary(request, run, services, trace, new AbortController());
  return { go, trace, auditStore, run };
}

const stages = (trace: { events: readonly { stage: string; status: string }[] }) =>
  trace.events.map((event) => `${event.stage}:${event.status}`);

describe('runToolBoundary', () => {
  it('runs the five stages in order and returns the bounded agent_result; the raw goes to the audit store', async () => {
    const { go, trace, auditStore } = setup(async () => ({ text: `hello ${RAW_CANARY}`.padEnd(200_000, 'x') }));
    const result = await go();
    expect(result.state).toBe('READY');
    if (result.state !== 'READY') return;
    expect(
      stages(trace)
        .filter((stage) => stage.endsWith(':pass'))
        .map((stage) => stage.split(':')[0]),
    ).toEqual(['preflight', 'execute', 'raw-check', 'project', 'validate']);
    expect(result.serialized.length).toBeLessThan(200_000);
    const [record] = auditStore.list('run_1');
    expect(record?.rawText).toContain(RAW_CANARY);
    expect(record?.toolCallId).toBe('call_1');
    expect(record?.ledger.map((entry) => entry.state)).toEqual(['PROJECTING', 'READY']);
  });

  it('stops at the failing stage: a backend that throws is BACKEND_ERROR and nothing is projected', async () => {
    const { go, trace, auditStore } = setup(async () => {
      throw new Error('disk on fire');
    });
    const result = await go();
    expect(result.state).toBe('ERROR');
    if (result.state !== 'ERROR') return;
    expect(result.violation.code).toBe('BACKEND_ERROR');
    expect(stages(trace).map((stage) => stage.split(':')[0])).not.toContain('project');
    expect(auditStore.list('run_1')).toHaveLength(1);
    expect(auditStore.list('run_1')[0]?.code).toBe('BACKEND_ERROR');
  });

  it('refuses before executing when the approver denies: APPROVAL_DENIED and the backend never runs', async () => {
    let ran = false;
    const { go } = setup(
      async () => {
        ran = true;
        return {};
      },
      { ask: true, approver: async () => 'deny' },
    );
    const result = await go();
    expect(result.state === 'ERROR' && result.violation.code).toBe('APPROVAL_DENIED');
    expect(ran).toBe(false);
  });

  it('bounds a large JSON raw: the agent_result is smaller than the raw', async () => {
    const { go } = setup(async () => ({ note: RAW_CANARY, rows: Array.from({ length: 5_000 }, (_, i) => i) }));
    const result = await go();
    expect(result.state).toBe('READY');
    if (result.state !== 'READY') return;
    expect(result.serialized.length).toBeLessThan(JSON.stringify({ rows: Array.from({ length: 5_000 }) }).length);
  });
});
