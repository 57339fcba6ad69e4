/**
 * Stage B5 `validate` (DESIGN.md §3): the agent_result against its contract and byte bound; its compact
 * JSON is what the control view (C6) reads. Reports the `validate` event. Changes no state.
 */
import { utf8ByteLength } from '../../contract';
import type { ProjectedResult } from '../projection/project-raw';
import { boundaryFailure, type BoundaryCall } from './boundary-call';
import type { BoundaryFailure } from './boundary-types';
import { validateAgentResult } from './validate-agent-result';

/** @returns the agent_result's compact JSON, or the ERROR with AGENT_RESULT_INVALID */
export function validateCall(call: BoundaryCall, projected: ProjectedResult): { serialized: string } | BoundaryFailure {
  const validate = call.trace.begin('validate');
  const valid = validateAgentResult(projected, call.request.budgets);
  if (!valid.ok) return boundaryFailure(validate, valid, 'harness');
  validate.pass({ bytes: utf8ByteLength(valid.value), detail: { ledger: 'READY' } });
  return { serialized: valid.value };
}
