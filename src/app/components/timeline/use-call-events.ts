/**
 * The stage events of one call with their bounded details (each gate's verdict, the evaluation, the
 * evidence status …), read from the worker for the calls on screen only (`getTimelinePage` filtered by
 * callKey, at most `MAX_EVENTS_PER_CALL` events) through React Query (`queryKeys.callEvents`), shared by
 * both views. A call's stage events never change once it is answered, so a read is kept (never stale)
 * until no row shows the call for `UNUSED_MS`; deleting a run removes its entries (`queryKeys.runs`).
 * Until they arrive the views draw the summary's stages without details.
 */
import { useQuery } from '@tanstack/react-query';
import type { TimelineEvent } from '../../../contract';
import { queryKeys, useHarnessClient } from '../../harness';

/** Most events read for one call (its stages, dispatch and live events). */
const MAX_EVENTS_PER_CALL = 64;
/** How long a call's events stay cached after its last row unmounted, in milliseconds. */
const UNUSED_MS = 60_000;

/**
 * Returns the call's events once loaded (undefined before, or while `enabled` is false — e.g. while the
 * list is scrolling fast — unless they were read before).
 */
export function useCallEvents(runId: string | null, callKey: string, enabled: boolean): TimelineEvent[] | undefined {
  const client = useHarnessClient();
  const query = useQuery({
    queryKey: queryKeys.callEvents(runId ?? '', callKey),
    queryFn: async () => {
      const page = await client.timeline('getTimelinePage', (api) =>
        api.getTimelinePage(runId ?? '', { offset: 0, limit: MAX_EVENTS_PER_CALL, filter: { callKey } }),
      );
      return page.events;
    },
    enabled: enabled && runId !== null,
    staleTime: Infinity,
    gcTime: UNUSED_MS,
  });
  return runId ? query.data : undefined;
}
