import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarnessClient, WorkerDiedError, type WorkerHandle, type WorkerLike } from '../../src/app/harness';
import { useConsoleStore } from '../../src/app/store';
import type { Approver, HarnessApi } from '../../src/contract';
import type { ConsoleWorkerApi } from '../../src/contract/console-api';
import { createInProcessWorker } from './support/real-harness';

class FakeWorker extends EventTarget implements WorkerLike {
  terminated = false;
  terminate() {
    this.terminated = true;
  }
  override addEventListener(type: string, listener: (event: Event) => void) {
    super.addEventListener(type, listener);
  }
}

function spawner(makeApi: () => HarnessApi) {
  const handles: (WorkerHandle & { worker: FakeWorker })[] = [];
  return {
    handles,
    spawn: () => {
      const handle = { worker: new FakeWorker(), api: makeApi() as unknown as ConsoleWorkerApi };
      handles.push(handle);
      return handle;
    },
  };
}

describe('createHarnessClient', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(() => vi.useRealTimers());

  it('reads an invoke’s observation with its stages from the run record into the store with the next frame', async () => {
    const fake = createInProcessWorker();
    const client = createHarnessClient({ spawn: spawner(() => fake.api).spawn, store: useConsoleStore });
    useConsoleStore.getState().beginRun('q');
    const { runId } = await client.startRun();
    useConsoleStore.getState().setRunId(runId);
    await client.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'lookup_knowledge',
      argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
    });
    await vi.waitFor(() => expect(useConsoleStore.getState().observations[0]?.stages).toHaveLength(11));
    const state = useConsoleStore.getState();
    expect(state.observations.map((o) => o.callId)).toEqual(['c1']);
    expect(state.callsSoFar).toBe(1);
  });

  it('on a worker error: fails the call in flight, marks the run error, starts a new worker and re-registers', async () => {
    const registered: unknown[][] = [];
    let hang = true;
    const makeApi = (): HarnessApi => {
      const { api } = createInProcessWorker();
      return {
        ...api,
        registerTools: async (definitions) => {
          registered.push(definitions);
          return { registered: [], refused: [], warnings: [] };
        },
        invoke: (request) => (hang ? new Promise(() => undefined) : api.invoke(request)),
      };
    };
    const { spawn, handles } = spawner(makeApi);
    const client = createHarnessClient({ spawn, store: useConsoleStore });
    await client.registerTools([{ name: 'user_tool' }], { kind: 'builtin', source: 'file:x' });
    useConsoleStore.getState().beginRun('q');
    const inFlight = client.invoke({ runId: 'run-1', toolCallId: 'c1', toolName: 't', argumentsText: '{}' });
    handles[0]!.worker.dispatchEvent(new Event('error'));
    await expect(inFlight).rejects.toBeInstanceOf(WorkerDiedError);
    expect(handles[0]!.worker.terminated).toBe(true);
    expect(handles).toHaveLength(2);
    expect(client.generation).toBe(2);
    expect(useConsoleStore.getState().runStatus).toBe('error');
    expect(useConsoleStore.getState().runError).toMatch(/crashed/);
    await Promise.resolve();
    expect(registered).toHaveLength(2);
    hang = false;
    const { runId } = await client.startRun();
    const next = await client.invoke({
      runId,
      toolCallId: 'c2',
      toolName: 'lookup_knowledge',
      argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
    });
    expect(next.observation.status).toBe('ok');
  });

  it('restartWorker: the call in flight fails with the reason, the run is marked error, a new worker starts', async () => {
    const makeApi = (): HarnessApi => ({ ...createInProcessWorker().api, invoke: () => new Promise(() => undefined) });
    const { spawn, handles } = spawner(makeApi);
    const client = createHarnessClient({ spawn, store: useConsoleStore });
    useConsoleStore.getState().beginRun('q');
    const inFlight = client.invoke({ runId: 'run-1', toolCallId: 'c1', toolName: 't', argumentsText: '{}' });
    client.restartWorker('Stop did not settle the run');
    await expect(inFlight).rejects.toThrow('Stop did not settle the run');
    expect(handles[0]!.worker.terminated).toBe(true);
    expect(client.generation).toBe(2);
    expect(useConsoleStore.getState().runError).toBe('Stop did not settle the run');
    client.dispose();
    expect(handles[1]!.worker.terminated).toBe(true);
    await expect(client.listTools()).rejects.toBeInstanceOf(WorkerDiedError);
  });

  it('treats a call that does not answer within timeout + margin as worker death', async () => {
    vi.useFakeTimers();
    const makeApi = (): HarnessApi => ({ ...createInProcessWorker().api, invoke: () => new Promise(() => undefined) });
    const { spawn, handles } = spawner(makeApi);
    const client = createHarnessClient({ spawn, store: useConsoleStore, invokeMarginMs: 100 });
    const { runId } = await client.startRun({ budgets: { timeoutMs: 1000, approvalTimeoutMs: 500 } });
    const inFlight = client.invoke({ runId, toolCallId: 'c1', toolName: 't', argumentsText: '{}' });
    const settled = expect(inFlight).rejects.toThrow(/did not answer invoke within 1600 ms/);
    await vi.advanceTimersByTimeAsync(1600);
    await settled;
    expect(handles).toHaveLength(2);
  });

  it('calls of a run sent together: each one’s deadline runs from the answer to the call before it', async () => {
    vi.useFakeTimers();
    const fake = createInProcessWorker();
    // The worker answers the run's calls one after another, 1,000 ms each (as a queue of slow calls would).
    let queue = Promise.resolve();
    const makeApi = (): HarnessApi => ({
      ...fake.api,
      invoke: (request) => {
        const answer = queue
          .then(() => new Promise((resolve) => setTimeout(resolve, 1000)))
          .then(() => fake.api.invoke(request));
        queue = answer.then(() => undefined);
        return answer;
      },
    });
    const { spawn, handles } = spawner(makeApi);
    const client = createHarnessClient({ spawn, store: useConsoleStore, invokeMarginMs: 100 });
    const { runId } = await client.startRun({ budgets: { timeoutMs: 1000, approvalTimeoutMs: 500 } });
    const calls = ['c1', 'c2', 'c3', 'c4'].map((toolCallId) =>
      client.invoke({
        runId,
        toolCallId,
        toolName: 'lookup_knowledge',
        argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
      }),
    );
    // The fourth answer comes 4,000 ms after it was sent, well past its 1,600 ms deadline from sending.
    await vi.advanceTimersByTimeAsync(4100);
    const results = await Promise.all(calls);
    expect(results.map((r) => r.toolCallId)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(handles).toHaveLength(1);
  });

  it('routes an approval request through the store and resolves it', async () => {
    let approver: Approver | null = null;
    const makeApi = (): HarnessApi => ({
      ...createInProcessWorker().api,
      setApprover: async (fn) => {
        approver = fn;
      },
    });
    const client = createHarnessClient({ spawn: spawner(makeApi).spawn, store: useConsoleStore });
    await Promise.resolve();
    const decision = approver!({
      runId: 'r',
      toolCallId: 'c',
      callKey: 'run-1#1',
      toolName: 't',
      source: 'builtin',
      riskLevel: 'high',
      isReadOnly: false,
      reason: 'confirmation',
      inputPreview: '{}',
      timeoutMs: 60_000,
    });
    const pending = useConsoleStore.getState().approvals;
    expect(pending).toHaveLength(1);
    client.answerApproval(pending[0]!.id, 'approve');
    await expect(decision).resolves.toEqual({ decision: 'approve', grant: 'once' });
    expect(useConsoleStore.getState().approvals).toHaveLength(0);
    client.dispose();
  });

  it('a "tool-source" grant answers later requests for that tool at once, with the grant, until revoked', async () => {
    let approver: Approver | null = null;
    const makeApi = (): HarnessApi => ({
      ...createInProcessWorker().api,
      setApprover: async (fn) => {
        approver = fn;
      },
    });
    const client = createHarnessClient({ spawn: spawner(makeApi).spawn, store: useConsoleStore });
    await Promise.resolve();
    const request = {
      runId: 'r',
      toolCallId: 'c1',
      callKey: 'r#1',
      toolName: 'save_note',
      source: 'builtin',
      riskLevel: 'medium' as const,
      isReadOnly: false,
      reason: 'confirmation' as const,
      inputPreview: '{}',
      timeoutMs: 60_000,
    };
    const first = approver!(request);
    client.answerApproval(useConsoleStore.getState().approvals[0]!.id, 'approve', 'tool-source');
    await expect(first).resolves.toEqual({ decision: 'approve', grant: 'tool-source' });
    expect(useConsoleStore.getState().grants).toMatchObject([
      { scope: 'tool-source', toolName: 'save_note', source: 'builtin' },
    ]);
    await expect(approver!({ ...request, toolCallId: 'c2', runId: 'other' })).resolves.toEqual({
      decision: 'approve',
      grant: 'tool-source',
      automatic: true,
    });
    expect(useConsoleStore.getState().approvals).toHaveLength(0);
    useConsoleStore.getState().revokeGrant(useConsoleStore.getState().grants[0]!.id);
    void approver!({ ...request, toolCallId: 'c3' });
    expect(useConsoleStore.getState().approvals).toHaveLength(1);
    client.dispose();
  });
});
