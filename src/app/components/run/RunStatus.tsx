/**
 * The run status line, announced to screen readers (aria-live polite), with the automation attributes
 * `data-status`, `data-calls` and `data-codes` (distinct codes, sorted, space-separated).
 */
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';

const LABEL = { idle: 'Idle', running: 'Running…', done: 'Done', stopped: 'Stopped', error: 'Error' } as const;

/** Shows the run status, calls so far and the codes seen. */
export function RunStatus() {
  const { status, calls, codes, error, turns, planMode } = useConsoleStore(
    useShallow((s) => ({ status: s.runStatus, calls: s.callsSoFar, codes: s.codesSeen, error: s.runError, turns: s.modelTurns, planMode: s.runPlanMode })),
  );
  return (
    <div
      className={`run-status run-status--${status}`}
      data-testid="run-status"
      data-status={status}
      data-calls={calls}
      data-codes={codes.join(' ')}
      data-plan-mode={planMode ? 'on' : 'off'}
      role="status"
      aria-live="polite"
    >
      <span className="run-status__label">{LABEL[status]}</span>
      {planMode && status !== 'idle' ? <span className="badge badge--plan">plan mode</span> : null}
      <span className="run-status__meta">
        {turns} turn{turns === 1 ? '' : 's'} · {calls} call{calls === 1 ? '' : 's'}
        {codes.length > 0 ? ` · ${codes.join(', ')}` : ''}
      </span>
      {status === 'error' && error ? <span className="run-status__error">{error}</span> : null}
    </div>
  );
}
