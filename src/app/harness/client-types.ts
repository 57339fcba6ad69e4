/**
 * The typed API the page uses to reach the harness worker (`HarnessClient`): the worker's
 * ConsoleWorkerApi (contract/console-api.ts) with deadlines and worker-death handling, plus what the page
 * keeps beside it (registrations replayed on restart, approvals, the store sync). Pure types.
 */
import type {
  ApprovalDecision,
  ApprovalGrant,
  HarnessApi,
  Skill,
  InvokeRequest,
  InvokeResult,
  ToolListParse,
  ToolRedactionRequest,
} from '../../contract';
import type { ScenarioApprovalPolicy, ScenarioLoadResult, ScenarioSource } from '../../contract/scenario';
import type { TimelineApi } from '../../contract/timeline-api';
import type { McpApi, McpServerConfig, McpServerState } from '../../contract/mcp-api';
import type { McpFeatureApi, McpPageHooks } from '../../contract/mcp-features-api';
import type { RunRecordApi } from '../../contract/run-record-api';
import type { WorkerReadiness } from '../../contract/startup-api';
import type { WorkerChange } from './query-keys';
import type {
  AddDocumentResult,
  DocumentFile,
  DocumentSummary,
  IndexingProgress,
  StorageInfo,
} from '../../contract/knowledge-api';

/**
 * The typed API the rest of the app uses: HarnessApi's methods (registered tools and skills are
 * remembered and registered again after a worker restart) and the page's own. Calls reject only with
 * `WorkerDiedError`.
 */
export interface HarnessClient extends Pick<
  HarnessApi,
  'registerTools' | 'listTools' | 'exportTools' | 'startRun' | 'cancel' | 'endRun' | 'registerSkills'
> {
  /**
   * Invokes one tool call; its events and observation are queued for the store before it resolves and
   * land with the next frame's batch (store/write-batch.ts).
   */
  invoke(request: InvokeRequest): Promise<InvokeResult>;
  /**
   * Answers a pending approval (from the approval dialog). `grant` (`once` default, `run`, `tool-source`)
   * adds a grant that answers later requests for the same tool, source and reason at once (DESIGN §5.6).
   */
  answerApproval(id: string, decision: ApprovalDecision, grant?: ApprovalGrant): void;
  /** Every registered skill (CatalogApi). */
  listSkills(): Promise<Skill[]>;
  /** Resolves once the worker is ready: built-in tools registered, the corpus index loaded (StartupApi). */
  whenReady(): Promise<WorkerReadiness>;
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
  /**
   * Writes what only the page knows (question, page events, conversation, draft, released answer, usage,
   * request summaries, final status) into the run's record (RunRecordApi; DESIGN §8). Never the key.
   */
  writeRunRecord: RunRecordApi['writeRunRecord'];
  /** The record's head (at `afterCall`: as it stood after that call), or undefined for an unknown run. */
  getRunRecord: RunRecordApi['getRunRecord'];
  /** A window of the record's calls (observations) in arrival order. */
  getRecordCalls: RunRecordApi['getRecordCalls'];
  /**
   * Resolves once the live run's figures and observations (read from its record, live-record.ts) are as
   * the record is now: the agent loop awaits it before it shows the run's end. Never rejects.
   */
  settleLiveRecord(runId: string): Promise<void>;
  /**
   * Calls the worker's TimelineApi (run list, paged timeline, traces, audit) with the usual deadline and
   * worker-death handling; `label` names the call in errors. Rejects only with `WorkerDiedError`.
   */
  timeline<T>(label: string, fn: (api: TimelineApi) => Promise<T>): Promise<T>;
  /**
   * Adds an MCP server (McpApi). The config — headers included — is remembered in THIS client's
   * memory only (never the store, never persisted), so a restarted worker gets the server again; the
   * change is reported (`onWorkerChange`, kind `mcp`) so the server list and catalog are read again.
   */
  addMcpServer(config: McpServerConfig): Promise<McpServerState>;
  /** Removes a server and forgets its config. */
  removeMcpServer(name: string): Promise<{ removed: boolean }>;
  /** Reconnects a server now. */
  reconnectMcpServer(name: string): Promise<McpServerState>;
  /** Every added MCP server's state (McpApi; states carry no header value). */
  listMcpServers(): Promise<McpServerState[]>;
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
   * Calls `listener(change)` when worker state the page reads changed: a run's record (the worker's
   * `run-change` live notices, throttled per run), the catalog (after a registration, a scenario load or
   * unload, a redaction change, a restarted worker) or the MCP servers (their `server-state` events and
   * list notices); returns the unsubscribe function. The provider invalidates queries on it; nothing polls.
   */
  onWorkerChange(listener: (change: WorkerChange) => void): () => void;
  /** Reports a change the worker told the page of another way (e.g. an MCP notice through the page hooks). */
  noteChange(change: WorkerChange): void;
  /** How many workers were started (1 + restarts). */
  readonly generation: number;
  /**
   * Treats the worker as dead (`reason` in words): its calls in flight reject with `WorkerDiedError`, the
   * run is marked `error`, a new worker starts and gets the page's registrations again.
   */
  restartWorker(reason: string): void;
  /**
   * The Stop watchdog's restart: like `restartWorker`, but the run `runId` ends `stopped` (not `error`),
   * the new worker records its calls in flight as CANCELLED, and the run state says what was lost.
   */
  restartForStop(runId: string, reason: string): void;
  /** Terminates the worker and releases proxies. */
  dispose(): void;
}
