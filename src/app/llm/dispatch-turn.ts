/**
 * Sends the tool calls of one model turn to the harness together (DESIGN §4.1: the page's agent loop
 * sends all calls of a turn without awaiting each one; the harness passes them A1–B1 and B3–C8 in
 * arrival order and overlaps the executions that may overlap). Each call gets its `loop-dispatch`
 * page event as it is sent. A turn of thousands of calls is sent in slices of `DISPATCH_SLICE` calls,
 * one slice a task (`yieldToPage` between them), so the page paints and takes input while a model's
 * 100,000-call turn is on its way; the calls still go in the model's order, none awaiting another's answer.
 */
import type { InvokeResult, TimelineEvent } from '../../contract';
import type { ModelToolCall } from './provider';
import type { AgentHarness } from './agent-loop';
import { yieldToPage } from './yield-to-page';

/** A page event as the loop's `emit` takes it (the loop stamps runId, seq and time). */
type DispatchEvent = Omit<TimelineEvent, 'runId' | 'seq' | 'at'>;

/** Calls sent in one task (a few milliseconds of the page's time). */
export const DISPATCH_SLICE = 256;

/**
 * @param harness the harness (client) the calls go to
 * @param turn the run, the turn id, the provider's finish reason and the turn's calls, in the model's order
 * @param emit the loop's page-event writer
 * @param onResult called with each call's result and its index in `turn.calls` as it arrives (so the
 *   loop's per-call work is spread over the answers instead of done in one task at the turn's end); what
 *   it returns stands for the answer in the turn's results, so a long turn need not keep each answer whole
 * @returns the results (or what `onResult` made of them) in the order of `turn.calls` (rejects like
 *   `invoke`: only when the worker died)
 */
export async function dispatchTurn(
  harness: Pick<AgentHarness, 'invoke'>,
  turn: { runId: string; turnId: string; finishReason?: string; calls: readonly ModelToolCall[] },
  emit: (event: DispatchEvent) => void,
): Promise<InvokeResult[]>;
export async function dispatchTurn<T>(
  harness: Pick<AgentHarness, 'invoke'>,
  turn: { runId: string; turnId: string; finishReason?: string; calls: readonly ModelToolCall[] },
  emit: (event: DispatchEvent) => void,
  onResult: (result: InvokeResult, index: number) => T,
): Promise<T[]>;
export async function dispatchTurn<T>(
  harness: Pick<AgentHarness, 'invoke'>,
  turn: { runId: string; turnId: string; finishReason?: string; calls: readonly ModelToolCall[] },
  emit: (event: DispatchEvent) => void,
  onResult?: (result: InvokeResult, index: number) => T,
): Promise<(T | InvokeResult)[]> {
  const { runId, turnId, finishReason } = turn;
  const results: Promise<T | InvokeResult>[] = [];
  for (const [index, call] of turn.calls.entries()) {
    if (index > 0 && index % DISPATCH_SLICE === 0) await yieldToPage();
    emit({
      lane: 'loop',
      stage: 'loop-dispatch',
      status: 'info',
      callId: call.toolCallId,
      turnId,
      detail: { toolName: call.toolName, argumentChars: call.argumentsText.length },
    });
    const sent = harness.invoke({
      runId,
      toolCallId: call.toolCallId,
      toolName: call.toolName,
      argumentsText: call.argumentsText,
      turnId,
      ...(finishReason !== undefined ? { finishReason } : {}),
    });
    const result = onResult ? sent.then((answered) => onResult(answered, index)) : sent;
    // Handled here while later slices are still being sent; `Promise.all` below reports the failure.
    result.catch(() => undefined);
    results.push(result);
  }
  return Promise.all(results);
}
