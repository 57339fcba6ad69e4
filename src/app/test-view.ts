/**
 * `window.__consoleStore.getState()` — the read-only view tests read (README "Automation contract"). It
 * is the store's bounded state without the API key and without the live figures' own members, plus what
 * the page shows, from the same place `run-status` and the panels read (components/record/shown-run.ts):
 * `run` (status, calls, codes, error, plan mode, kind — the attributes of `run-status`), `observations`
 * (the window of calls shown, oldest first, each `{ runId, callKey, callId, toolName, observation,
 * stages }`) and `observationsByKey` (the same calls by `callKey`). A stored, imported or replayed run is
 * read from the record window React Query holds for it (absent until read: `run.state` `loading`).
 * Never a raw result: the store and the record hold bounded observations only.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './harness';
import type { ConsoleState, ObservationEntry } from './store';
import {
  liveObservationsOf,
  RECORD_WINDOW,
  shownRunOf,
  shownTargetOf,
  type RecordWindow,
  type ShownRun,
} from './components/record/shown-run';

/** The run figures of the view: what `run-status` shows. */
export type TestViewRun = Omit<ShownRun, 'observations' | 'draft' | 'answer' | 'usage' | 'requests' | 'responses'>;

/** The view (see the module doc). */
export type ConsoleTestView = Omit<ConsoleState, 'apiKey' | 'runStatus' | 'callsSoFar' | 'codesSeen' | 'runError'> & {
  run: TestViewRun;
  observations: ObservationEntry[];
  observationsByKey: Record<string, ObservationEntry>;
};

/** The view of `state`, with the record windows `queryClient` holds. */
export function consoleTestView(state: ConsoleState, queryClient: QueryClient): ConsoleTestView {
  const target = shownTargetOf(state);
  const window = target
    ? queryClient.getQueryData<RecordWindow>(queryKeys.recordWindow(target.runId, target.afterCall, RECORD_WINDOW))
    : undefined;
  const failure = target
    ? queryClient.getQueryState(queryKeys.recordWindow(target.runId, target.afterCall, RECORD_WINDOW))?.error
    : null;
  const shown = shownRunOf(state, target, window, liveObservationsOf(state), failure ?? null);
  const {
    observations,
    draft: _draft,
    answer: _answer,
    usage: _usage,
    requests: _requests,
    responses: _responses,
    ...run
  } = shown;
  const { apiKey: _key, runStatus: _status, callsSoFar: _calls, codesSeen: _codes, runError: _error, ...rest } = state;
  return {
    ...rest,
    run,
    observations,
    observationsByKey: Object.fromEntries(
      observations.map((entry) => [entry.callKey ?? `${entry.runId}#${entry.callId}`, entry]),
    ),
  };
}
