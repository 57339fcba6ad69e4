/**
 * The harness client (`HarnessClient`, client-types.ts): the connection (connection.ts: the one Comlink
 * wrap, deadlines, worker death and restart), the registrations replayed into a restarted worker
 * (registrations.ts), the approval broker (approval-broker.ts) and the store sync (record-sync.ts),
 * composed. On worker death the calls in flight reject with `WorkerDiedError`, pending approvals are
 * denied and the run is marked `error`; the new worker is subscribed and set up again. `restartForStop`
 * (the Stop watchdog, agent-loop.ts) restarts a worker that does not answer Stop: the run ends `stopped`
 * (the loop sees its calls fail after the abort), the new worker records the calls that were in flight
 * as CANCELLED, and `worker-restart-notice` says in words what the restart lost.
 */
import { countOf, resolveBudgets, type Budgets, type InvokeRequest } from '../../contract';
import { useConsoleStore, type ConsoleStore } from '../store';
import { createApprovalBroker } from './approval-broker';
import type { HarnessClient } from './client-types';
import { createConnection, toWorker, type CallWorker, type SpawnHarness } from './connection';
import { createMcpMethods } from './mcp-methods';
import { createRecordSync } from './record-sync';
import { createLiveRecord } from './live-record';
import { createRegistrations } from './registrations';

/** Options of `createHarnessClient`. */
export interface HarnessClientOptions {
  spawn?: SpawnHarness;
  store?: ConsoleStore;
  /** Deadline of calls other than `invoke`, in milliseconds. */
  callTimeoutMs?: number;
  /** Added to an invoke's `timeoutMs + approvalTimeoutMs`, in milliseconds. */
  invokeMarginMs?: number;
}

const DEFAULT_CALL_TIMEOUT_MS = 20_000;
/** Longest wait for the worker's readiness (the corpus fetched, parsed and its index loaded), ms. */
const READY_TIMEOUT_MS = 60_000;
const DEFAULT_INVOKE_MARGIN_MS = 5_000;
const ignore = () => undefined;

/**
 * Creates the client and starts the first worker.
 *
 * @param options spawn (default: the real module worker), store (default: the bound store), deadlines (ms)
 * @returns the client; its calls resolve with the harness's data or reject with `WorkerDiedError`
 */
export function createHarnessClient(options: HarnessClientOptions = {}): HarnessClient {
  const store = options.store ?? useConsoleStore;
  const callTimeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const invokeMarginMs = options.invokeMarginMs ?? DEFAULT_INVOKE_MARGIN_MS;
  const registrations = createRegistrations();
  const approvals = createApprovalBroker(store);
  const runBudgets = new Map<string, Budgets>();
  /** Per run: settles when the run's latest invoke is answered (or failed). */
  const lastInvoke = new Map<string, Promise<void>>();
  /** Per run: the invokes sent and not yet answered (what a restart cuts short). */
  const inFlight = new Map<string, Set<InvokeRequest>>();
  /** Set by `restartForStop` until the new worker has recorded the cut calls. */
  let stopRestart: { runId: string; calls: InvokeRequest[]; reason: string } | undefined;
  // The live window reads the record through the connection (created below; read only once a run goes).
  const liveRecord = createLiveRecord(
    {
      getRunRecord: (runId, readOptions) =>
        connection.call('getRunRecord', callTimeoutMs, (api) => api.getRunRecord(runId, readOptions)),
      getRecordCalls: (runId, request) =>
        connection.call('getRecordCalls', callTimeoutMs, (api) => api.getRecordCalls(runId, request)),
      getCallSummaries: (runId, request) =>
        connection.call('getCallSummaries', callTimeoutMs, (api) => api.getCallSummaries(runId, request)),
    },
    store,
  );
  const sync = createRecordSync(store, liveRecord);
  /** Resolves with `result` once the catalog's readers are told it changed (a registry-changing call). */
  const catalogChanged = <T>(result: T): T => {
    sync.changed({ kind: 'catalog' });
    return result;
  };
  const liveSink = toWorker(sync.live);
  const approver = toWorker(approvals.approve);
  const setApprover = (call: CallWorker) =>
    call('setApprover', callTimeoutMs, (api) => api.setApprover(approvals.policy === 'none' ? null : approver));

  const connection = createConnection({
    ...(options.spawn ? { spawn: options.spawn } : {}),
    onStart(call, generation) {
      void call('subscribe', callTimeoutMs, (api) => api.subscribe(liveSink)).catch(ignore);
      // The stores' health so far (what failed before the subscription; a new worker starts over).
      void call('storageHealth', callTimeoutMs, (api) => api.storageHealth())
        .then((report) => store.getState().setStorageHealth(report))
        .catch(ignore);
      void setApprover(call).catch(ignore);
      registrations.replay(call, callTimeoutMs);
      if (generation > 1) queueMicrotask(() => sync.changed({ kind: 'mcp' }));
      const stopped = stopRestart;
      stopRestart = undefined;
      if (stopped) {
        const calls = stopped.calls.map(({ toolCallId, toolName, argumentsText, turnId }) => ({
          toolCallId,
          toolName,
          argumentsText: typeof argumentsText === 'string' ? argumentsText : '',
          ...(turnId !== undefined ? { turnId } : {}),
        }));
        void call('recordInterruptedCalls', callTimeoutMs, (api) =>
          api.recordInterruptedCalls(stopped.runId, calls, stopped.reason),
        ).catch(ignore);
      }
    },
    onDeath(reason) {
      const pendingApprovals = store.getState().approvals.length;
      approvals.denyAll();
      if (!stopRestart) {
        store.getState().finishRun('error', reason);
        return;
      }
      store
        .getState()
        .setWorkerRestart(restartLosses(stopRestart.calls.length, pendingApprovals, registrations.mcpServerCount()));
    },
  });
  const call = connection.call;

  const listMcpServers = () => call('listMcpServers', callTimeoutMs, (api) => api.listMcpServers());

  return {
    get generation() {
      return connection.generation;
    },
    onWorkerChange: sync.onChange,
    noteChange: sync.changed,
    registerTools: async (definitions, origin) => {
      registrations.tools(definitions, origin);
      return catalogChanged(
        await call('registerTools', callTimeoutMs, (api) => api.registerTools(definitions, origin)),
      );
    },
    listTools: () => call('listTools', callTimeoutMs, (api) => api.listTools()),
    exportTools: (exportOptions) => call('exportTools', callTimeoutMs, (api) => api.exportTools(exportOptions)),
    startRun: async (runOptions) => {
      const result = await call('startRun', callTimeoutMs, (api) => api.startRun(runOptions));
      runBudgets.set(result.runId, resolveBudgets(runOptions?.budgets));
      return result;
    },
    invoke: async (request) => {
      const budgets = runBudgets.get(request.runId) ?? resolveBudgets(undefined);
      const deadline = budgets.timeoutMs + budgets.approvalTimeoutMs + invokeMarginMs;
      // The worker answers a run's calls in arrival order (DESIGN §4.1), so a call's deadline runs from
      // the answer to the call sent before it: a turn's calls sent together are not taken for a hang.
      const before = lastInvoke.get(request.runId);
      const sent = inFlight.get(request.runId) ?? new Set<InvokeRequest>();
      inFlight.set(request.runId, sent.add(request));
      const pending = call('invoke', deadline, (api) => api.invoke(request), before);
      void pending.then(
        () => sent.delete(request),
        () => sent.delete(request),
      );
      const answered = pending.then(ignore, ignore);
      lastInvoke.set(request.runId, answered);
      void answered.then(() => {
        if (lastInvoke.get(request.runId) === answered) lastInvoke.delete(request.runId);
      });
      const result = await pending;
      // The call is answered, so an approval still on screen for it is moot (e.g. the worker timed out).
      approvals.settleCall(request.runId, result.callKey);
      liveRecord.touch(request.runId);
      return result;
    },
    cancel: (request) => call('cancel', callTimeoutMs, (api) => api.cancel(request)),
    endRun: async (runId) => {
      runBudgets.delete(runId);
      store.getState().dropRunGrants(runId);
      return call('endRun', callTimeoutMs, (api) => api.endRun(runId));
    },
    listMcpServers,
    answerApproval: approvals.answer,
    registerSkills: async (skills) => {
      registrations.skills(skills);
      return catalogChanged(await call('registerSkills', callTimeoutMs, (api) => api.registerSkills(skills)));
    },
    listSkills: () => call('listSkills', callTimeoutMs, (api) => api.listSkills()),
    // Loading the corpus at start can take longer than an ordinary call on a busy machine.
    whenReady: () => call('whenReady', Math.max(callTimeoutMs, READY_TIMEOUT_MS), (api) => api.whenReady()),
    parseToolList: (text) => call('parseToolList', callTimeoutMs, (api) => api.parseToolList(text)),
    setToolRedaction: async (request) => {
      registrations.redaction(request);
      return catalogChanged(await call('setToolRedaction', callTimeoutMs, (api) => api.setToolRedaction(request)));
    },
    loadScenario: async (source) => {
      const loaded = await call('loadScenario', callTimeoutMs, (api) => api.loadScenario(source));
      registrations.scenario = loaded.ok ? source : null;
      return catalogChanged(loaded);
    },
    unloadScenario: async () => {
      registrations.scenario = null;
      return catalogChanged(await call('unloadScenario', callTimeoutMs, (api) => api.unloadScenario()));
    },
    setApprovalPolicy: async (policy) => {
      approvals.policy = policy;
      await setApprover(call);
    },
    writeRunRecord: (runId, events) =>
      call('writeRunRecord', callTimeoutMs, (api) => api.writeRunRecord(runId, events)),
    getRunRecord: (runId, readOptions) =>
      call('getRunRecord', callTimeoutMs, (api) => api.getRunRecord(runId, readOptions)),
    getRecordCalls: (runId, request) =>
      call('getRecordCalls', callTimeoutMs, (api) => api.getRecordCalls(runId, request)),
    timeline: (label, fn) => call(label, callTimeoutMs, (api) => fn(api)),
    ...createMcpMethods({
      call,
      callTimeoutMs,
      registrations,
      listMcpServers,
      mcpChanged: () => sync.changed({ kind: 'mcp' }),
    }),
    settleLiveRecord: (runId) => liveRecord.settled(runId),
    restartWorker: (reason) => connection.restart(reason),
    restartForStop: (runId, reason) => {
      // The calls still unanswered when the worker is given up on (the restart rejects them just after).
      stopRestart = { runId, calls: [...(inFlight.get(runId) ?? [])], reason };
      connection.restart(reason);
    },
    dispose: () => {
      approvals.denyAll();
      connection.terminate();
    },
  };
}

/**
 * What a Stop restart lost, in words (`worker-restart-notice`).
 *
 * @param calls calls in flight (recorded as cancelled), approvals pending (denied), MCP servers (reconnecting)
 */
function restartLosses(calls: number, approvalsPending: number, mcpServers: number): string {
  return [
    'Stop restarted the harness worker: a tool was blocking it and did not answer within 1 second.',
    `${countOf(calls, 'call in flight was', 'calls in flight were')} recorded as cancelled;`,
    `${countOf(approvalsPending, 'pending approval was', 'pending approvals were')} dropped;`,
    mcpServers > 0
      ? `${countOf(mcpServers, 'MCP server reconnects', 'MCP servers reconnect')} with a new session (servers whose sign-in lived only in memory ask to authorise again);`
      : 'no MCP session was open;',
    'audit and timeline records the old worker had not yet written are lost. Your tools were registered again.',
  ].join(' ');
}
