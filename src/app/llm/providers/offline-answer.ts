/**
 * Writes the offline model's final answer from the evidence it read: the best passages, each quoted
 * (1–2 whole sentences, copied verbatim so the release step can find them) and cited with the citation
 * id exactly as the observation spelled it, in square brackets. Deterministic, pure.
 */
import type { EvidenceItem } from '../evidence';
import { normalizeSpace } from '../evidence';
import { contentWords } from './query-plan';

const MAX_QUOTE_CHARS = 260;
const MAX_PASSAGES = 3;

/** A crude stem: lower case, common English suffixes dropped (locked → lock, writes → write). */
function stem(word: string): string {
  return word.toLowerCase().replace(/(ing|ed|es|s)$/, '').slice(0, 8);
}

function score(text: string, keywords: readonly string[]): number {
  const stems = new Set(contentWords(text).map(stem));
  return keywords.reduce((sum, word) => sum + (stems.has(stem(word)) ? 1 : 0), 0);
}

/** Sentence score: keyword hits, less for code-like or over-long sentences. */
function sentenceScore(sentence: string, keywords: readonly string[]): number {
  const codeLike = /[;(){}*]/.test(sentence) ? 1.5 : 0;
  const long = sentence.length > MAX_QUOTE_CHARS ? 1 : 0;
  return score(sentence, keywords) - codeLike - long;
}

/** Sentences of a snippet that can be quoted verbatim (no double quotes, no truncation marker). */
function sentences(text: string): string[] {
  return normalizeSpace(text)
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12 && !/["“”…]/.test(s) && !/\[\d+ bytes/.test(s));
}

/**
 * Picks a quote of 1–2 consecutive sentences from `text`, preferring those that share the most keywords;
 * a long sentence is cut at a clause or word boundary (`cut: true`; the quote is still a contiguous piece
 * of the text).
 */
export function pickQuote(text: string, keywords: readonly string[]): { quote: string; cut: boolean } | undefined {
  const list = sentences(text);
  if (list.length === 0) return undefined;
  let best = 0;
  list.forEach((sentence, i) => {
    if (sentenceScore(sentence, keywords) > sentenceScore(list[best] ?? '', keywords)) best = i;
  });
  let quote = list[best] ?? '';
  const next = list[best + 1];
  if (next && quote.length + next.length + 1 <= MAX_QUOTE_CHARS && normalizeSpace(text).includes(`${quote} ${next}`))
    quote = `${quote} ${next}`;
  if (quote.length > MAX_QUOTE_CHARS) {
    // Cut at the last clause boundary (else word boundary) that fits; the caller marks the cut with "…".
    const cut = quote.slice(0, MAX_QUOTE_CHARS);
    const clause = cut.lastIndexOf(', ');
    quote = cut.slice(0, clause > 80 ? clause : Math.max(cut.lastIndexOf(' '), 40)).replace(/[,;:]$/, '');
    return { quote, cut: true };
  }
  return { quote, cut: false };
}

/**
 * Returns the final answer text.
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
  const keywords = [...new Set([...contentWords(question), ...queries.flatMap((q) => contentWords(q))])];
  // One passage per call first (the best of each query's results, rank breaking ties), then the rest.
  const scored = evidence
    .filter((item, i) => evidence.findIndex((other) => other.citation === item.citation) === i)
    .map((item, order) => ({ item, order, score: score(`${item.title ?? ''} ${item.text}`, keywords) }));
  const byCall = new Map<string, typeof scored>();
  for (const entry of scored) byCall.set(entry.item.callId, [...(byCall.get(entry.item.callId) ?? []), entry]);
  const best = [...byCall.values()].map((list) => [...list].sort((a, b) => b.score - a.score || a.order - b.order)[0]!);
  const rest = scored.filter((entry) => !best.includes(entry)).sort((a, b) => b.score - a.score || a.order - b.order);
  const ranked = [...best, ...rest];
  const lines: string[] = [];
  for (const { item } of ranked) {
    if (lines.length >= MAX_PASSAGES) break;
    const picked = pickQuote(item.text, keywords);
    const label = item.title ? `${normalizeSpace(item.title)}: ` : '';
    lines.push(
      picked ? `- ${label}"${picked.quote}"${picked.cut ? '…' : ''} [${item.citation}]` : `- ${label}see [${item.citation}]`,
    );
  }
  const head = stopNote ? `${stopNote}\n\n` : '';
  if (lines.length === 0)
    return `${head}I could not find evidence for this question in the knowledge base, so I cannot give a cited answer.`;
  return (
    `${head}From the documentation I searched (${lines.length} passage${lines.length === 1 ? '' : 's'}):\n\n` +
    `${lines.join('\n')}\n\nEach quote is copied from the cited passage; the ids in brackets name the sources.`
  );
}
