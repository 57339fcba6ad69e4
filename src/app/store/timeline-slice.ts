/**
 * Timeline slice (DESIGN §4.6): the full timeline of a run lives in the worker and is
 * paged into the virtual list; the store keeps only a bounded live tail (`timeline`, the latest
 * `maxTimelineEvents` events, oldest dropped on append), a revision counter the views re-read the
 * worker on, which run the timeline shows, and the replay position. Harness events and page-made events
 * (lanes model/loop) carry their own seq counters, so an entry's key is runId + origin + seq.
 */
import type { StateCreator } from 'zustand';
import type { TimelineEvent } from '../../contract';
import type { ConsoleState } from './index';

/** Who numbered the event: the harness (worker) or the page (agent loop). */
export type TimelineOrigin = 'harness' | 'page';

/** One stored event with its stable key. */
export interface TimelineEntry {
  /** `${runId}/${origin}/${seq}` — unique within the window. */
  key: string;
  origin: TimelineOrigin;
  event: TimelineEvent;
}

/** Default bound of the live tail, in events (the worker holds the full timeline). */
const DEFAULT_MAX_TIMELINE_EVENTS = 2000;

/** Replay of a stored or imported run: the calls revealed so far. */
export interface ReplayState {
  runId: string;
  /** Index of the current call (0-based); calls 0 … position are shown. */
  position: number;
  /** Calls in the run. */
  total: number;
}

/** Timeline state and its actions. */
export interface TimelineSlice {
  timeline: TimelineEntry[];
  /** Bound of `timeline`, in events. */
  maxTimelineEvents: number;
  /** The latest `MAX_RUN_LEVEL_EVENTS` entries that belong to no call (model turns, release, live events). */
  runLevelEvents: TimelineEntry[];
  /** Bumped on every append or clear: views re-read the worker's pages when it changes. */
  timelineRevision: number;
  /** The stored or imported run the timeline shows; null → the current run. */
  viewedRunId: string | null;
  /** The replay in progress, or null. */
  replay: ReplayState | null;
  /** Appends events in order; an event whose key is already present is skipped; oldest dropped past the bound. */
  appendTimelineEvents(events: readonly TimelineEvent[], origin: TimelineOrigin): void;
  /** `appendTimelineEvents` for events of mixed origins, in order (one store update for all of them). */
  appendTimelineEntries(entries: readonly { event: TimelineEvent; origin: TimelineOrigin }[]): void;
  clearTimeline(): void;
  /** Shows a stored run (null → back to the current run); ends any replay. */
  viewRun(runId: string | null): void;
  /** Starts, moves (position clamped to 0 … total-1) or ends (null) the replay. */
  setReplay(replay: ReplayState | null): void;
}

/** Run-level entries kept beside the tail (so a live run's call events never re-filter the tail). */
export const MAX_RUN_LEVEL_EVENTS = 40;

/**
 * The keys of a `timeline` array, cached per array so an append costs O(added + dropped), not O(window):
 * the set is handed on to the next array (the previous one is no longer the state).
 */
const keysOf = new WeakMap<TimelineEntry[], Set<string>>();

/** Returns the key of an event (runId + origin + seq). */
function timelineKey(event: TimelineEvent, origin: TimelineOrigin): string {
  return `${event.runId}/${origin}/${event.seq}`;
}

/** Creates the timeline slice. */
export const createTimelineSlice: StateCreator<ConsoleState, [], [], TimelineSlice> = (set, get) => ({
  timeline: [],
  maxTimelineEvents: DEFAULT_MAX_TIMELINE_EVENTS,
  runLevelEvents: [],
  timelineRevision: 0,
  viewedRunId: null,
  replay: null,
  appendTimelineEvents: (events, origin) => get().appendTimelineEntries(events.map((event) => ({ event, origin }))),
  appendTimelineEntries: (entries) =>
    set((state) => {
      if (entries.length === 0) return state;
      const seen = keysOf.get(state.timeline) ?? new Set(state.timeline.map((entry) => entry.key));
      const added: TimelineEntry[] = [];
      for (const { event, origin } of entries) {
        const key = timelineKey(event, origin);
        if (seen.has(key)) continue;
        seen.add(key);
        added.push({ key, origin, event });
      }
      if (added.length === 0) return state;
      const joined = [...state.timeline, ...added];
      const overflow = joined.length - state.maxTimelineEvents;
      for (const dropped of joined.slice(0, Math.max(0, overflow))) seen.delete(dropped.key);
      const next = overflow > 0 ? joined.slice(overflow) : joined;
      keysOf.set(next, seen);
      const runLevel = added.filter((entry) => entry.event.callId === undefined);
      return {
        timeline: next,
        timelineRevision: state.timelineRevision + 1,
        ...(runLevel.length > 0
          ? { runLevelEvents: [...state.runLevelEvents, ...runLevel].slice(-MAX_RUN_LEVEL_EVENTS) }
          : {}),
      };
    }),
  clearTimeline: () =>
    set((state) => ({ timeline: [], runLevelEvents: [], timelineRevision: state.timelineRevision + 1 })),
  viewRun: (viewedRunId) => set({ viewedRunId, replay: null }),
  setReplay: (replay) =>
    set({
      replay: replay && {
        ...replay,
        position: Math.min(Math.max(0, replay.total - 1), Math.max(0, replay.position)),
      },
    }),
});
