/**
 * Where an elliptic follow-up's new thing goes in the earlier question, and whether a resolved question
 * reads cleanly: the slot rules `follow-up.ts` applies before the plain thing replacement of
 * `follow-up-phrases.ts`. Pure.
 *
 * Rules (decided here):
 * - A new thing after a preposition ("And in an index?", "And of a BLOB?", "What about in PostgreSQL?")
 *   replaces the earlier question's words after the same preposition ("… columns in a table?" → "…
 *   columns in an index?"); when the earlier question has no such slot, an `in`/`on` phrase is added at
 *   its end ("How do I delete a trigger in PostgreSQL?").
 * - A new thing that carries its own measure (size, length, number, count, limit: "the database size",
 *   "the number of rows") replaces the earlier figure's measure and thing ("the maximum length of a
 *   string" → "the maximum size of a database").
 * - "partial ones" / "a partial one" keeps the earlier thing's noun with the new modifier ("a covering
 *   index" → "a partial index").
 * - A plural pronoun (they, them, these, those) stands for a singular thing in its plural ("a trigger" →
 *   "triggers").
 * - A resolved question is clean unless it has fewer than three words, or holds a leftover "one(s)", a figure with two measures ("length
 *   of the database size"), or a counted measure of a single thing ("number of an index").
 */

const MEASURE = '(?:size|length|number|count|limit)';
/** The earlier figure: "the maximum length of a string" — its lead, measure and thing. */
const FIGURE = new RegExp(
  `\\b(the\\s+(?:(?:maximum|minimum|max|min|default)\\s+)?)(${MEASURE})\\s+of\\s+(.+?)(?=\\s+(?:in|on|for|with|from)\\b|\\s*[?.!]*$)`,
  'i',
);
/** A new thing with its own measure: "the database size" or "the number of rows". */
const MEASURE_AFTER = new RegExp(`^(?:(?:the|a|an)\\s+)?((?:[\\w-]+\\s+){0,2}?)(${MEASURE})$`, 'i');
const MEASURE_BEFORE = new RegExp(
  `^(?:(?:the|a|an)\\s+)?(?:(?:maximum|minimum|max|min)\\s+)?(${MEASURE})\\s+of\\s+(.+)$`,
  'i',
);
/** Prepositions whose phrase is a slot of the earlier question. */
const SLOT = /^(in|on|of|from|into|inside|within)\s+(.+)$/i;
const ONES = /^(?:(?:a|an|the)\s+)?((?:[\w-]+\s+){1,2}?)ones?$/i;
const ARTICLE = /^(?:a|an|the|my|our|your)\s+/i;

/** "a" or "an" before `word` (by its first letter). */
function indefinite(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A thing as a figure's object: "database" → "a database"; a plural or an article keeps its words. */
function withArticle(thing: string): string {
  const words = thing.trim();
  return ARTICLE.test(words) || /s$/i.test(words) ? words : `${indefinite(words)} ${words}`;
}

/** `earlier` with its figure's measure and thing replaced by the new thing's, or undefined. */
function measureSlot(earlier: string, thing: string): string | undefined {
  const figure = FIGURE.exec(earlier);
  if (!figure) return undefined;
  const before = MEASURE_BEFORE.exec(thing);
  const after = MEASURE_AFTER.exec(thing);
  const measure = (before?.[1] ?? after?.[2])?.toLowerCase();
  const object = before?.[2] ?? after?.[1]?.trim();
  if (!measure || !object) return undefined;
  const lead = figure[1] ?? 'the ';
  return `${earlier.slice(0, figure.index)}${lead}${measure} of ${withArticle(object)}${earlier.slice(figure.index + figure[0].length)}`;
}

/** `earlier` with the phrase after `preposition` replaced by `thing` (up to the next preposition or the end). */
function prepositionSlot(earlier: string, preposition: string, thing: string): string | undefined {
  const slot = new RegExp(`\\b(${preposition})\\s+(.+?)(?=\\s+(?:in|on|of|for|with|from|into)\\b|\\s*[?.!]*$)`, 'i');
  const found = slot.exec(earlier);
  if (found)
    return `${earlier.slice(0, found.index)}${found[1]} ${thing}${earlier.slice(found.index + found[0].length)}`;
  if (!/^(?:in|on)$/i.test(preposition)) return undefined;
  return earlier.replace(/\s*([?.!]*)\s*$/, (end) => ` ${preposition.toLowerCase()} ${thing}${end.trim()}`);
}

/** `earlier` with its thing (at `span`, with the article and modifiers before it) given `modifier`. */
function onesSlot(earlier: string, span: { start: number; end: number }, modifier: string): string | undefined {
  const noun = /([\w-]+)\s*$/.exec(earlier.slice(span.start, span.end))?.[1];
  if (!noun) return undefined;
  const lead = /\b(?:(a|an|the)\s+)?(?:[\w-]+\s+){0,2}$/i.exec(
    earlier.slice(0, span.start + (earlier.slice(span.start, span.end).length - noun.length)),
  );
  const start = lead ? lead.index : span.start;
  const article = lead?.[1] ? (/^the$/i.test(lead[1]) ? 'the' : indefinite(modifier)) : '';
  const phrase = `${article ? `${article} ` : ''}${modifier} ${noun}`;
  return `${earlier.slice(0, start)}${phrase}${earlier.slice(span.end)}`;
}

/**
 * The earlier question with an elliptic follow-up's `rest` put in its slot (see the module rules), or
 * undefined when no slot rule applies (the caller replaces the earlier thing as a whole).
 *
 * @param earlier the earlier question (resolved)
 * @param rest the follow-up's words after its opener ("in an index", "the database size", "partial ones")
 * @param span where the earlier question's thing stands (`askedThing().span`)
 */
export function slotResolution(
  earlier: string,
  rest: string,
  span: { start: number; end: number },
): string | undefined {
  const ones = ONES.exec(rest.trim());
  if (ones) return onesSlot(earlier, span, (ones[1] ?? '').trim());
  const slot = SLOT.exec(rest.trim());
  if (slot) return prepositionSlot(earlier, slot[1] ?? '', slot[2] ?? '');
  if (new RegExp(`\\b${MEASURE}\\b`, 'i').test(rest)) return measureSlot(earlier, rest.trim()) ?? '';
  return undefined;
}

/** The plural of a singular indefinite thing ("a trigger" → "triggers"); any other phrase as it is. */
export function pluralThing(phrase: string): string {
  const single = /^(?:a|an)\s+(.+)$/i.exec(phrase.trim());
  if (!single) return phrase;
  const words = single[1] ?? '';
  return words.replace(/([\w-]+)$/, (noun) =>
    /(?:s|x|ch|sh)$/i.test(noun) ? `${noun}es` : /[^aeiou]y$/i.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`,
  );
}

/** Whether a resolved question reads cleanly (see the module rules). */
export function isCleanResolution(text: string): boolean {
  if (text.trim().split(/\s+/).length < 3) return false;
  if (/\b(?:ones?)\b/i.test(text)) return false;
  if (new RegExp(`\\b${MEASURE}\\s+of\\s+(?:the\\s+|a\\s+|an\\s+)?(?:[\\w-]+\\s+){0,2}${MEASURE}\\b`, 'i').test(text))
    return false;
  return !/\b(?:number|count)\s+of\s+(?:a|an)\s/i.test(text);
}
