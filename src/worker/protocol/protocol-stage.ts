/**
 * Stage A3 `protocol` (DESIGN.md §3, §4.5) for an evidence call: the evaluation of the pending call, then
 * the duplicate scope. Reports the `protocol` event. Changes run state: a DUPLICATE_SCOPE counts as
 * NO_GAIN. A non-evidence call skips the stage (no event) and passes with nothing to apply.
 */
import type { Evaluation } from '../../contract';
import { passStage, refuseStage, type CallContext, type StageOutcome } from '../journey/call-context';
import type { ParsedCall } from '../parser/parse-arguments';
import type { SupportedCall } from '../registry/supports-stage';
import { checkProtocolCountingDuplicate } from './check-protocol';

/** What A3 hands on: the scope to record once READY, and the evaluation to count once B1 passes. */
export interface ProtocolPass {
  scopeKey?: string;
  evaluation?: Evaluation;
}

/**
 * @param parsed the parsed call; an EVALUATION_IGNORED note is added to its notes
 * @returns the scope and evaluation, or a refusal with EVALUATION_MISSING | EVALUATION_ID_MISMATCH |
 *   DUPLICATE_SCOPE
 */
export function checkProtocolStage(
  call: CallContext,
  supported: SupportedCall,
  parsed: ParsedCall,
): StageOutcome<ProtocolPass> {
  if (!supported.evidence) return passStage({});
  const { run } = call;
  const protocol = call.trace.begin('protocol');
  const verdict = checkProtocolCountingDuplicate(
    run.progress,
    run.scopes,
    { toolName: supported.tool.descriptor.name, ...parsed },
    run.budgets,
  );
  if (!verdict.ok) {
    protocol.fail(verdict.violation.code, { detail: { expected: verdict.violation.expectedToolCallId ?? '' } });
    return refuseStage({ violation: verdict.violation, errorSource: 'protocol' });
  }
  const { scopeKey, apply, ignored, reason } = verdict.value;
  if (ignored)
    parsed.notes.push({
      code: 'EVALUATION_IGNORED',
      message: reason ?? 'No call was pending evaluation, so previous_observation was ignored.',
    });
  protocol.pass({
    detail: apply
      ? { evaluated: apply.tool_call_id, evaluation: apply.evaluation }
      : { evaluation: ignored ? 'ignored' : 'none' },
  });
  return passStage({ scopeKey, ...(apply ? { evaluation: apply } : {}) });
}
