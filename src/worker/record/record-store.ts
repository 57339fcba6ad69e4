/**
 * The record store: every run's record (DESIGN.md §8) in memory as a RunTimeline (the record and its
 * indexes), written to IndexedDB as it goes in bounded batches (record-flusher.ts: each record event and
 * a head row that counts only what is stored) so runs survive a reload, and a run cut short by a reload
 * is listed with what storage holds of it (`storage: 'partial'`). The worker entry feeds it from the harness (`startRun`, each `invoke`
 * result, `endRun`, live events) and lists a run's calls by the n of their callKey whatever order they
 * were answered in (call-order.ts); the page writes what only it knows (`write`). Runs read from storage
 * load lazily on first use; at most `MAX_LOADED_RUNS` finished runs stay in memory when persistence works.
 * A run still `running` when the worker went away is `interrupted`, stopped at its last recorded change;
 * catalog test calls are never interrupted: `done` there (unfinished-run.ts).
 * A stored run this build cannot read is listed with a note and never opened (stored-run-list.ts).
 * Imported runs are read-only. `onChange(runId)` tells the worker entry that a run-list row changed.
 */
import { interruptedCallRecords } from './restart-cancellations';
import type { InvokeRequest, InvokeResult } from '../../contract/harness-api';
import type { RecordCall, RunRecordEvent } from '../../contract/run-record';
import type { RunListItem } from '../../contract/timeline-api';
import { RunTimeline } from '../timeline/run-timeline';
import { ReplayCursor } from '../timeline/replay-cursor';
import { errorMessage } from '../../contract/error-message';
import type { RecordStore, RecordStoreOptions } from './record-store-api';
import { storedListItem, unreadableNote } from './stored-run-list';
import type { RunHeadRow, V1RunRow } from './record-rows';
import { createRecordFlusher } from './record-flusher';
import { restoreRun } from './record-restore';
import { isPagedRow, storedHead, StoredPages } from './stored-pages';
import { callNumberOf, createCallOrder } from './call-order';
import { unfinishedStatus } from './unfinished-run';

/** An answered call as `recordCall` gets it. */
interface AnsweredCall {
  request: InvokeRequest;
  result: InvokeResult;
}

/** Finished runs kept loaded in memory at once (others are read back from IndexedDB on use). */
const MAX_LOADED_RUNS = 6;
/** Runs whose replay cursor is kept (replay-cursor.ts). */
const MAX_REPLAY_CURSORS = 4;

export type { RecordStore, RecordStoreOptions } from './record-store-api';

/** Creates the store; see the module doc. */
export function createRecordStore(options: RecordStoreOptions = {}): RecordStore {
  const { persistence, onChange } = options;
  const now = options.now ?? Date.now;
  const loaded = new Map<string, RunTimeline>();
  const stored = new Map<string, RunHeadRow | V1RunRow>();
  // A run whose storage state changed (saving → saved, partial) is a run-list change too.
  const flusher = persistence
    ? createRecordFlusher(persistence, {
        now,
        batchRows: options.batchRows,
        onStored: (runId) => onChange?.(runId),
        beforeBatch: options.beforeBatch,
      })
    : undefined;
  /** The replay cursor of the runs replayed last (at most `MAX_REPLAY_CURSORS`). */
  const replays = new Map<string, ReplayCursor>();
  const paged = new Map<string, StoredPages>();
  const order = createCallOrder<AnsweredCall>();
  /** Stored runs whose rows could not be read back, with the list note saying so. */
  const broken = new Map<string, string>();
  let ready: Promise<void> | undefined;
  const load = () =>
    (ready ??= (async () => {
      for (const row of (await persistence?.loadRuns()) ?? []) if (!loaded.has(row.runId)) stored.set(row.runId, row);
    })());

  /** Applies record events to a run; `persist` → they are written (a batch on a later task) and announced. */
  const apply = (run: RunTimeline, events: readonly RunRecordEvent[], persist = true) => {
    for (const event of events) run.apply(event);
    if (!persist) return;
    flusher?.changed(run);
    onChange?.(run.record.runId);
  };
  const listItem = (run: RunTimeline): RunListItem => {
    const storage = flusher ? flusher.storage(run) : 'memory';
    const refused = flusher?.refusal(run);
    return { ...run.listItem(), ...(storage ? { storage } : {}), ...(refused ? { storageRefused: refused } : {}) };
  };
  const evict = () => {
    if (!persistence?.available || !flusher) return;
    const finished = [...loaded.values()].filter((run) => run.record.status !== 'running');
    for (const run of finished.slice(0, Math.max(0, finished.length - MAX_LOADED_RUNS))) {
      if (!flusher.isStored(run)) continue;
      loaded.delete(run.record.runId);
      void flusher.forget(run.record.runId);
      ready = undefined;
    }
  };
  const track = (run: RunTimeline) => {
    loaded.set(run.record.runId, run);
    flusher?.track(run, 0);
  };
  /**
   * Keeps a run read back from storage: tracked from what is stored; one never ended is `interrupted`
   * (catalog test calls: `done`) at its last stored change (unfinished-run.ts), or, when storage refused
   * the rest of it, has the status and question its refusal mark holds (refusal-mark.ts).
   */
  const keepRestored = (row: RunHeadRow | V1RunRow, run: RunTimeline, storedRows: number | undefined) => {
    loaded.set(row.runId, run);
    const paged = isPagedRow(row) && row.complete !== true ? row : undefined;
    const mark = paged?.refused;
    if (storedRows !== undefined) flusher?.track(run, storedRows, mark);
    if (run.record.status !== 'running') return;
    if (paged && mark) {
      // What the mark says the run reached; the stored prefix is not written again.
      const head = storedHead(paged);
      const end = { type: 'status' as const, status: head.status, at: head.endedAt ?? mark.at, inferred: true };
      const question = run.record.questions.length === 0 ? head.questions[0] : undefined;
      apply(run, question === undefined ? [end] : [{ type: 'question', text: question }, end], false);
      return;
    }
    const at = 'lastActivityAt' in row ? row.lastActivityAt : now();
    const status = unfinishedStatus(run.record.kind);
    apply(run, [{ type: 'status', status, at, inferred: true }], storedRows !== undefined);
  };
  const open = async (runId: string): Promise<RunTimeline | undefined> => {
    const live = loaded.get(runId);
    if (live) {
      loaded.delete(runId); // re-insert: Map order is the LRU order
      loaded.set(runId, live);
      return live;
    }
    await load();
    const row = stored.get(runId);
    if (!row || !persistence || unreadableNote(row) !== undefined || broken.has(runId)) return undefined;
    let restored: Awaited<ReturnType<typeof restoreRun>>;
    try {
      restored = await restoreRun(row, persistence);
    } catch (error) {
      broken.set(
        runId,
        `Stored in a form this console could not read back (${errorMessage(error)}); it cannot be opened.`,
      );
      return undefined;
    }
    if (loaded.has(runId)) return loaded.get(runId);
    stored.delete(runId);
    paged.delete(runId);
    keepRestored(row, restored.run, restored.storedRows);
    evict();
    return restored.run;
  };
  /** Records answered calls, given in callKey order (call-order.ts), each at the next position. */
  const applyCalls = (run: RunTimeline, answered: readonly AnsweredCall[]) => {
    if (answered.length === 0) return;
    apply(
      run,
      answered.map(({ request, result }, i) => {
        const replayed = result.events.some((e) => e.stage === 'supports' && e.detail?.replayed === true);
        const call: RecordCall = {
          callKey: result.callKey,
          index: run.calls.length + i + 1,
          callId: result.toolCallId,
          ...(request.turnId !== undefined ? { turnId: request.turnId } : {}),
          toolName: request.toolName,
          argumentsText: typeof request.argumentsText === 'string' ? request.argumentsText : '',
          observation: result.observation,
          events: result.events,
          ...(replayed ? { replayed } : {}),
        };
        return { type: 'call' as const, call };
      }),
    );
  };
  const writable = async (runId: string) => {
    const run = await open(runId);
    return run && run.record.kind !== 'imported' ? run : undefined;
  };

  return {
    startRun(start) {
      const run = new RunTimeline(start);
      track(run);
      onChange?.(start.runId);
      evict();
    },
    recordCall(request, result) {
      const run = loaded.get(request.runId);
      if (!run || run.record.kind === 'imported' || !result.callKey) return;
      applyCalls(run, order.arrive(request.runId, callNumberOf(result.callKey), { request, result }));
    },
    endRun(runId, endedAt) {
      const run = loaded.get(runId);
      if (!run || run.record.kind === 'imported') return;
      applyCalls(run, order.release(runId));
      apply(run, [{ type: 'ended', at: endedAt }]);
    },
    addLiveEvent(event) {
      const run = loaded.get(event.runId);
      if (run && run.record.kind !== 'imported') apply(run, [{ type: 'live-event', event }]);
    },
    async write(runId, events) {
      const run = await writable(runId);
      if (!run)
        return {
          applied: 0,
          refused: events.map((_, index) => ({ index, message: `Run ${runId} does not exist or is read-only.` })),
        };
      apply(
        run,
        events.map((event) =>
          event.type === 'page-events' ? { ...event, events: event.events.map((e) => ({ ...e, runId })) } : event,
        ),
      );
      return { applied: events.length, refused: [] };
    },
    async recordInterrupted(runId, calls, reason) {
      const run = await writable(runId);
      if (run) applyCalls(run, order.release(runId));
      if (!run || calls.length === 0) return 0;
      const records = interruptedCallRecords(
        runId,
        run.calls.length + 1,
        calls,
        reason,
        Math.max(0, now() - run.record.startedAt),
      );
      apply(
        run,
        records.map((call) => ({ type: 'call' as const, call })),
      );
      return records.length;
    },
    async listRuns() {
      await load();
      const items = [...loaded.values()].map(listItem);
      for (const row of stored.values()) {
        const item = storedListItem(row);
        const note = broken.get(row.runId);
        items.push(note === undefined ? item : { ...item, note });
      }
      return items.sort((a, b) => b.startedAt - a.startedAt);
    },
    open,
    async readAt(runId, afterCall, read) {
      const run = await open(runId);
      if (!run) return undefined;
      if (afterCall === undefined || !Number.isFinite(afterCall) || afterCall >= run.calls.length) return read(run);
      let cursor = replays.get(runId);
      if (!cursor || cursor.run !== run || cursor.madeAt !== run.version) cursor = new ReplayCursor(run);
      replays.delete(runId); // re-insert: Map order is the LRU order
      replays.set(runId, cursor);
      if (replays.size > MAX_REPLAY_CURSORS) replays.delete(replays.keys().next().value!);
      cursor.moveTo(afterCall);
      // Read at once: the cursor is shared, and the next read may move it.
      return read(cursor);
    },
    async pages(runId) {
      if (loaded.has(runId) || !persistence) return undefined;
      await load();
      const row = stored.get(runId);
      if (!row || !isPagedRow(row) || unreadableNote(row) !== undefined || broken.has(runId)) return undefined;
      let pages = paged.get(runId);
      if (!pages || pages.row !== row) {
        pages = new StoredPages(row, persistence);
        paged.set(runId, pages);
        if (paged.size > 4) paged.delete(paged.keys().next().value!);
      }
      return pages;
    },
    async flushRun(runId) {
      const run = loaded.get(runId);
      if (run) await flusher?.waitFor(run);
    },
    importRun(start, events) {
      const run = new RunTimeline(start);
      track(run);
      apply(run, events);
      evict();
    },
    async deleteRun(runId) {
      await load();
      const found = loaded.delete(runId) || stored.delete(runId);
      broken.delete(runId);
      order.forget(runId);
      replays.delete(runId);
      paged.delete(runId);
      await flusher?.forget(runId);
      if (found) await persistence?.deleteRun(runId);
      return found;
    },
    async flush() {
      await flusher?.flushAll();
    },
  };
}
