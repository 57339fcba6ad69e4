/**
 * The passages an answer may cite (DESIGN §6 Draft → Release): the evidence items (`extractEvidence`) of
 * the run's FOUND observations, by citation id, with the text read under each id. The one place that
 * says whether a cited id is found and whether a quote is in its passage. Pure.
 *
 * Rules (decision, documented here):
 * - A cited id is compared after trimming whitespace and one pair of surrounding brackets, and then
 *   exactly, case included: ids are identifiers a tool wrote (`sqlite:wal#3`, `doc:Notes.md#2`), and
 *   folding case could merge two passages. A prefix of an id (`sqlite:wal` beside `sqlite:wal#3`), a word
 *   that occurs in a passage, or a number (`[1]`) is not found unless an evidence item carries exactly it.
 * - A passage is the title, heading and text of every evidence item with that id, in reading order.
 * - A quote is compared whitespace-normalised, case kept, with typographic quotes and apostrophes
 *   (‘ ’ ‚ ‛ ′ and “ ” „ ‟ ″) read as the straight ones, on both sides. An ellipsis inside it (`…`,
 *   `...`, bare or bracketed) marks a cut: the fragments between must each appear in the passage, in
 *   that order. A quote with no letter or digit outside its cuts is never found.
 */
import type { ModelObservation } from '../../contract';
import { extractEvidence, isFoundObservation, normalizeSpace } from './evidence';

/** The text read under one citation id. */
export interface CitedPassage {
  /** Titles, headings and texts of the id's evidence items, joined by spaces (as read). */
  text: string;
  /** The title and heading of the id's last evidence item. */
  heading: string;
  /** `text` with white space collapsed and typographic quotes made straight (what quotes are matched in). */
  comparable: string;
}

/** The run's citable passages by normalised id (`citationKey`). */
export type CitedPassages = ReadonlyMap<string, CitedPassage>;

const SINGLE_QUOTES = /[‘’‚‛′]/g;
const DOUBLE_QUOTES = /[“”„‟″]/g;
const ELLIPSIS = /\[\s*(?:…|\.{3})\s*\]|…|\.{3,}/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A cited id as compared: trimmed, without one pair of surrounding brackets. */
export function citationKey(id: string): string {
  const trimmed = id.trim();
  return (trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed).trim();
}

/** Text as quotes are compared: straight quotes and apostrophes, white space collapsed. */
export function comparableText(text: string): string {
  return normalizeSpace(text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"'));
}

/**
 * Collects the citable passages of a run.
 *
 * @param observations the run's observations; only FOUND ones (`status: 'ok'`, `evidence_status: 'FOUND'`)
 *   count, and only what the model read (never a raw result)
 * @returns a map from citation key to its passage
 */
export function collectCitedPassages(observations: readonly ModelObservation[]): CitedPassages {
  const read = new Map<string, { texts: string[]; heading: string }>();
  for (const observation of observations.filter(isFoundObservation))
    for (const item of extractEvidence(observation)) {
      const key = citationKey(item.citation);
      const entry = read.get(key) ?? { texts: [], heading: '' };
      entry.texts.push([item.title, item.heading, item.text].filter(Boolean).join(' '));
      entry.heading = [item.title, item.heading].filter(Boolean).join(' ');
      read.set(key, entry);
    }
  const passages = new Map<string, CitedPassage>();
  for (const [key, { texts, heading }] of read) {
    const text = ` ${texts.join(' ')}`;
    passages.set(key, { text, heading, comparable: comparableText(text) });
  }
  return passages;
}

/**
 * The passage a cited id names, by the exact-id rule above.
 *
 * @returns the passage, or undefined when no evidence item of a FOUND observation carries that id
 */
export function findPassage(passages: CitedPassages, id: string): CitedPassage | undefined {
  return passages.get(citationKey(id));
}

/**
 * Whether a quote is in a passage, by the quote rule above (ellipsis cuts: fragments in order).
 *
 * @param quote the quoted text, without its quotation marks
 * @returns true when every fragment appears in the passage after the one before it
 */
export function quoteInPassage(quote: string, passage: CitedPassage): boolean {
  const fragments = quote
    .split(ELLIPSIS)
    .map(comparableText)
    .filter((fragment) => fragment.length > 0);
  if (!fragments.some((fragment) => WORD_CHARACTER.test(fragment))) return false;
  let from = 0;
  for (const fragment of fragments) {
    const at = passage.comparable.indexOf(fragment, from);
    if (at < 0) return false;
    from = at + fragment.length;
  }
  return true;
}
