/**
 * Reads the page's `conversation-text` write (contract/run-record-api.ts `ConversationTextEvent`): the JSON
 * text of the conversation's `TraceTurn[]`, parsed here in the worker into the `conversation` event the
 * record keeps (so the stored log, the reducer and every reader see only `conversation` events).
 */
import { isRecord } from '../../contract/guards';
import type { PageRecordEvent } from '../../contract/run-record';
import type { TraceTurn } from '../../contract/trace';

/** True when `value` is a `conversation-text` write (any members; `conversationOfText` checks them). */
export function isConversationText(value: unknown): boolean {
  return isRecord(value) && value.type === 'conversation-text';
}

/**
 * @param value a `conversation-text` write (`{ type, turnsJson }`)
 * @returns the `conversation` event it stands for (its `turns` checked as any `conversation` event's, by
 *   `pageEventProblem`), or the sentence saying why it is refused (no string `turnsJson`, or not JSON)
 */
export function conversationOfText(value: unknown): PageRecordEvent | string {
  const text = isRecord(value) ? value.turnsJson : undefined;
  if (typeof text !== 'string') return 'A "conversation-text" event needs "turnsJson" (string).';
  let turns: unknown;
  try {
    turns = JSON.parse(text);
  } catch {
    return 'The "turnsJson" of a "conversation-text" event is not JSON.';
  }
  return { type: 'conversation', turns: turns as TraceTurn[] };
}
