/**
 * Context budget for conversations: old observations are trimmed to a context budget, and the trimming is
 * shown. Follow-up questions resend the whole conversation, so old observations (tool messages) are
 * the first thing to give up: the oldest ones are replaced by a short note until the estimate fits.
 *
 * Estimate: tokens ≈ characters / 4 (OpenAI's rule of thumb for English text,
 * https://help.openai.com/en/articles/4936856), over message contents and tool-call argument text. It is
 * an estimate — real tokenizers differ — which is why the budget is a setting. The tool messages of the
 * newest turn (after the last assistant message) are never trimmed: the model has not read them yet.
 */
import type { ConversationMessage } from './provider';

/** Characters per estimated token. */
const CHARS_PER_TOKEN = 4;

/** The note that replaces a trimmed observation (`chars` = length of the observation JSON it replaces). */
function trimmedObservationNote(toolCallId: string, chars: number): string {
  return `[observation of call ${toolCallId} trimmed: ${chars} chars]`;
}

const TRIMMED = /^\[observation of call .* trimmed: \d+ chars\]$/;

/** Characters a message contributes to the estimate. */
function messageChars(message: ConversationMessage): number {
  if (message.role === 'assistant')
    return (
      message.content.length +
      message.toolCalls.reduce((sum, call) => sum + call.argumentsText.length + call.toolName.length, 0)
    );
  return message.content.length;
}

/** Estimated tokens of a conversation (characters / 4, rounded up). */
export function estimateTokens(messages: readonly ConversationMessage[]): number {
  return Math.ceil(messages.reduce((sum, message) => sum + messageChars(message), 0) / CHARS_PER_TOKEN);
}

/**
 * Trims the oldest observations until the conversation's estimate fits `budgetTokens`.
 *
 * @param messages the conversation (not changed)
 * @param budgetTokens the budget in estimated tokens; ≤ 0 or not finite means no budget
 * @returns `{ messages, trimmedCallIds, estimatedTokens }`: a new array when anything was trimmed (the
 *   same array otherwise), the ids of the calls whose observations were trimmed now (oldest first), and
 *   the estimate after trimming (may still exceed the budget when only protected content is left)
 */
export function trimToContextBudget(
  messages: readonly ConversationMessage[],
  budgetTokens: number,
): { messages: ConversationMessage[]; trimmedCallIds: string[]; estimatedTokens: number } {
  let estimated = estimateTokens(messages);
  const trimmedCallIds: string[] = [];
  if (!Number.isFinite(budgetTokens) || budgetTokens <= 0 || estimated <= budgetTokens) {
    return { messages: messages as ConversationMessage[], trimmedCallIds, estimatedTokens: estimated };
  }
  let lastAssistant = -1;
  messages.forEach((message, index) => {
    if (message.role === 'assistant') lastAssistant = index;
  });
  const out = [...messages];
  let chars = messages.reduce((sum, message) => sum + messageChars(message), 0);
  for (let index = 0; index < lastAssistant && Math.ceil(chars / CHARS_PER_TOKEN) > budgetTokens; index += 1) {
    const message = out[index]!;
    if (message.role !== 'tool' || TRIMMED.test(message.content)) continue;
    const note = trimmedObservationNote(message.toolCallId, message.content.length);
    if (note.length >= message.content.length) continue;
    chars -= message.content.length - note.length;
    out[index] = { ...message, content: note };
    trimmedCallIds.push(message.toolCallId);
  }
  estimated = estimateTokens(out);
  return {
    messages: trimmedCallIds.length > 0 ? out : (messages as ConversationMessage[]),
    trimmedCallIds,
    estimatedTokens: estimated,
  };
}
