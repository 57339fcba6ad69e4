/**
 * Writes the offline model's final answer from the evidence it read: the best passages, each quoted
 * (1–2 whole sentences, copied verbatim so the release step can find them) and cited with the citation
 * id exactly as the observation spelled it, in square brackets. Deterministic, pure.
 */
import type { EvidenceItem } from '../evidence';
import { normalizeSpace } from '../evidence';
import { contentWords, questionIntents } from './query-plan';

const MAX_QUOTE_CHARS = 260;
const MAX_PASSAGES = 4;
const MIN_PASSAGES = 2;
/** Weights of a sentence's matches: a question word, an intent cue, a search-query word. */
const QUESTION_WEIGHT = 2;
const CUE_WEIGHT = 1.5;
const QUERY_WEIGHT = 0.5;
/** What each quote already taken from the same page costs a candidate (favours other pages a little). */
const PAGE_REPEAT_COST = 1.5;

/** A crude stem: lower case, common English suffixes dropped (locked → lock, writes → write). */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(ing|ed|es|s)$/, '')
    .slice(0, 8);
}

/** What a sentence is scored against: stems of the question's words, the intent cues and the queries' words. */
interface Keywords {
  question: ReadonlySet<string>;
  cues: ReadonlySet<string>;
  queries: ReadonlySet<string>;
}

function keywordsOf(question: string, queries: readonly string[]): Keywords {
  const stems = (words: readonly string[]) => new Set(words.map(stem));
  return {
    question: stems(contentWords(question)),
    cues: stems(questionIntents(question).flatMap((intent) => intent.cues)),
    queries: stems(queries.flatMap((q) => contentWords(q))),
  };
}

/** Whether a stem is in the set, or shares a stem of ≥ 5 letters as prefix (`enforc` ~ `enforcem`). */
function holds(stems: ReadonlySet<string>, word: string): boolean {
  if (stems.has(word)) return true;
  for (const other of stems)
    if (Math.min(other.length, word.length) >= 5 && (word.startsWith(other) || other.startsWith(word))) return true;
  return false;
}

function score(text: string, keywords: Keywords): number {
  let sum = 0;
  for (const word of new Set(contentWords(text).map(stem))) {
    if (holds(keywords.question, word)) sum += QUESTION_WEIGHT;
    else if (holds(keywords.cues, word)) sum += CUE_WEIGHT;
    else if (holds(keywords.queries, word)) sum += QUERY_WEIGHT;
  }
  return sum;
}

/** Sentence score: keyword hits, less for code-like or over-long sentences. */
function sentenceScore(sentence: string, keywords: Keywords): number {
  const codeLike = /[;(){}*]/.test(sentence) ? 1.5 : 0;
  const long = sentence.length > MAX_QUOTE_CHARS ? 1 : 0;
  return score(sentence, keywords) - codeLike - long;
}

/**
 * Sentences of a snippet that can be quoted verbatim (no double quotes, no truncation marker); a list
 * number left at a sentence's end (`Advantages include: 1.`) is dropped (the rest is still verbatim).
 */
function sentences(text: string): string[] {
  return normalizeSpace(text)
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.trim().replace(/\s+\d{1,2}\.$/, ''))
    .filter((s) => s.length >= 12 && !/["“”…]/.test(s) && !/\[\d+ bytes/.test(s));
}

/**
 * Picks a quote of 1–2 consecutive sentences from `text`, preferring those that share the most keywords;
 * a long sentence is cut at a clause or word boundary (`cut: true`; the quote is still a contiguous piece
 * of the text).
 */
function pickQuote(text: string, keywords: Keywords): { quote: string; cut: boolean; score: number } | undefined {
  const list = sentences(text);
  if (list.length === 0) return undefined;
  let best = 0;
  list.forEach((sentence, i) => {
    if (sentenceScore(sentence, keywords) > sentenceScore(list[best] ?? '', keywords)) best = i;
  });
  let quote = list[best] ?? '';
  const quoteScore = sentenceScore(quote, keywords);
  const flat = normalizeSpace(text);
  const at = flat.indexOf(quote);
  // The next sentence joins when it scores (a third one only after a list intro ending in `:`), and only
  // across a space or a list number (`include: 1. WAL is`), so the quote stays verbatim.
  for (
    let n = best + 1, joined = 1;
    at >= 0 && (joined < 2 || quote.endsWith(':')) && n < list.length;
    n += 1, joined += 1
  ) {
    const next = list[n] ?? '';
    const nextAt = flat.indexOf(next, at + quote.length);
    const fits = nextAt >= 0 && nextAt - (at + quote.length) <= 5 && nextAt + next.length - at <= MAX_QUOTE_CHARS;
    if (!fits || sentenceScore(next, keywords) <= 0) break;
    quote = flat.slice(at, nextAt + next.length);
  }
  if (quote.length > MAX_QUOTE_CHARS) {
    // Cut at the last clause boundary (else word boundary) that fits; the caller marks the cut with "…".
    const cut = quote.slice(0, MAX_QUOTE_CHARS);
    const clause = cut.lastIndexOf(', ');
    quote = cut.slice(0, clause > 80 ? clause : Math.max(cut.lastIndexOf(' '), 40)).replace(/[,;:]$/, '');
    return { quote, cut: true, score: quoteScore };
  }
  return { quote, cut: false, score: quoteScore };
}

type Picked = NonNullable<ReturnType<typeof pickQuote>>;
interface Candidate {
  item: EvidenceItem;
  order: number;
  picked: Picked | undefined;
}

/**
 * Up to two quotes of one passage: the best, then the best of what the first did not cover (a second
 * quote must start like a sentence, with a capital or a digit, not mid-clause).
 */
function quoteCandidates(item: EvidenceItem, keywords: Keywords): (Picked | undefined)[] {
  const first = pickQuote(item.text, keywords);
  if (!first) return [undefined];
  const rest = normalizeSpace(item.text).split(first.quote);
  const second = rest
    .map((part) => pickQuote(part, keywords))
    .filter((p): p is Picked => p !== undefined && p.score > 0 && /^[\p{Lu}\d]/u.test(p.quote))
    .sort((a, b) => b.score - a.score)[0];
  return second && second.quote.length >= 20 ? [first, second] : [first];
}

/**
 * Greedy choice of 2–4 quotes: each round takes the best remaining quote, where every quote already
 * taken from the same page costs `PAGE_REPEAT_COST` (broader evidence first); then quotes scoring under
 * half the best are dropped (beyond the first two).
 */
function chooseDiverse(candidates: readonly Candidate[]): Candidate[] {
  const page = (citation: string) => citation.split('#')[0] ?? citation;
  const chosen: Candidate[] = [];
  const left = [...candidates];
  while (chosen.length < MAX_PASSAGES && left.length > 0) {
    const adjusted = (c: Candidate) =>
      (c.picked?.score ?? -99) -
      PAGE_REPEAT_COST * chosen.filter((o) => page(o.item.citation) === page(c.item.citation)).length;
    left.sort((a, b) => adjusted(b) - adjusted(a) || a.order - b.order);
    const next = left.shift() as Candidate;
    if (chosen.length >= MIN_PASSAGES && (next.picked?.score ?? 0) < (chosen[0]?.picked?.score ?? 0) / 2) break;
    chosen.push(next);
  }
  return chosen;
}

/**
 * Returns the final answer text: 2–4 bullets (fewer only when fewer passages were read), each the best
 * quote (up to two per passage), chosen by how well it answers the question (question words, then the
 * intent's cue words such as `avoid`/`timeout` for "how do I fix", then the searched queries' words),
 * a page's further quotes ranked a little lower (`chooseDiverse`). Nothing is added that the
 * passages do not say.
 *
 * @param question the user's question
 * @param evidence every cited passage read in the run, in reading order (duplicates allowed)
 * @param stopNote why the search stopped early, if the harness said stop
 * @param queries the queries the model searched (their words count as keywords when ranking)
 */
export function composeAnswer(
  question: string,
  evidence: readonly EvidenceItem[],
  stopNote?: string,
  queries: readonly string[] = [],
): string {
  const keywords = keywordsOf(question, queries);
  const candidates = evidence
    .filter((item, i) => evidence.findIndex((other) => other.citation === item.citation) === i)
    .flatMap((item, order) => quoteCandidates(item, keywords).map((picked) => ({ item, order, picked })));
  const chosen = chooseDiverse(candidates);
  const lines = chosen.map(({ item, picked }) => {
    const label = item.title ? `${normalizeSpace(item.title)}: ` : '';
    return picked
      ? `- ${label}"${picked.quote}"${picked.cut ? '…' : ''} [${item.citation}]`
      : `- ${label}see [${item.citation}]`;
  });
  const head = stopNote ? `${stopNote}\n\n` : '';
  if (lines.length === 0)
    return `${head}I could not find evidence for this question in the knowledge base, so I cannot give a cited answer.`;
  return (
    `${head}From the documentation I searched (${lines.length} passage${lines.length === 1 ? '' : 's'}):\n\n` +
    `${lines.join('\n')}\n\nEach quote is copied from the cited passage; the ids in brackets name the sources.`
  );
}
