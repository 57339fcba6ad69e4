/**
 * The one Comlink client of the harness worker (STYLE.md §3.5): the ONLY module that creates the Worker
 * and calls `wrap`. It puts every invoke's events and observation into the store (per frame, through
 * the store's write batch), subscribes a live-event
 * sink, installs the approver, and survives worker death: on `error`/`messageerror`, or a call that does
 * not answer within its deadline (the run's timeout + approval time + a margin), it fails the calls in
 * flight, marks the run `error`, terminates the worker, starts a new one and registers the user's tool
 * lists again (the worker registers its built-in tools itself). Imports only `src/contract`.
 */
import * as Comlink from 'comlink';
import {
  resolveBudgets,
  type ApprovalAnswer,
  type ApprovalDecision,
  type ApprovalGrant,
  type ApprovalRequest,
  type CatalogApi,
  type Skill,
  type ToolListParse,
  type ToolRedactionRequest,
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
  type StorageHealthApi,
  type TimelineEvent,
} from '../contract';
import {
  approvalFor,
  type ScenarioApi,
  type ScenarioApprovalPolicy,
  type ScenarioLoadResult,
  type ScenarioSource,
} from '../contract/scenario';
import type { RunMeta, TimelineApi } from '../contract/timeline-api';
import type { McpApi, McpServerConfig, McpServerState } from '../contract/mcp-api';
import type { McpFeatureApi, McpPageHooks } from '../contract/mcp-features-api';
import type {
  AddDocumentResult,
  DocumentFile,
  DocumentSummary,
  IndexingProgress,
  KnowledgeApi,
  StorageInfo,
} from '../contract/knowledge-api';
import { storeHealthFromEvent, useConsoleStore, type CatalogEntry, type ConsoleStore } from './store';
import { writeBatchOf } from './store/write-batch';
import { collectCodes } from './observation-codes';
import { findGrant, grantFromAnswer } from './approval-grants';

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
  /**
   * Invokes one tool call; its events and observation are queued for the store before it resolves and
   * land with the next frame's batch (store/write-batch.ts).
   */
  invoke(request: InvokeRequest): Promise<InvokeResult>;
  cancel(request: CancelRequest): Promise<{ cancelled: number }>;
  endRun(runId: string): Promise<RunSummary>;
  /** Reloads the catalog slice from `listTools`. */
  refreshCatalog(): Promise<void>;
  /**
   * Answers a pending approval (from the approval dialog). `grant` (`once` default, `run`, `tool-source`)
   * adds a grant that answers later requests for the same tool, source and reason at once (DESIGN §5.6).
   */
  answerApproval(id: string, decision: ApprovalDecision, grant?: ApprovalGrant): void;
  /** Registers skills; remembered and registered again after a worker restart. */
  registerSkills(skills: Skill[]): Promise<{ registered: string[] }>;
  /** Every registered skill (CatalogApi). */
  listSkills(): Promise<Skill[]>;
  /** Parses a tool list file's text in the worker (CatalogApi). */
  parseToolList(text: string): Promise<ToolListParse>;
  /** Sets a tool's redaction (CatalogApi); remembered and applied again after a worker restart. */
  setToolRedaction(request: ToolRedactionRequest): Promise<{ updated: boolean }>;
  /** Loads a scenario in the worker; the worker fetches or reads it itself. */
  loadScenario(source: ScenarioSource): Promise<ScenarioLoadResult>;
  /** Removes the loaded scenario's tools and stub backends. */
  unloadScenario(): Promise<void>;
  /**
   * How approval requests are answered: `ask` (the approval dialog, default), `approve`/`deny` at once
   * (scenario demos), `none` (no approver installed: the harness's headless refusals, DESIGN §5.6).
   */
  setApprovalPolicy(policy: ScenarioApprovalPolicy): Promise<void>;
  /** Adds the page's own events (model/loop lanes, release) to the worker's timeline of the run. */
  appendPageEvents(runId: string, events: TimelineEvent[]): Promise<void>;
  /** Records the run's question, provider, model, status and conversation in the worker (never the key). */
  recordRunMeta(runId: string, meta: RunMeta): Promise<void>;
  /**
   * Calls the worker's TimelineApi (run list, paged timeline, traces, audit) with the usual deadline and
   * worker-death handling; `label` names the call in errors. Rejects only with `WorkerDiedError`.
   */
  timeline<T>(label: string, fn: (api: TimelineApi) => Promise<T>): Promise<T>;
  /**
   * Adds an MCP server (McpApi). The config — headers included — is remembered in THIS client's
   * memory only (never the store, never persisted), so a restarted worker gets the server again; the
   * server list in the store is refreshed from `listMcpServers` (states carry no header value).
   */
  addMcpServer(config: McpServerConfig): Promise<McpServerState>;
  /** Removes a server and forgets its config. */
  removeMcpServer(name: string): Promise<{ removed: boolean }>;
  /** Reconnects a server now. */
  reconnectMcpServer(name: string): Promise<McpServerState>;
  /** Reloads the store's MCP server list from the worker. */
  refreshMcpServers(): Promise<McpServerState[]>;
  /** Calls the worker's McpFeatureApi (resources, prompts, completions, logs) with the usual deadline. */
  mcp<T>(label: string, fn: (api: McpFeatureApi) => Promise<T>): Promise<T>;
  /** Sets a server's roots in the worker and in the remembered config (so a restarted worker offers them). */
  setMcpRoots(name: string, roots: string[]): ReturnType<McpFeatureApi['setMcpRoots']>;
  /** Installs the page's MCP hooks (a Comlink proxy is made here) in this worker and every restarted one. */
  setMcpHooks(hooks: McpPageHooks | null): Promise<void>;
  /** OAuth of an MCP server (McpApi): start (the popup's URL), finish with the callback's code, sign out. */
  authorizeMcpServer(name: string, remember: boolean): ReturnType<McpApi['authorizeMcpServer']>;
  finishMcpAuthorization(name: string, code: string, state: string): Promise<McpServerState>;
  signOutMcpServer(name: string): Promise<McpServerState>;
  /** Hands the File to the worker UNREAD (KnowledgeApi); progress comes back through a Comlink proxy. */
  addDocument(file: DocumentFile, onProgress?: (progress: IndexingProgress) => void): Promise<AddDocumentResult>;
  removeDocument(id: string): Promise<{ removed: boolean }>;
  listDocuments(): Promise<DocumentSummary[]>;
  storageInfo(): Promise<StorageInfo>;
  requestPersistence(): Promise<boolean>;
  /**
   * Calls `listener(runId)` when the worker says a run's record changed (its `run-change` live notices,
   * throttled per run); returns the unsubscribe function. The run list re-reads on it instead of polling.
   */
  onRunChange(listener: (runId: string) => void): () => void;
  /** How many workers were started (1 + restarts). */
  readonly generation: number;
  /** Terminates the worker and releases proxies. */
  dispose(): void;
}

const DEFAULT_CALL_TIMEOUT_MS = 20_000;
const DEFAULT_INVOKE_MARGIN_MS = 5_000;
/** An MCP add/reconnect may connect twice (Streamable HTTP, then SSE) and list tools: 3 × 15 s + margin. */
const MCP_CONNECT_DEADLINE_MS = 60_000;
/** Reading, parsing and indexing a document of up to 25 MiB. */
const ADD_DOCUMENT_DEADLINE_MS = 300_000;

/** Creates the worker with Vite's module-worker pattern and wraps it. */
function spawnHarnessWorker(): WorkerHandle {
  const worker = new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'harness' });
  return { worker, api: Comlink.wrap<HarnessApi>(worker) };
}

/** Maps a descriptor to the page-safe catalog entry. */
function toCatalogEntry(descriptor: CanonicalToolDescriptor): CatalogEntry {
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
  /** The deadline; undefined until it starts (see `call`'s `startAfter`). */
  timer: ReturnType<typeof setTimeout> | undefined;
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
  /** Per run: settles when the run's latest invoke is answered (or failed). */
  const lastInvoke = new Map<string, Promise<void>>();
  const approvalResolvers = new Map<
    string,
    { resolve(d: ApprovalAnswer): void; timer: ReturnType<typeof setTimeout>; request: ApprovalRequest }
  >();
  const skillRegistrations = new Map<string, Skill>();
  const redactions = new Map<string, ToolRedactionRequest>();
  // MCP server configs (headers included) live here only: in memory, for re-adding after a restart.
  const mcpConfigs = new Map<string, McpServerConfig>();
  let grantCounter = 0;
  let approvalCounter = 0;
  let approvalPolicy: ScenarioApprovalPolicy = 'ask';
  let mcpHooks: McpPageHooks | null = null;
  let generationCount = 0;
  let current: Generation;
  let disposed = false;
  const runChangeListeners = new Set<(runId: string) => void>();

  // Per-call store writes go through the store's frame batch (store/write-batch.ts): one commit per frame.
  const writes = writeBatchOf(store);
  const liveSink = Comlink.proxy((event: TimelineEvent) => {
    // A run-change notice says a run-list row changed; it is no event of the run itself.
    if (event.stage === 'run-change') {
      for (const listener of runChangeListeners) listener(event.runId);
      return;
    }
    writes.push({
      events: [event],
      ...(store.getState().countsInStatus(event.runId) ? { codes: collectCodes([event]) } : {}),
    });
    if (event.stage === 'server-state') {
      void refreshMcpServers().catch(() => undefined);
      void refreshCatalog().catch(() => undefined);
    }
    const storage = storeHealthFromEvent(event);
    if (storage) store.getState().setStoreHealth(storage);
  });

  const approver = Comlink.proxy(
    (request: ApprovalRequest): Promise<ApprovalAnswer> =>
      new Promise((resolve) => {
        const scripted = approvalFor(approvalPolicy, request.toolCallId);
        if (scripted === 'approve' || scripted === 'deny') return resolve(scripted);
        // A grant answers at once; the worker still records the request and the decision with the grant.
        const grant = findGrant(store.getState().grants, request);
        if (grant) return resolve({ decision: 'approve', grant: grant.scope, automatic: true });
        const id = `approval-${++approvalCounter}`;
        // The worker times out on its own (APPROVAL_TIMEOUT) and the call's result closes the dialog;
        // this timer (a little later) only guards against a result that never comes.
        const timer = setTimeout(() => settleApproval(id, 'deny'), Math.max(0, request.timeoutMs) + 2_000);
        approvalResolvers.set(id, { resolve, timer, request });
        store.getState().addApproval({ id, request, receivedAt: Date.now() });
      }),
  );

  function settleApproval(id: string, decision: ApprovalDecision, grant: ApprovalGrant = 'once'): void {
    const entry = approvalResolvers.get(id);
    if (!entry) return;
    approvalResolvers.delete(id);
    clearTimeout(entry.timer);
    store.getState().removeApproval(id);
    if (decision === 'approve') {
      const added = grantFromAnswer(entry.request, grant, `grant-${++grantCounter}`, Date.now());
      if (added) store.getState().addGrant(added);
      entry.resolve({ decision, grant });
    } else entry.resolve(decision);
  }

  /**
   * Sends one call to the current worker with a deadline of `timeoutMs`, counted from now or — with
   * `startAfter` — from when that promise settles (the call is sent at once either way).
   */
  function call<T>(
    label: string,
    timeoutMs: number,
    fn: (api: HarnessApi) => Promise<T>,
    startAfter?: Promise<unknown>,
  ): Promise<T> {
    const generation = current;
    return new Promise<T>((resolve, reject) => {
      const entry: InFlight = { reject, timer: undefined };
      const arm = () => {
        if (!generation.inFlight.has(entry)) return;
        entry.timer = setTimeout(
          () => onDeath(generation, `the harness worker did not answer ${label} within ${timeoutMs} ms`),
          timeoutMs,
        );
      };
      generation.inFlight.add(entry);
      if (startAfter) void startAfter.then(arm, arm);
      else arm();
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
    // The stores' health so far (what failed before the subscription; a new worker starts over).
    void call('storageHealth', callTimeoutMs, async (api) =>
      (api as HarnessApi & Partial<StorageHealthApi>).storageHealth?.(),
    )
      .then((report) => report && store.getState().setStorageHealth(report))
      .catch(() => undefined);
    void call('setApprover', callTimeoutMs, (api) =>
      api.setApprover(approvalPolicy === 'none' ? null : approver),
    ).catch(() => undefined);
    for (const registration of registrations) {
      void call('registerTools', callTimeoutMs, (api) =>
        api.registerTools(registration.definitions, registration.origin),
      ).catch(() => undefined);
    }
    if (skillRegistrations.size > 0)
      void call('registerSkills', callTimeoutMs, (api) => api.registerSkills([...skillRegistrations.values()])).catch(
        () => undefined,
      );
    for (const redaction of redactions.values())
      void call('setToolRedaction', callTimeoutMs, (api) => catalogOf(api).setToolRedaction(redaction)).catch(
        () => undefined,
      );
    if (mcpHooks)
      void call('setMcpHooks', callTimeoutMs, (api) => mcpOf(api).setMcpHooks(mcpHooks)).catch(() => undefined);
    for (const config of mcpConfigs.values())
      void call('addMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => consoleOf(api).addMcpServer(config)).catch(
        () => undefined,
      );
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
    // The call is answered, so an approval still on screen for it is moot (e.g. the worker timed out).
    for (const [id, entry] of approvalResolvers) {
      if (entry.request.runId === request.runId && entry.request.callKey === result.callKey) settleApproval(id, 'deny');
    }
    const observation = {
      runId: request.runId,
      callId: result.toolCallId,
      callKey: result.callKey,
      toolName: request.toolName,
      observation: result.observation,
    };
    // `run-status` counts the run it describes only (a model run, or the catalog run: run-slice.ts).
    writes.push(
      state.countsInStatus(request.runId)
        ? { events: result.events, observation, codes: collectCodes(result.events, [result.observation]), calls: 1 }
        : { events: result.events, observation },
    );
  }

  async function refreshCatalog(): Promise<void> {
    const tools = await call('listTools', callTimeoutMs, (api) => api.listTools());
    store.getState().setCatalog(tools.map(toCatalogEntry));
  }

  async function refreshMcpServers(): Promise<McpServerState[]> {
    const servers = await call('listMcpServers', callTimeoutMs, (api) => consoleOf(api).listMcpServers());
    store.getState().setMcpServers(servers);
    return servers;
  }

  start();

  return {
    get generation() {
      return generationCount;
    },
    onRunChange(listener) {
      runChangeListeners.add(listener);
      return () => runChangeListeners.delete(listener);
    },
    registerTools: async (definitions, origin) => {
      const source = origin?.source ?? origin?.kind;
      const index = registrations.findIndex(
        (r) => (r.origin?.source ?? r.origin?.kind) === source && source !== undefined,
      );
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
      // The worker answers a run's calls in arrival order (DESIGN §4.1), so a call's deadline runs from
      // the answer to the call sent before it: a turn's calls sent together are not taken for a hang.
      const before = lastInvoke.get(request.runId);
      const pending = call('invoke', deadline, (api) => api.invoke(request), before);
      const answered = pending.then(
        () => undefined,
        () => undefined,
      );
      lastInvoke.set(request.runId, answered);
      void answered.then(() => {
        if (lastInvoke.get(request.runId) === answered) lastInvoke.delete(request.runId);
      });
      const result = await pending;
      record(result, request);
      return result;
    },
    cancel: (request) => call('cancel', callTimeoutMs, (api) => api.cancel(request)),
    endRun: async (runId) => {
      runBudgets.delete(runId);
      store.getState().dropRunGrants(runId);
      return call('endRun', callTimeoutMs, (api) => api.endRun(runId));
    },
    refreshCatalog,
    answerApproval: settleApproval,
    registerSkills: async (skills) => {
      for (const skill of skills) skillRegistrations.set(skill.name, skill);
      return call('registerSkills', callTimeoutMs, (api) => api.registerSkills(skills));
    },
    listSkills: () => call('listSkills', callTimeoutMs, (api) => catalogOf(api).listSkills()),
    parseToolList: (text) => call('parseToolList', callTimeoutMs, (api) => catalogOf(api).parseToolList(text)),
    setToolRedaction: async (request) => {
      redactions.set(`${request.source}\u0000${request.name}`, request);
      return call('setToolRedaction', callTimeoutMs, (api) => catalogOf(api).setToolRedaction(request));
    },
    loadScenario: (source) =>
      call('loadScenario', callTimeoutMs, async (api) => {
        const scenarios = api as HarnessApi & Partial<ScenarioApi>;
        if (!scenarios.loadScenario)
          return { ok: false as const, errors: [{ pointer: '', message: 'This worker cannot load scenarios.' }] };
        return scenarios.loadScenario(source);
      }),
    unloadScenario: () =>
      call('unloadScenario', callTimeoutMs, async (api) =>
        (api as HarnessApi & Partial<ScenarioApi>).unloadScenario?.(),
      ),
    setApprovalPolicy: async (policy) => {
      approvalPolicy = policy;
      await call('setApprover', callTimeoutMs, (api) => api.setApprover(policy === 'none' ? null : approver));
    },
    appendPageEvents: (runId, events) =>
      call('appendPageEvents', callTimeoutMs, async (api) =>
        (api as HarnessApi & Partial<TimelineApi>).appendPageEvents?.(runId, events),
      ),
    recordRunMeta: (runId, meta) =>
      call('recordRunMeta', callTimeoutMs, async (api) =>
        (api as HarnessApi & Partial<TimelineApi>).recordRunMeta?.(runId, meta),
      ),
    timeline: (label, fn) => call(label, callTimeoutMs, (api) => fn(api as HarnessApi & TimelineApi)),
    addMcpServer: async (config) => {
      mcpConfigs.set(config.name, config);
      const state = await call('addMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => consoleOf(api).addMcpServer(config));
      // A refused add (e.g. a name in use) changed nothing in the worker: forget the config unless it is listed.
      const servers = await refreshMcpServers().catch(() => [state]);
      if (!servers.some((s) => s.name === config.name)) mcpConfigs.delete(config.name);
      void refreshCatalog().catch(() => undefined);
      return state;
    },
    removeMcpServer: async (name) => {
      mcpConfigs.delete(name);
      const result = await call('removeMcpServer', MCP_CONNECT_DEADLINE_MS, (api) =>
        consoleOf(api).removeMcpServer(name),
      );
      await refreshMcpServers().catch(() => undefined);
      void refreshCatalog().catch(() => undefined);
      return result;
    },
    reconnectMcpServer: async (name) => {
      const state = await call('reconnectMcpServer', MCP_CONNECT_DEADLINE_MS, (api) =>
        consoleOf(api).reconnectMcpServer(name),
      );
      await refreshMcpServers().catch(() => undefined);
      void refreshCatalog().catch(() => undefined);
      return state;
    },
    refreshMcpServers,
    mcp: (label, fn) => call(label, MCP_CONNECT_DEADLINE_MS, (api) => fn(mcpOf(api))),
    setMcpRoots: async (name, roots) => {
      const result = await call('setMcpRoots', MCP_CONNECT_DEADLINE_MS, (api) =>
        mcpOf(api).setMcpRoots({ server: name, roots }),
      );
      const config = mcpConfigs.get(name);
      if (result.ok && config) mcpConfigs.set(name, { ...config, roots });
      await refreshMcpServers().catch(() => undefined);
      return result;
    },
    authorizeMcpServer: (name, remember) =>
      call('authorizeMcpServer', MCP_CONNECT_DEADLINE_MS, (api) =>
        consoleOf(api).authorizeMcpServer({ name, remember }),
      ),
    finishMcpAuthorization: async (name, code, state) => {
      const result = await call('finishMcpAuthorization', MCP_CONNECT_DEADLINE_MS, (api) =>
        consoleOf(api).finishMcpAuthorization({ name, code, state }),
      );
      await refreshMcpServers().catch(() => undefined);
      void refreshCatalog().catch(() => undefined);
      return result;
    },
    signOutMcpServer: async (name) => {
      const result = await call('signOutMcpServer', MCP_CONNECT_DEADLINE_MS, (api) =>
        consoleOf(api).signOutMcpServer(name),
      );
      await refreshMcpServers().catch(() => undefined);
      void refreshCatalog().catch(() => undefined);
      return result;
    },
    setMcpHooks: async (hooks) => {
      mcpHooks = hooks ? Comlink.proxy(hooks) : null;
      await call('setMcpHooks', callTimeoutMs, (api) => mcpOf(api).setMcpHooks(mcpHooks));
    },
    addDocument: async (file, onProgress) => {
      // The worker's end of the proxy is released by Comlink when the worker drops it.
      const sink = onProgress ? Comlink.proxy(onProgress) : undefined;
      return call('addDocument', ADD_DOCUMENT_DEADLINE_MS, (api) => consoleOf(api).addDocument(file, sink));
    },
    removeDocument: (id) => call('removeDocument', callTimeoutMs, (api) => consoleOf(api).removeDocument(id)),
    listDocuments: () => call('listDocuments', callTimeoutMs, (api) => consoleOf(api).listDocuments()),
    storageInfo: () => call('storageInfo', callTimeoutMs, (api) => consoleOf(api).storageInfo()),
    requestPersistence: () => call('requestPersistence', callTimeoutMs, (api) => consoleOf(api).requestPersistence()),
    dispose: () => {
      disposed = true;
      for (const id of [...approvalResolvers.keys()]) settleApproval(id, 'deny');
      current.handle.worker.terminate();
    },
  };
}

/** The catalog half of the worker's API; a worker without it answers with a clear refusal. */
function catalogOf(api: HarnessApi): CatalogApi {
  const catalog = api as HarnessApi & Partial<CatalogApi>;
  return {
    parseToolList: (text) =>
      catalog.parseToolList
        ? catalog.parseToolList(text)
        : Promise.resolve({ ok: false, code: 'UNSUPPORTED', message: 'This worker cannot read tool list files.' }),
    setToolRedaction: (request) =>
      catalog.setToolRedaction ? catalog.setToolRedaction(request) : Promise.resolve({ updated: false }),
    listSkills: () => (catalog.listSkills ? catalog.listSkills() : Promise.resolve([])),
  };
}

/** The MCP and knowledge halves of the worker's API (ConsoleWorkerApi); the real worker exposes both. */
function consoleOf(api: HarnessApi): McpApi & KnowledgeApi {
  return api as HarnessApi & McpApi & KnowledgeApi;
}

/** The MCP feature half of the worker's API (ConsoleWorkerApi). */
function mcpOf(api: HarnessApi): McpFeatureApi {
  return api as HarnessApi & McpFeatureApi;
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
