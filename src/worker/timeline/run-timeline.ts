/**
 * One run's record (contract/run-record.ts, DESIGN.md §8) with the indexes the views page through: every
 * event ordered by `at` then arrival, the calls by position and by `callKey` with their summaries
 * precomputed, and the log of record events the record was reduced from (a replay walks it:
 * replay-cursor.ts). Filtered windows (timeline-query.ts) are cached per filter until the run changes, so
 * scrolling a 10,000-call run with a filter pages in O(window).
 * In-memory data structure; no I/O.
 */
import type { RecordCall, RunRecord, RunRecordEvent, RunRecordStart } from '../../contract/run-record';
import { applyRunRecordEvent, createRunRecord } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { CallSummary, RunListItem } from '../../contract/timeline-api';
import { observationCode, summarizeCall } from './call-summary';

/** A recorded call with what queries need. */
export interface CallEntry extends RecordCall {
  summary: CallSummary;
  /** Lower-cased compact JSON of the observation (text search). */
  searchText: string;
}

/**
 * What the read paths (timeline-query.ts, record-service.ts) read of a run: a RunTimeline, or the run as
 * it stood after call k (replay-cursor.ts). `version` changes whenever what it shows changes; `cache`
 * holds filter positions computed at a version.
 */
export interface TimelineView {
  readonly record: RunRecord;
  readonly calls: readonly CallEntry[];
  readonly callByKey: ReadonlyMap<string, CallEntry>;
  /** Every event (calls' and others'), ordered by `at`, then arrival. */
  readonly events: readonly TimelineEvent[];
  readonly codes: ReadonlySet<string>;
  readonly version: number;
  readonly cache: Map<string, { version: number; positions: number[] }>;
}

/** The run's record and its indexes; see the module doc. */
export class RunTimeline implements TimelineView {
  record: RunRecord;
  /** The record events in the order they were applied (the record is their reduction). */
  readonly log: RunRecordEvent[] = [];
  readonly calls: CallEntry[] = [];
  readonly callByKey = new Map<string, CallEntry>();
  /** Every event (calls' and others'), ordered by `at`, then arrival. */
  readonly events: TimelineEvent[] = [];
  /**
   * Distinct codes of the whole record (`recordEventCodes` of every applied event), kept as events
   * arrive: the head's and the run list's `codes` (`data-codes`) without a scan of the calls.
   */
  readonly codes = new Set<string>();
  /** Bumped on every change; query caches compare it. */
  version = 0;
  /** Filter key → matching positions (see timeline-query.ts). */
  readonly cache = new Map<string, { version: number; positions: number[] }>();

  constructor(start: RunRecordStart) {
    this.record = createRunRecord(start);
  }

  /** Events that belong to no call's stage list (page events, live events), in arrival order. */
  get otherEvents(): readonly TimelineEvent[] {
    return this.record.events;
  }

  /**
   * Applies one record event: the record is reduced, the log and the indexes follow. A call or an event
   * is appended to the record's own lists in place (O(1) per call, not a copy of the run's calls per
   * call); every other event is reduced by `applyRunRecordEvent`. The record's lists belong to this
   * timeline (`createRunRecord` made them), so no other record shares them.
   */
  apply(event: RunRecordEvent): void {
    if (event.type === 'call') this.record.calls.push(event.call);
    else if (event.type === 'live-event') this.record.events.push(event.event);
    else if (event.type === 'page-events') for (const each of event.events) this.record.events.push(each);
    else this.record = applyRunRecordEvent(this.record, event);
    this.log.push(event);
    for (const code of recordEventCodes(event)) this.codes.add(code);
    if (event.type === 'call') this.indexCall(event.call);
    else if (event.type === 'live-event') this.insertEvent(event.event);
    else if (event.type === 'page-events') for (const each of event.events) this.insertEvent(each);
    this.version += 1;
  }

  /** The call with this key, else the first call with this tool_call_id. */
  call(keyOrId: string): CallEntry | undefined {
    return this.callByKey.get(keyOrId) ?? this.calls.find((call) => call.callId === keyOrId);
  }

  private indexCall(call: RecordCall): void {
    const entry = callEntryOf(call);
    this.calls.push(entry);
    this.callByKey.set(call.callKey, entry);
    for (const event of call.events) this.insertEvent(event);
  }

  private insertEvent(event: TimelineEvent): void {
    insertByAt(this.events, event);
  }

  /** The run-list row. */
  listItem(): RunListItem {
    return listItemOf(this.record, {
      calls: this.calls.length,
      events: this.events.length,
      codes: [...this.codes].sort(),
    });
  }
}

/**
 * Inserts `event` into `list` (ordered by `at`, then arrival) after every event with the same or an
 * earlier `at`: O(log n) to find the place; an event no older than the newest is appended.
 */
export function insertByAt(list: TimelineEvent[], event: TimelineEvent): void {
  const newest = list.at(-1);
  if (!newest || newest.at <= event.at) {
    list.push(event);
    return;
  }
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const probe = list[mid];
    if (probe !== undefined && probe.at <= event.at) low = mid + 1;
    else high = mid;
  }
  list.splice(low, 0, event);
}

/**
 * The codes one record event adds to its run's `codes` (what `run-status[data-codes]` lists): a call's
 * stage-event codes and its observation's code (violation type or error code); the codes of live and
 * page events; none for the other events. O(events of that record event).
 */
export function recordEventCodes(event: RunRecordEvent): string[] {
  const codes: string[] = [];
  const events =
    event.type === 'call'
      ? event.call.events
      : event.type === 'live-event'
        ? [event.event]
        : event.type === 'page-events'
          ? event.events
          : [];
  for (const each of events) if (each.code) codes.push(each.code);
  if (event.type === 'call') {
    const code = observationCode(event.call.observation);
    if (code) codes.push(code);
  }
  return codes;
}

/** A recorded call with its summary and search text (see `CallEntry`). */
export function callEntryOf(call: RecordCall): CallEntry {
  return { ...call, summary: summarizeCall(call), searchText: JSON.stringify(call.observation).toLowerCase() };
}

/** A run-list row from a record (head) and its counts. */
export function listItemOf(
  record: Omit<RunRecord, 'calls' | 'events'>,
  counts: { calls: number; events: number; codes: string[] },
): RunListItem {
  const { runId, questions, provider, model, startedAt, endedAt, status, kind } = record;
  const item: RunListItem = { runId, startedAt, status, kind, ...counts };
  const question = questions[0];
  if (question !== undefined) item.question = question;
  if (provider !== undefined) item.provider = provider;
  if (model !== undefined) item.model = model;
  if (endedAt !== undefined) item.endedAt = endedAt;
  if (kind === 'imported') item.imported = true;
  return item;
}

/** The facts a record started from (what `startRun` or an import gave it). */
export function startOf(
  record: Pick<
    RunRecord,
    'runId' | 'kind' | 'startedAt' | 'planMode' | 'budgets' | 'descriptors' | 'importedFromVersion'
  >,
): RunRecordStart {
  const { runId, kind, startedAt, planMode, budgets, descriptors } = record;
  const start: RunRecordStart = { runId, kind, startedAt };
  if (planMode !== undefined) start.planMode = planMode;
  if (budgets !== undefined) start.budgets = budgets;
  if (descriptors !== undefined) start.descriptors = descriptors;
  if (record.importedFromVersion !== undefined) start.importedFromVersion = record.importedFromVersion;
  return start;
}
