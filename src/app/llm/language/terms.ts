/**
 * Content terms of English text, as the offline model and the release step read them: words lower-cased
 * (identifiers such as `busy_timeout` or `sqlite3_open` kept whole), English function words, question
 * words and filler dropped, the rest reduced by a light suffix stemmer (`locked` → `lock`, `writes` →
 * `writ`, `queries` → `query`). Two terms match when equal or when one is a prefix of the other and the
 * shorter has at least `PREFIX_MATCH_LETTERS` letters (`writ` ~ `written`, `index` ~ `indexes`).
 * A few inflected forms whose meaning in the domain differs from their stem's (`LEXICAL`: "shared" as in
 * shared cache, shared memory, a shared lock is not "to share" or "a network share") are kept whole, so
 * they match only themselves.
 * Pure; no I/O.
 */

/** Shortest stem that matches longer words by prefix. */
export const PREFIX_MATCH_LETTERS = 4;

/**
 * Words that carry no topic: function words, question words, pronouns, and verbs and fillers of how
 * people ask ("how do I make", "is there a way", "tell me"). Not here: SQL words (`not`, `null`, `on`,
 * `by`), since a question about them needs them.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but if then else so of to in on at by for with without from into onto about over under ' +
    'is are was were be been being am do does did doing done have has had having can could should would will ' +
    'shall may might must i me my mine myself we us our you your yours it its itself they them their theirs ' +
    'he him his she her this that these those ' +
    'there here what which who whom whose when where why how whether all any some each every more most other ' +
    'such only own same than too very just also get gets got getting make makes made making give gives giving ' +
    'fix fixing ' +
    'happen happens way ways best good need needs want wants tell explain please thing things lot lots ' +
    'really actually still even ever again once let lets like know one ones something someone anything possible ' +
    'use using used uses see show shows many much out off up down try trying go going keep kept ll ve re'
  ).split(/\s+/),
);

/** Terms so common in the shipped corpus that they say little about a question (half weight). */
const GENERIC_WORDS = [
  'sqlite',
  'sqlite3',
  'database',
  'databases',
  'data',
  'work',
  'works',
  'statement',
  'sql',
  'value',
];

const WORD = /[\p{L}\p{N}_]+(?:['’][\p{L}]+)?/gu;

/**
 * Inflected words kept whole (their own term): the domain uses them as adjectives with a meaning of their
 * own ("shared cache", "shared memory", "a SHARED lock"), which "share" ("an NFS share") does not have.
 */
const LEXICAL = new Set(['shared']);

/**
 * A light English suffix stemmer (a subset of Porter's step 1): plural `-s`/`-es`/`-ies`, `-ing`, `-ed`,
 * a final `-e`. Identifiers (`_` or digits) and words under 4 letters are kept whole; a stem keeps at
 * least 3 letters.
 */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || /[\d_]/.test(lower) || LEXICAL.has(lower)) return lower;
  let out = lower;
  if (out.endsWith('ies') && out.length > 4) out = `${out.slice(0, -3)}y`;
  else if (out.endsWith('sses')) out = out.slice(0, -2);
  else if (/[^su]s$/.test(out) && !out.endsWith('is')) out = out.slice(0, -1);
  const suffix = /(?:ing|ed)$/.exec(out);
  if (suffix && out.length - suffix[0].length >= 4) {
    out = out.slice(0, -suffix[0].length);
    if (/([^aeiouslz])\1$/.test(out)) out = out.slice(0, -1);
  }
  if (out.endsWith('e') && out.length > 4) out = out.slice(0, -1);
  return out;
}

/** Scripts written without spaces between words: compared by character pairs. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** Negated auxiliaries whose stem is not the word before `n't` (`can't`, `won't`, `shan't`, `ain't`). */
const IRREGULAR_NEGATIONS: Record<string, string> = { can: 'can', won: 'will', shan: 'shall', ai: 'is' };

/**
 * The word a contraction stands for, without its clitic: `doesn't` → `does`, `isn't` → `is`,
 * `can't` → `can`, `won't` → `will`, `I'm` → `i`, `it's` → `it`, `we've` → `we`, `SQLite's` → `sqlite`
 * (the negation itself is read from the raw text by the polarity and restriction rules, not as a term).
 */
function uncontracted(word: string): string {
  const quote = word.search(/['’]/);
  if (quote < 0) return word;
  const head = word.slice(0, quote);
  if (word.slice(quote + 1) !== 't') return head;
  return IRREGULAR_NEGATIONS[head] ?? (head.endsWith('n') ? head.slice(0, -1) : head);
}

/**
 * Lower-cased words of a text, in order (identifiers whole; contractions reduced to their word, see
 * `uncontracted`); a run of a script written without spaces (Chinese, Japanese, Korean, Thai) gives its
 * overlapping character pairs instead.
 */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = uncontracted(match[0]);
    if (!UNSPACED.test(word) || word.length < 2) out.push(word);
    else for (let i = 0; i + 1 < word.length; i += 1) out.push(word.slice(i, i + 2));
  }
  return out;
}

/** Whether a lower-cased word is a stop word (carries no topic). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** The distinct content terms (stems) of a text, in first-seen order. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  const add = (word: string) => {
    if (word.length < 2 || STOP_WORDS.has(word)) return;
    const term = stem(word);
    if (!out.includes(term)) out.push(term);
  };
  for (const word of wordsOf(text)) {
    add(word);
    // An identifier also stands for its parts: SQLITE_MAX_COLUMN is about columns.
    if (word.includes('_')) for (const part of word.split('_')) if (!/^(?:sqlite3?|max|min)$/.test(part)) add(part);
  }
  return out;
}

/** Weight of a term in coverage scores: 0.5 for corpus-wide generic terms, else 1. */
export function termWeight(term: string): number {
  return GENERIC_TERMS.has(term) ? 0.5 : 1;
}

const GENERIC_TERMS = new Set(GENERIC_WORDS.map(stem));

/** What may follow a stem in a longer form of the same word (`writ|ten`, `lock|ing`, `corrupt|ion`). */
const INFLECTION =
  /^(?:s|es|e|ed|d|ing|ings|er|ers|or|ors|ion|ions|ation|ations|ten|en|ment|ments|ement|ements|al|ally|ly|ity|ities|ive|able|ible|ure|ures|ur|y|ies|ness)$/;

/**
 * Whether two stems match: equal, or one (of at least `PREFIX_MATCH_LETTERS` letters) a prefix of the
 * other followed by an inflection (`writ` ~ `written`, but not `data` ~ `database`); identifiers
 * (`sqlite_busy`, `sqlite3`) only match exactly.
 */
export function termsMatch(left: string, right: string): boolean {
  if (left === right) return true;
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  if (short.length < PREFIX_MATCH_LETTERS || /[\d_]/.test(long) || !long.startsWith(short)) return false;
  if (LEXICAL.has(long) || LEXICAL.has(short)) return false;
  return INFLECTION.test(long.slice(short.length));
}

/** A set of stems that answers "does it hold a term matching this one?". */
export interface TermSet {
  has(term: string): boolean;
  readonly size: number;
  terms(): string[];
}

/** Builds a `TermSet` from stems (see `termsMatch`); lookups go through a prefix index. */
export function termSet(terms: Iterable<string>): TermSet {
  const exact = new Set(terms);
  const byPrefix = new Map<string, string[]>();
  for (const term of exact) {
    if (term.length < PREFIX_MATCH_LETTERS) continue;
    const key = term.slice(0, PREFIX_MATCH_LETTERS);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), term]);
  }
  return {
    has: (term) =>
      exact.has(term) ||
      (term.length >= PREFIX_MATCH_LETTERS &&
        (byPrefix.get(term.slice(0, PREFIX_MATCH_LETTERS)) ?? []).some((other) => termsMatch(term, other))),
    size: exact.size,
    terms: () => [...exact],
  };
}
