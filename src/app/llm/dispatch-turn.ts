/**
 * Sends the tool calls of one model turn to the harness together (DESIGN §4.1: the page's agent loop
 * sends all calls of a turn without awaiting each one; the harness passes them A1–B1 and B3–C8 in
 * arrival order and overlaps the executions that may overlap). Each call gets its `loop-dispatch`
 * page event as it is sent.
 */
import type { InvokeResult, TimelineEvent } from '../../contract';
import type { ModelToolCall } from './provider';
import type { AgentHarness } from './agent-loop';

/** A page event as the loop's `emit` takes it (the loop stamps runId, seq and time). */
type DispatchEvent = Omit<TimelineEvent, 'runId' | 'seq' | 'at'>;

/**
 * @param harness the harness (client) the calls go to
 * @param turn the run, the turn id, the provider's finish reason and the turn's calls, in the model's order
 * @param emit the loop's page-event writer
 * @returns the results in the order of `turn.calls` (rejects like `invoke`: only when the worker died)
 */
export function dispatchTurn(
  harness: Pick<AgentHarness, 'invoke'>,
  turn: { runId: string; turnId: string; finishReason?: string; calls: readonly ModelToolCall[] },
  emit: (event: DispatchEvent) => void,
): Promise<InvokeResult[]> {
  const { runId, turnId, finishReason } = turn;
  return Promise.all(
    turn.calls.map((call) => {
      emit({
        lane: 'loop',
        stage: 'loop-dispatch',
        status: 'info',
        callId: call.toolCallId,
        turnId,
        detail: { toolName: call.toolName, argumentChars: call.argumentsText.length },
      });
      return harness.invoke({
        runId,
        toolCallId: call.toolCallId,
        toolName: call.toolName,
        argumentsText: call.argumentsText,
        turnId,
        ...(finishReason !== undefined ? { finishReason } : {}),
      });
    }),
  );
}
