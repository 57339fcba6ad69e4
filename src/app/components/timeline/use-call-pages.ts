/**
 * React binding of `CallPageCache`: one cache per (run, filter), refreshed (at most every
 * `REFRESH_INTERVAL_MS`) when the store's `timelineRevision` moves — a live run appended calls. The
 * revision is watched with a store subscription, not a selector, so a live run does not re-render the
 * timeline per call: it re-renders when a refreshed page arrives. Returns the cache; the component reads
 * `total`/`get(i)` and calls `ensure(from, to)` for the rows it draws.
 */
import { useEffect, useMemo, useReducer } from 'react';
import { useConsoleStore } from '../../store';
import type { TimelineFilter } from '../../../contract';
import { useHarnessClient, type HarnessClient } from '../../harness';
import { CallPageCache, type FetchCallPage } from './call-page-cache';

/** Least time between two refreshes of a live run, in milliseconds. */
const REFRESH_INTERVAL_MS = 250;

/** Builds the worker fetch of a run's call summaries under a filter. */
function workerCallPages(client: HarnessClient): (runId: string, filter: TimelineFilter) => FetchCallPage {
  return (runId, filter) => (offset, limit) =>
    client.timeline('getCallSummaries', (api) => api.getCallSummaries(runId, { offset, limit, filter }));
}

/**
 * Returns the page cache of `runId` under `filter` (null without a run).
 *
 * @param makeFetch the fetch factory (tests pass a fake; default: the worker)
 */
export function useCallPages(
  runId: string | null,
  filter: TimelineFilter,
  makeFetch?: (runId: string, filter: TimelineFilter) => FetchCallPage,
): CallPageCache | null {
  const client = useHarnessClient();
  const fetchOf = useMemo(() => makeFetch ?? workerCallPages(client), [makeFetch, client]);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const filterKey = JSON.stringify(filter);
  const cache = useMemo(
    () => (runId ? new CallPageCache(fetchOf(runId, JSON.parse(filterKey) as TimelineFilter), rerender) : null),
    [runId, filterKey, fetchOf],
  );
  useEffect(() => {
    cache?.ensure(0, 0);
  }, [cache]);
  useEffect(() => {
    if (!cache) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const unsubscribe = useConsoleStore.subscribe((state, previous) => {
      if (state.timelineRevision === previous.timelineRevision || timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          cache.refresh();
        },
        Math.max(0, last + REFRESH_INTERVAL_MS - Date.now()),
      );
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [cache]);
  return cache;
}
