/**
 * A3 protocol (DESIGN.md §4.5): the evaluation of the pending call, then the duplicate scope. A refusal
 * here leaves the pending call pending; DUPLICATE_SCOPE counts as NO_GAIN.
 */
import type { Budgets, Evaluation, Outcome } from '../../contract';
import { ok } from '../../contract';
import { checkEvaluation, recordDuplicateScope, type EvaluationCheck, type ProgressState } from './progress-tracker';
import { checkScope, scopeKeyOf } from './scope-dedupe';

export interface ProtocolVerdict extends EvaluationCheck {
  scopeKey: string;
}

/**
 * Changes `state`: a DUPLICATE_SCOPE is recorded as NO_GAIN.
 *
 * @returns the evaluation to count after B1 and the call's scope key, or EVALUATION_MISSING |
 *   EVALUATION_ID_MISMATCH | DUPLICATE_SCOPE (which is also recorded as NO_GAIN)
 */
export function checkProtocolCountingDuplicate(
  state: ProgressState,
  scopes: ReadonlySet<string>,
  call: { toolName: string; input: unknown; evaluation: Evaluation | null },
  budgets: Budgets,
): Outcome<ProtocolVerdict> {
  const evaluation = checkEvaluation(state, call.evaluation);
  if (!evaluation.ok) return evaluation;
  const scope = checkScope(scopes, scopeKeyOf(call.toolName, call.input), call.toolName);
  if (!scope.ok) {
    recordDuplicateScope(state, budgets);
    return scope;
  }
  return ok({ ...evaluation.value, scopeKey: scope.value });
}
