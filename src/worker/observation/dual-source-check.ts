/**
 * C6 dual-source check (DESIGN.md §3 C6, §4.4; seed 000 §4.2): the declared evidence_status (source 1,
 * the projector) must equal the one the control view re-derives from the serialized bounded agent_result
 * (source 2). Pure.
 */
import type { EvidenceStatus, Outcome, ProjectionKind } from '../../contract';
import { ok, refuse } from '../../contract';
import { deriveEvidenceStatus } from './control-view';

/**
 * Compares the declared evidence status with the control view's.
 *
 * @param declared what the projection (or the tool's projector) declared
 * @param serializedAgentResult the compact JSON of the bounded agent_result (B5's output)
 * @param kind the projection kind recorded in the ledger
 * @returns `{ ok: true, value }` with the agreed status, or OBSERVATION_CONTRACT_MISMATCH whose message
 *   names both values
 */
export function checkDualSource(
  declared: EvidenceStatus,
  serializedAgentResult: string,
  kind: ProjectionKind,
): Outcome<EvidenceStatus> {
  const derived = deriveEvidenceStatus(serializedAgentResult, kind);
  if (derived === declared) return ok(derived);
  return refuse({
    code: 'OBSERVATION_CONTRACT_MISMATCH',
    message: `The projector declared evidence_status ${declared}, but the control view derived ${derived} from the ${kind} agent_result.`,
  });
}
