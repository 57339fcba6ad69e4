/**
 * The stage events of one call with their bounded details (each gate's verdict, the evaluation, the
 * evidence status …), fetched from the worker for the calls on screen only (`getTimelinePage` filtered
 * by callKey) and kept in a small LRU shared by both views (`MAX_CACHED_CALLS` calls). Until they arrive
 * the views draw the summary's stages without details.
 */
import { useEffect, useState } from 'react';
import type { TimelineEvent } from '../../../contract';
import { getHarnessClient } from '../../harness-client';

/** Calls whose events are kept. */
const MAX_CACHED_CALLS = 300;
/** Most events read for one call (its stages, dispatch and live events). */
const MAX_EVENTS_PER_CALL = 64;

const cache = new Map<string, TimelineEvent[]>();
const pending = new Map<string, Promise<TimelineEvent[]>>();

function remember(key: string, events: TimelineEvent[]): void {
  cache.delete(key);
  cache.set(key, events);
  while (cache.size > MAX_CACHED_CALLS) cache.delete(cache.keys().next().value as string);
}

/** Loads (or reuses) the events of a call. Resolves with [] when the worker has none. */
function loadCallEvents(runId: string, callKey: string): Promise<TimelineEvent[]> {
  const key = `${runId}\u0000${callKey}`;
  const held = cache.get(key);
  if (held) return Promise.resolve(held);
  let request = pending.get(key);
  if (!request) {
    request = getHarnessClient()
      .timeline('getTimelinePage', (api) =>
        api.getTimelinePage(runId, { offset: 0, limit: MAX_EVENTS_PER_CALL, filter: { callKey } }),
      )
      .then((page) => {
        remember(key, page.events);
        return page.events;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/** Forgets the cached events of a run (after a delete) or of every run. */
export function forgetCallEvents(runId?: string): void {
  for (const key of [...cache.keys()]) if (!runId || key.startsWith(`${runId}\u0000`)) cache.delete(key);
}

/**
 * Returns the call's events once loaded (undefined before, or while `enabled` is false — e.g. while the
 * list is scrolling fast).
 */
export function useCallEvents(runId: string | null, callKey: string, enabled: boolean): TimelineEvent[] | undefined {
  const key = runId ? `${runId}\u0000${callKey}` : '';
  const [events, setEvents] = useState<TimelineEvent[] | undefined>(() => cache.get(key));
  useEffect(() => {
    if (!runId) return;
    const held = cache.get(key);
    if (held) {
      setEvents(held);
      return;
    }
    if (!enabled) return;
    let live = true;
    loadCallEvents(runId, callKey).then(
      (loaded) => live && setEvents(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [runId, callKey, key, enabled]);
  return events;
}
