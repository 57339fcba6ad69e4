/**
 * The record store: every run's record (DESIGN.md §8) in memory as a RunTimeline (the record and its
 * indexes), written through to IndexedDB as it goes (record-persistence.ts: the head row and each record
 * event) so runs survive a reload. The worker entry feeds it from the harness (`startRun`, each `invoke`
 * result, `endRun`, live events); the page writes what only it knows (`write`). Runs read from storage
 * load lazily on first use; at most `MAX_LOADED_RUNS` finished runs stay in memory when persistence works.
 * A run still `running` when the worker went away is `interrupted`, stopped at its last recorded change.
 * A stored run this build cannot read is listed with a note and never opened (stored-run-list.ts).
 * Imported runs are read-only. `onChange(runId)` tells the worker entry that a run-list row changed.
 */
import { interruptedCallRecords, type InterruptedCall } from './restart-cancellations';
import type { InvokeRequest, InvokeResult } from '../../contract/harness-api';
import type { PageRecordEvent, RunRecordEvent, RunRecordStart } from '../../contract/run-record';
import type { RecordWriteResult } from '../../contract/run-record-api';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RunListItem } from '../../contract/timeline-api';
import { RunTimeline, timelineAfterCall } from '../timeline/run-timeline';
import { errorMessage } from '../../contract/error-message';
import { storedListItem, unreadableNote } from './stored-run-list';
import type { RecordPersistence } from './record-persistence';
import { eventsFromParts, kindOfV1, RECORD_ROW_FORMAT, type RunHeadRow, type V1RunRow } from './record-rows';

/** Finished runs kept loaded in memory at once (others are read back from IndexedDB on use). */
const MAX_LOADED_RUNS = 6;

export interface RecordStore {
  startRun(start: RunRecordStart): void;
  recordCall(request: InvokeRequest, result: InvokeResult): void;
  endRun(runId: string, endedAt: number): void;
  /** A live event (approval, progress) of a known run; others are ignored. */
  addLiveEvent(event: TimelineEvent): void;
  /** Applies the page's events to a run's record (events already checked by the caller). */
  write(runId: string, events: readonly PageRecordEvent[]): Promise<RecordWriteResult>;
  /** Records calls cut short by a worker restart as CANCELLED (restart-cancellations.ts); returns how many. */
  recordInterrupted(runId: string, calls: readonly InterruptedCall[], reason: string): Promise<number>;
  listRuns(): Promise<RunListItem[]>;
  /** The run's record; with `afterCall`, as it stood after that call (replay). */
  open(runId: string, afterCall?: number): Promise<RunTimeline | undefined>;
  /** Adds a whole read-only run (an imported trace) from its record events. */
  importRun(start: RunRecordStart, events: readonly RunRecordEvent[]): void;
  deleteRun(runId: string): Promise<boolean>;
  flush(): Promise<void>;
}

/** Options: persistence (absent → memory only, as in Node tests), the clock, and the change callback. */
export interface RecordStoreOptions {
  persistence?: RecordPersistence;
  now?: () => number;
  onChange?: (runId: string) => void;
}

/** Creates the store; see the module doc. */
export function createRecordStore(options: RecordStoreOptions = {}): RecordStore {
  const { persistence, onChange } = options;
  const now = options.now ?? Date.now;
  const loaded = new Map<string, RunTimeline>();
  const stored = new Map<string, RunHeadRow | V1RunRow>();
  const dirty = new Set<RunTimeline>();
  const replays = new Map<string, { afterCall: number; version: number; run: RunTimeline }>();
  /** Stored runs whose rows could not be read back, with the list note saying so. */
  const broken = new Map<string, string>();
  let ready: Promise<void> | undefined;
  const load = () =>
    (ready ??= (async () => {
      for (const row of (await persistence?.loadRuns()) ?? []) if (!loaded.has(row.runId)) stored.set(row.runId, row);
    })());

  const headRow = (run: RunTimeline): RunHeadRow => {
    const { calls: _c, events: _e, ...head } = run.record;
    const item = run.listItem();
    return {
      runId: head.runId,
      format: RECORD_ROW_FORMAT,
      head,
      calls: item.calls,
      events: item.events,
      codes: item.codes,
      logLength: run.log.length,
      lastActivityAt: now(),
    };
  };
  const writeDirty = () => {
    for (const run of dirty) persistence?.putRun(headRow(run));
    dirty.clear();
  };
  const changed = (run: RunTimeline) => {
    if (persistence) {
      if (dirty.size === 0) setTimeout(writeDirty, 0);
      dirty.add(run);
    }
    onChange?.(run.record.runId);
  };
  /** Applies record events to a run and persists each as the next log row. */
  const apply = (run: RunTimeline, events: readonly RunRecordEvent[], persist = true) => {
    for (const event of events) {
      run.apply(event);
      if (persist) persistence?.putLog(run.record.runId, run.log.length, event);
    }
    if (persist) changed(run);
  };
  const evict = () => {
    if (!persistence?.available) return;
    const finished = [...loaded.values()].filter((run) => run.record.status !== 'running');
    for (const run of finished.slice(0, Math.max(0, finished.length - MAX_LOADED_RUNS))) {
      if (dirty.has(run)) continue;
      stored.set(run.record.runId, headRow(run));
      loaded.delete(run.record.runId);
    }
  };
  /** Reads a stored run back into memory (version 2 from its log; version 1 from its calls and events). */
  const restore = async (row: RunHeadRow | V1RunRow): Promise<RunTimeline> => {
    if (row.format === RECORD_ROW_FORMAT) {
      const run = new RunTimeline(row.head);
      apply(run, await persistence!.loadLog(row.runId), false);
      if (run.record.status === 'running')
        apply(run, [{ type: 'status', status: 'interrupted', at: row.lastActivityAt, inferred: true }]);
      return run;
    }
    const v1 = row;
    const kind = kindOfV1(v1);
    const { calls, events } = await persistence!.loadV1(row.runId);
    const run = new RunTimeline({
      runId: row.runId,
      kind,
      startedAt: v1.startedAt,
      ...(v1.planMode !== undefined ? { planMode: v1.planMode } : {}),
      ...(v1.budgets ? { budgets: v1.budgets } : {}),
      ...(v1.descriptors ? { descriptors: v1.descriptors } : {}),
    });
    apply(
      run,
      eventsFromParts({
        runId: row.runId,
        kind,
        status: v1.status === 'running' ? 'interrupted' : v1.status,
        endedAt: v1.endedAt ?? v1.startedAt,
        questions: v1.question !== undefined ? [v1.question] : [],
        ...(v1.provider !== undefined ? { provider: v1.provider } : {}),
        ...(v1.model !== undefined ? { model: v1.model } : {}),
        turns: v1.turns ?? [],
        calls: calls.sort((a, b) => a.index - b.index),
        events,
      }),
      false,
    );
    return run;
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
    let run: RunTimeline;
    try {
      run = await restore(row);
    } catch (error) {
      broken.set(
        runId,
        `Stored in a form this console could not read back (${errorMessage(error)}); it cannot be opened.`,
      );
      return undefined;
    }
    if (loaded.has(runId)) return loaded.get(runId);
    stored.delete(runId);
    loaded.set(runId, run);
    evict();
    return run;
  };
  const writable = async (runId: string) => {
    const run = await open(runId);
    return run && run.record.kind !== 'imported' ? run : undefined;
  };

  return {
    startRun(start) {
      const run = new RunTimeline(start);
      loaded.set(start.runId, run);
      changed(run);
      evict();
    },
    recordCall(request, result) {
      const run = loaded.get(request.runId);
      if (!run || run.record.kind === 'imported' || !result.callKey) return;
      const index = run.calls.length + 1;
      const replayed = result.events.some((e) => e.stage === 'supports' && e.detail?.replayed === true);
      const call = {
        callKey: result.callKey,
        index,
        callId: result.toolCallId,
        ...(request.turnId !== undefined ? { turnId: request.turnId } : {}),
        toolName: request.toolName,
        argumentsText: typeof request.argumentsText === 'string' ? request.argumentsText : '',
        observation: result.observation,
        events: result.events,
        ...(replayed ? { replayed } : {}),
      };
      apply(run, [{ type: 'call', call }]);
    },
    endRun(runId, endedAt) {
      const run = loaded.get(runId);
      if (run && run.record.kind !== 'imported') apply(run, [{ type: 'ended', at: endedAt }]);
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
      const items = [...loaded.values()].map((run) => run.listItem());
      for (const row of stored.values()) {
        const item = storedListItem(row);
        const note = broken.get(row.runId);
        items.push(note === undefined ? item : { ...item, note });
      }
      return items.sort((a, b) => b.startedAt - a.startedAt);
    },
    async open(runId, afterCall) {
      const run = await open(runId);
      if (!run || afterCall === undefined || !Number.isFinite(afterCall)) return run;
      const k = Math.max(0, Math.floor(afterCall));
      const cached = replays.get(runId);
      if (cached && cached.afterCall === k && cached.version === run.version) return cached.run;
      const prefix = timelineAfterCall(run, k);
      replays.set(runId, { afterCall: k, version: run.version, run: prefix });
      if (replays.size > 4) replays.delete(replays.keys().next().value!);
      return prefix;
    },
    importRun(start, events) {
      const run = new RunTimeline(start);
      loaded.set(start.runId, run);
      apply(run, events);
      evict();
    },
    async deleteRun(runId) {
      await load();
      const found = loaded.delete(runId) || stored.delete(runId);
      broken.delete(runId);
      replays.delete(runId);
      for (const run of dirty) if (run.record.runId === runId) dirty.delete(run);
      if (found) await persistence?.deleteRun(runId);
      return found;
    },
    async flush() {
      writeDirty();
      await persistence?.flush();
    },
  };
}
