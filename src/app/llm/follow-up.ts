/**
 * Follow-up questions of a conversation: "How do I create an index on two columns?" then "And how do I
 * drop it again?" — the second asks about the first one's thing. `resolveQuestion` fills in what a
 * follow-up refers to from the question before it, so the offline model plans its searches from the
 * resolved question and the release step judges every provider's answer against it (agent-loop.ts).
 * The wording rules are in `language/follow-up-phrases.ts`. Pure.
 *
 * Rules (decided here):
 * - Only the question just before counts (itself resolved first, so a chain of follow-ups keeps its thing).
 * - A follow-up that refers back by a pronoun and names no thing of its own, in at most `SHORT_TERMS` (4)
 *   content words, gets the earlier question's thing for the pronoun ("How do I drop an index?"); one
 *   that asks to do the same again ("How do I do that again?") is the earlier question. One that names a
 *   single thing of its own and a pronoun after a preposition for where it goes ("How do I add a column to
 *   it?") gets the earlier thing for that pronoun ("… to a table?").
 * - An elliptic follow-up ("What about views?", "And rows?", "The same for triggers?") is the earlier
 *   question with its things replaced by the new one ("What is the maximum number of rows in a table?").
 * - A follow-up cue without a pronoun ("And how do I delete?") gets the thing after its words, when it
 *   has a word of its own and no thing.
 * - Anything else, a full new question above all ("How do I drop a table?"), stands as asked.
 */
import type { ConversationMessage } from './provider';
import { contentTerms } from './language/terms';
import {
  askedThing,
  ellipticThing,
  ownThings,
  pronounInSetting,
  replaceThing,
  soundsLikeFollowUp,
  substitutePronoun,
} from './language/follow-up-phrases';

/** Most content words of a follow-up that borrows a thing for its pronoun. */
export const SHORT_TERMS = 4;
/** Most words of such a follow-up. */
const SHORT_WORDS = 12;

/** A question as asked and as resolved from its conversation. */
export interface ResolvedQuestion {
  /** The question as the user asked it. */
  asked: string;
  /** The question to plan and judge by: `asked` with what it refers to filled in, else `asked` itself. */
  text: string;
  /** The earlier question (itself resolved) it borrowed from; absent when `text` is `asked`. */
  from?: string;
}

/** Messages the agent loop adds as the user ("… Answer the question now …") are not questions. */
export function isLoopNotice(content: string): boolean {
  return /Do not call any tools\. Answer the question now/.test(content);
}

/** A resource attached as context (`question-context.ts`) is no question either. */
function isAttachment(content: string): boolean {
  return content.startsWith('Context attached by the user: ');
}

/** The user's questions in a conversation, in order (loop notices and attached resources left out). */
export function questionsOf(conversation: readonly ConversationMessage[]): string[] {
  return conversation.flatMap((message) =>
    message.role === 'user' && !isLoopNotice(message.content) && !isAttachment(message.content)
      ? [message.content]
      : [],
  );
}

/** `asked` resolved against the question before it (`earlier`, already resolved), or undefined. */
function resolveAgainst(asked: string, earlier: string): string | undefined {
  const thing = askedThing(earlier);
  if (!thing) return undefined;
  const elliptic = ellipticThing(asked);
  if (elliptic) return replaceThing(earlier, thing.span, elliptic);
  const own = ownThings(asked).length;
  const terms = contentTerms(asked);
  if (terms.length > SHORT_TERMS || asked.trim().split(/\s+/).length > SHORT_WORDS) return undefined;
  // "How do I add a column to it?": its own thing, and a pronoun for where it goes.
  if (own === 1 && pronounInSetting(asked)) return substitutePronoun(asked, thing.phrase, true);
  if (own > 0) return undefined;
  if (/\bdo (?:it|this|that)\b/i.test(asked) && terms.length === 0) return earlier;
  const pronoun = /\b(?:it|its|this|that|these|those|they|them|their)\b/i.test(asked);
  if (!pronoun && terms.length === 0) return undefined;
  return substitutePronoun(asked, thing.phrase);
}

/**
 * Resolves a question from the conversation before it (see the module rules).
 *
 * @param question the question as the user asked it
 * @param conversation the messages before it (any roles; earlier questions are its user messages,
 *   `questionsOf`), oldest first; empty for a first question
 * @returns the question as asked, the question to plan and judge by (`text`, equal to `asked` when it
 *   stands on its own), and the earlier question it borrowed from
 */
export function resolveQuestion(question: string, conversation: readonly ConversationMessage[]): ResolvedQuestion {
  return resolveIn(question, questionsOf(conversation));
}

function resolveIn(asked: string, earlier: readonly string[]): ResolvedQuestion {
  const previous = earlier[earlier.length - 1];
  if (previous === undefined || !soundsLikeFollowUp(asked)) return { asked, text: asked };
  const before = resolveIn(previous, earlier.slice(0, -1)).text;
  const text = resolveAgainst(asked, before);
  return text && text !== asked ? { asked, text, from: before } : { asked, text: asked };
}
