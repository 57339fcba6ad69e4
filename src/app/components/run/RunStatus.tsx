/**
 * The run status line, announced to screen readers (aria-live polite), with the automation attributes
 * `data-status`, `data-calls`, `data-codes` (distinct codes, sorted, space-separated), `data-plan-mode`
 * and `data-run-kind` of the run the page shows — all read from one place, the shown run (shown-run.ts):
 * the live run (the model's, or the catalog's test-call run after a test call made while no model run
 * was running — labelled "Catalog test calls", status `idle`), or a stored, imported or replayed run from
 * its record (during a replay, as the record stood after call k). See docs/automation-contract.md.
 */
import { useShownRun, type ShownRun } from '../record/use-shown-run';
import { countOf } from '../../../contract';

const LABEL = {
  idle: 'Idle',
  running: 'Running…',
  done: 'Done',
  stopped: 'Stopped',
  error: 'Error',
  interrupted: 'Interrupted',
} as const;

/** Words before the status label: which run the line describes. */
function prefixOf(shown: ShownRun): string {
  if (shown.source === 'live') return '';
  return shown.afterCall !== null ? `Replay at call ${shown.afterCall}: ` : 'Stored run: ';
}

/** Shows the run status, calls so far and the codes seen. */
export function RunStatus() {
  const shown = useShownRun();
  return (
    <StatusLine
      status={shown.status}
      calls={shown.calls}
      codes={shown.codes}
      error={shown.runError}
      turns={shown.turns}
      planMode={shown.planMode}
      kind={shown.kind}
      catalog={shown.source === 'live' && shown.kind === 'catalog'}
      prefix={prefixOf(shown)}
    />
  );
}

interface StatusLineProps {
  status: keyof typeof LABEL;
  calls: number;
  codes: readonly string[];
  error: string | null;
  turns?: number | undefined;
  planMode: boolean;
  kind: ShownRun['kind'];
  /** True for the live catalog run (its own label and note). */
  catalog: boolean;
  /** Words before the status label (which run it is). */
  prefix: string;
}

function StatusLine({ status, calls, codes, error, turns, planMode, kind, catalog, prefix }: StatusLineProps) {
  return (
    <div
      className={`run-status run-status--${status}${catalog ? ' run-status--catalog' : ''}`}
      data-testid="run-status"
      id="run-status"
      tabIndex={-1}
      data-status={status}
      data-run-kind={kind}
      data-calls={calls}
      data-codes={codes.join(' ')}
      data-plan-mode={planMode ? 'on' : 'off'}
      role="status"
      aria-live="polite"
    >
      <span className="run-status__label">{catalog ? 'Catalog test calls' : `${prefix}${LABEL[status]}`}</span>
      {planMode && status !== 'idle' ? <span className="badge badge--plan">plan mode</span> : null}
      <span className="run-status__meta">
        {catalog || turns === undefined ? '' : `${countOf(turns, 'turn')} · `}
        {countOf(calls, 'call')}
        {codes.length > 0 ? ` · ${codes.join(', ')}` : ''}
      </span>
      {catalog ? (
        <span className="run-status__note">
          Calls sent from the tool catalog, not a model run (listed in Runs as “Catalog test calls”).
        </span>
      ) : null}
      {status === 'error' && error ? <span className="run-status__error">{error}</span> : null}
    </div>
  );
}
