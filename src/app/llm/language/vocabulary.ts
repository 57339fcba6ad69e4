/**
 * The SQL/SQLite vocabulary of everyday questions: how people say a thing ("update it if it already
 * exists", "auto-increment", "database is locked") → the words the SQLite documentation uses for it
 * (UPSERT, ON CONFLICT; INTEGER PRIMARY KEY, AUTOINCREMENT; SQLITE_BUSY, busy_timeout). One entry per
 * topic of the shipped corpus, written from its page titles and headings. The offline model searches
 * with `query`; the model and the release step count a question's phrase as covered when the text holds
 * the phrase's own words or any of `terms`; `code` marks the statement forms that answer a how-to about
 * the topic. Pure data and one lookup function.
 */

import type { VocabularyEntry } from './vocabulary-entry';
import { VOCABULARY_FIRST } from './vocabulary-first';
import { VOCABULARY_SECOND } from './vocabulary-second';

export type { VocabularyEntry } from './vocabulary-entry';

/** The table, most specific phrasing first (a question may match several entries). */
export const VOCABULARY: readonly VocabularyEntry[] = [...VOCABULARY_FIRST, ...VOCABULARY_SECOND];

/** What one matched entry contributed: the entry and the question words it matched. */
export interface VocabularyMatch {
  entry: VocabularyEntry;
  phrase: string;
}

/** The entries a question matches, in table order (specific ones first). */
export function matchVocabulary(question: string): VocabularyMatch[] {
  const lower = question.toLowerCase();
  const out: VocabularyMatch[] = [];
  for (const entry of VOCABULARY) {
    const match = entry.match.exec(lower);
    if (match) out.push({ entry, phrase: match[0] });
  }
  return out;
}
