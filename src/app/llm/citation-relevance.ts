/**
 * Whether the sentence that cites a passage is about what the passage (or the quote taken from it) says:
 * the release step's relevance check (DESIGN §6 Draft → Release). The claim is the citing sentence
 * without the quote; its content terms (`contentTerms`, discourse words such as "example" or "see"
 * left out) are looked up in the quote when there is one, else in the cited passage's text as the run's
 * FOUND observations hold it.
 *
 * Thresholds (decided here):
 * - A claim is related when at least `MIN_SHARED_SHARE` (40 %) of its content terms occur in the quote or
 *   passage, and at least `MIN_SHARED_TERMS` (two) of them do — or all of them, when the claim has fewer.
 *   (An answer's sentence often sums up more than its one source says; 40 % keeps those and still
 *   refuses a sentence about something else, which shares next to nothing.)
 * - A claim without content terms (a bare quote `- "…" [id]`, or "See [id].") claims nothing beyond the
 *   quote, so it is related; the quote itself is still checked against the passage.
 * - A quote of at most `SHORT_QUOTE_TERMS` content terms is a quoted name inside the sentence (`the
 *   special filename ":memory:" [id]`) more than evidence for it: the claim is then checked against the
 *   passage as well.
 * Pure.
 */
import { contentTerms, termSet } from './language/terms';

/** Least share of the claim's content terms the quote or passage must hold. */
export const MIN_SHARED_SHARE = 0.4;
/** Least number of shared content terms (all of them when the claim has fewer). */
export const MIN_SHARED_TERMS = 2;
/** A quote with at most this many content terms is read as a quoted name (see above). */
export const SHORT_QUOTE_TERMS = 3;

/** Words of answer prose that point rather than claim. */
const DISCOURSE = new Set(
  contentTerms(
    'example examples instance see note notes quote quotes supporting answer following above below source document documents yes no caveat caveats',
  ),
);

/** How a claim relates to its evidence: shared and total content terms, and the verdict. */
export interface ClaimRelevance {
  shared: number;
  total: number;
  related: boolean;
}

/** The content terms of a claim (discourse words dropped). */
export function claimTerms(claim: string): string[] {
  return contentTerms(claim).filter((term) => !DISCOURSE.has(term));
}

/**
 * Checks a claim against the text it cites.
 *
 * @param claim the citing sentence without its quote
 * @param evidence the quote, or the cited passage's text
 */
export function claimRelevance(claim: string, evidence: string): ClaimRelevance {
  const terms = claimTerms(claim);
  if (terms.length === 0) return { shared: 0, total: 0, related: true };
  const held = termSet(contentTerms(evidence));
  const shared = terms.filter((term) => held.has(term)).length;
  const related = shared / terms.length >= MIN_SHARED_SHARE && shared >= Math.min(MIN_SHARED_TERMS, terms.length);
  return { shared, total: terms.length, related };
}

/**
 * The citing sentence of a citation: the text after the last sentence end (`.`, `!`, `?` and a space,
 * or a line break) before it, not counting ends inside `backticks`, with a leading list marker dropped.
 * A citation placed after the sentence's own period ("… proceed together. [id]") cites that sentence.
 *
 * @param before the draft text between the previous citation (or the start) and this one, quote removed
 */
export function citingSentence(raw: string): string {
  const before = raw.replace(/[\s.!?]+$/, '');
  let start = 0;
  let inCode = false;
  for (let i = 0; i < before.length; i += 1) {
    const char = before[i];
    if (char === '`') inCode = !inCode;
    else if (!inCode && (char === '\n' || (/[.!?]/.test(char ?? '') && /\s/.test(before[i + 1] ?? '')))) start = i + 1;
  }
  return before
    .slice(start)
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
    .trim();
}
