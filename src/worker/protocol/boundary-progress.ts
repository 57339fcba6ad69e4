/**
 * The progress accounting of what happened inside the ToolBoundary (DESIGN.md §4.5): an evaluation counts
 * once its call passed B1, an executed evidence call counts against `maxEvidenceCalls`, and a run byte
 * budget spent at B1 or B3 saturates the run (RUN_BYTES_EXHAUSTED).
 */
import type { Evaluation } from '../../contract';
import type { BoundaryReach } from '../boundary/tool-boundary';
import type { BoundaryResult } from '../boundary/boundary-types';
import type { RunContext } from '../run-context';
import { applyEvaluation, recordExecuted, saturate } from './progress-tracker';

/** Changes `run.progress` by the boundary's outcome (in this order: evaluation, executed, saturation). */
export function applyBoundaryProgress(
  run: RunContext,
  call: { evidence: boolean; evaluation?: Evaluation },
  boundary: BoundaryResult & BoundaryReach,
): void {
  if (boundary.preflightPassed && call.evaluation) applyEvaluation(run.progress, call.evaluation, run.budgets);
  if (boundary.executed && call.evidence) recordExecuted(run.progress, run.budgets);
  if (boundary.state === 'ERROR' && boundary.violation.code === 'RUN_BYTES_EXHAUSTED')
    saturate(run.progress, 'RUN_BYTES_EXHAUSTED');
}
