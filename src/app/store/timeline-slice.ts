/**
 * Timeline slice (DESIGN §4.6, §8): the run's full timeline lives in the worker's run record and is paged
 * into the views; the store keeps no copy of it. It keeps the run's latest events that belong to no
 * call's journey (`runEvents`: page lanes model/loop/release and live events — approval, progress, MCP;
 * a call's journey stages arrive with its observation, observation-slice.ts), a revision counter the
 * views re-read the worker on, which run is viewed, and the replay position. Harness events and
 * page-made events carry their own seq counters, so an entry's key is runId + origin + seq.
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
  /** The latest `MAX_RUN_EVENTS` events outside a call's journey (page lanes, live events), oldest first. */
  runEvents: TimelineEntry[];
  /** Bumped on every append or clear: views re-read the worker's pages when it changes. */
  timelineRevision: number;
  /** The stored or imported run the timeline shows; null → the current run. */
  viewedRunId: string | null;
  /** The replay in progress, or null. */
  replay: ReplayState | null;
  /**
   * Adds events outside a call's journey (an entry whose key is present is skipped; the oldest dropped past
   * the bound) and bumps the revision when anything was added or `callsAdded` > 0.
   */
  appendRunEvents(entries: readonly { event: TimelineEvent; origin: TimelineOrigin }[], callsAdded?: number): void;
  /** Forgets the run events (a new run begins) and bumps the revision. */
  clearRunEvents(): void;
  /** Shows a stored run (null → back to the current run); ends any replay. */
  viewRun(runId: string | null): void;
  /** Starts, moves (position clamped to 0 … total-1) or ends (null) the replay. */
  setReplay(replay: ReplayState | null): void;
}

/** Run events kept (model turns, release, live events of the latest calls). */
export const MAX_RUN_EVENTS = 400;

/** Returns the key of an event (runId + origin + seq). */
function timelineKey(event: TimelineEvent, origin: TimelineOrigin): string {
  return `${event.runId}/${origin}/${event.seq}`;
}

/** Creates the timeline slice. */
export const createTimelineSlice: StateCreator<ConsoleState, [], [], TimelineSlice> = (set) => ({
  runEvents: [],
  timelineRevision: 0,
  viewedRunId: null,
  replay: null,
  appendRunEvents: (entries, callsAdded = 0) =>
    set((state) => {
      const seen = new Set(state.runEvents.map((entry) => entry.key));
      const added: TimelineEntry[] = [];
      for (const { event, origin } of entries) {
        const key = timelineKey(event, origin);
        if (seen.has(key)) continue;
        seen.add(key);
        added.push({ key, origin, event });
      }
      if (added.length === 0 && callsAdded === 0) return state;
      return {
        timelineRevision: state.timelineRevision + 1,
        ...(added.length > 0 ? { runEvents: [...state.runEvents, ...added].slice(-MAX_RUN_EVENTS) } : {}),
      };
    }),
  clearRunEvents: () => set((state) => ({ runEvents: [], timelineRevision: state.timelineRevision + 1 })),
  viewRun: (viewedRunId) => set({ viewedRunId, replay: null }),
  setReplay: (replay) =>
    set({
      replay: replay && {
        ...replay,
        position: Math.min(Math.max(0, replay.total - 1), Math.max(0, replay.position)),
      },
    }),
});
