/**
 * The one Comlink client of the harness worker (STYLE.md §3.5): the ONLY module that creates the Worker
 * and calls `wrap`. It puts every invoke's events and observation into the store, subscribes a live-event
 * sink, installs the approver, and survives worker death: on `error`/`messageerror`, or a call that does
 * not answer within its deadline (the run's timeout + approval time + a margin), it fails the calls in
 * flight, marks the run `error`, terminates the worker, starts a new one and registers the user's tool
 * lists again (the worker registers its built-in tools itself). Imports only `src/contract`.
 */
import * as Comlink from 'comlink';
import {
  resolveBudgets,
  type ApprovalDecision,
  type ApprovalRequest,
  type Budgets,
  type CancelRequest,
  type CanonicalToolDescriptor,
  type ExportOptions,
  type HarnessApi,
  type InvokeRequest,
  type InvokeResult,
  type RegisterOrigin,
  type RegisterReport,
  type RunSummary,
  type StartRunOptions,
  type TimelineEvent,
} from '../contract';
import { useConsoleStore, type CatalogEntry, type ConsoleStore } from './store';
import { collectCodes } from './observation-codes';

/** The worker object as the client uses it (a real `Worker`, or a fake in tests). */
export interface WorkerLike {
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

/** One started worker: the worker and its wrapped API. */
export interface WorkerHandle {
  worker: WorkerLike;
  api: HarnessApi;
}

/** Starts a worker; the default creates the module worker `src/worker/index.ts`. */
export type SpawnHarness = () => WorkerHandle;

/** Rejection of a call whose worker died (or stopped answering) while it was in flight. */
export class WorkerDiedError extends Error {
  /** @param reason one sentence: why the worker is considered dead */
  constructor(reason: string) {
    super(reason);
    this.name = 'WorkerDiedError';
  }
}

/** Options of `createHarnessClient`. */
export interface HarnessClientOptions {
  spawn?: SpawnHarness;
  store?: ConsoleStore;
  /** Deadline of calls other than `invoke`, in milliseconds. */
  callTimeoutMs?: number;
  /** Added to an invoke's `timeoutMs + approvalTimeoutMs`, in milliseconds. */
  invokeMarginMs?: number;
}

/** The typed API the rest of the app uses. Calls reject only with `WorkerDiedError`. */
export interface HarnessClient {
  registerTools(definitions: unknown[], origin?: RegisterOrigin): Promise<RegisterReport>;
  listTools(): Promise<CanonicalToolDescriptor[]>;
  exportTools(options: ExportOptions): Promise<unknown[]>;
  startRun(options?: StartRunOptions): Promise<{ runId: string }>;
  /** Invokes one tool call; its events and observation go into the store before it resolves. */
  invoke(request: InvokeRequest): Promise<InvokeResult>;
  cancel(request: CancelRequest): Promise<{ cancelled: number }>;
  endRun(runId: string): Promise<RunSummary>;
  /** Reloads the catalog slice from `listTools`. */
  refreshCatalog(): Promise<void>;
  /** Answers a pending approval (from the approval dialog). */
  answerApproval(id: string, decision: ApprovalDecision): void;
  /** How many workers were started (1 + restarts). */
  readonly generation: number;
  /** Terminates the worker and releases proxies. */
  dispose(): void;
}

const DEFAULT_CALL_TIMEOUT_MS = 20_000;
const DEFAULT_INVOKE_MARGIN_MS = 5_000;

/** Creates the worker with Vite's module-worker pattern and wraps it. */
function spawnHarnessWorker(): WorkerHandle {
  const worker = new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'harness' });
  return { worker, api: Comlink.wrap<HarnessApi>(worker) as unknown as HarnessApi };
}

/** Maps a descriptor to the page-safe catalog entry. */
export function toCatalogEntry(descriptor: CanonicalToolDescriptor): CatalogEntry {
  return {
    name: descriptor.name,
    exportName: descriptor.exportName,
    title: descriptor.title,
    riskLevel: descriptor.riskLevel,
    isReadOnly: descriptor.isReadOnly,
    evidence: descriptor.capabilities?.evidence === true,
    source: descriptor.source,
  };
}

interface InFlight {
  reject(error: WorkerDiedError): void;
  timer: ReturnType<typeof setTimeout>;
}

interface Generation {
  handle: WorkerHandle;
  inFlight: Set<InFlight>;
  dead: boolean;
}

/**
 * Creates the client and starts the first worker.
 *
 * @param options spawn (default: the real module worker), store (default: the bound store), deadlines
 * @returns the client; its calls resolve with the harness's data or reject with `WorkerDiedError`
 */
export function createHarnessClient(options: HarnessClientOptions = {}): HarnessClient {
  const spawn = options.spawn ?? spawnHarnessWorker;
  const store = options.store ?? useConsoleStore;
  const callTimeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const invokeMarginMs = options.invokeMarginMs ?? DEFAULT_INVOKE_MARGIN_MS;
  const registrations: { definitions: unknown[]; origin?: RegisterOrigin }[] = [];
  const runBudgets = new Map<string, Budgets>();
  const approvalResolvers = new Map<string, { resolve(d: ApprovalDecision): void; timer: ReturnType<typeof setTimeout> }>();
  let approvalCounter = 0;
  let generationCount = 0;
  let current: Generation;
  let disposed = false;

  const liveSink = Comlink.proxy((event: TimelineEvent) => {
    store.getState().appendTimelineEvents([event], 'harness');
    store.getState().noteCodes(collectCodes([event]));
  });

  const approver = Comlink.proxy(
    (request: ApprovalRequest): Promise<ApprovalDecision> =>
      new Promise((resolve) => {
        const id = `approval-${++approvalCounter}`;
        // The worker times out on its own (APPROVAL_TIMEOUT); drop the dialog when it does.
        const timer = setTimeout(() => settleApproval(id, 'deny'), Math.max(0, request.timeoutMs));
        approvalResolvers.set(id, { resolve, timer });
        store.getState().addApproval({ id, request });
      }),
  );

  function settleApproval(id: string, decision: ApprovalDecision): void {
    const entry = approvalResolvers.get(id);
    if (!entry) return;
    approvalResolvers.delete(id);
    clearTimeout(entry.timer);
    store.getState().removeApproval(id);
    entry.resolve(decision);
  }

  function call<T>(label: string, timeoutMs: number, fn: (api: HarnessApi) => Promise<T>): Promise<T> {
    const generation = current;
    return new Promise<T>((resolve, reject) => {
      const entry: InFlight = {
        reject,
        timer: setTimeout(
          () => onDeath(generation, `the harness worker did not answer ${label} within ${timeoutMs} ms`),
          timeoutMs,
        ),
      };
      generation.inFlight.add(entry);
      const settle = (done: () => void) => {
        if (!generation.inFlight.delete(entry)) return;
        clearTimeout(entry.timer);
        done();
      };
      fn(generation.handle.api).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) =>
          settle(() => reject(new WorkerDiedError(`the harness call ${label} failed: ${String(error)}`))),
      );
    });
  }

  function start(): void {
    generationCount += 1;
    const handle = spawn();
    const generation: Generation = { handle, inFlight: new Set(), dead: false };
    current = generation;
    handle.worker.addEventListener('error', (event) =>
      onDeath(generation, `the harness worker crashed (${describeEvent(event)})`),
    );
    handle.worker.addEventListener('messageerror', () =>
      onDeath(generation, 'the harness worker sent a message that could not be read'),
    );
    void call('subscribe', callTimeoutMs, (api) => api.subscribe(liveSink)).catch(() => undefined);
    void call('setApprover', callTimeoutMs, (api) => api.setApprover(approver)).catch(() => undefined);
    for (const registration of registrations) {
      void call('registerTools', callTimeoutMs, (api) => api.registerTools(registration.definitions, registration.origin)).catch(
        () => undefined,
      );
    }
  }

  function onDeath(generation: Generation, reason: string): void {
    if (generation.dead || disposed) return;
    generation.dead = true;
    const inFlight = [...generation.inFlight];
    generation.inFlight.clear();
    for (const entry of inFlight) {
      clearTimeout(entry.timer);
      entry.reject(new WorkerDiedError(reason));
    }
    for (const id of [...approvalResolvers.keys()]) settleApproval(id, 'deny');
    store.getState().finishRun('error', reason);
    try {
      generation.handle.worker.terminate();
    } catch {
      // already gone
    }
    if (generation === current) {
      start();
      void refreshCatalog().catch(() => undefined);
    }
  }

  function record(result: InvokeResult, request: InvokeRequest): void {
    const state = store.getState();
    state.appendTimelineEvents(result.events, 'harness');
    state.addObservation({
      runId: request.runId,
      callId: result.toolCallId,
      toolName: request.toolName,
      observation: result.observation,
    });
    state.noteCodes(collectCodes(result.events, [result.observation]));
    state.countCall();
  }

  async function refreshCatalog(): Promise<void> {
    const tools = await call('listTools', callTimeoutMs, (api) => api.listTools());
    store.getState().setCatalog(tools.map(toCatalogEntry));
  }

  start();

  return {
    get generation() {
      return generationCount;
    },
    registerTools: async (definitions, origin) => {
      const source = origin?.source ?? origin?.kind;
      const index = registrations.findIndex((r) => (r.origin?.source ?? r.origin?.kind) === source && source !== undefined);
      if (index >= 0) registrations.splice(index, 1);
      registrations.push({ definitions, origin });
      return call('registerTools', callTimeoutMs, (api) => api.registerTools(definitions, origin));
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
      const result = await call('invoke', deadline, (api) => api.invoke(request));
      record(result, request);
      return result;
    },
    cancel: (request) => call('cancel', callTimeoutMs, (api) => api.cancel(request)),
    endRun: async (runId) => {
      runBudgets.delete(runId);
      return call('endRun', callTimeoutMs, (api) => api.endRun(runId));
    },
    refreshCatalog,
    answerApproval: settleApproval,
    dispose: () => {
      disposed = true;
      for (const id of [...approvalResolvers.keys()]) settleApproval(id, 'deny');
      current.handle.worker.terminate();
    },
  };
}

function describeEvent(event: Event): string {
  const message = (event as ErrorEvent).message;
  return typeof message === 'string' && message.length > 0 ? message.slice(0, 200) : event.type;
}

let singleton: HarnessClient | undefined;

/** Returns the app's harness client, starting the worker on first use. */
export function getHarnessClient(): HarnessClient {
  singleton ??= createHarnessClient();
  return singleton;
}
