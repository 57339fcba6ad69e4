/**
 * Focus after a run: when the run status leaves `running`, focus moves to the answer panel (`done`) or to
 * the run status line (`stopped`, `error`), so keyboard and screen-reader users land on the outcome
 * instead of `<body>`. Only while the Run view is open: a run that ends while the user works in another
 * view does not pull them back.
 */
import { useEffect, useRef } from 'react';
import { useConsoleStore } from '../store';
import { SKIP_TARGET } from './SkipLinks';

/** Element id of the run status line (the focus target of a failed or stopped run). */
export const RUN_STATUS_ID = 'run-status';

/** Moves focus to the run's outcome when a model run ends while `runViewOpen`. */
export function useRunEndFocus(runViewOpen: boolean): void {
  const status = useConsoleStore((s) => s.runStatus);
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'running' || status === 'running' || status === 'idle' || !runViewOpen) return;
    const target = document.getElementById(status === 'done' ? SKIP_TARGET.answer : RUN_STATUS_ID);
    target?.focus();
  }, [status, runViewOpen]);
}
