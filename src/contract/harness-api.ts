/**
 * HarnessApi — the Comlink surface between the page and the worker (DESIGN.md §4.1; STYLE.md §3.5).
 * Every method takes and returns contract types only and resolves with data; none rejects. The page's
 * only view of the worker. Held-out tests call `createHarness()` with these names in plain Node.
 */
import type { Budgets } from './budgets';
import type { CanonicalToolDescriptor, RegisterReport, RiskLevel, Skill, ToolKind } from './descriptor';
import type { ModelObservation } from './observation';
import type { StopReason } from './codes';
import type { TimelineEvent } from './timeline-event';
import type { RunKind } from './run-record';

/** Provider tool formats `exportTools` can produce. */
export type ExportFormat = 'openai' | 'anthropic' | 'gemini';

export interface RegisterOrigin {
  kind?: ToolKind;
  /** Same source + same name replaces the tool. Defaults to the kind (`builtin`, …). */
  source?: string;
}

export interface ExportOptions {
  format: ExportFormat;
  /** OpenAI structured outputs (`strict: true`) where the schema allows it. */
  strict?: boolean;
  /** Not given → every available tool; given → the named skills' tools plus `alwaysAvailable`. */
  activeSkillNames?: string | string[];
  alwaysAvailable?: string[];
}

export interface StartRunOptions {
  planMode?: boolean;
  budgets?: Partial<Budgets>;
  /** The export the model saw; a strict profile strips the model's nulls for optional fields. */
  exportProfile?: { format: ExportFormat; strict?: boolean };
  /** What starts the run, for its record and the run list (default `model`; `imported` is not started). */
  kind?: Exclude<RunKind, 'imported'>;
}

/** One tool call as the model sent it. `argumentsText` stays text until the worker parses it. */
export interface InvokeRequest {
  runId: string;
  /** The provider's tool_call_id. */
  toolCallId: string;
  /** The name the model called (an exportName, or a declared name). */
  toolName: string;
  argumentsText: string;
  /** The assistant turn; calls without one are each their own turn (DESIGN §4.5). */
  turnId?: string;
  /** The provider's finish reason for the turn (`length` marks truncated output). */
  finishReason?: string;
}

export interface InvokeResult {
  toolCallId: string;
  toolName: string;
  /**
   * `"<runId>#<n>"`: this call of the run, n = 1, 2, … in order of arrival, assigned when the call arrived
   * (DESIGN §4.1), also for a reused tool_call_id and an identical resend. Empty for UNKNOWN_RUN (no run
   * to number the call in).
   */
  callKey: string;
  observation: ModelObservation;
  /** The call's stage events, in order. */
  events: TimelineEvent[];
}

export interface CancelRequest {
  runId: string;
  /** Only calls with this tool_call_id (every call in flight that reuses it). */
  toolCallId?: string;
  /** Only this call (`InvokeResult.callKey`, also on its live events). Both omitted → every call in flight. */
  callKey?: string;
}

/** What `endRun` reports. */
export interface RunSummary {
  runId: string;
  /** false when the run did not exist or had already ended. */
  found: boolean;
  /** Calls answered (any outcome) plus the calls still queued or running that `endRun` cancelled. */
  calls: number;
  gained: number;
  noGain: number;
  /** Raw bytes reserved over the run, in bytes. */
  bytes: number;
  stopReason?: StopReason;
}

/** Why a call asks the approver (DESIGN §5.6). */
export type ApprovalReason = 'plan-mode' | 'confirmation';

/** What the worker asks the page (the approver) before running a guarded tool. */
export interface ApprovalRequest {
  runId: string;
  toolCallId: string;
  /** The call asking (DESIGN §4.1). */
  callKey: string;
  toolName: string;
  title?: string;
  source: string;
  riskLevel: RiskLevel;
  isReadOnly: boolean;
  reason: ApprovalReason;
  /** Canonical JSON of the parsed input, cut to a bounded preview. */
  inputPreview: string;
  /** When the request expires, in milliseconds from now. */
  timeoutMs: number;
}

export type ApprovalDecision = 'approve' | 'deny';

/**
 * Which grant an approval used (DESIGN §5.6): `once` — this call only; `run` — this tool from this source
 * for the rest of the run; `tool-source` — a standing grant for this tool from this source.
 */
export type ApprovalGrant = 'once' | 'run' | 'tool-source';

/**
 * The approver's answer: a bare decision, or the decision with the grant that applied. `automatic` is
 * true when an existing grant answered without asking the user. Recorded in the `approval-decision`
 * live event's detail (`decision`, `grant`, `automatic`).
 */
export type ApprovalAnswer =
  ApprovalDecision | { decision: ApprovalDecision; grant?: ApprovalGrant; automatic?: boolean };

/** The approver the page installs with `setApprover` (passed as `Comlink.proxy(fn)`). */
export type Approver = (request: ApprovalRequest) => Promise<ApprovalAnswer>;

/** The live-event sink of `subscribe` (passed as `Comlink.proxy(fn)`). */
export type LiveEventSink = (event: TimelineEvent) => void;

export interface HarnessApi {
  registerTools(definitions: unknown[], origin?: RegisterOrigin): Promise<RegisterReport>;
  registerSkills(skills: Skill[]): Promise<{ registered: string[] }>;
  listTools(): Promise<CanonicalToolDescriptor[]>;
  /** The provider tools of `options.format`; `[]` for null options or an unknown/missing format (never a guess). */
  exportTools(options: ExportOptions): Promise<unknown[]>;
  startRun(options?: StartRunOptions): Promise<{ runId: string }>;
  invoke(request: InvokeRequest): Promise<InvokeResult>;
  cancel(request: CancelRequest): Promise<{ cancelled: number }>;
  endRun(runId: string): Promise<RunSummary>;
  subscribe(sink: LiveEventSink): Promise<{ subscriptionId: string }>;
  unsubscribe(subscriptionId: string): Promise<{ removed: boolean }>;
  setApprover(approver: Approver | null): Promise<void>;
}
