/**
 * TimelineApi — the run list, the paged timeline and traces (DESIGN.md
 * §4.6). The worker keeps every run's full timeline (in memory per run, persisted to IndexedDB so runs
 * survive a reload); the page pages a window of it into a virtual list. The worker records each call's
 * stage events and observation itself (from `invoke`) and the live events (from its event sink); the page
 * appends only the events it makes (model/loop lanes, release, page-side run-start/run-end) and the run's
 * conversation. Imported runs are read-only: `appendPageEvents`/`recordRunMeta` on them are ignored.
 * Every method resolves with data and never rejects (unknown run → empty page / undefined / `ok: false`).
 * Pure types.
 */
import type { AuditApi, ExportBlob, ExportResult } from './audit-api';
import type { HarnessCode } from './codes';
import type { EvidenceStatus } from './agent-result';
import type { ModelObservation, ObservationStatus, RunState } from './observation';
import type { Lane, Phase, TimelineStage } from './stages';
import type { TimelineEvent, TimelineStatus } from './timeline-event';
import type { Budgets } from './budgets';
import type { RunFacts, RunStatus, TraceError, TraceTurn } from './trace';
import type { RunKind } from './run-record';

/** One row of the run list. */
export interface RunListItem extends RunFacts {
  /** Tool calls in the run (the run-level `data-calls`). */
  calls: number;
  /** Timeline events held (calls' stage events + the run's other events). */
  events: number;
  /** Distinct codes the run's calls reached, sorted (the run-level `data-codes`). */
  codes: string[];
  /** True for a run loaded from a trace file: read-only, no audit records. */
  imported?: boolean;
  /** What started the run (`run-list-item[data-run-kind]`). */
  kind: RunKind;
  /** Set when the run is listed but cannot be opened (stored by a format this console no longer reads). */
  note?: string;
  /**
   * How much of the run's record storage holds (`run-list-item[data-storage]`, DESIGN §8 honesty of
   * states): `saving` — written as it goes, not all of it yet; `saved` — all of it so far (a finished run:
   * through its end); `partial` — storage holds it only up to `calls` calls and never got its end (the tab
   * closed or reloaded while it ran or was written, or a write was refused); `memory` — kept in this tab
   * only. Absent for runs read from an earlier stored format, which did not record it.
   */
  storage?: RunStorage;
  /**
   * Set when storage refused a write of this run (quota) and the run went on: `runCalls` — the calls the
   * run had (when its stored mark was last written, for a stored run), `savedCalls` — those storage holds.
   * A stored run's `status` and `question` are then what the run had reached, not a guess.
   */
  storageRefused?: { runCalls: number; savedCalls: number };
}

/** See `RunListItem.storage`. */
export type RunStorage = 'saving' | 'saved' | 'partial' | 'memory';

/** A run with its conversation (for replay and the run header). */
export interface RunDetail extends RunListItem {
  planMode?: boolean;
  budgets?: Budgets;
  /** The conversation as the page recorded it; each text cut to 16 KiB (UTF-16 units, marked with an ellipsis). */
  turns: TraceTurn[];
}

/** What the page records about a run beside the worker's events (each call replaces the members it names). */
export interface RunMeta {
  question?: string;
  provider?: string;
  model?: string;
  status?: RunStatus;
  /** The whole conversation so far (replaces the turns recorded before). */
  turns?: TraceTurn[];
}

/**
 * Filters of the timeline (all given members must match; strings compare exactly, `text` is a
 * case-insensitive substring search in the compact JSON of the observation the model read).
 * For calls: `status` is the observation status, `code` the code the call reached, `phase` the phase of
 * the stage that refused or failed the call (a call that passed every stage is phase `C`).
 * For events: `callId`/`tool`/`status`/`code`/`text` select the events of the matching calls (so a
 * filter by code shows the whole journey of those calls); `phase` keeps the events of stages in that phase
 * (events outside the journey — model, loop, live — have none); `eventStatus` and `lane` filter events.
 */
export interface TimelineFilter {
  callId?: string;
  /** One call (`"<runId>#<n>"`). */
  callKey?: string;
  /** Declared tool name (or the name the model sent when the tool was unknown). */
  tool?: string;
  status?: ObservationStatus;
  code?: HarnessCode | string;
  phase?: Phase;
  text?: string;
  /** Events only. */
  eventStatus?: TimelineStatus;
  /** Events only. */
  lane?: Lane;
}

/** A window request: `offset` from 0, `limit` ≤ 1,000 (larger is clamped). */
export interface PageRequest {
  offset: number;
  limit: number;
  filter?: TimelineFilter;
  /** Read the run as it stood after its k-th call (replay, DESIGN §8). */
  afterCall?: number;
}

/** A window of the run's events (ordered by `at`, then arrival) and the count matching the filter. */
export interface TimelinePage {
  total: number;
  offset: number;
  events: TimelineEvent[];
}

/** One stage of a call, as a lane row shows it. */
export interface CallStage {
  stage: TimelineStage;
  lane: Lane;
  status: TimelineStatus;
  code?: HarnessCode;
  /** Milliseconds since the run started. */
  at: number;
  durationMs?: number;
  bytes?: number;
}

/** One row per call (what the list view and lane view page in). */
export interface CallSummary {
  /** Position in the run, from 1. */
  index: number;
  /** The call (`"<runId>#<n>"`, DESIGN §4.1): rows, drawers and observations key by it. */
  callKey: string;
  /** The model's tool_call_id (may repeat within a run). */
  callId: string;
  /** An identical resend answered from the earlier call (its row says so). */
  replayed?: boolean;
  turnId?: string;
  /** Declared tool name (the name the model sent when unknown). */
  tool: string;
  status: ObservationStatus;
  /** The code the call reached (its observation's violation or error code), if any. */
  code?: string;
  /** Phase of the stage that refused or failed it; `C` when every stage passed. */
  phase: Phase;
  evidenceStatus?: EvidenceStatus;
  /** Start of its first stage, in milliseconds since the run started. */
  at: number;
  /** From the start of its first stage to the end of its last, in milliseconds. */
  durationMs: number;
  stages: CallStage[];
}

/** A window of call summaries and the count matching the filter. */
export interface CallPage {
  total: number;
  offset: number;
  calls: CallSummary[];
}

/** Longest argument text `getCallDetail` returns, in UTF-16 code units. */
export const MAX_DETAIL_ARGUMENT_CHARS = 16_384;

/** Everything the detail drawer shows for one call. */
export interface CallDetail {
  summary: CallSummary;
  /** The argument text as the model sent it, cut to `MAX_DETAIL_ARGUMENT_CHARS`. */
  argumentsText: string;
  /** UTF-8 bytes of the whole argument text. */
  argumentsBytes: number;
  argumentsTruncated: boolean;
  /** The call's stage events in order, with their bounded details (each gate's verdict). */
  events: TimelineEvent[];
  /** `evidence_status` as the projector declared it and as the control view re-derived it (C6). */
  evidence?: { declared?: EvidenceStatus; derived?: EvidenceStatus };
  /** The run state after the call. */
  runState?: RunState;
  /** The observation the model read. */
  observation: ModelObservation;
}

/** Trace formats `exportTrace` writes: the console's own file, or OTLP/JSON (GenAI semantic conventions). */
export type TraceFormat = 'console' | 'otlp';

/** Where `sendOtlp` posts: an OTLP/HTTP traces endpoint (`…/v1/traces`) and extra headers (never stored). */
export interface OtlpTarget {
  endpoint: string;
  headers?: Record<string, string>;
}

/** What `sendOtlp` reports; `message` says what happened in words (status, or why no request was made). */
export interface OtlpSendResult {
  ok: boolean;
  /** The HTTP status when the endpoint answered. */
  status?: number;
  message: string;
}

/** A picked trace file handed over unread (a browser `File`/`Blob` fits structurally). */
export interface TraceFile {
  readonly size: number;
  text(): Promise<string>;
}

/** What `importTrace` reports: the new read-only run, or the file's problems (JSON Pointers). */
export type TraceImportResult = { ok: true; runId: string; calls: number } | { ok: false; errors: TraceError[] };

/** The timeline half of the worker's surface (plus the audit half, `AuditApi`). */
export interface TimelineApi extends AuditApi {
  /** Every run kept, newest first. */
  listRuns(): Promise<RunListItem[]>;
  /** The run with its conversation, or undefined. */
  getRun(runId: string): Promise<RunDetail | undefined>;
  /** Deletes the run's timeline and audit records; `deleted` is false when there was no such run. */
  deleteRun(runId: string): Promise<{ deleted: boolean }>;
  /** Adds the page's own events to the run's timeline (stamp `runId`, `at` ms since the run started). */
  appendPageEvents(runId: string, events: TimelineEvent[]): Promise<void>;
  /** Records the run's question, provider, model, status and conversation. */
  recordRunMeta(runId: string, meta: RunMeta): Promise<void>;
  /** A window of the run's events. */
  getTimelinePage(runId: string, request: PageRequest): Promise<TimelinePage>;
  /** A window of the run's calls, one summary each. */
  getCallSummaries(runId: string, request: PageRequest): Promise<CallPage>;
  /** The detail drawer of one call by its callKey (a tool_call_id names the first call with it), or undefined. */
  getCallDetail(runId: string, callKey: string): Promise<CallDetail | undefined>;
  /**
   * The run as a console trace file (TRACE_SCHEMA) or OTLP/JSON; never raw results, never keys: every
   * string equal to or containing one of `secrets` (the keys and header values the user typed, which only
   * the page knows, e.g. a key the model echoed into a tool's arguments) becomes `[redacted]`.
   */
  exportTrace(runId: string, format: TraceFormat, secrets?: readonly string[]): Promise<ExportResult>;
  /**
   * Posts the run's OTLP/JSON to the endpoint from the worker (`fetch`, `Content-Type: application/json`);
   * `secrets` and the target's own header values are removed from the body as in `exportTrace`.
   */
  sendOtlp(runId: string, target: OtlpTarget, secrets?: readonly string[]): Promise<OtlpSendResult>;
  /** Validates a console trace file and stores it as a read-only run (`imported: true`). */
  importTrace(file: TraceFile): Promise<TraceImportResult>;
  /**
   * The run as a scenario file (contract/scenario.ts): the model's turns with their raw argument text and
   * stub backends built from the audit store's raw results keyed by input. Holds raw results (warn).
   */
  saveRunAsScenario(runId: string): Promise<ExportResult>;
}

export type { ExportBlob, ExportResult };
