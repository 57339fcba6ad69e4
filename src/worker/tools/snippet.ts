/**
 * Picks the passage of a section the model reads: a bounded window around the densest cluster of query
 * terms, aligned to sentences where possible. Pure; the full section text stays in the raw result.
 */
import { termMatches, textWords } from './query-terms';

/** Default snippet length, in UTF-16 code units (≈ characters); the brief's "≤ ~600 characters". */
export const DEFAULT_SNIPPET_CHARS = 600;
/** Bound of a long section's extract (`sectionSnippet`), in UTF-16 code units. */
export const EXTRACT_CHARS = 900;

const ELLIPSIS = '…';

interface Span {
  start: number;
  end: number;
}

/** Sentence spans of a text: ends at `.`, `!`, `?` followed by white space, or at a line break. */
function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(/[^\n]+?(?:[.!?](?=\s)|$)/gm)) {
    const raw = match[0];
    const offset = (match.index ?? 0) + (raw.length - raw.trimStart().length);
    const trimmed = raw.trim();
    if (trimmed) spans.push({ start: offset, end: offset + trimmed.length });
  }
  return spans;
}

/** Score of a window: each distinct term 10, each further occurrence 1 (distinct terms matter most). */
function scoreWindow(hits: readonly { start: number; term: number }[], window: Span): number {
  const inside = hits.filter((hit) => hit.start >= window.start && hit.start < window.end);
  return new Set(inside.map((hit) => hit.term)).size * 10 + inside.length;
}

/** Collapses runs of white space to one space (snippets are one line of prose). */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts a character window of at most `maxChars` around a centre, on word boundaries, with ellipses
 * where text was left out on either side.
 */
function cutAround(text: string, centre: number, maxChars: number): string {
  const budget = maxChars - 2 * ELLIPSIS.length;
  let start = Math.max(0, Math.min(centre - Math.floor(budget / 3), text.length - budget));
  let end = Math.min(text.length, start + budget);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end).trim()}${end < text.length ? ELLIPSIS : ''}`;
}

/**
 * The best passage of a text for a query.
 * Takes the section text, the query terms (lower-cased, see `queryTerms`) and the maximum length in
 * characters; returns at most `maxChars` characters: the run of whole sentences that holds the most
 * distinct query terms (then the most occurrences; the earliest on ties; the section's opening run
 * whenever it holds as many distinct terms as the best), or a word-aligned window
 * around the densest cluster when one sentence is longer than the limit. With no term in the text, the
 * start of the text. White space is collapsed; `…` marks text left out.
 */
export function bestSnippet(text: string, terms: readonly string[], maxChars = DEFAULT_SNIPPET_CHARS): string {
  const flat = squash(text);
  if (flat.length <= maxChars) return flat;
  const hits = textWords(flat).flatMap((word) => {
    const term = terms.findIndex((candidate) => termMatches(word.word, candidate));
    return term === -1 ? [] : [{ start: word.start, term }];
  });
  if (hits.length === 0) return cutAround(flat, 0, maxChars);
  const sentences = sentenceSpans(flat);
  const limit = maxChars - 2 * ELLIPSIS.length;
  let best: { span: Span; score: number } | undefined;
  let opening: { span: Span; score: number } | undefined;
  for (const [first, opener] of sentences.entries()) {
    let closer = opener;
    for (let index = first + 1; index < sentences.length; index += 1) {
      const next = sentences[index];
      if (!next || next.end - opener.start > limit) break;
      closer = next;
    }
    const span = { start: opener.start, end: closer.end };
    if (span.end - span.start > limit) continue;
    const score = scoreWindow(hits, span);
    if (first === 0) opening = { span, score };
    if (score > 0 && (!best || score > best.score)) best = { span, score };
  }
  const densest = densestHit(hits, maxChars);
  const densestScore = scoreWindow(hits, { start: densest, end: densest + maxChars });
  // The opening (which usually says what the section is about) wins when it holds as many distinct terms.
  const distinct = (score: number) => Math.floor(score / 10);
  if (opening && opening.score > 0 && distinct(opening.score) >= distinct(Math.max(best?.score ?? 0, densestScore)))
    best = opening;
  else if (best && best.score < densestScore) best = undefined;
  if (best) {
    const { start, end } = best.span;
    return `${start > 0 ? ELLIPSIS : ''}${flat.slice(start, end)}${end < flat.length ? ELLIPSIS : ''}`;
  }
  return cutAround(flat, densest, maxChars);
}

/** Start offset of the term occurrence whose following `width` characters hold the best-scoring cluster. */
function densestHit(hits: readonly { start: number; term: number }[], width: number): number {
  let best: { start: number } = { start: 0 };
  let bestScore = -1;
  for (const hit of hits) {
    const score = scoreWindow(hits, { start: hit.start, end: hit.start + width });
    if (score > bestScore) {
      best = hit;
      bestScore = score;
    }
  }
  return best.start;
}

/**
 * Sentences of a squashed text for extracts: spans ending at `.`, `!` or `?` before white space, with a
 * bare list number ("2.") joined to the sentence it numbers.
 */
function extractSentences(flat: string): Span[] {
  const ends: number[] = [];
  for (const match of flat.matchAll(/[.!?](?=\s)|(?<=[:.;]) (?=\(?\d{1,2}[.)]\s|[-–•] )/g)) {
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
 * weighted by its rarity in the section (1 + 4 / sentences holding it); a sentence that continues a
 * taken numbered or bulleted list gains 25 (a list is read whole), and one that introduces a list or code (ends in `:`) is taken together
 * with the sentence after it, so "But there are also disadvantages:" brings its items — until the next
 * one does not fit. The section's opening sentence is taken first when it holds a query term, and a
 * sentence that opens with a query term gains 5 (it is about that term).
 * Adjacent sentences are joined with a space, gaps marked with ` … `, and `…` marks text left out at
 * either end. A section of at most `DEFAULT_SNIPPET_CHARS` is returned whole; one without any query term
 * gives its opening (`bestSnippet`). Takes the section text, the query terms and the bound in
 * characters; returns at most `maxChars` characters.
 */
export function sectionSnippet(text: string, terms: readonly string[], maxChars = EXTRACT_CHARS): string {
  const flat = squash(text);
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
  const cost = (index: number) => spans[index].end - spans[index].start + ELLIPSIS.length + 2;
  const introduces = (index: number) => /:\s*$/.test(flat.slice(spans[index].start, spans[index].end));
  const listItem = (index: number) =>
    /^(?:\(?\d{1,2}[.)]|[-–•])\s/.test(flat.slice(spans[index].start, spans[index].end));
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
      // A numbered or bulleted list goes on after a taken item, also past an item's own further sentences.
      const inList =
        listItem(index) && [index - 1, index - 2].some((i) => taken.has(i) && (listItem(i) || introduces(i)));
      const continues =
        (taken.has(index - 1) && introduces(index - 1)) ||
        inList ||
        (taken.has(index - 1) && listItem(index - 1) && !introduces(index));
      const weight = (list: number[]) => list.reduce((sum, term) => sum + (rarity[term] ?? 1), 0);
      // A sentence that opens with a query term is about that term ("IGNORE When … the IGNORE algorithm skips").
      const opens = textWords(flat.slice(spans[index].start, spans[index].end))[0];
      const subject = opens && terms.some((term) => termMatches(opens.word, term)) ? 5 : 0;
      const score =
        10 * weight(fresh) + 2 * weight(distinct) + Math.min(found.length, 5) + subject + (continues ? 25 : 0);
      // An introduction ("… disadvantages:") is worth taking only with the item it introduces.
      const need = cost(index) + (introduces(index) && index + 1 < spans.length ? cost(index + 1) : 0);
      if (score > bestScore && used + need <= maxChars) {
        best = index;
        bestScore = score;
      }
    });
    if (best < 0 || bestScore < 3) break;
    take(best);
    if (introduces(best) && best + 1 < spans.length && !taken.has(best + 1)) take(best + 1);
  }
  if (taken.size === 0) return bestSnippet(text, terms, maxChars);
  const order = [...taken].sort((left, right) => left - right);
  let out = order[0] === 0 ? '' : `${ELLIPSIS}`;
  order.forEach((index, i) => {
    if (i > 0) out += index === order[i - 1] + 1 ? ' ' : ` ${ELLIPSIS} `;
    out += flat.slice(spans[index].start, spans[index].end);
  });
  if (order[order.length - 1] !== spans.length - 1) out += ELLIPSIS;
  return out;
}
