/**
 * Picks the passage of a section the model reads: a bounded window around the densest cluster of query
 * terms, aligned to sentences where possible. Pure; the full section text stays in the raw result.
 */
import { termMatches, textWords } from './query-terms';

/** Default snippet length, in UTF-16 code units (≈ characters); the brief's "≤ ~600 characters". */
export const DEFAULT_SNIPPET_CHARS = 600;

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
