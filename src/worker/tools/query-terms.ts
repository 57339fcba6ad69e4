/**
 * Query and text terms for the knowledge lookup: one tokenizer shared by the search index (so the index
 * and the snippet agree on what a "term" is), a light stemmer and a loose term match.
 * Pure functions; no I/O.
 */

/**
 * English function words and question words that carry no topic: dropped from queries and the index so
 * "Why do my writes fail?" searches for `writes fail`. Kept short on purpose: SQL words such as `on`,
 * `by`, `not`, `null` are NOT here, because analysts search for them.
 */
const STOP_WORDS = new Set([
  'a',
  'about',
  'an',
  'and',
  'are',
  'be',
  'can',
  'could',
  'did',
  'do',
  'does',
  'for',
  'from',
  'get',
  'how',
  'i',
  'if',
  'in',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'or',
  'our',
  'should',
  'so',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'this',
  'to',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Normalizes one raw token for the index and queries.
 * Takes a token as MiniSearch's tokenizer produced it; returns it lower-cased, or `null` for a stop word
 * or an empty token (MiniSearch then skips it).
 */
export function normalizeTerm(token: string): string | null {
  const term = token.toLowerCase();
  return term.length === 0 || STOP_WORDS.has(term) ? null : stemTerm(term);
}

/**
 * A light English suffix stemmer (a small subset of Porter's step 1), so `locked`/`locking`/`locks` →
 * `lock`, `writes`/`writing`/`write` → `writ`, `queries` → `query`, `enforced`/`enforce` → `enforc`.
 * Takes a lower-cased word; returns its stem. Identifiers (`_` or digits) and words under 4 letters
 * are kept whole; a stem never gets shorter than 3 letters. Index and queries share it (MiniSearch
 * `processTerm`), so both sides agree.
 */
export function stemTerm(word: string): string {
  if (word.length < 4 || /[\d_]/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/[^su]s$/.test(stem) && !stem.endsWith('is')) stem = stem.slice(0, -1);
  const suffix = /(?:ing|ed)$/.exec(stem);
  if (suffix && stem.length - suffix[0].length >= 4) {
    stem = stem.slice(0, -suffix[0].length);
    if (/([^aeiouslz])\1$/.test(stem)) stem = stem.slice(0, -1);
  }
  if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1);
  return stem;
}

/**
 * Splits text into index tokens (the index's and the queries' tokenizer, so both agree).
 * Takes any text; returns its words (letters, digits, `_`) in order; an identifier with underscores is
 * given whole and also in parts, so `sqlite3_busy_timeout` is found by itself and by `busy timeout`; a
 * run of Chinese, Japanese, Korean or Thai is given as its overlapping character pairs.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    if (UNSPACED.test(match[0]) && match[0].length > 1) {
      tokens.push(...characterPairs(match[0]));
      continue;
    }
    tokens.push(match[0]);
    if (match[0].includes('_')) tokens.push(...match[0].split('_').filter((part) => part.length > 0));
  }
  return tokens;
}

/** Scripts written without spaces between words (Chinese, Japanese, Korean, Thai). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * The overlapping character pairs of a run of an unspaced script ("启用模式" → 启用, 用模, 模式): the
 * tokens such text is indexed and searched by, since it has no spaces between words.
 */
function characterPairs(run: string): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < run.length; i += 1) pairs.push(run.slice(i, i + 2));
  return pairs;
}

/**
 * The distinct content terms of a query, in first-seen order.
 * Takes the query text; returns lower-cased tokens (see `tokenize`) with stop words removed (may be empty).
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(query)) {
    const term = normalizeTerm(token);
    if (term !== null && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * Whether a word of the text counts as an occurrence of a query term.
 * Takes a lower-cased text word and a query term (stemmed, see `stemTerm`); returns true when equal or
 * when the word stems to the term, when the word extends a term of
 * at least 4 letters (`lock` → `locking`), or when the term extends the word by at most 2 letters
 * (`locked` → `lock`, `writes` → `write`) — the same looseness as the index's prefix search.
 */
export function termMatches(word: string, term: string): boolean {
  if (word === term || stemTerm(word) === term) return true;
  if (term.length >= 4 && word.startsWith(term)) return true;
  return word.length >= 4 && term.startsWith(word) && term.length - word.length <= 2;
}

/**
 * Words of a text with their positions, for snippet scoring.
 * Takes the text; returns `{ word (lower-cased), start, end }` with offsets in UTF-16 code units.
 */
export function textWords(text: string): { word: string; start: number; end: number }[] {
  const words: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    words.push({ word: match[0].toLowerCase(), start, end: start + match[0].length });
  }
  return words;
}
