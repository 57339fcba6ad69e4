/**
 * The run status line, announced to screen readers (aria-live polite), with the automation attributes
 * `data-status`, `data-calls` and `data-codes` (distinct codes, sorted, space-separated) of the run it
 * describes, and `data-run-kind`: `model` (the model's run) or `catalog` (the catalog's test-call run,
 * after a test call made while no model run was running — labelled "Catalog test calls", status `idle`;
 * Runs lists the catalog run as "Catalog test calls"). While a stored, imported or replayed run is
 * shown, the line describes that run from its record (use-shown-run.ts; during a replay, as the record
 * stood after call k). See docs/automation-contract.md.
 */
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';
import { useShownRun } from '../record/use-shown-run';

const LABEL = {
  idle: 'Idle',
  running: 'Running…',
  done: 'Done',
  stopped: 'Stopped',
  error: 'Error',
  interrupted: 'Interrupted',
} as const;

/** Shows the run status, calls so far and the codes seen. */
export function RunStatus() {
  const shown = useShownRun();
  const live = useLiveStatus();
  // A stored, imported or replayed run (other than the live or catalog one) is described from its record.
  const viewed = shown.source === 'record' && shown.runId !== live.runId && shown.runId !== live.catalogRunId;
  return viewed ? (
    <StatusLine
      status={shown.status}
      calls={shown.calls}
      codes={shown.codes}
      error={shown.runError}
      prefix={shown.afterCall !== null ? `Replay at call ${shown.afterCall}: ` : 'Stored run: '}
      planMode={false}
      kind="model"
    />
  ) : (
    <StatusLine {...live} prefix="" />
  );
}

function useLiveStatus() {
  return useConsoleStore(
    useShallow((s) => ({
      status: s.runStatus,
      calls: s.callsSoFar,
      codes: s.codesSeen,
      error: s.runError,
      turns: s.modelTurns,
      // Idle: the toggle the next run will use; otherwise the plan mode the run on show ran with.
      planMode: s.runStatus === 'idle' ? s.planMode : s.runPlanMode,
      kind: s.statusRunKind,
      runId: s.runId,
      catalogRunId: s.catalogRunId,
    })),
  );
}

interface StatusLineProps {
  status: keyof typeof LABEL;
  calls: number;
  codes: readonly string[];
  error: string | null;
  turns?: number;
  planMode: boolean;
  kind: 'model' | 'catalog';
  /** Words before the status label (which run it is). */
  prefix: string;
}

function StatusLine({ status, calls, codes, error, turns, planMode, kind, prefix }: StatusLineProps) {
  const catalog = kind === 'catalog';
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
        {catalog || turns === undefined ? '' : `${turns} turn${turns === 1 ? '' : 's'} · `}
        {calls} call{calls === 1 ? '' : 's'}
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
