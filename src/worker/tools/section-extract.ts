/**
 * The extract of a long section the model reads: its sentences that hold the query terms, in text order,
 * within a bound (`sectionSnippet`), so one snippet can show the places of a section a question needs
 * (the WAL page's advantages and its disadvantages). Pure; the full section text stays in the raw result.
 */
import { bestSnippet, DEFAULT_SNIPPET_CHARS } from './snippet';
import { termMatches, textWords } from './query-terms';
import { pointsBack } from '../../contract';

/** Bound of a long section's extract (`sectionSnippet`), in UTF-16 code units. */
export const EXTRACT_CHARS = 900;

const ELLIPSIS = '…';
/** What an item's further sentence (after its first) gains when the item was taken: less than the next item. */
const FURTHER_SENTENCE = 8;

interface Span {
  start: number;
  end: number;
}

/**
 * Sentences of a squashed text for extracts: spans ending at `.`, `!` or `?` before white space (and at
 * the end of code: `;` before a capitalised word), with a bare list number
 * ("2.") joined to the sentence it numbers.
 */
function extractSentences(flat: string): Span[] {
  const ends: number[] = [];
  // Code ends a sentence too: a `;` before a capitalised word ("… old.name; END; With this trigger …"), so
  // an example followed by prose fits an extract.
  for (const match of flat.matchAll(/[.!?](?=\s)|;(?=\s+[A-Z][a-z])|(?<=[:.;]) (?=\(?\d{1,2}[.)]\s|[-–•] )/g)) {
    const at = match.index ?? 0;
    // The period of a list number ("2. WAL provides") ends nothing; a list number starts a sentence.
    if (match[0] !== ' ' && /(?:^|\s)\(?\d{1,2}$/.test(flat.slice(Math.max(0, at - 4), at))) continue;
    ends.push(match[0] === ' ' ? at : at + 1);
  }
  const spans: Span[] = [];
  let start = 0;
  for (const end of ends) {
    if (end > start) spans.push({ start, end });
    start = end;
  }
  if (start < flat.length) spans.push({ start, end: flat.length });
  return spans
    .map((span) => {
      const raw = flat.slice(span.start, span.end);
      return { start: span.start + (raw.length - raw.trimStart().length), end: span.start + raw.trimEnd().length };
    })
    .filter((span) => span.end > span.start);
}

/**
 * An extract of a section for the model: the sentences that hold the query terms, in text order, within
 * `maxChars`. Sentences are taken greedily — each round the one that adds the most query terms not yet
 * shown (10 each), then the most distinct terms (2 each) and occurrences (1 each, up to 5), every term
 * weighted by its rarity in the section (1 + 4 / sentences holding it); a list item that follows a
 * taken item or list introduction (past that item's own further sentences) gains 25 (a list is read
 * whole, its items first) and an item's further sentence after its taken first one 8, and one that introduces a list or code (ends in `:`) is taken together
 * with the sentence after it, so "But there are also disadvantages:" brings its items, and one that only
 * points back (`pointsBack`: "We call this a covering index.") with the sentence before it (and that
 * one's, when it points back too) — until the next one does not fit. The section's opening sentence is taken first when it holds a query term, and a
 * sentence that opens with a query term gains 5 (it is about that term).
 * Adjacent sentences are joined with a space, gaps marked with ` … `, and `…` marks text left out at
 * either end. A section of at most `DEFAULT_SNIPPET_CHARS` is returned whole; one without any query term
 * gives its opening (`bestSnippet`). Takes the section text, the query terms and the bound in
 * characters; returns at most `maxChars` characters.
 */
export function sectionSnippet(text: string, terms: readonly string[], maxChars = EXTRACT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DEFAULT_SNIPPET_CHARS) return flat;
  const spans = extractSentences(flat);
  // Identifiers count by their parts too (SQLITE_MAX_COLUMN is about columns), as in the index.
  const termsOf = spans.map((span) =>
    textWords(flat.slice(span.start, span.end)).flatMap((word) => {
      const forms = word.word.includes('_') ? [word.word, ...word.word.split('_')] : [word.word];
      const found = terms.findIndex((candidate) => forms.some((form) => termMatches(form, candidate)));
      return found === -1 ? [] : [found];
    }),
  );
  if (termsOf.every((found) => found.length === 0)) return bestSnippet(text, terms, DEFAULT_SNIPPET_CHARS);
  // A term found in few sentences of the section says more about where the answer is (`wal` is on every
  // line of the WAL page, `disadvantages` on two).
  const rarity = terms.map((_, term) => 1 + 4 / Math.max(1, termsOf.filter((found) => found.includes(term)).length));
  const taken = new Set<number>();
  const shown = new Set<number>();
  const textOf = (index: number) => {
    const span = spans[index];
    return span ? flat.slice(span.start, span.end) : '';
  };
  const cost = (index: number) => textOf(index).length + ELLIPSIS.length + 2;
  const introduces = (index: number) => /:\s*$/.test(textOf(index));
  const listItem = (index: number) => /^(?:\(?\d{1,2}[.)]|[-–•])\s/.test(textOf(index));
  // The list item (or list introduction) a sentence follows, past up to four further sentences of an item.
  const previousItem = (index: number) => {
    for (let i = index - 1; i >= Math.max(0, index - 5); i -= 1) if (listItem(i) || introduces(i)) return i;
    return -1;
  };
  // The sentence before one that points back (`pointsBack`), when it is not taken yet: -1 when none.
  const antecedent = (index: number) =>
    index > 0 && !taken.has(index - 1) && pointsBack(textOf(index)) ? index - 1 : -1;
  let used = 2 * ELLIPSIS.length;
  const take = (index: number) => {
    taken.add(index);
    for (const term of termsOf[index] ?? []) shown.add(term);
    used += cost(index);
  };
  // The section's opening usually says what it is about: it comes first when it holds a query term.
  if ((termsOf[0]?.length ?? 0) > 0 && cost(0) <= maxChars * 0.4) take(0);
  for (;;) {
    let best = -1;
    let bestScore = 0;
    spans.forEach((_, index) => {
      if (taken.has(index)) return;
      const found = termsOf[index] ?? [];
      const distinct = [...new Set(found)];
      const fresh = distinct.filter((term) => !shown.has(term));
      // A numbered or bulleted list goes on after a taken item, also past an item's own further sentences;
      // the next item comes before an item's further sentences, so a long list shows more of its items.
      const inList = listItem(index) && taken.has(previousItem(index));
      const further = taken.has(index - 1) && listItem(index - 1) && !introduces(index) && !listItem(index);
      const continues = (taken.has(index - 1) && introduces(index - 1)) || inList;
      const weight = (list: number[]) => list.reduce((sum, term) => sum + (rarity[term] ?? 1), 0);
      // A sentence that opens with a query term is about that term ("IGNORE When … the IGNORE algorithm skips").
      const opens = textWords(textOf(index))[0];
      const subject = opens && terms.some((term) => termMatches(opens.word, term)) ? 5 : 0;
      const score =
        10 * weight(fresh) +
        2 * weight(distinct) +
        Math.min(found.length, 5) +
        subject +
        (continues ? 25 : further ? FURTHER_SENTENCE : 0);
      // An introduction ("… disadvantages:") is worth taking only with the item it introduces, a sentence
      // that points back ("We call this …") only with the one it points to.
      const need =
        cost(index) +
        (introduces(index) && index + 1 < spans.length ? cost(index + 1) : 0) +
        (antecedent(index) >= 0 ? cost(antecedent(index)) : 0);
      if (score > bestScore && used + need <= maxChars) {
        best = index;
        bestScore = score;
      }
    });
    if (best < 0 || bestScore < 3) break;
    take(best);
    for (let back = antecedent(best); back >= 0 && used + cost(back) <= maxChars; back = antecedent(back)) take(back);
    if (introduces(best) && best + 1 < spans.length && !taken.has(best + 1)) take(best + 1);
  }
  if (taken.size === 0) return bestSnippet(text, terms, maxChars);
  const order = [...taken].sort((left, right) => left - right);
  let out = order[0] === 0 ? '' : `${ELLIPSIS}`;
  order.forEach((index, i) => {
    if (i > 0) out += index === (order[i - 1] ?? -2) + 1 ? ' ' : ` ${ELLIPSIS} `;
    out += textOf(index);
  });
  if (order[order.length - 1] !== spans.length - 1) out += ELLIPSIS;
  return out;
}
