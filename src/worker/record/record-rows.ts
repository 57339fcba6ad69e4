/**
 * The stored shapes of run records (record-persistence.ts) and the conversion of a run kept in parts —
 * a version 1 stored run, or a trace file — into record events (contract/run-record.ts), so every run is
 * read the same way: its record is the reduction of its events. Pure.
 */
import type { Budgets } from '../../contract/budgets';
import type { CanonicalToolDescriptor } from '../../contract/descriptor';
import type { ModelObservation } from '../../contract/observation';
import type { RecordCall, RunKind, RunRecord, RunRecordEvent } from '../../contract/run-record';
import { callKeyOf, callNumberOf } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RunFacts, RunStatus, TraceTurn } from '../../contract/trace';
import type { RefusalMark } from './refusal-mark';

/** The stored record format this build writes. */
export const RECORD_ROW_FORMAT = 3;
/** The earlier head-row format (no `complete`, counts taken from memory): still read, opened by its log. */
export const V2_ROW_FORMAT = 2;

/**
 * A `runs` head row: the record head and what the run list shows without loading the log. Format 3 rows
 * are written in the same transaction as the log rows they count (record-flusher.ts), so every count
 * says what storage holds: `calls`, `events`, `codes`, `otherEvents` and `head` are those of the log's
 * first `logLength` rows. Format 2 rows (counts from memory, no `complete`) are read the same way.
 */
export interface RunHeadRow {
  runId: string;
  format: typeof RECORD_ROW_FORMAT | typeof V2_ROW_FORMAT;
  /** The record head as of the stored log (format 3: without `conversation`, see `conversationN`). */
  head: Omit<RunRecord, 'calls' | 'events'>;
  calls: number;
  events: number;
  codes: string[];
  /** Record events stored (the `log` rows 1..n). */
  logLength: number;
  /** When the stored record last changed, ms since the epoch (an interrupted run's "stopped at"). */
  lastActivityAt: number;
  /**
   * Format 3: true once the stored log reaches the run's end (its head status is not `running`; for catalog
   * test calls, which have no end of their own: the batch reached the log's end then).
   */
  complete?: boolean;
  /** Format 3: events outside the calls' stage lists in the stored log (`RunRecordHead.eventCount`). */
  otherEvents?: number;
  /** Format 3: the log row (n) of the newest `conversation` event stored, if any. */
  conversationN?: number;
  /**
   * Format 3: storage refused a batch of this run (quota): what the run had reached when the mark was
   * written (refusal-mark.ts); the counts above stay those of the stored prefix.
   */
  refused?: RefusalMark;
}

/** A version 1 `runs` row (RunFacts with the conversation and the counts). */
export interface V1RunRow extends RunFacts {
  format?: undefined;
  imported?: boolean;
  planMode?: boolean;
  budgets?: Budgets;
  descriptors?: CanonicalToolDescriptor[];
  turns?: TraceTurn[];
  calls?: number;
  events?: number;
  codes?: string[];
}

/** A version 1 `calls` row (no callKey: calls were keyed by position). */
export interface V1CallRow {
  index: number;
  callId: string;
  callKey?: string;
  turnId?: string;
  toolName: string;
  argumentsText: string;
  observation: ModelObservation;
  events: TimelineEvent[];
}

/** A run kept in parts, to be turned into record events. */
export interface RunParts {
  runId: string;
  kind: RunKind;
  status: RunStatus;
  endedAt?: number;
  questions: string[];
  provider?: string;
  model?: string;
  turns: TraceTurn[];
  /** Calls in order; `callKey` absent → `"<runId>#<index>"`. */
  calls: V1CallRow[];
  /** Events outside the calls' stage lists. */
  events: TimelineEvent[];
  draft?: string;
  answer?: RunRecord['answer'];
  usage?: RunRecord['usage'];
  requests?: RunRecord['requests'];
  responses?: RunRecord['responses'];
}

/** `key` (`"<any run>#<n>"`) under `runId`: `"<runId>#<n>"`. */
function rekey(runId: string, key: string): string {
  return `${runId}${key.slice(key.lastIndexOf('#'))}`;
}

/** The record call of a stored or imported call (its key re-made under `runId` when it names another run). */
export function recordCallOf(runId: string, call: V1CallRow): RecordCall {
  const callKey = callKeyOf(runId, (call.callKey ? callNumberOf(call.callKey) : undefined) ?? call.index);
  const rekey = (event: TimelineEvent): TimelineEvent => ({ ...event, runId, callKey });
  const out: RecordCall = {
    callKey,
    index: call.index,
    callId: call.callId,
    toolName: call.toolName,
    argumentsText: call.argumentsText,
    observation: call.observation,
    events: call.events.map(rekey),
  };
  if (call.turnId !== undefined) out.turnId = call.turnId;
  if (call.events.some((event) => event.stage === 'supports' && event.detail?.replayed === true)) out.replayed = true;
  return out;
}

/**
 * The record events of a run kept in parts: the question(s) and conversation first, then the calls with
 * the other events between them by time (`at`), then the draft, answer, usage, requests and responses, then the
 * final status — so the record after call k holds no answer unless k is the last call.
 */
export function eventsFromParts(parts: RunParts): RunRecordEvent[] {
  const out: RunRecordEvent[] = [];
  parts.questions.forEach((text, i) =>
    out.push(
      i === 0
        ? {
            type: 'question',
            text,
            ...(parts.provider !== undefined ? { provider: parts.provider } : {}),
            ...(parts.model !== undefined ? { model: parts.model } : {}),
          }
        : { type: 'question', text },
    ),
  );
  if (parts.turns.length > 0) out.push({ type: 'conversation', turns: parts.turns });
  const others = [...parts.events]
    .map((event) => {
      const moved: TimelineEvent = { ...event, runId: parts.runId };
      if (event.callKey !== undefined) moved.callKey = rekey(parts.runId, event.callKey);
      return moved;
    })
    .sort((a, b) => a.at - b.at);
  let next = 0;
  for (const stored of parts.calls) {
    const call = recordCallOf(parts.runId, stored);
    const startsAt = call.events[0]?.at ?? Infinity;
    const before: TimelineEvent[] = [];
    while (next < others.length && others[next]!.at < startsAt) before.push(others[next++]!);
    if (before.length > 0) out.push({ type: 'page-events', events: before });
    out.push({ type: 'call', call });
  }
  if (next < others.length) out.push({ type: 'page-events', events: others.slice(next) });
  if (parts.draft !== undefined) out.push({ type: 'draft', text: parts.draft });
  if (parts.answer) out.push({ type: 'answer', answer: parts.answer });
  for (const usage of parts.usage ?? []) out.push({ type: 'usage', usage });
  for (const summary of parts.requests ?? []) out.push({ type: 'request', summary });
  for (const summary of parts.responses ?? []) out.push({ type: 'response', summary });
  if (parts.status !== 'running') out.push({ type: 'status', status: parts.status, at: parts.endedAt ?? 0 });
  return out;
}

/** The kind of a version 1 run, which stored none: imported, a scenario provider, a model, else catalog calls. */
export function kindOfV1(row: V1RunRow): RunKind {
  if (row.imported) return 'imported';
  if (row.provider?.startsWith('scenario')) return 'scenario';
  return row.provider || row.question ? 'model' : 'catalog';
}
