/**
 * The offline model and questions not in English (`isEnglish`): it searches once with the question as
 * asked, in case the user's own documents are in that language; when a user document's passage covers
 * the question (`FOREIGN_MIN_OVERLAP` of the question's character pairs for scripts written without
 * spaces, of its words otherwise), it answers by quoting that passage's sentence closest to the question
 * and the one after it; else it says, in English, that it
 * reads English documentation and suggests asking in English or choosing a networked model. Pure.
 */
import type { EvidenceItem } from '../evidence';
import { normalizeSpace } from '../evidence';

/** The answer to a question in another language that no user document answers. */
export const FOREIGN_NOTE =
  'The offline demo model reads English documentation only, so it cannot answer a question asked in another language. ' +
  'Please ask in English, or choose a networked model (OpenAI-compatible or Anthropic) in the provider list.';

/** Share of the question's character pairs (or words) a user passage must hold to answer it. */
export const FOREIGN_MIN_OVERLAP = 0.5;

/** Longest query sent for a question in another language (the tool's `query` allows 500 characters). */
export const FOREIGN_QUERY_CHARS = 200;

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** Comparable pieces of a text: character pairs of unspaced scripts, lower-cased words (3+ letters) otherwise. */
function pieces(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (UNSPACED.test(run)) for (let i = 0; i + 1 < run.length; i += 1) out.add(run.slice(i, i + 2));
    else if (run.length >= 3) out.add(run);
  }
  return out;
}

function overlap(question: Set<string>, text: string): number {
  if (question.size === 0) return 0;
  const held = pieces(text);
  return [...question].filter((piece) => held.has(piece)).length / question.size;
}

/** The query for a question in another language: the question itself, bounded. */
export function foreignQuery(question: string): string {
  return normalizeSpace(question).slice(0, FOREIGN_QUERY_CHARS);
}

/**
 * The answer to a question in another language from what the search returned: a quote of the user
 * passage that covers the question best, or `FOREIGN_NOTE`.
 */
export function composeForeignAnswer(question: string, evidence: readonly EvidenceItem[]): string {
  const wanted = pieces(question);
  const best = evidence
    .filter((item) => /^\[?doc:/.test(item.citation) && item.text.trim())
    .map((item) => ({ item, score: overlap(wanted, item.text) }))
    .sort((left, right) => right.score - left.score)[0];
  if (!best || best.score < FOREIGN_MIN_OVERLAP) return FOREIGN_NOTE;
  // The passage's sentence closest to the question, and the one after it (the answer often follows).
  const text = normalizeSpace(best.item.text);
  const sentences = text.split(/(?<=[.!?。！？])\s*/u).filter((sentence) => sentence.trim().length > 0);
  const at = sentences
    .map((sentence, index) => ({ index, score: overlap(wanted, sentence) }))
    .sort((left, right) => right.score - left.score || left.index - right.index)[0]?.index;
  if (at === undefined) return FOREIGN_NOTE;
  const first = sentences[at] ?? '';
  const next = sentences[at + 1];
  const start = text.indexOf(first);
  const end = next ? text.indexOf(next, start + first.length) + next.length : start + first.length;
  const quote = text.slice(start, end).trim();
  if (!quote || /["“”]/.test(quote)) return FOREIGN_NOTE;
  const citation = best.item.citation.replace(/^\[|\]$/g, '');
  return `From your document: "${quote}" [${citation}]`;
}
