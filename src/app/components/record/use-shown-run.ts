/**
 * The run the panels show (shown-run.ts): the live run from the store's bounded windows, or — when a
 * stored or imported run is viewed, or any run is replayed — a window of the worker's run record read
 * with React Query (`queryKeys.recordWindow`), re-read when the worker says the run changed (provider.tsx
 * invalidates `queryKeys.record(runId)`); never a poll.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { queryKeys, useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import {
  liveObservationsOf,
  readRecordWindow,
  RECORD_WINDOW,
  shownRunOf,
  shownTargetOf,
  type ShownRun,
  type ShownRunState,
} from './shown-run';

export { RECORD_WINDOW, type ShownRun } from './shown-run';

/** The run the panels show; see the module doc. */
export function useShownRun(): ShownRun {
  const client = useHarnessClient();
  const state: ShownRunState = useConsoleStore(
    useShallow((s) => ({
      runId: s.runId,
      viewedRunId: s.viewedRunId,
      replay: s.replay,
      runStatus: s.runStatus,
      callsSoFar: s.callsSoFar,
      codesSeen: s.codesSeen,
      runError: s.runError,
      draftAnswer: s.draftAnswer,
      releasedAnswer: s.releasedAnswer,
      observations: s.observations,
      statusRunKind: s.statusRunKind,
      catalogRunId: s.catalogRunId,
      planMode: s.planMode,
      runPlanMode: s.runPlanMode,
      runKind: s.runKind,
      modelTurns: s.modelTurns,
    })),
  );
  const liveObservations = useMemo(
    () => liveObservationsOf(state),
    // The filter reads the run kind and the catalog run id besides the window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.observations, state.statusRunKind, state.catalogRunId],
  );
  const target = shownTargetOf(state);
  const query = useQuery({
    queryKey: queryKeys.recordWindow(target?.runId ?? '', target?.afterCall ?? null, RECORD_WINDOW),
    queryFn: () => readRecordWindow(client, target?.runId ?? '', target?.afterCall ?? null),
    enabled: target !== null,
    placeholderData: (previous) => previous,
  });
  return shownRunOf(state, target, query.data, liveObservations, query.isError ? query.error : null);
}
