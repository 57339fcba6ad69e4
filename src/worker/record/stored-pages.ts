/**
 * A stored run read by pages, without reading its whole log (DESIGN.md §8; "a stored run opens at
 * once"): its format 3 head row answers the record head (status, questions, answer, counts; the
 * conversation is its one log row `conversationN`), and a window of calls is one key-range read of the
 * `log` store's `call` index (record-persistence.ts). Calls read are kept (the last `MAX_CACHED_CALLS`)
 * so a window read twice is read once. A filtered window reads the positions matching the filter from the
 * run's filter index (stored-filter.ts; kept for the last `MAX_CACHED_FILTERS` filters) and then only the
 * calls of the window. A row whose stored log never reached the run's end reads as the run list shows
 * it: `interrupted` (catalog test calls: `done`) at its `lastActivityAt`. Read-only.
 */
import type { RunRecordHead } from '../../contract/run-record-api';
import { callKeyOf, callNumberOf } from '../../contract/run-record';
import type { RecordPersistence } from './record-persistence';
import { RECORD_ROW_FORMAT, type RunHeadRow } from './record-rows';
import { reachedEnd } from './record-flusher';
import { settledHead } from './unfinished-run';
import { callEntryOf, type CallEntry } from '../timeline/run-timeline';
import type { TimelineFilter } from '../../contract/timeline-api';
import { storedMatches } from './stored-filter';
import type { RecordCall } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { TraceSource } from '../trace/console-trace-blob';

/** Most calls one stored run keeps read. */
const MAX_CACHED_CALLS = 2_000;
/** Log rows per page of a trace export. */
const TRACE_PAGE_ROWS = 256;
/** Filters whose matching positions one stored run keeps. */
const MAX_CACHED_FILTERS = 8;

/**
 * The head of a stored record as the run list shows it: an unfinished one is `interrupted` at its last
 * activity, or `done` there for catalog test calls (unfinished-run.ts). One whose row holds a refusal mark
 * (storage refused the rest, refusal-mark.ts) has the status, end and first question the mark says the run
 * had reached; a mark written while the run still ran leaves it `interrupted` at the mark, its end unknown.
 */
export function storedHead(row: RunHeadRow): RunHeadRow['head'] {
  if (reachedEnd(row.head)) return row.head;
  const mark = row.refused;
  if (!mark) return settledHead(row.head, row.lastActivityAt);
  const questions = row.head.questions.length > 0 || mark.question === undefined ? row.head.questions : [mark.question];
  if (mark.status === 'running') return { ...settledHead(row.head, mark.at), questions };
  const { statusSource: _source, ...head } = row.head;
  return { ...head, questions, status: mark.status, endedAt: mark.endedAt ?? mark.at };
}

/** True when `row` can be read by pages (format 3: its calls are indexed by position). */
export function isPagedRow(row: unknown): row is RunHeadRow {
  return (row as { format?: unknown } | undefined)?.format === RECORD_ROW_FORMAT;
}

/** One stored run's paged reader. */
export class StoredPages {
  private readonly cache = new Map<number, CallEntry>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly matches = new Map<string, Promise<number[]>>();

  constructor(
    readonly row: RunHeadRow,
    private readonly persistence: RecordPersistence,
  ) {}

  /** Calls stored. */
  get total(): number {
    return this.row.calls;
  }

  /** The record head with its counts, as `getRunRecord` answers it (`withConversation` false: `conversation: []`). */
  async head(withConversation = true): Promise<RunRecordHead> {
    const { row } = this;
    const conversation =
      row.conversationN === undefined || !withConversation
        ? undefined
        : await this.persistence.loadLogRow(row.runId, row.conversationN);
    return {
      ...storedHead(row),
      conversation: conversation?.type === 'conversation' ? conversation.turns : [],
      callCount: row.calls,
      eventCount: row.otherEvents ?? 0,
      totalCalls: row.calls,
      codes: [...row.codes],
    };
  }

  /** Calls `offset`..`offset + limit - 1` (offset from 0), in order; fewer past the end. */
  async calls(offset: number, limit: number): Promise<CallEntry[]> {
    const from = Math.max(1, offset + 1);
    const to = Math.min(this.row.calls, offset + limit);
    if (to < from) return [];
    let missing = false;
    for (let c = from; c <= to && !missing; c++) missing = !this.cache.has(c);
    if (missing) await this.read(from, to);
    while (this.cache.size > MAX_CACHED_CALLS) this.cache.delete(this.cache.keys().next().value!);
    const out: CallEntry[] = [];
    for (let c = from; c <= to; c++) {
      const entry = this.cache.get(c);
      if (entry) out.push(entry);
    }
    return out;
  }

  /**
   * The window `offset`..`offset + limit - 1` (from 0) of the calls matching `filter`'s call-level members
   * (timeline-query.ts rules), in order, and how many match in all.
   */
  async filtered(
    filter: TimelineFilter,
    offset: number,
    limit: number,
  ): Promise<{ total: number; calls: CallEntry[] }> {
    const key = JSON.stringify(filter);
    let positions = this.matches.get(key);
    if (!positions) {
      positions = storedMatches(this.persistence, this.row, filter);
      this.matches.set(key, positions);
      void positions.catch(() => this.matches.delete(key));
      if (this.matches.size > MAX_CACHED_FILTERS) this.matches.delete(this.matches.keys().next().value!);
    }
    const matched = await positions;
    return { total: matched.length, calls: await this.callsAt(matched.slice(offset, offset + Math.max(0, limit))) };
  }

  /** The calls at positions `cs` (from 1), in the order given; those not stored are left out. */
  async callsAt(cs: readonly number[]): Promise<CallEntry[]> {
    const missing = cs.filter((c) => !this.cache.has(c));
    if (missing.length > 0)
      for (const { c, call } of await this.persistence.loadCallsAt(this.row.runId, missing))
        this.cache.set(c, callEntryOf(call));
    const out = cs.flatMap((c) => this.cache.get(c) ?? []);
    while (this.cache.size > MAX_CACHED_CALLS) this.cache.delete(this.cache.keys().next().value!);
    return out;
  }

  /**
   * The stored run as trace pages (trace/console-trace-blob.ts): its log read `rows` rows at a time, each
   * page's calls and the events outside calls (live and page events) in log order; the head as `head()`.
   */
  traceSource(rows = TRACE_PAGE_ROWS): TraceSource {
    const { runId, logLength, calls } = this.row;
    const persistence = this.persistence;
    return {
      head: () => this.head(true),
      async *pages() {
        for (let from = 1; from <= logLength; from += rows) {
          const page: { calls: RecordCall[]; events: TimelineEvent[] } = { calls: [], events: [] };
          for (const { event, c } of await persistence.loadLogRows(runId, from, Math.min(logLength, from + rows - 1)))
            if (event.type === 'call' && c !== undefined && c <= calls) page.calls.push(event.call);
            else if (event.type === 'live-event') page.events.push(event.event);
            else if (event.type === 'page-events') page.events.push(...event.events);
          yield page;
        }
      },
    };
  }

  /** Reads calls `from`..`to` into the cache; a read of the same window already under way is shared. */
  private read(from: number, to: number): Promise<void> {
    const key = `${from}-${to}`;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.persistence.loadCalls(this.row.runId, from, to).then((rows) => {
        for (const { c, call } of rows) {
          this.cache.delete(c);
          this.cache.set(c, callEntryOf(call));
        }
      });
      this.reading.set(key, reading);
      void reading.finally(() => this.reading.delete(key)).catch(() => undefined);
    }
    return reading;
  }

  /** The call with this key (`"<runId>#<n>"`), if stored. */
  async call(callKey: string): Promise<CallEntry | undefined> {
    const n = callNumberOf(callKey);
    if (n === undefined || callKey !== callKeyOf(this.row.runId, n)) return undefined;
    const [entry] = await this.calls(n - 1, 1);
    return entry?.callKey === callKey ? entry : undefined;
  }
}
