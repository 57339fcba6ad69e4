/**
 * The context one tool call carries through the stages of DESIGN.md §3, what a stage returns (pass with
 * what the next stage needs, or a refusal), and the two ways a call is answered: `answerCall` (the
 * observation) and `refuseCall` (a refusal observation with the run state of now).
 */
import type { InvokeRequest, InvokeResult, ModelObservation } from '../../contract';
import type { BoundaryFailure } from '../boundary/boundary-types';
import type { CallTrace } from '../call-trace';
import { buildRefusalObservation } from '../observation/refusal-observation';
import { toRunState } from '../protocol/progress-tracker';
import type { RunContext } from '../run-context';
import type { CallTicket } from './call-scheduler';

/** One call in flight. */
export interface CallContext {
  run: RunContext;
  request: InvokeRequest;
  /** `"<runId>#<n>"`, assigned on arrival (DESIGN §4.1). */
  callKey: string;
  trace: CallTrace;
  controller: AbortController;
  ticket: CallTicket;
  /** The canonical tool name once A1 resolved it, else the requested name. */
  toolName: string;
}

/** A refusal: the violation and where it came from (plus a tool's own bounded error result). */
export type Refusal = Omit<BoundaryFailure, 'state'>;

/** What a stage returns: pass with what the next stage needs, or the refusal that ends the call. */
export type StageOutcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** A passing stage outcome. */
export const passStage = <T>(value: T): StageOutcome<T> => ({ ok: true, value });

/** A refusing stage outcome. */
export const refuseStage = (refusal: Refusal): StageOutcome<never> => ({ ok: false, refusal });

/** Answers the call with `observation`: counts it in the run and remembers it for an identical resend. */
export function answerCall(call: CallContext, observation: ModelObservation): InvokeResult {
  const { run, request, callKey, trace, toolName } = call;
  run.calls++;
  const result: InvokeResult = { toolCallId: request.toolCallId, toolName, callKey, observation, events: trace.events };
  run.callIds.answer(request.toolCallId, result);
  return result;
}

/** Answers the call with the refusal observation of `refusal` (DESIGN §3 code → status; run state of now). */
export function refuseCall(call: CallContext, refusal: Refusal): InvokeResult {
  const { run } = call;
  return answerCall(
    call,
    buildRefusalObservation({
      toolCallId: call.request.toolCallId,
      tool: call.toolName,
      ...refusal,
      runState: toRunState(run.progress, run.budgets, run.bytesReserved),
    }),
  );
}
