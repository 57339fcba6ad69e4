/**
 * The JSON text of a run's conversation for the record (contract/run-record-api.ts `ConversationTextEvent`),
 * made without a long task: a turn's tool calls are stringified `TURN_SLICE` at a time, one slice a task
 * (`yieldToPage` between them), so a model turn of 100,000 calls costs the page a few milliseconds a
 * task rather than one structured clone of 100,000 objects. Each turn's text is made once (a recorded
 * turn does not change) and the conversation's text is the turns' texts joined.
 */
import type { TraceTurn } from '../../contract';
import { yieldToPage } from './yield-to-page';

/** Tool calls stringified in one task. */
export const TURN_SLICE = 2_000;

/**
 * @param turn one turn of the conversation
 * @returns the JSON text of `turn` (parses to an object equal to it; its `toolCalls` written last)
 */
export async function turnText(turn: TraceTurn): Promise<string> {
  const { toolCalls, ...rest } = turn;
  if (!toolCalls || toolCalls.length <= TURN_SLICE) return JSON.stringify(turn);
  const parts: string[] = [];
  for (let from = 0; from < toolCalls.length; from += TURN_SLICE) {
    if (from > 0) await yieldToPage();
    parts.push(JSON.stringify(toolCalls.slice(from, from + TURN_SLICE)).slice(1, -1));
  }
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)}${head === '{}' ? '' : ','}"toolCalls":[${parts.join(',')}]}`;
}

/** The conversation's text: the JSON array of the turns' texts (each from `turnText`). */
export function conversationText(turnTexts: readonly string[]): string {
  return `[${turnTexts.join(',')}]`;
}
