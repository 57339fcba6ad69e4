/**
 * Stage C8 `observe` (DESIGN.md §3, §4.2): the bounded model observation of a READY call, with the run
 * state of now and the notes of the earlier stages. Reports the `observe` event with the text's bytes.
 * Changes no state.
 */
import type { ModelObservation, ObservationNote } from '../../contract';
import type { BoundarySuccess } from '../boundary/boundary-types';
import type { CallContext } from '../journey/call-context';
import { toRunState } from '../protocol/progress-tracker';
import { buildOkObservation } from './build-observation';

/**
 * @param evidence true for an evidence tool (its `evidence_status` is the one C6 confirmed, the declared one)
 * @returns the `ok` observation
 */
export function observeCall(
  call: CallContext,
  boundary: BoundarySuccess,
  evidence: boolean,
  notes: ObservationNote[],
): ModelObservation {
  const { run } = call;
  const observe = call.trace.begin('observe');
  const observation = buildOkObservation({
    toolCallId: call.request.toolCallId,
    tool: call.toolName,
    projected: boundary.projected,
    evidence,
    runState: toRunState(run.progress, run.budgets, run.bytesReserved),
    notes,
  });
  observe.pass({
    bytes: boundary.projected.textBytes,
    detail: { status: observation.status, truncated: boundary.projected.truncated },
  });
  return observation;
}
