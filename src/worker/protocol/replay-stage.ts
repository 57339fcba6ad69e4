/**
 * An identical resend (DESIGN.md §4.1, §4.5: same tool_call_id, tool and argument text): answered with
 * the earlier call's observation under its own callKey, without running again; when the earlier call is
 * still in flight, the resend waits for its answer. Reports one `supports` info event (`replayed`,
 * `replayOf`). Changes no state.
 */
import type { InvokeResult } from '../../contract';
import type { CallContext } from '../journey/call-context';

/** @returns the replayed result, or undefined when the call is not an identical resend (or its original failed) */
export async function replayResend(call: CallContext): Promise<InvokeResult | undefined> {
  const { run, request } = call;
  const { toolCallId, toolName, argumentsText } = request;
  const original =
    run.callIds.replay(toolCallId, toolName, argumentsText) ??
    (await run.callIds.inFlight(toolCallId, toolName, argumentsText));
  if (!original) return undefined;
  call.trace.begin('supports').info({ detail: { replayed: true, replayOf: original.callKey } });
  return { ...original, callKey: call.callKey, events: call.trace.events };
}
