/**
 * Writes each run's record to IndexedDB as the run goes (DESIGN.md §8): a run's record events (its
 * `RunTimeline.log`) are stored in order, in bounded batches — at most `MAX_BATCH_ROWS` log rows per
 * transaction, one transaction at a time, started on the task after a change (never on the awaited path
 * of `invoke`). Each batch carries the run's head row as of the last log row it holds (the counts of the
 * stored rows, the head reduced from them), so the head row never counts more than storage holds: a
 * reload while a run is written leaves a shorter but true record. `storage(run)` says how far it got
 * (`RunStorage`); `waitFor(run)` resolves once everything recorded so far is stored, or cannot be (a
 * refused batch stops that run's writes: its stored record stays a true prefix, listed `partial`, or
 * `memory` when none of its log rows was stored). Once a write failed, what storage will not hold — the
 * log rows of refused runs past their stored prefix, and every unstored row when IndexedDB is unavailable,
 * summed over the tracked runs — is reported as one total (`RecordPersistence.reportUnsaved`), the count
 * and the sentence alike, when the batches of a task have settled and the total changed (a run that keeps
 * growing is reported once a task, not once a record event). A refused run whose head row is stored gets
 * its refusal mark written (refusal-mark.ts): at the refusal and whenever its status or question changes.
 */
import { applyRunRecordEvent, createRunRecord, type RunRecord } from '../../contract/run-record';
import type { RunStorage } from '../../contract/timeline-api';
import { recordEventCodes, startOf, type RunTimeline } from '../timeline/run-timeline';
import type { LogRow, RecordPersistence } from './record-persistence';
import { RECORD_ROW_FORMAT, type RunHeadRow } from './record-rows';
import { refusalMarkKey, refusalMarkOf, type RefusalMark } from './refusal-mark';

/** Most log rows one transaction writes. */
export const MAX_BATCH_ROWS = 256;

/** What storage holds of one run: its first `n` log rows and their counts. */
interface Stored {
  run: RunTimeline;
  n: number;
  calls: number;
  events: number;
  otherEvents: number;
  codes: Set<string>;
  conversationN?: number;
  /** The record head reduced from the stored rows (its `calls`/`events` lists are not read). */
  head: RunRecord;
  /** A batch of this run was refused: nothing more of it is written. */
  refused: boolean;
  /** False until its head row is stored (a new run's first batch may hold no log row). */
  headStored: boolean;
  /** The refusal mark storage holds; `markKey`: that of the last mark tried (refusal-mark.ts). */
  mark?: RefusalMark;
  markKey?: string;
  /** Read back with its mark: nothing of it is written again (its record is the stored prefix). */
  frozen?: boolean;
  waiters: { until: number; resolve: () => void }[];
}

/** The flusher the record store drives. */
export interface RecordFlusher {
  /**
   * Starts writing `run`; `storedRows` of its log are in storage already (0 for a new run; the whole log
   * for a run read back from the `log` store); `mark` — the refusal mark its stored head row holds.
   */
  track(run: RunTimeline, storedRows: number, mark?: RefusalMark): void;
  /** The run's log grew: a batch is written on a later task. */
  changed(run: RunTimeline): void;
  /** How much of the run storage holds (see `RunListItem.storage`); undefined for a run not tracked. */
  storage(run: RunTimeline): RunStorage | undefined;
  /** For a run storage refused part of: the calls the run had and those stored (`RunListItem.storageRefused`). */
  refusal(run: RunTimeline): { runCalls: number; savedCalls: number } | undefined;
  /** True when every log row of the run is stored (or it is not tracked: nothing of it is written). */
  isStored(run: RunTimeline): boolean;
  /** Resolves once the run's log as it is now is stored, refused, or cannot be stored (no IndexedDB). */
  waitFor(run: RunTimeline): Promise<void>;
  /** Resolves once every tracked run's log as it is now is stored (or cannot be). */
  flushAll(): Promise<void>;
  /** Stops writing the run; resolves once no batch of it is in flight. */
  forget(runId: string): Promise<void>;
}

/** True when the record reached its end: a final status that is not the worker's `interrupted` guess. */
export function reachedEnd(head: Pick<RunRecord, 'status' | 'statusSource'>): boolean {
  return head.status !== 'running' && !(head.status === 'interrupted' && head.statusSource === undefined);
}

/** The stored head: the record without calls, events or conversation (that is read from log row `conversationN`). */
function headOf(record: RunRecord): RunHeadRow['head'] {
  const { calls: _c, events: _e, conversation: _v, ...head } = record;
  return { ...head, conversation: [] };
}

/** How the flusher writes: its clock, batch size, hooks. */
export interface RecordFlusherOptions {
  /** Clock, ms since the epoch (a head row's `lastActivityAt`); default `Date.now`. */
  now?: () => number;
  /** Most log rows per transaction (default `MAX_BATCH_ROWS`). */
  batchRows?: number;
  /** Told a run's id when a batch of it is written or refused (its `storage` may have changed). */
  onStored?: (runId: string) => void;
  /** Awaited before each batch is taken (the call wire's `quiet()`: a turn's calls are answered first). */
  beforeBatch?: () => Promise<void>;
}

/**
 * Creates the flusher.
 *
 * @param persistence where batches go
 */
export function createRecordFlusher(persistence: RecordPersistence, options: RecordFlusherOptions = {}): RecordFlusher {
  const { now = Date.now, batchRows = MAX_BATCH_ROWS, onStored, beforeBatch } = options;
  const runs = new Map<string, Stored>();
  let memoryOnly = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;
  let lossy = false;
  let reported = -1;

  /** Reports the log rows storage will not hold, over all tracked runs, when the total changed. */
  const reportLost = () => {
    if (!lossy) return;
    let rows = 0;
    const runIds: string[] = [];
    for (const stored of runs.values()) {
      const missing = memoryOnly || stored.refused ? stored.run.log.length - stored.n : 0;
      if (missing <= 0) continue;
      rows += missing;
      runIds.push(stored.run.record.runId);
    }
    if (rows === reported) return;
    reported = rows;
    persistence.reportUnsaved(rows, runIds);
  };

  const settle = (stored: Stored) => {
    const done = memoryOnly || stored.refused;
    stored.waiters = stored.waiters.filter((waiter) => {
      if (!done && (stored.n < waiter.until || !stored.headStored)) return true;
      waiter.resolve();
      return false;
    });
  };
  const pending = () =>
    [...runs.values()].find((stored) => !stored.refused && (!stored.headStored || stored.n < stored.run.log.length));

  /** Writes the next batch of one run; updates what is stored when the transaction committed. */
  const writeNext = async (stored: Stored) => {
    await beforeBatch?.();
    // Forgotten, or a failure elsewhere stopped all writes, while the batch waited.
    if (runs.get(stored.run.record.runId) !== stored || memoryOnly) return;
    const { run } = stored;
    const runId = run.record.runId;
    const to = Math.min(run.log.length, stored.n + batchRows);
    const next = { ...stored, codes: new Set(stored.codes) };
    const rows: LogRow[] = [];
    for (let i = stored.n; i < to; i++) {
      const event = run.log[i]!;
      const n = i + 1;
      for (const code of recordEventCodes(event)) next.codes.add(code);
      if (event.type === 'call') {
        next.calls += 1;
        next.events += event.call.events.length;
        rows.push({ runId, n, event, c: next.calls });
        continue;
      }
      rows.push({ runId, n, event });
      if (event.type === 'live-event' || event.type === 'page-events') {
        const count = event.type === 'live-event' ? 1 : event.events.length;
        next.events += count;
        next.otherEvents += count;
      } else {
        if (event.type === 'conversation') next.conversationN = n;
        next.head = applyRunRecordEvent(next.head, event);
      }
    }
    // Catalog test calls have no end of their own: a batch that reaches the log's end stores all of them.
    const complete = reachedEnd(next.head) || (next.head.kind === 'catalog' && to === run.log.length);
    const outcome = await persistence.writeBatch(headRow(next, to, complete), rows);
    if (runs.get(runId) !== stored) return;
    if (outcome === 'written') Object.assign(stored, { ...next, waiters: stored.waiters, n: to, headStored: true });
    else if (outcome === 'refused') stored.refused = true;
    else memoryOnly = true;
    if (outcome !== 'written') lossy = true;
    if (outcome !== 'written' || to >= run.log.length) onStored?.(runId);
  };

  /** The head row of `prefix` (the first `logLength` log rows stored). */
  const headRow = (prefix: Stored, logLength: number, complete: boolean): RunHeadRow => ({
    runId: prefix.run.record.runId,
    format: RECORD_ROW_FORMAT,
    head: headOf(prefix.head),
    calls: prefix.calls,
    events: prefix.events,
    codes: [...prefix.codes].sort(),
    logLength,
    lastActivityAt: now(),
    complete,
    otherEvents: prefix.otherEvents,
    ...(prefix.conversationN !== undefined ? { conversationN: prefix.conversationN } : {}),
  });
  const markDue = (stored: Stored) =>
    stored.refused && stored.headStored && !stored.frozen && stored.markKey !== refusalMarkKey(stored.run);
  /** Writes a refused run's mark (once for each mark key); a run with no head row stored has none. */
  const writeMark = async (stored: Stored) => {
    const { run } = stored;
    stored.markKey = refusalMarkKey(run);
    const mark = refusalMarkOf(run, now());
    const outcome = await persistence.writeMark(run.record.runId, mark);
    if (runs.get(run.record.runId) !== stored || outcome !== 'written') return;
    stored.mark = mark;
    onStored?.(run.record.runId);
  };

  const drain = async () => {
    for (let stored = pending(); stored && !memoryOnly; stored = pending()) await writeNext(stored);
    for (const stored of [...runs.values()]) if (!memoryOnly && markDue(stored)) await writeMark(stored);
  };
  /** On a later task: writes what is pending (nothing once IndexedDB is unavailable), then settles. */
  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      writing = (writing ?? Promise.resolve())
        .then(drain)
        .catch(() => undefined)
        .finally(() => {
          reportLost();
          for (const stored of runs.values()) settle(stored);
        });
    }, 0);
  };
  /** Resolves once no batch is scheduled or in flight. */
  const everything = async () => {
    for (;;) {
      if (timer !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        continue;
      }
      const current = writing;
      if (!current) return;
      await current;
      if (writing === current && timer === undefined) return;
    }
  };

  return {
    track(run, storedRows, mark) {
      runs.set(run.record.runId, {
        run,
        n: storedRows,
        calls: storedRows > 0 ? run.calls.length : 0,
        events: storedRows > 0 ? run.events.length : 0,
        otherEvents: storedRows > 0 ? run.record.events.length : 0,
        codes: storedRows > 0 ? new Set(run.codes) : new Set(),
        head: storedRows > 0 ? run.record : createRunRecord(startOf(run.record)),
        refused: mark !== undefined,
        headStored: storedRows > 0 || mark !== undefined,
        waiters: [],
        ...(mark ? { mark, frozen: true } : {}),
      });
      if (storedRows === 0 || storedRows < run.log.length || lossy) schedule();
    },
    changed(run) {
      if (runs.has(run.record.runId)) schedule();
    },
    storage(run) {
      const stored = runs.get(run.record.runId);
      if (memoryOnly) return 'memory';
      if (!stored) return undefined;
      if (stored.refused && !stored.headStored) return 'memory';
      if (stored.refused || (run.record.status === 'interrupted' && !reachedEnd(run.record))) return 'partial';
      return stored.n < run.log.length || !stored.headStored ? 'saving' : 'saved';
    },
    refusal(run) {
      const stored = runs.get(run.record.runId);
      if (!stored?.refused || !stored.headStored || memoryOnly) return undefined;
      return {
        runCalls: stored.frozen ? (stored.mark?.calls ?? stored.calls) : run.calls.length,
        savedCalls: stored.calls,
      };
    },
    isStored(run) {
      const stored = runs.get(run.record.runId);
      if (!stored) return true;
      return !memoryOnly && !stored.refused && stored.headStored && stored.n >= run.log.length;
    },
    waitFor(run) {
      const stored = runs.get(run.record.runId);
      if (!stored) return Promise.resolve();
      const waited = new Promise<void>((resolve) => stored.waiters.push({ until: run.log.length, resolve }));
      // After a failure the wait ends at the next settle, once what is lost has been reported.
      if (!lossy) settle(stored);
      schedule();
      return waited;
    },
    async flushAll() {
      schedule();
      await everything();
    },
    async forget(runId) {
      const stored = runs.get(runId);
      runs.delete(runId);
      if (lossy) schedule();
      for (const waiter of stored?.waiters ?? []) waiter.resolve();
      await everything();
    },
  };
}
