/**
 * React binding of `CallPageCache`: one cache per (run, filter), refreshed (at most every
 * `REFRESH_INTERVAL_MS`) when the store's `timelineRevision` moves — a live run appended calls. Returns
 * the cache; the component reads `total`/`get(i)` and calls `ensure(from, to)` for the rows it draws.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { TimelineFilter } from '../../../contract';
import { getHarnessClient } from '../../harness-client';
import { CallPageCache, type FetchCallPage } from './call-page-cache';

/** Least time between two refreshes of a live run, in milliseconds. */
export const REFRESH_INTERVAL_MS = 250;

/** Builds the worker fetch of a run's call summaries under a filter. */
export function workerCallPages(runId: string, filter: TimelineFilter): FetchCallPage {
  return (offset, limit) =>
    getHarnessClient().timeline('getCallSummaries', (api) => api.getCallSummaries(runId, { offset, limit, filter }));
}

/**
 * Returns the page cache of `runId` under `filter` (null without a run).
 *
 * @param revision the store's timeline revision (a change refreshes, throttled)
 * @param makeFetch the fetch factory (tests pass a fake; default: the worker)
 */
export function useCallPages(
  runId: string | null,
  filter: TimelineFilter,
  revision: number,
  makeFetch: (runId: string, filter: TimelineFilter) => FetchCallPage = workerCallPages,
): CallPageCache | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const filterKey = JSON.stringify(filter);
  const cache = useMemo(
    () => (runId ? new CallPageCache(makeFetch(runId, JSON.parse(filterKey) as TimelineFilter), rerender) : null),
    [runId, filterKey, makeFetch],
  );
  useEffect(() => {
    cache?.ensure(0, 0);
  }, [cache]);
  const lastRefresh = useRef(0);
  useEffect(() => {
    if (!cache) return;
    const wait = Math.max(0, lastRefresh.current + REFRESH_INTERVAL_MS - Date.now());
    const timer = setTimeout(() => {
      lastRefresh.current = Date.now();
      cache.refresh();
    }, wait);
    return () => clearTimeout(timer);
  }, [cache, revision]);
  return cache;
}
