/**
 * Results of calls that end outside the journey of DESIGN.md §3: a run that does not exist (UNKNOWN_RUN),
 * a call cancelled while queued (CANCELLED), and an unexpected exception caught at the outer layer of the
 * harness (INTERNAL_ERROR).
 */
import type { InvokeRequest, InvokeResult } from '../contract';
import { createCallTrace, type CallTrace } from './call-trace';
import { buildRefusalObservation } from './observation/refusal-observation';
import { toRunState } from './protocol/progress-tracker';
import type { RunContext } from './run-context';
import { errorMessage } from '../contract';

/** UNKNOWN_RUN: the observation carries no run_state (DESIGN §4.2). */
export function unknownRun(request: Partial<InvokeRequest> | undefined): InvokeResult {
  const toolCallId = String(request?.toolCallId ?? '');
  const toolName = String(request?.toolName ?? '');
  return {
    toolCallId,
    toolName,
    callKey: '',
    observation: buildRefusalObservation({
      toolCallId,
      tool: toolName,
      violation: { code: 'UNKNOWN_RUN', message: `Run ${String(request?.runId)} does not exist or has ended.` },
      errorSource: 'harness',
    }),
    events: [],
  };
}

/**
 * CANCELLED before the call left the run's queue: one failing `supports` event with code CANCELLED, so
 * the call shows in the timeline (DESIGN §4.1 `cancel`). Counts as an answered call of the run.
 */
export function cancelledBeforeStart(run: RunContext, request: InvokeRequest, callKey: string): InvokeResult {
  const trace = createCallTrace(run, request.toolCallId, request.turnId, callKey);
  trace.begin('supports').fail('CANCELLED', { detail: { queued: true } });
  run.calls++;
  return {
    toolCallId: request.toolCallId,
    toolName: request.toolName,
    callKey,
    observation: buildRefusalObservation({
      toolCallId: request.toolCallId,
      tool: request.toolName,
      violation: { code: 'CANCELLED', message: 'The call was cancelled before it started.' },
      errorSource: 'harness',
      runState: toRunState(run.progress, run.budgets, run.bytesReserved),
    }),
    events: trace.events,
  };
}

/**
 * INTERNAL_ERROR with one failing `observe` event carrying the message (`callKey` '' when there is no
 * run). The call counts as answered in the run (endRun counts every call) and its tool_call_id is
 * released, so an identical retry runs.
 */
export function internalError(
  run: RunContext | undefined,
  request: InvokeRequest,
  error: unknown,
  callKey = '',
): InvokeResult {
  if (run) {
    run.callIds.release(String(request?.toolCallId ?? ''), callKey);
    run.calls++;
  }
  const trace: CallTrace | undefined = run
    ? createCallTrace(run, request.toolCallId, request.turnId, callKey)
    : undefined;
  trace?.begin('observe').fail('INTERNAL_ERROR', { detail: { message: messageOf(error) } });
  return {
    toolCallId: String(request?.toolCallId ?? ''),
    toolName: String(request?.toolName ?? ''),
    callKey,
    observation: buildRefusalObservation({
      toolCallId: String(request?.toolCallId ?? ''),
      tool: String(request?.toolName ?? ''),
      violation: { code: 'INTERNAL_ERROR', message: `The harness failed unexpectedly: ${messageOf(error)}` },
      errorSource: 'harness',
      runState: run ? toRunState(run.progress, run.budgets, run.bytesReserved) : undefined,
    }),
    events: trace?.events ?? [],
  };
}

/** A thrown value's message, at most 300 characters (for INTERNAL_ERROR violations). */
export function messageOf(error: unknown): string {
  return errorMessage(error, 300);
}
