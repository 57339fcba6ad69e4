/**
 * The console's own trace file: one run as JSON — the run's facts, the descriptors
 * of its tools (`listTools()` when the run started), its budgets, the conversation turns (texts, tool
 * calls with the argument text as the model sent it), every call (argument text, its stage events, the
 * observation the model read) and the run's other timeline events (model/loop lanes, live events,
 * release). NEVER a raw result, never a key or header value: the worker builds it from bounded data
 * only, and API-key-like strings in free text are replaced by the redaction placeholders of DESIGN §4.4.
 * Version 2 is the run record (DESIGN §8): it adds the run's kind and questions, each call's `callKey`,
 * the draft, the released answer with its citation verdicts, token usage and request summaries.
 * Version 1 files (no callKey, no answer) are still read (`TRACE_READ_VERSIONS`).
 * Its JSON Schema is `TRACE_SCHEMA` (trace-schema.ts); `format` + `version` identify it. Pure types.
 */
import type { Budgets } from './budgets';
import type { CanonicalToolDescriptor } from './descriptor';
import type { ModelObservation } from './observation';
import type { TimelineEvent } from './timeline-event';
import type { RecordRequestSummary, RecordResponseSummary, RecordUsage, ReleasedAnswer, RunKind } from './run-record';

/** The value of a trace file's `format` member. */
export const TRACE_FORMAT = 'tool-harness-console/trace';
/** The trace file version this build writes. */
export const TRACE_VERSION = 2;
/** The trace file versions this build reads. */
export const TRACE_READ_VERSIONS: readonly number[] = [1, 2];

/**
 * What a user sees of a run in the run list: `running` (started, not ended), `done`, `stopped` (the user
 * pressed Stop), `error` (the run failed), `interrupted` (it was running when the page or worker went
 * away — a reload), `imported` is not a status but a flag on the run (`RunListItem.imported`).
 */
export type RunStatus = 'running' | 'done' | 'stopped' | 'error' | 'interrupted';

/** One tool call inside a turn, as the model sent it. */
export interface TraceToolCall {
  /** The provider's tool_call_id. */
  id: string;
  /** The name the model called (an exportName or a declared name). */
  name: string;
  /** The argument text exactly as the model sent it. */
  argumentsText: string;
}

/** One conversation turn of a run, recorded by the page (`recordRunMeta`). */
export interface TraceTurn {
  /** The assistant turn id the page passed as `invoke`'s `turnId` (absent for user turns). */
  turnId?: string;
  role: 'user' | 'assistant';
  /** The turn's text (the question for the user turn; the model's text or draft for an assistant turn). */
  text?: string;
  toolCalls?: TraceToolCall[];
  /** The provider's finish reason (`tool_calls`, `stop`, `length` …). */
  finishReason?: string;
}

/**
 * The facts every view of a run shares (trace file, run list, persisted record). Times in milliseconds
 * since the Unix epoch.
 */
export interface RunFacts {
  runId: string;
  question?: string;
  /** Provider id (`offline`, `openai-compatible`, `anthropic`, `scenario:<name>` …). */
  provider?: string;
  model?: string;
  startedAt: number;
  endedAt?: number;
  status: RunStatus;
}

/** The run-level facts of a trace. */
export interface TraceRun extends RunFacts {
  planMode?: boolean;
  /** What started the run (version 2). */
  kind?: Exclude<RunKind, 'imported'>;
  /** Every question of the run, in order (version 2; `question` is the first). */
  questions?: string[];
  /** Why the run ended in `error` (version 2). */
  error?: string;
}

/** One tool call of the run with its journey through the harness. */
export interface TraceCall {
  /** Position of the call in the run, from 1. */
  index: number;
  /** `"<runId>#<n>"` (version 2; version 1 calls are keyed by their index on import). */
  callKey?: string;
  callId: string;
  turnId?: string;
  /** The name the model called. */
  toolName: string;
  /** The argument text as the model sent it (whole; the trace keeps it as the run had it). */
  argumentsText: string;
  /** The call's stage events, in order. */
  events: TimelineEvent[];
  /** The observation the model read. */
  observation: ModelObservation;
  /** An identical resend answered from the earlier call. */
  replayed?: boolean;
}

/** A console trace file (version 2; version 1 lacks the record members marked so). */
export interface ConsoleTrace {
  $schema?: string;
  format: typeof TRACE_FORMAT;
  version: number;
  /** When the file was written, ISO 8601. */
  exportedAt: string;
  run: TraceRun;
  /** The run's budgets as resolved at `startRun` (DESIGN §4.3). */
  budgets: Budgets;
  /** The descriptors of the tools registered when the run started (`listTools()` clones). */
  descriptors: CanonicalToolDescriptor[];
  turns: TraceTurn[];
  calls: TraceCall[];
  /** The run's events that belong to no call (model/loop lanes, live events, release), ordered by `at`. */
  events: TimelineEvent[];
  /** The model's final text before release (version 2). */
  draft?: string;
  /** The released answer with each citation's verdict (version 2). */
  answer?: ReleasedAnswer;
  /** Token usage per model turn (version 2). */
  usage?: RecordUsage[];
  /** The bounded request summaries (version 2). */
  requests?: RecordRequestSummary[];
  /** The model's bounded response per turn (version 2; absent in files written before they were kept). */
  responses?: RecordResponseSummary[];
}

/** One problem with a trace file: a JSON Pointer into the file and a sentence. */
export interface TraceError {
  pointer: string;
  message: string;
}
