/**
 * Stage C6 `dual-source` (DESIGN.md §3, §4.4) for an evidence call: the control view re-derives
 * `evidence_status` from the serialized, bounded agent_result; it must equal the declared one. Reports
 * the `dual-source` event. A non-evidence call skips the stage (no event). Changes no state.
 */
import type { EvidenceStatus } from '../../contract';
import type { BoundarySuccess } from '../boundary/boundary-types';
import { passStage, refuseStage, type CallContext, type StageOutcome } from '../journey/call-context';
import { checkDualSource } from './dual-source-check';

/** @returns the evidence status both sources agree on, or a refusal with OBSERVATION_CONTRACT_MISMATCH */
export function checkDualSourceStage(
  call: CallContext,
  evidence: boolean,
  boundary: BoundarySuccess,
): StageOutcome<EvidenceStatus> {
  const declared = boundary.projected.evidenceStatus;
  if (!evidence) return passStage(declared);
  const dualSource = call.trace.begin('dual-source');
  const checked = checkDualSource(declared, boundary.serialized, boundary.projected.kind);
  if (!checked.ok) {
    dualSource.fail(checked.violation.code, { detail: { declared } });
    return refuseStage({ violation: checked.violation, errorSource: 'harness' });
  }
  dualSource.pass({ detail: { declared, derived: checked.value } });
  return passStage(checked.value);
}
