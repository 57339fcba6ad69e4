/**
 * Test helper: the checks every part of the vocabulary table passes against the shipped corpus
 * (`public/corpus/sqlite-docs.json`): each entry's match can fire on a lower-cased question, and its
 * search words, covering terms and code forms occur in the documentation — a term the docs never use
 * could never cover a concept, and a query word they never use finds nothing.
 */
import { expect, it } from 'vitest';
import type { VocabularyEntry } from '../../../../src/app/llm/language/vocabulary';
import { readCorpusFile } from '../../../worker/tools/read-corpus-from-disk';

const corpusText = readCorpusFile()
  .pages.map((page) => JSON.stringify(page))
  .join('\n');
const corpusLower = corpusText.toLowerCase();

/** Defines the table checks for one part of the table. */
export function checkVocabularyPart(part: readonly VocabularyEntry[]): void {
  it('matches lower-cased questions only: no match pattern needs an upper-case letter, none is global', () => {
    for (const entry of part) {
      expect(entry.match.source.replace(/\\./g, ''), entry.query).not.toMatch(/[A-Z]/);
      expect(entry.match.global, entry.query).toBe(false);
    }
  });

  it('uses search words and covering terms the documentation uses', () => {
    for (const entry of part) {
      const words = entry.query.split(/\s+/).filter(Boolean);
      expect(
        words.filter((word) => !corpusLower.includes(word.toLowerCase())),
        entry.query,
      ).toEqual([]);
      expect(
        entry.terms.filter((term) => !corpusLower.includes(term.toLowerCase())),
        entry.query,
      ).toEqual([]);
    }
  });

  it('names statement forms the documentation prints', () => {
    for (const entry of part) if (entry.code) expect(entry.code.test(corpusText), entry.query).toBe(true);
  });
}
