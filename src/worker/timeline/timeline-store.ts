/**
 * The timeline store: every run's full timeline in memory (RunTimeline),
 * written through to IndexedDB (timeline-persistence.ts) so runs survive a reload. The worker entry feeds
 * it from the harness (`startRun`, each `invoke` result, `endRun`, live events); the page adds its own
 * events and the conversation. Runs read from storage load lazily on first use; at most
 * `MAX_LOADED_RUNS` finished runs stay in memory when persistence works. A run still `running` when the
 * worker went away is listed as `interrupted`. Imported runs are read-only.
 */
import { isUnknownArray } from '../../contract/guards';
import type { InvokeRequest, InvokeResult } from '../../contract/harness-api';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RunListItem, RunMeta } from '../../contract/timeline-api';
import { type CallRecord, type RunRecord, RunTimeline } from './run-timeline';
import type { TimelinePersistence } from './timeline-persistence';

/** Finished runs kept loaded in memory at once (others are read back from IndexedDB on use). */
const MAX_LOADED_RUNS = 6;
/** Least time between two writes of a run's row while its calls and events come in, in milliseconds. */
const RUN_ROW_INTERVAL_MS = 1_000;

/** A stored run row: the facts plus the counts the run list shows without loading the timeline. */
type StoredRun = RunRecord & { calls?: number; events?: number; codes?: string[] };

export interface TimelineStore {
  startRun(run: Omit<RunRecord, 'status' | 'turns'>): void;
  recordCall(request: InvokeRequest, result: InvokeResult): void;
  endRun(runId: string, endedAt: number): void;
  /** A live event (approval, progress, server state) of a known run; others are ignored. */
  addLiveEvent(event: TimelineEvent): void;
  appendPageEvents(runId: string, events: readonly TimelineEvent[]): Promise<void>;
  recordMeta(runId: string, meta: RunMeta): Promise<void>;
  listRuns(): Promise<RunListItem[]>;
  open(runId: string): Promise<RunTimeline | undefined>;
  /** Adds a whole read-only run (an imported trace). */
  importRun(record: RunRecord, calls: CallRecord[], events: TimelineEvent[]): void;
  deleteRun(runId: string): Promise<boolean>;
  flush(): Promise<void>;
}

/** Creates the store; without persistence everything stays in memory (Node tests, no IndexedDB). */
export function createTimelineStore(persistence?: TimelinePersistence): TimelineStore {
  const loaded = new Map<string, RunTimeline>();
  const stored = new Map<string, StoredRun>();
  const dirty = new Set<RunTimeline>();
  let ready: Promise<void> | undefined;
  const load = () =>
    (ready ??= (async () => {
      for (const row of (await persistence?.loadRuns()) ?? []) {
        if (loaded.has(row.runId)) continue;
        stored.set(row.runId, row.status === 'running' ? { ...row, status: 'interrupted' } : row);
      }
    })());

  const persistRun = (run: RunTimeline) => {
    if (!persistence) return;
    if (dirty.size === 0) setTimeout(writeDirty, 0);
    dirty.add(run);
  };
  // The run row holds the conversation (every tool call's argument text): written per call it would
  // cost O(run length) per call, so while calls come in it is written at most every RUN_ROW_INTERVAL_MS.
  const late = new Set<RunTimeline>();
  let lateTimer: ReturnType<typeof setTimeout> | undefined;
  const persistRunSoon = (run: RunTimeline) => {
    if (!persistence) return;
    const wait = (rowWrittenAt.get(run) ?? -Infinity) + RUN_ROW_INTERVAL_MS - Date.now();
    if (wait <= 0) return persistRun(run);
    late.add(run);
    lateTimer ??= setTimeout(() => {
      lateTimer = undefined;
      for (const waiting of late) persistRun(waiting);
      late.clear();
    }, wait);
  };
  const rowWrittenAt = new WeakMap<RunTimeline, number>();
  const writeDirty = () => {
    for (const run of late) dirty.add(run);
    late.clear();
    for (const run of dirty) {
      rowWrittenAt.set(run, Date.now());
      const item = run.listItem();
      persistence?.putRun({ ...run.meta, calls: item.calls, events: item.events, codes: item.codes } as StoredRun);
    }
    dirty.clear();
  };
  const evict = () => {
    if (!persistence?.available) return;
    const finished = [...loaded.values()].filter((run) => run.meta.status !== 'running');
    for (const run of finished.slice(0, Math.max(0, finished.length - MAX_LOADED_RUNS))) {
      if (dirty.has(run)) continue;
      const item = run.listItem();
      stored.set(run.meta.runId, { ...run.meta, calls: item.calls, events: item.events, codes: item.codes });
      loaded.delete(run.meta.runId);
    }
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
    if (!row || !persistence) return undefined;
    const { calls: _c, events: _e, codes: _k, ...meta } = row;
    const run = new RunTimeline(meta);
    const { calls, events } = await persistence.loadTimeline(runId);
    if (loaded.has(runId)) return loaded.get(runId);
    for (const call of calls.sort((a, b) => a.index - b.index)) run.addCall(call);
    run.addOtherEvents(events);
    stored.delete(runId);
    loaded.set(runId, run);
    evict();
    return run;
  };
  const writable = async (runId: string) => {
    const run = await open(runId);
    return run && !run.meta.imported ? run : undefined;
  };

  return {
    startRun(facts) {
      const run = new RunTimeline({ ...facts, status: 'running', turns: [] });
      loaded.set(facts.runId, run);
      persistRun(run);
      evict();
    },
    recordCall(request, result) {
      const run = loaded.get(request.runId);
      if (!run || run.meta.imported) return;
      const call = run.addCall({
        callId: result.toolCallId,
        ...(request.turnId !== undefined ? { turnId: request.turnId } : {}),
        toolName: request.toolName,
        argumentsText: request.argumentsText,
        observation: result.observation,
        events: result.events,
      });
      const { summary: _s, searchText: _t, ...record } = call;
      persistence?.putCall(request.runId, record);
      persistRunSoon(run);
    },
    endRun(runId, endedAt) {
      const run = loaded.get(runId);
      if (!run || run.meta.imported) return;
      run.meta.endedAt = endedAt;
      if (run.meta.status === 'running') run.meta.status = 'done';
      persistRun(run);
    },
    addLiveEvent(event) {
      const run = loaded.get(event.runId);
      if (!run || run.meta.imported) return;
      run.addOtherEvents([event]);
      persistence?.putEvent(event.runId, run.otherEvents.length, event);
      persistRunSoon(run);
    },
    async appendPageEvents(runId, events) {
      const run = await writable(runId);
      // The page may send anything over Comlink: only an array is appended.
      if (!run || !isUnknownArray(events)) return;
      const stamped = events.map((event) => ({ ...event, runId }));
      const first = run.otherEvents.length;
      run.addOtherEvents(stamped);
      stamped.forEach((event, i) => persistence?.putEvent(runId, first + i + 1, event));
      persistRunSoon(run);
    },
    async recordMeta(runId, meta) {
      const run = await writable(runId);
      if (!run) return;
      for (const key of ['question', 'provider', 'model', 'status', 'turns'] as const) {
        if (meta[key] !== undefined) (run.meta as unknown as Record<string, unknown>)[key] = meta[key];
      }
      persistRun(run);
    },
    async listRuns() {
      await load();
      const items = [...loaded.values()].map((run) => run.listItem());
      for (const row of stored.values()) {
        const { runId, question, provider, model, startedAt, endedAt, status, imported } = row;
        items.push({
          runId,
          startedAt,
          status,
          calls: row.calls ?? 0,
          events: row.events ?? 0,
          codes: row.codes ?? [],
          ...(question !== undefined ? { question } : {}),
          ...(provider !== undefined ? { provider } : {}),
          ...(model !== undefined ? { model } : {}),
          ...(endedAt !== undefined ? { endedAt } : {}),
          ...(imported ? { imported } : {}),
        });
      }
      return items.sort((a, b) => b.startedAt - a.startedAt);
    },
    open,
    importRun(record, calls, events) {
      const run = new RunTimeline({ ...record, imported: true });
      for (const call of calls) run.addCall(call);
      run.addOtherEvents(events);
      loaded.set(record.runId, run);
      for (const call of calls) persistence?.putCall(record.runId, call);
      events.forEach((event, i) => persistence?.putEvent(record.runId, i + 1, event));
      persistRun(run);
      evict();
    },
    async deleteRun(runId) {
      await load();
      const found = loaded.delete(runId) || stored.delete(runId);
      for (const run of dirty) if (run.meta.runId === runId) dirty.delete(run);
      for (const run of late) if (run.meta.runId === runId) late.delete(run);
      if (found) await persistence?.deleteRun(runId);
      return found;
    },
    async flush() {
      writeDirty();
      await persistence?.flush();
    },
  };
}
