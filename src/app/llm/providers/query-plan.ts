/**
 * Plans the offline model's searches from a question (its first step): the documentation's own words for
 * what the question says (the vocabulary table: "update it if it already exists" → `UPSERT ON CONFLICT
 * DO UPDATE`), the question's own content words, quoted phrases (an error message) and SQL forms written
 * in capitals ("RIGHT JOIN") as they stand, and a
 * query for what the question asks (`limit` → "maximum …", `tradeoffs` → "… advantages disadvantages",
 * a default value to set → "DEFAULT CURRENT_TIMESTAMP").
 * Deterministic, pure.
 */
import { detectIntents, type Intent } from '../language/intent';
import { tradeoffsAsked } from '../language/forms';
import { isStopWord, wordsOf } from '../language/terms';
import { matchVocabulary } from '../language/vocabulary';
import { keywordPhrases, questionConcepts } from '../language/concepts';
import { focusConcepts, TURN_OFF } from '../language/focus';

/** Most queries one question gets (each is one `lookup_knowledge` call). */
export const MAX_QUERIES = 4;
/** Content words of the question's own query. */
const CORE_WORDS = 6;

/** Phrases the question quotes ('…', "…", ‘…’, “…”), in order. */
export function quotedPhrases(question: string): string[] {
  const out: string[] = [];
  for (const match of question.matchAll(/(?:^|[\s(])['"‘“„]([^'"‘’“”„]{3,120})['"’”“]/g)) {
    const phrase = match[1]?.trim();
    if (phrase) out.push(phrase);
  }
  return out;
}

/** The question's content words (not stemmed), in order, distinct. */
export function contentWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((word) => word.length > 1 && !isStopWord(word)))];
}

function intentQuery(intent: Intent | 'pro' | 'con', subject: string): string | undefined {
  switch (intent) {
    case 'limit':
      return `maximum ${subject} limit`;
    case 'tradeoffs':
      return `${subject} advantages disadvantages`;
    case 'con':
      return `${subject.split(' ')[0]} disadvantages`;
    case 'pro':
      return `${subject.split(' ')[0]} advantages`;
    case 'when':
      return `${subject} when to use`;
    case 'fix':
      return `${subject} avoid`;
    default:
      return undefined;
  }
}

/**
 * "Make a column default to the current time" ("a default value of 0"): the DEFAULT clause with the documentation's keyword for
 * the value (`DEFAULT CURRENT_TIMESTAMP`: a vocabulary term of the value written as an identifier, in
 * capitals), else with the value's own words (up to three, before a clause). Empty when the question is
 * no how-to or names no value.
 */
function defaultToQuery(question: string): string[] {
  if (!detectIntents(question).includes('how-to')) return [];
  const value =
    /\b(?:defaults? to|default value of) (?:the |a |an )?((?:(?!when|if|where|unless|for|in|after|before)[\w'-]+ ?){1,3})/i
      .exec(question)?.[1]
      ?.trim();
  if (!value) return [];
  const keyword = matchVocabulary(value)
    .flatMap((match) => match.entry.terms)
    .find((term) => /^[a-z]+_[a-z_]+$/i.test(term));
  return [`DEFAULT ${keyword ? keyword.toUpperCase() : value}`];
}

/**
 * Returns 1–4 distinct queries for `question`: quoted phrases first, then the vocabulary queries of the
 * two most specific topics it names, the question's own content words, and the intent queries (built on
 * its first content words).
 *
 * @example planQueries('How do I insert a row, or update it if it already exists?')
 *   → ['UPSERT ON CONFLICT DO UPDATE', 'insert row update exists']
 */
export function planQueries(question: string, max = MAX_QUERIES): string[] {
  // An SQL form the question writes in capitals ("RIGHT JOIN") is searched as it stands, like a quote.
  // (Not one the vocabulary already knows: its own query is better.)
  const known = new Set(
    questionConcepts(question)
      .filter((concept) => concept.entries.length === 0)
      .map((concept) => concept.label),
  );
  // A JOIN form is searched with the section that says what each join does ("RIGHT JOIN FROM clause
  // processing": SELECT's "Determination of input data (FROM clause processing)").
  const forms = keywordPhrases(question)
    .filter((concept) => known.has(concept.label))
    .map((concept) =>
      / join$/.test(concept.label)
        ? `${concept.label.toUpperCase()} FROM clause processing`
        : concept.label.toUpperCase(),
    );
  const quoted = [...quotedPhrases(question), ...forms.filter((form) => !quotedPhrases(question).includes(form))];
  let rest = question;
  for (const phrase of quoted) rest = rest.split(phrase).join(' ');
  const words = contentWords(rest).filter(
    (word) => !/^(?:sqlite3?|database|db)$/.test(word) || contentWords(rest).length <= 2,
  );
  const vocabulary = matchVocabulary(question)
    .map((match) => match.entry.query)
    .filter((query) => query !== '');
  const core = words.slice(0, CORE_WORDS).join(' ');
  // The intent query is about the asked thing ("maximum columns limit"), not the question's first words
  // ("maximum number").
  const focus = contentWords(
    focusConcepts(question)
      .map((concept) => concept.label)
      .join(' '),
  );
  const subject = (focus.length > 0 ? focus : words).slice(0, 2).join(' ');
  const asked = detectIntents(question);
  // A trade-off side, searched with the thing's head word and the side's word ("wal disadvantages"): the
  // extract then reads the side's list from its introduction on.
  const sides = asked.includes('tradeoffs') ? tradeoffsAsked(question) : { pro: false, con: false };
  const sideIntents: ('pro' | 'con')[] = [
    ...(sides.con ? ['con' as const] : []),
    ...(sides.pro ? ['pro' as const] : []),
  ];
  const intents = [...sideIntents, ...asked].flatMap((intent) => {
    const query = subject ? intentQuery(intent, subject) : undefined;
    // A limit's figure is often in the sentence after the one that names it ("… has a default value of 1000").
    return query ? [query, ...(intent === 'limit' ? [`${subject} default`] : [])] : [];
  });
  // Turning a thing off: the documentation shows it with OFF ("PRAGMA foreign_keys = OFF").
  const off = TURN_OFF.test(question) && vocabulary[0] ? [`${vocabulary[0]} OFF disable`] : [];
  // A how-to about a clause whose page shows no example searches for one (`VocabularyEntry.example`).
  const examples = asked.includes('how-to')
    ? matchVocabulary(question)
        .slice(0, 2)
        .flatMap((match) => (match.entry.example ? [match.entry.example] : []))
    : [];
  const candidates = [
    ...quoted,
    ...defaultToQuery(question),
    ...vocabulary.slice(0, 2),
    ...off,
    core,
    ...examples,
    ...intents,
    ...vocabulary.slice(2, 3),
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(candidate.trim());
    if (out.length >= max) break;
  }
  return out;
}
