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
 * - A bare quote claims only what it says, so it is checked against the question instead
 *   (`quoteOffQuestion`, reason `off-question`); see there for its thresholds.
 * Pure.
 */
import { coverageText, type Concept, type CoverageText } from './language/concepts';
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

/**
 * Least weighted share of the question's focus concepts (`focusConcepts`) a bare quote and its
 * passage's heading must cover, each firmly (`firmlyCovers`). Half: a supporting quote is about at
 * least half of what is asked ("a multi-column index" and "query" of "make a query faster when
 * filtering on two columns"); FTS5's "the column filter applies to all phrases" names only "filtering".
 *
 * The asked thing comes before the share: when a focus concept's question words name a thing (`THINGS`:
 * column, index, table, trigger, view, transaction, file …), the quote and its heading must name it —
 * by the thing's own word or a word of the concept that is not its action (a vocabulary synonym such as
 * BEGIN for transaction, a phrase such as "rename column") — or that concept is not covered; and at
 * least one thing-naming focus concept must be covered. "A database file is renamed" matches only the
 * action of "rename a column": off. A quote that names the thing and not the action still passes when
 * the thing is a focus concept of its own and carries half the focus ("the database file is opened" for
 * "rename a database file while it is open").
 */
export const MIN_FOCUS_SHARE = 0.5;

/** The things a question asks about (nouns of the domain): a quote must name them, not only the action. */
const THINGS = new Set(
  contentTerms(
    'column columns index indexes indices table tables trigger triggers view views transaction transactions ' +
      'savepoint savepoints file files database databases row rows schema constraint constraints connection connections',
  ),
);

/**
 * Words so common in the corpus that, on their own, they do not place a sentence on a topic: a
 * vocabulary concept ("two columns" → multi-column index) is not covered by "column" alone.
 */
const COMMON = new Set(
  contentTerms(
    'table tables column columns row rows query queries index indexes database sqlite sql statement value data file',
  ),
);

/** A vocabulary term as a whole word or identifier of a lower-cased text. */
function holdsTerm(lower: string, term: string): boolean {
  const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u').test(lower);
}

/**
 * Whether a text covers a concept firmly: by a phrase of it; by all of its own words; by one of the
 * question's own words for it that is not a common corpus word (`COMMON`), unless that word is the
 * concept's whole label ("row"); or by a documentation term of its vocabulary topic written as the
 * vocabulary writes it ("returning", not "returned"; "multi-column", not "column").
 */
export function firmlyCovers(concept: Concept, view: CoverageText): boolean {
  const label = contentTerms(concept.label);
  const own = (s: string) => label.includes(s) || concept.words.includes(s);
  const documented = concept.entries.flatMap((entry) => entry.terms).filter((term) => !COMMON.has(term));
  return (
    concept.phrases.some((phrase) => view.lower.includes(phrase)) ||
    (concept.words.length > 0 && concept.words.every((word) => view.terms.has(word))) ||
    concept.stems.some(
      (s) => own(s) && view.terms.has(s) && (!COMMON.has(s) || (label.length === 1 && label[0] === s)),
    ) ||
    documented.some((term) => holdsTerm(view.lower, term))
  );
}

/** The thing stems a concept's question words name (`THINGS`), and its other question words (the action). */
function thingOf(concept: Concept): { things: string[]; action: Set<string> } {
  const label = contentTerms(concept.label);
  return { things: label.filter((s) => THINGS.has(s)), action: new Set(label.filter((s) => !THINGS.has(s))) };
}

/**
 * Whether a text names the thing of a concept whose question words name one (see `MIN_FOCUS_SHARE`):
 * by a thing word, or by a stem, phrase or documentation term of the concept that is not only its action.
 * True for a concept that names no thing.
 */
function namesThing(concept: Concept, view: CoverageText): boolean {
  const { things, action } = thingOf(concept);
  if (things.length === 0) return true;
  const beyondAction = (term: string) => contentTerms(term).some((s) => !action.has(s));
  const documented = concept.entries.flatMap((entry) => entry.terms).filter((term) => !COMMON.has(term));
  return (
    things.some((s) => view.terms.has(s)) ||
    concept.stems.some((s) => !action.has(s) && view.terms.has(s)) ||
    concept.phrases.some((phrase) => beyondAction(phrase) && view.lower.includes(phrase)) ||
    documented.some((term) => beyondAction(term) && holdsTerm(view.lower, term))
  );
}

/** Whether a concept stands for a topic of the vocabulary (one with its own search words). */
function isTopic(concept: Concept): boolean {
  return concept.entries.some((entry) => entry.query !== '');
}

/** What `quoteOffQuestion` reads about the question and the answer. */
export interface QuestionView {
  /** The question's own words. */
  question: string;
  /** Its focus concepts (`focusConcepts`). */
  focus: readonly Concept[];
}

/**
 * Whether a bare quote (a line that claims nothing but the quote: `- "…" [id]`, or `- Caveat: "…"`)
 * is off the question: it supports the answer only when it is about what was asked, whatever model
 * wrote it. It is off when the quote and its passage's title and heading cover less than
 * `MIN_FOCUS_SHARE` (50 %) of the question's focus concepts, weighted, each firmly (`firmlyCovers`),
 * or when the focus names a vocabulary topic ("two columns" → multi-column index, "the id of the row I
 * just inserted" → last_insert_rowid) and they cover none of its topics firmly: a quote about FTS5
 * column filters or INSERT … SELECT shares words with such a question, not its subject; or when the
 * focus names a thing (`THINGS`) and they name none of it (see `MIN_FOCUS_SHARE`).
 * A question without focus concepts puts no quote off.
 *
 * @param quote the quoted text
 * @param heading the cited passage's title and heading ('' when unknown)
 * @param asked the question and its focus
 * @returns whether it is off the question, and the focus concepts it covers firmly and in all (counts)
 */
export function quoteOffQuestion(quote: string, heading: string, asked: QuestionView): QuoteFocus {
  const total = asked.focus.length;
  if (total === 0) return { off: false, covered: 0, total };
  const view = coverageText(`${quote} ${heading}`);
  const firm = asked.focus.filter((concept) => firmlyCovers(concept, view) && namesThing(concept, view));
  const weight = weightOf(asked.focus);
  const share = weight === 0 ? 1 : weightOf(firm) / weight;
  const topics = asked.focus.filter(isTopic);
  const topical = topics.length === 0 || topics.some((concept) => firm.includes(concept));
  const things = asked.focus.filter((concept) => thingOf(concept).things.length > 0);
  const thingNamed = things.length === 0 || things.some((concept) => firm.includes(concept));
  return { off: share < MIN_FOCUS_SHARE || !topical || !thingNamed, covered: firm.length, total };
}

/** What `quoteOffQuestion` found. */
export interface QuoteFocus {
  off: boolean;
  /** Focus concepts the quote and its heading cover firmly, and all of them. */
  covered: number;
  total: number;
}

function weightOf(concepts: readonly Concept[]): number {
  return concepts.reduce((sum, concept) => sum + concept.weight, 0);
}
