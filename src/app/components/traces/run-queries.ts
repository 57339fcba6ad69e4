/**
 * React Query option factories for the run list and the audit store (STYLE.md §3.8: key and function live
 * together). Data comes from the worker's TimelineApi through the harness client; none of it holds a raw
 * result (the run list is summaries; storage figures are counts and bytes).
 */
import { queryOptions } from '@tanstack/react-query';
import { getHarnessClient } from '../../harness-client';

/** The run list, newest first (`listRuns`). */
export const runsQuery = () =>
  queryOptions({
    queryKey: ['timeline', 'runs'] as const,
    // Re-read when the worker says a run changed (RunList subscribes to `onRunChange`), never by polling.
    queryFn: () => getHarnessClient().timeline('listRuns', (api) => api.listRuns()),
  });

/** The audit store's use, retention and state (`auditStorage`). */
export const auditStorageQuery = () =>
  queryOptions({
    queryKey: ['audit', 'storage'] as const,
    queryFn: () => getHarnessClient().timeline('auditStorage', (api) => api.auditStorage()),
  });
