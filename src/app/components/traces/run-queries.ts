/**
 * React Query option factories for the run list and the audit store (STYLE.md §3.8: key and function live
 * together). Data comes from the worker's TimelineApi through the harness client; none of it holds a raw
 * result (the run list is summaries; storage figures are counts and bytes).
 */
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type HarnessClient } from '../../harness';

/** The run list, newest first (`listRuns`). */
export const runsQuery = (client: HarnessClient) =>
  queryOptions({
    queryKey: queryKeys.runList,
    // Re-read when the worker says a run changed (provider.tsx invalidates this key), never by polling.
    queryFn: () => client.timeline('listRuns', (api) => api.listRuns()),
  });

/** The audit store's use, retention and state (`auditStorage`). */
export const auditStorageQuery = (client: HarnessClient) =>
  queryOptions({
    queryKey: queryKeys.auditStorage,
    queryFn: () => client.timeline('auditStorage', (api) => api.auditStorage()),
  });
