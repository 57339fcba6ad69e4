/**
 * The run record (DESIGN.md §8): the one source of what a run was — its kind and status, question(s),
 * the conversation the model saw, every call by `callKey` (DESIGN §4.1) with its `tool_call_id`, stage
 * events and observation, the draft and the released answer with each citation's verdict, token usage and
 * the request summaries. The worker keeps one per run; live, stored, imported and replayed runs are views
 * of it. `applyRunRecordEvent` is the pure reducer: record + one event in, the next record out (the
 * input record is never changed). Pure types and functions: loads in the page, the worker and Node.
 */
import type { Budgets } from './budgets';
import type { CanonicalToolDescriptor } from './descriptor';
import type { ModelObservation } from './observation';
import type { TimelineEvent } from './timeline-event';
import type { RunStatus, TraceTurn } from './trace';
import type { RecordRequestSummary, RecordResponseSummary, RecordUsage } from './run-record-turns';

export type { RecordRequestSummary, RecordResponseSummary, RecordUsage } from './run-record-turns';

/**
 * What started a run (`run-list-item[data-run-kind]`): the model's agent loop, the catalog's test calls,
 * a loaded scenario, or a trace file imported into this console.
 */
export type RunKind = 'model' | 'catalog' | 'scenario' | 'imported';

/** The run kinds, in the order the run list filter names them. */
export const RUN_KINDS: readonly RunKind[] = ['model', 'catalog', 'scenario', 'imported'];

/** One tool call of a run as the record holds it. */
export interface RecordCall {
  /** `"<runId>#<n>"`, n from 1 in order of arrival (DESIGN §4.1). */
  callKey: string;
  /** Position in the run, from 1 (the n of the callKey for live runs). */
  index: number;
  /** The model's tool_call_id (may repeat within a run). */
  callId: string;
  turnId?: string;
  /** The name the model called. */
  toolName: string;
  /** The argument text as the model sent it. */
  argumentsText: string;
  /** The observation the model read. */
  observation: ModelObservation;
  /** The call's stage events, in order. */
  events: TimelineEvent[];
  /** True for an identical resend answered from the earlier call without running again. */
  replayed?: boolean;
}

/** Why a citation is unsupported (`citation[data-reason]`). */
export type CitationReason = 'citation-not-found' | 'quote-not-found' | 'claim-unrelated' | 'off-question';

/** One piece of a released answer: plain text, or a citation with its release verdict. */
export type AnswerSegment =
  | { kind: 'text'; text: string }
  | {
      kind: 'citation';
      /** The citation id as written in the draft, without brackets. */
      id: string;
      supported: boolean;
      /**
       * Why it is unsupported; absent when supported: `citation-not-found` (no evidence item of a FOUND
       * observation carries exactly that id), `quote-not-found` (the quoted text is not in the cited passage), `claim-unrelated` (the
       * citing sentence shares too few content words with the quote or passage), `off-question` (a bare
       * quote line is not about what the question asks: too little of its focus).
       */
      reason?: CitationReason;
      /** The quote the citation backs, where the draft quoted text next to it. */
      quote?: string;
      /**
       * For `claim-unrelated`: content words of the citing sentence found in the cited text, and in all;
       * for `off-question`: the question's focus concepts the quote covers, and in all.
       */
      shared?: number;
      total?: number;
    };

/** The release step's verdict on the whole answer (`final-answer[data-answers-question]`). */
export interface AnswerVerdict {
  answersQuestion: 'yes' | 'partly' | 'no';
  /** The verdict in words. */
  reason: string;
  /** Weighted share (0–1) of the question's concepts the supported sentences cover. */
  coverage: number;
  /**
   * The question the verdict judged, when it is not the question as asked: a follow-up resolved from the
   * conversation ("And how do I drop it again?" judged as "How do I drop an index?", app `follow-up.ts`).
   */
  judgedAs?: string;
}

/** The answer after the release step (DESIGN §6 Draft → Release). */
export interface ReleasedAnswer {
  segments: AnswerSegment[];
  supported: number;
  unsupported: number;
  verdict: AnswerVerdict;
}

/** Most request summaries a record keeps (the newest); response summaries are kept the same way. */
export const MAX_RECORD_REQUESTS = 20;
/** Most usage entries a record keeps (the newest). */
export const MAX_RECORD_USAGE = 200;

/** One run's record. Times in milliseconds since the Unix epoch. */
export interface RunRecord {
  runId: string;
  kind: RunKind;
  status: RunStatus;
  startedAt: number;
  /** When the run ended (or, for `interrupted`, when it was last seen going). */
  endedAt?: number;
  /** Why the run ended in `error`, in words. */
  error?: string;
  /** Who set the final status: the page's own status wins over the harness's `endRun` (which only knows "done"). */
  statusSource?: 'page' | 'harness';
  /** The questions asked in the run, in order (follow-ups add to it). */
  questions: string[];
  provider?: string;
  model?: string;
  planMode?: boolean;
  budgets?: Budgets;
  /** `listTools()` when the run started. */
  descriptors?: CanonicalToolDescriptor[];
  /** The conversation as the model saw it (observations as sent). */
  conversation: TraceTurn[];
  /**
   * Assistant turns in `conversation`, counted when it is recorded, so a head read without the
   * conversation (`getRunRecord` with `conversation: false`) still says how many model turns the run took.
   * Absent in records stored before it was kept.
   */
  modelTurns?: number;
  /** Every call, in arrival order. */
  calls: RecordCall[];
  /** Events that belong to no call's stage list (model/loop lanes, release, live events), in arrival order. */
  events: TimelineEvent[];
  /** The model's final text before release. */
  draft?: string;
  answer?: ReleasedAnswer;
  usage: RecordUsage[];
  requests: RecordRequestSummary[];
  /** The model's response per turn (the newest `MAX_RECORD_REQUESTS`; absent in records stored before they were kept). */
  responses?: RecordResponseSummary[];
  /** The trace version the run was imported from (imported runs only). */
  importedFromVersion?: number;
}

/** What the page (or the headless scenario runner) writes: what only it knows. */
export type PageRecordEvent =
  | { type: 'question'; text: string; provider?: string; model?: string }
  | { type: 'page-events'; events: TimelineEvent[] }
  /** The whole conversation so far (replaces the one recorded before). */
  | { type: 'conversation'; turns: TraceTurn[] }
  | { type: 'draft'; text: string }
  | { type: 'answer'; answer: ReleasedAnswer | null }
  | { type: 'usage'; usage: RecordUsage }
  | { type: 'request'; summary: RecordRequestSummary }
  /** The model's response in one turn (a second one for the same turn, after a retry, replaces it). */
  | { type: 'response'; summary: RecordResponseSummary }
  /**
   * The run's final status (`running` is not a final status; ignored). `at` ms since the epoch. The first
   * status the page gives wins; an `inferred` one (the worker's guess, e.g. `interrupted` for a run still
   * running when its worker went away) holds only until the page says.
   */
  | { type: 'status'; status: RunStatus; at: number; error?: string; inferred?: boolean };

/** What the worker writes from the harness. */
export type HarnessRecordEvent =
  { type: 'call'; call: RecordCall } | { type: 'live-event'; event: TimelineEvent } | { type: 'ended'; at: number };

/** Every event the reducer takes. */
export type RunRecordEvent = PageRecordEvent | HarnessRecordEvent;

/** The page record event types (what `writeRunRecord` accepts). */
export const PAGE_RECORD_EVENT_TYPES = [
  'question',
  'page-events',
  'conversation',
  'draft',
  'answer',
  'usage',
  'request',
  'response',
  'status',
] as const;

/** The facts a record starts from (`startRun`, or an import). */
export interface RunRecordStart {
  runId: string;
  kind: RunKind;
  startedAt: number;
  planMode?: boolean;
  budgets?: Budgets;
  descriptors?: CanonicalToolDescriptor[];
  /** The trace version an imported run was read from. */
  importedFromVersion?: number;
}

/** A new record in status `running` with nothing recorded yet. */
export function createRunRecord(start: RunRecordStart): RunRecord {
  return {
    ...start,
    status: 'running',
    questions: [],
    conversation: [],
    calls: [],
    events: [],
    usage: [],
    requests: [],
    responses: [],
  };
}

const newest = <T>(list: readonly T[], item: T, limit: number): T[] => [...list, item].slice(-limit);

/**
 * The record after `event` (pure: `record` is not changed). Status: `ended` (the harness's `endRun`) turns
 * `running` into `done`; the page's first final `status` wins over that and is kept (a later one changes
 * nothing; `running` is ignored); calls and events append;
 * `conversation` replaces; usage and requests keep the newest `MAX_RECORD_USAGE` / `MAX_RECORD_REQUESTS`;
 * responses keep the newest `MAX_RECORD_REQUESTS`, one per turn (the later one for a turn replaces it).
 */
export function applyRunRecordEvent(record: RunRecord, event: RunRecordEvent): RunRecord {
  switch (event.type) {
    case 'call':
      return { ...record, calls: [...record.calls, event.call] };
    case 'live-event':
      return { ...record, events: [...record.events, event.event] };
    case 'page-events':
      return { ...record, events: [...record.events, ...event.events] };
    case 'ended':
      return record.status === 'running'
        ? { ...record, status: 'done', statusSource: 'harness', endedAt: event.at }
        : { ...record, endedAt: record.endedAt ?? event.at };
    case 'question': {
      const next: RunRecord = { ...record, questions: [...record.questions, event.text] };
      if (event.provider !== undefined) next.provider = event.provider;
      if (event.model !== undefined) next.model = event.model;
      return next;
    }
    case 'conversation':
      return {
        ...record,
        conversation: [...event.turns],
        modelTurns: event.turns.filter((turn) => turn.role === 'assistant').length,
      };
    case 'draft':
      return { ...record, draft: event.text };
    case 'answer': {
      if (event.answer) return { ...record, answer: event.answer };
      const { answer: _dropped, ...rest } = record;
      return rest;
    }
    case 'usage':
      return { ...record, usage: newest(record.usage, event.usage, MAX_RECORD_USAGE) };
    case 'request':
      return { ...record, requests: newest(record.requests, event.summary, MAX_RECORD_REQUESTS) };
    case 'response': {
      const others = (record.responses ?? []).filter((response) => response.turnId !== event.summary.turnId);
      return { ...record, responses: newest(others, event.summary, MAX_RECORD_REQUESTS) };
    }
    case 'status': {
      if (event.status === 'running' || record.statusSource === 'page') return record;
      const next: RunRecord = {
        ...record,
        status: event.status,
        ...(event.inferred === true ? {} : { statusSource: 'page' as const }),
        endedAt: event.at,
      };
      if (event.error !== undefined) next.error = event.error;
      return next;
    }
  }
}

/** The record of `events` applied in order to a new record of `start`. */
export function reduceRunRecord(start: RunRecordStart, events: readonly RunRecordEvent[]): RunRecord {
  let record = createRunRecord(start);
  for (const event of events) record = applyRunRecordEvent(record, event);
  return record;
}

/** `"<runId>#<n>"` (DESIGN §4.1). */
export function callKeyOf(runId: string, n: number): string {
  return `${runId}#${n}`;
}

/** The n of a callKey `"<runId>#<n>"`; undefined when the key has no positive integer after its last `#`. */
export function callNumberOf(callKey: string): number | undefined {
  const n = Number(callKey.slice(callKey.lastIndexOf('#') + 1));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
