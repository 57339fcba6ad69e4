/**
 * The wording of a follow-up question ("And how do I drop it again?", "What about views?") and of the
 * thing an earlier question asked about ("an index" in "How do I create an index on two columns?"):
 * the text functions `follow-up.ts` resolves a follow-up with. Pure.
 *
 * Rules (decided here):
 * - A thing is a focus concept (`focusConcepts`) of full weight that the vocabulary knows or that is a word
 *   of the domain (`Concept.domain`: index, table, column, a vocabulary phrase); verbs and properties
 *   ("drop", "slow") are not things.
 * - The thing an earlier question asked about is its first thing, as the question words it (with its
 *   article, without a leading verb of the phrase: "drop an index" → "an index"); for a figure or a
 *   default ("the maximum number of columns"), the noun phrase that names the figure. A product name
 *   ("PostgreSQL", `products.ts`) and a verb with its particle ("slow down inserts") are never that thing.
 * - A follow-up refers back by a pronoun (it, its, this, that, these, those, they, them, their) or is
 *   elliptic: an opener ("what about", "how about", "the same for", "and", "and for", "and of") and a few
 *   words that name a new thing but ask nothing ("What about views?", "And rows?", "And in an index?" with
 *   its preposition kept, "What about partial ones?").
 */
import { focusConcepts } from './focus';
import type { Concept } from './concepts';
import { productsNamed } from './products';

/** Pronouns a follow-up refers back with (a possessive is read apart, see `substitutePronoun`). */
const PRONOUN = /\b(it|this|that|these|those|they|them)\b/i;
const POSSESSIVE = /\b(?:its|their)\s+((?:(?!(?:in|on|for|when|if|and|or|with|of|to)\b)[\w-]+\s*){1,3})/i;

/** A pronoun after a preposition: it stands for where the follow-up's own thing is ("add a column to it"). */
const SETTING_PRONOUN = /\b(?:to|from|in|into|on|onto|of|with|inside|within|for)\s+(it|them|this|that|these|those)\b/i;

/** Words that make a follow-up (a pronoun aside): an opener or "again". */
const CUE =
  /^\s*(?:and|also|but|so|then|ok(?:ay)?)\b|\b(?:what|how) about\b|\b(?:the )?same (?:for|with)\b|\bagain\b|\binstead\b/i;

/** The opener of an elliptic follow-up, up to the words that name its thing. */
const ELLIPTIC_OPENER =
  /^\s*(?:(?:and|but|also|ok(?:ay)?|so)[\s,]+)?(?:(?:what|how) about(?: the same for)?|(?:the )?same (?:for|with)|and(?: (?:for|with))?|(?:for|with)|(?=(?:of|in|on)\s))\s*/i;

/** Words that ask: an elliptic follow-up has none (it borrows the earlier question's). */
const ASKING =
  /\b(?:how|what|why|when|where|which|who|can|could|should|would|is|are|does|do|did|will|may|must|shall)\b/i;

/** Words an elliptic follow-up ends with that add nothing ("too", "as well", "then"). */
const TRAILING = /\s*(?:,?\s*(?:too|as well|then|instead|again))*\s*[?.!]*\s*$/i;

/** The verbs a vocabulary phrase may start with ("drop an index", "rename a column"): not the thing. */
const LEADING_VERBS =
  /^(?:(?:drop|delete|remove|rename|change|alter|create|make|add|enable|disable|turn on|turn off|switch|set|use|insert|update|get|build|write|open|close|run|start|stop|check|find|fix|avoid)\s+)+(?:(?:a|an|the|my|our|your)\s+)?/i;

/** The noun phrase that names a figure or a default of the thing ("the maximum number of "). */
const FIGURE_PHRASE =
  /\bthe\s+((?:[\w-]+\s+){0,2}(?:maximum|minimum|max|number|limit|default|size|length|value|count|setting)(?:\s+[\w-]+){0,2})\s+of\s+$/i;

/** A thing worded as a verb with its particle ("slow down inserts", "speed up a query"): no referent. */
const VERB_PHRASE = /^[\w-]+\s+(?:down|up|off|out|over|away)\b/i;

/** A span of a question's text, in UTF-16 offsets (`end` exclusive). */
export interface Span {
  start: number;
  end: number;
}

/** Whether a concept is a thing (see the module rules). */
export function isThing(concept: Concept): boolean {
  return concept.weight >= 1 && (concept.domain || concept.entries.some((entry) => entry.query !== ''));
}

/** The things a question names in its focus. */
export function ownThings(question: string): Concept[] {
  return question.trim() ? focusConcepts(question).filter(isThing) : [];
}

/** Where a thing stands in the question: its words without a leading verb, its article and its quotes. */
function thingSpan(question: string, concept: Concept): Span | undefined {
  const at = question.toLowerCase().indexOf(concept.label.toLowerCase());
  if (at < 0) return undefined;
  const label = question.slice(at, at + concept.label.length);
  const lead = LEADING_VERBS.exec(label)?.[0].length ?? 0;
  let start = at + (lead < label.length ? lead : 0);
  let end = at + label.length;
  if (/['"‘“]$/.test(question.slice(0, start)) && /^['"’”]/.test(question.slice(end))) {
    start -= 1;
    end += 1;
  }
  const article = /\b(?:a|an|the|my|our|your)\s+$/i.exec(question.slice(0, start));
  return { start: article ? article.index : start, end };
}

/**
 * The thing a question asked about (see the module rules).
 *
 * @param question an earlier question of the conversation
 * @returns `phrase`: the words a pronoun stands for ("an index", "the maximum number of columns");
 *   `span`: where the things of its focus stand, from the first to the last (what an elliptic follow-up
 *   replaces); undefined when the question names no thing
 */
export function askedThing(question: string): { phrase: string; span: Span } | undefined {
  const spans = ownThings(question)
    .filter((concept) => productsNamed(concept.label).length === 0)
    .map((concept) => thingSpan(question, concept))
    .filter((span): span is Span => span !== undefined)
    .sort((a, b) => a.start - b.start);
  const first = spans.find((span) => !VERB_PHRASE.test(question.slice(span.start, span.end))) ?? spans[0];
  if (!first || VERB_PHRASE.test(question.slice(first.start, first.end))) return undefined;
  const span = { start: first.start, end: Math.max(...spans.map((s) => s.end)) };
  const figure = FIGURE_PHRASE.exec(question.slice(0, first.start));
  const from = figure ? figure.index : first.start;
  return { phrase: question.slice(from, first.end), span };
}

/** Whether a question is worded as a follow-up: a pronoun or a cue word (see the module rules). */
export function soundsLikeFollowUp(question: string): boolean {
  return PRONOUN.test(question) || POSSESSIVE.test(question) || CUE.test(question);
}

/**
 * The new thing of an elliptic follow-up ("What about views?" → "views", "And of a BLOB?" → "a BLOB"),
 * or undefined when the question is not elliptic (it asks in words of its own, or names no thing).
 */
export function ellipticThing(question: string): string | undefined {
  const opener = ELLIPTIC_OPENER.exec(question);
  if (!opener) return undefined;
  const rest = question.slice(opener[0].length).replace(TRAILING, '').trim();
  if (!rest || ASKING.test(rest) || PRONOUN.test(rest) || rest.split(/\s+/).length > 5) return undefined;
  return ownThings(rest).length > 0 || /\bones?$/i.test(rest) ? rest : undefined;
}

/** Whether a follow-up's pronoun stands after a preposition (`SETTING_PRONOUN`: "to it", "from them"). */
export function pronounInSetting(question: string): boolean {
  return SETTING_PRONOUN.test(question);
}

/**
 * A follow-up with its pronoun (or possessive) replaced by `phrase` (the one after a preposition, when
 * `inSetting`), its opener ("And", "So") and a
 * trailing "again" dropped: "And how do I drop it again?" + "an index" → "How do I drop an index?";
 * "What are its disadvantages?" + "WAL mode" → "What are the disadvantages of WAL mode?". A follow-up with
 * neither ("And how do I delete?") gets the phrase after its last word.
 */
export function substitutePronoun(question: string, phrase: string, inSetting = false): string {
  let text = question.trim().replace(/^(?:and|also|but|so|then|ok(?:ay)?)[\s,]+/i, '');
  const possessive = POSSESSIVE.exec(text);
  if (inSetting) text = text.replace(SETTING_PRONOUN, (found, pronoun: string) => found.replace(pronoun, phrase));
  else if (possessive && (!PRONOUN.exec(text) || possessive.index <= (PRONOUN.exec(text)?.index ?? 0))) {
    const owned = (possessive[1] ?? '').trim();
    text = `${text.slice(0, possessive.index)}the ${owned} of ${phrase}${text.slice(possessive.index + possessive[0].trimEnd().length)}`;
  } else if (PRONOUN.test(text)) text = text.replace(PRONOUN, phrase);
  else text = text.replace(/[\s?.!]*$/, (end) => ` ${phrase}${end.trim() ? end.trim() : ''}`);
  text = text.replace(/\s+again\b/i, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An earlier question with the things of its focus (`span`) replaced by an elliptic follow-up's `thing`. */
export function replaceThing(earlier: string, span: Span, thing: string): string {
  return `${earlier.slice(0, span.start)}${thing}${earlier.slice(span.end)}`;
}
