/**
 * The full timeline of one run, in memory (issue 6, "Scale"): every event ordered by `at` then arrival,
 * the calls indexed by position and by tool_call_id with their summaries precomputed, and the run's
 * facts (RunRecord). Filtered windows (timeline-query.ts) are cached per filter until the run changes,
 * so scrolling a 10,000-call run with a filter pages in O(window). Pure data structure; no I/O.
 */
import type { Budgets } from '../../contract/budgets';
import type { CanonicalToolDescriptor } from '../../contract/descriptor';
import type { ModelObservation } from '../../contract/observation';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { CallSummary, RunListItem } from '../../contract/timeline-api';
import type { RunFacts, TraceTurn } from '../../contract/trace';
import { summarizeCall } from './call-summary';

/** The facts of a run (persisted as one row). */
export interface RunRecord extends RunFacts {
  imported?: boolean;
  planMode?: boolean;
  budgets?: Budgets;
  /** `listTools()` when the run started. */
  descriptors?: CanonicalToolDescriptor[];
  turns: TraceTurn[];
}

/** One call as recorded (persisted as one row). */
export interface CallRecord {
  index: number;
  callId: string;
  turnId?: string;
  /** The name the model called. */
  toolName: string;
  argumentsText: string;
  observation: ModelObservation;
  events: TimelineEvent[];
}

/** A recorded call with what queries need. */
export interface CallEntry extends CallRecord {
  summary: CallSummary;
  /** Lower-cased compact JSON of the observation (text search). */
  searchText: string;
}

/** The run's timeline; see the module doc. */
export class RunTimeline {
  readonly calls: CallEntry[] = [];
  readonly callById = new Map<string, CallEntry>();
  /** Every event (calls' and others'), ordered by `at`, then arrival. */
  readonly events: TimelineEvent[] = [];
  /** Events that belong to no call, in arrival order (persisted separately). */
  readonly otherEvents: TimelineEvent[] = [];
  readonly codes = new Set<string>();
  /** Bumped on every change; query caches compare it. */
  version = 0;
  /** Filter key → matching positions (see timeline-query.ts). */
  readonly cache = new Map<string, { version: number; positions: number[] }>();

  constructor(public meta: RunRecord) {}

  /**
   * Adds a call (its events join the ordered event list) and returns its entry. A repeated tool_call_id (a
   * replayed or DUPLICATE_CALL_ID call) is a new row; `callById` keeps the first call with that id.
   */
  addCall(record: Omit<CallRecord, 'index'> & { index?: number }): CallEntry {
    const existing = this.callById.get(record.callId);
    const index = record.index ?? this.calls.length + 1;
    const summary = summarizeCall(index, record.callId, record.turnId, record.events, record.observation);
    const entry: CallEntry = {
      ...record,
      index,
      summary,
      searchText: JSON.stringify(record.observation).toLowerCase(),
    };
    this.calls.push(entry);
    if (!existing) this.callById.set(record.callId, entry);
    if (summary.code) this.codes.add(summary.code);
    for (const event of record.events) this.insertEvent(event);
    this.version += 1;
    return entry;
  }

  /** Adds events that belong to no recorded call (page events, live events). */
  addOtherEvents(events: readonly TimelineEvent[]): void {
    for (const event of events) {
      this.otherEvents.push(event);
      this.insertEvent(event);
    }
    this.version += 1;
  }

  private insertEvent(event: TimelineEvent): void {
    const list = this.events;
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

  /** The run-list row. */
  listItem(): RunListItem {
    const { runId, question, provider, model, startedAt, endedAt, status, imported } = this.meta;
    const item: RunListItem = {
      runId,
      startedAt,
      status,
      calls: this.calls.length,
      events: this.events.length,
      codes: [...this.codes].sort(),
    };
    if (question !== undefined) item.question = question;
    if (provider !== undefined) item.provider = provider;
    if (model !== undefined) item.model = model;
    if (endedAt !== undefined) item.endedAt = endedAt;
    if (imported) item.imported = true;
    return item;
  }
}
