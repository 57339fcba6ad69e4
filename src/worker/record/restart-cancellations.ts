/**
 * The calls a worker restart cut short (DESIGN.md §4.1; Stop watchdog): the page asks the new worker to
 * record each call that was in flight when the old worker was terminated as CANCELLED, with a note that
 * the worker was restarted, so the run record says what happened to every call the model sent. The
 * observation is built here (the page never authors one).
 */
import { callKeyOf, type RecordCall } from '../../contract';
import { buildErrorObservation } from '../observation/build-observation';

/** One call that was in flight, as the page sent it to `invoke`. */
export interface InterruptedCall {
  toolCallId: string;
  toolName: string;
  argumentsText: string;
  turnId?: string;
}

/** Most calls one record takes (a page never has more in flight in one run). */
export const MAX_INTERRUPTED_CALLS = 1_000;

/** Reads the page's list: well-formed entries only (strings; `turnId` optional), at most the bound. */
export function readInterruptedCalls(value: unknown): InterruptedCall[] {
  if (!Array.isArray(value)) return [];
  const out: InterruptedCall[] = [];
  for (const item of value.slice(0, MAX_INTERRUPTED_CALLS)) {
    const entry = item as Partial<Record<keyof InterruptedCall, unknown>> | null;
    if (!entry || typeof entry.toolCallId !== 'string' || typeof entry.toolName !== 'string') continue;
    out.push({
      toolCallId: entry.toolCallId,
      toolName: entry.toolName,
      argumentsText: typeof entry.argumentsText === 'string' ? entry.argumentsText : '',
      ...(typeof entry.turnId === 'string' ? { turnId: entry.turnId } : {}),
    });
  }
  return out;
}

/**
 * The record calls of the interrupted calls.
 *
 * @param runId the run
 * @param firstIndex the record index of the first one (the run's calls so far + 1)
 * @param calls the calls in flight, in the order they were sent
 * @param reason one sentence: why the worker was restarted
 * @param at milliseconds since the run started (the events' `at`)
 * @returns one CANCELLED call each (error_source `harness`), its one `execute` event failing CANCELLED
 */
export function interruptedCallRecords(
  runId: string,
  firstIndex: number,
  calls: readonly InterruptedCall[],
  reason: string,
  at: number,
): RecordCall[] {
  return calls.map((call, offset) => {
    const index = firstIndex + offset;
    const callKey = callKeyOf(runId, index);
    return {
      callKey,
      index,
      callId: call.toolCallId,
      ...(call.turnId !== undefined ? { turnId: call.turnId } : {}),
      toolName: call.toolName,
      argumentsText: call.argumentsText,
      observation: buildErrorObservation({
        toolCallId: call.toolCallId,
        tool: call.toolName,
        code: 'CANCELLED',
        message: `Stopped: the harness worker was restarted while this call ran (${reason}); the call did not finish.`,
        errorSource: 'harness',
        retryable: false,
      }),
      events: [
        {
          runId,
          callId: call.toolCallId,
          callKey,
          ...(call.turnId !== undefined ? { turnId: call.turnId } : {}),
          seq: index,
          at,
          lane: 'boundary',
          stage: 'execute',
          status: 'fail',
          code: 'CANCELLED',
          detail: { workerRestarted: true },
        },
      ],
    };
  });
}
