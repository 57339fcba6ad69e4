/**
 * The run list (`data-testid="run-list"`): every run the worker keeps — across reloads — newest first,
 * each a `run-list-item` with `data-run-id`, `data-status`, `data-imported`, `data-run-kind` (`model|catalog|scenario|imported`,
 * labelled in words by run-label.ts), `data-calls` and `data-storage` (`saving|saved|partial|memory`, or
 * `unknown` for a run stored by an earlier format); "View" shows its timeline
 * (read-only for stored and imported runs; `run-list-view`), "Delete" removes its timeline and audit records. "Current run"
 * (`run-list-current`) goes back to the live run; a run stored in a format this console cannot read is listed with that note
 * and cannot be viewed (`data-openable="false"`); a `run-list-select` box picks the run for comparison (two at most); the catalog's test-call run is titled "Catalog test calls" (it stays
 * `running` while the catalog may still send calls). States: loading, empty, error.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { queryKeys, useHarnessClient } from '../../harness';
import { runLabel } from './run-label';
import { useConsoleStore } from '../../store';
import { runsQuery } from './run-queries';

const when = (ms: number) => new Date(ms).toLocaleString('en', { dateStyle: 'short', timeStyle: 'medium' });

/** Runs picked for comparison (at most two) and how to pick one. */
export interface RunSelection {
  selected: readonly string[];
  toggle(runId: string): void;
}

/** The run list; `selection` adds a `run-list-select` box to each run (pick two to compare). */
export function RunList({ selection }: { selection?: RunSelection }) {
  const client = useHarnessClient();
  const queryClient = useQueryClient();
  // Re-read on the worker's run-change notices (provider.tsx invalidates the key), never by polling.
  const runs = useQuery(runsQuery(client));
  const { runStatus, runId, viewedRunId, viewRun } = useConsoleStore(
    useShallow((s) => ({
      runStatus: s.runStatus,
      runId: s.runId,
      viewedRunId: s.viewedRunId,
      viewRun: s.viewRun,
    })),
  );
  const remove = useMutation({
    mutationFn: (id: string) => client.timeline('deleteRun', (api) => api.deleteRun(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.callEventsOf(id) });
      if (viewedRunId === id) viewRun(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.runList });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
  const shown = viewedRunId ?? runId;
  return (
    <div className="run-list" data-testid="run-list" data-status={runs.status} data-count={runs.data?.length ?? 0}>
      <div className="button-row">
        <h3 className="subhead">Runs</h3>
        <button
          data-testid="run-list-current"
          type="button"
          className="button button--small"
          disabled={viewedRunId === null}
          onClick={() => viewRun(null)}
        >
          Current run
        </button>
      </div>
      {runs.isPending ? <p className="empty">Loading runs…</p> : null}
      {runs.isError ? <p className="error-text">Could not list runs: {runs.error.message}</p> : null}
      {runs.data && runs.data.length === 0 ? <p className="empty">No runs kept yet.</p> : null}
      {remove.isError ? <p className="error-text">Could not delete: {remove.error.message}</p> : null}
      <ul className="run-list__items">
        {runs.data?.map((run) => (
          <li
            key={run.runId}
            className={`run-list__item${run.runId === shown ? ' run-list__item--shown' : ''}`}
            data-testid="run-list-item"
            data-run-id={run.runId}
            data-status={run.status}
            data-imported={run.imported ? 'true' : 'false'}
            data-run-kind={run.kind}
            data-calls={run.calls}
            data-storage={run.storage ?? 'unknown'}
            data-saved-calls={run.storageRefused?.savedCalls}
            data-run-calls={run.storageRefused?.runCalls}
            data-openable={run.note === undefined ? 'true' : 'false'}
          >
            {selection ? (
              <label className="run-list__select">
                <input
                  type="checkbox"
                  data-testid="run-list-select"
                  checked={selection.selected.includes(run.runId)}
                  disabled={selection.selected.length >= 2 && !selection.selected.includes(run.runId)}
                  aria-label={`Pick run ${run.runId} to compare`}
                  onChange={() => selection.toggle(run.runId)}
                />
              </label>
            ) : null}
            <button
              type="button"
              data-testid="run-list-view"
              className="link-button run-list__view"
              aria-pressed={run.runId === shown}
              disabled={run.note !== undefined}
              onClick={() => viewRun(run.runId === runId ? null : run.runId)}
              title={run.question}
            >
              {runLabel(run, when).title}
            </button>
            <span className="run-list__meta">{runLabel(run, when).meta}</span>
            <button
              type="button"
              className="button button--small"
              data-testid="run-list-delete"
              disabled={run.runId === runId && runStatus === 'running'}
              aria-label={`Delete run ${run.runId}`}
              onClick={() => remove.mutate(run.runId)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
