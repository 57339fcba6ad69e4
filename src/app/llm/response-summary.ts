/**
 * The request inspector's record of what the model sent back in one turn: its text and its tool calls
 * (name, tool_call_id and the argument text exactly as received, before the worker parses it), with the
 * finish reason. BOUNDED so the store stays bounded: the text ≤ 4,000 characters, ≤ 32 tool calls (the
 * rest counted), each argument text ≤ 2,000 characters; lengths are given in full. Every string has the
 * given secrets (the API key) replaced by `[redacted]`.
 */
import type { ModelTurn } from './provider';
import type { TurnResponseSummary } from '../store/conversation-slice';
import { scrubSecrets } from '../../contract';
import { clip } from './request-summary';

/** Bounds of one response summary. */
export const RESPONSE_SUMMARY_LIMITS = { textChars: 4_000, toolCalls: 32, argumentChars: 2_000 } as const;

/**
 * Summarizes one model turn for the inspector.
 *
 * @param turn the provider's turn (text, tool calls, finish reason)
 * @param meta the run, turn and provider id
 * @param secrets strings never to show (the API key)
 */
export function summarizeResponse(
  turn: Pick<ModelTurn, 'text' | 'toolCalls' | 'finishReason'>,
  meta: { runId: string | null; turnId: string; provider: string },
  secrets: readonly string[],
): TurnResponseSummary {
  const scrub = (text: string) => scrubSecrets(text, secrets);
  const { textChars, toolCalls, argumentChars } = RESPONSE_SUMMARY_LIMITS;
  return {
    ...meta,
    text: clip(scrub(turn.text), textChars),
    textChars: turn.text.length,
    finishReason: scrub(turn.finishReason).slice(0, 64),
    toolCalls: turn.toolCalls.slice(0, toolCalls).map((call) => ({
      toolCallId: scrub(call.toolCallId).slice(0, 128),
      toolName: scrub(call.toolName).slice(0, 128),
      argumentsText: clip(scrub(call.argumentsText), argumentChars),
      argumentsChars: call.argumentsText.length,
    })),
    toolCallsOmitted: Math.max(0, turn.toolCalls.length - toolCalls),
  };
}
