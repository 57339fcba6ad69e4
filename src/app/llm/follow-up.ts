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
 *   it?") gets the earlier thing for that pronoun ("… to a table?"); a pronoun that is the subject ("Does it
 *   slow down inserts?") gets it whatever else the follow-up names. A plural pronoun takes the thing's
 *   plural ("them" after "a trigger" → "triggers").
 * - An elliptic follow-up ("What about views?", "And rows?", "The same for triggers?") is the earlier
 *   question with its things replaced by the new one ("What is the maximum number of rows in a table?"),
 *   or with the new thing in its slot (`language/follow-up-slots.ts`: a preposition's phrase, a measure,
 *   "partial ones").
 * - A resolution that does not read cleanly (`isCleanResolution`) leaves the question as asked.
 * - A follow-up cue without a pronoun ("And how do I delete?") gets the thing after its words, when it
 *   asks (how, what, can …), has a word of its own and no thing.
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
import { isCleanResolution, pluralThing, slotResolution } from './language/follow-up-slots';

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

/** A pronoun as the subject of the follow-up ("Does it slow down inserts?", "They are slow?"). */
const SUBJECT_PRONOUN =
  /\b(?:does|do|did|is|are|was|were|can|could|will|would|should|has|have)\s+(?:it|they)\b|^\s*(?:and\s+)?(?:it|they)\b/i;
/** Words that ask: a follow-up with no pronoun gets the earlier thing added only when it asks in them. */
const ASKS = /\b(?:how|what|why|when|where|which|can|could|should|does|do|is|are)\b/i;
const PLURAL_PRONOUN = /\b(?:these|those|they|them)\b/i;

/** `asked` resolved against the question before it (`earlier`, already resolved), or undefined. */
function resolveAgainst(asked: string, earlier: string): string | undefined {
  const thing = askedThing(earlier);
  if (!thing) return undefined;
  const elliptic = ellipticThing(asked);
  if (elliptic) {
    const slotted = slotResolution(earlier, elliptic, thing.span);
    if (slotted !== undefined) return slotted || undefined;
    return replaceThing(earlier, thing.span, elliptic.replace(/^(?:of|in|on)\s+/i, ''));
  }
  const own = ownThings(asked).length;
  const terms = contentTerms(asked);
  if (terms.length > SHORT_TERMS || asked.trim().split(/\s+/).length > SHORT_WORDS) return undefined;
  const phrase = PLURAL_PRONOUN.test(asked) ? pluralThing(thing.phrase) : thing.phrase;
  // "How do I add a column to it?": its own thing, and a pronoun for where it goes.
  if (own === 1 && pronounInSetting(asked)) return substitutePronoun(asked, phrase, true);
  // "Does it slow down inserts?": the pronoun is what the sentence is about, whatever else it names.
  if (own > 0 && SUBJECT_PRONOUN.test(asked)) return substitutePronoun(asked, phrase);
  if (own > 0) return undefined;
  if (/\bdo (?:it|this|that)\b/i.test(asked) && terms.length === 0) return earlier;
  const pronoun = /\b(?:it|its|this|that|these|those|they|them|their)\b/i.test(asked);
  if (!pronoun && (terms.length === 0 || !ASKS.test(asked.replace(/\b(?:what|how) about\b/i, '')))) return undefined;
  return substitutePronoun(asked, phrase);
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
  return text && text !== asked && isCleanResolution(text) ? { asked, text, from: before } : { asked, text: asked };
}
