/**
 * Timeline slice: the window of timeline events on screen (DESIGN §4.6), bounded by
 * `maxTimelineEvents` (oldest dropped on append). Harness events and page-made events (lanes model/loop)
 * carry their own seq counters, so an entry's key is runId + origin + seq.
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

/** Default bound of the timeline window. */
export const DEFAULT_MAX_TIMELINE_EVENTS = 5000;

/** Timeline state and its actions. */
export interface TimelineSlice {
  timeline: TimelineEntry[];
  /** Bound of `timeline`, in events. */
  maxTimelineEvents: number;
  /** Appends events in order; an event whose key is already present is skipped; oldest dropped past the bound. */
  appendTimelineEvents(events: readonly TimelineEvent[], origin: TimelineOrigin): void;
  clearTimeline(): void;
}

/** Returns the key of an event (runId + origin + seq). */
export function timelineKey(event: TimelineEvent, origin: TimelineOrigin): string {
  return `${event.runId}/${origin}/${event.seq}`;
}

/** Creates the timeline slice. */
export const createTimelineSlice: StateCreator<ConsoleState, [], [], TimelineSlice> = (set) => ({
  timeline: [],
  maxTimelineEvents: DEFAULT_MAX_TIMELINE_EVENTS,
  appendTimelineEvents: (events, origin) =>
    set((state) => {
      if (events.length === 0) return state;
      const seen = new Set(state.timeline.map((entry) => entry.key));
      const added: TimelineEntry[] = [];
      for (const event of events) {
        const key = timelineKey(event, origin);
        if (seen.has(key)) continue;
        seen.add(key);
        added.push({ key, origin, event });
      }
      if (added.length === 0) return state;
      const next = [...state.timeline, ...added];
      const overflow = next.length - state.maxTimelineEvents;
      return { timeline: overflow > 0 ? next.slice(overflow) : next };
    }),
  clearTimeline: () => set({ timeline: [] }),
});
