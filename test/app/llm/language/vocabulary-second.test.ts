import { describe, expect, it } from 'vitest';
import { matchVocabulary } from '../../../../src/app/llm/language/vocabulary';
import { VOCABULARY_SECOND } from '../../../../src/app/llm/language/vocabulary-second';
import { checkVocabularyPart } from './vocabulary-table-checks';

/** The search words of the first entry a question matches. */
const firstQuery = (question: string) => matchVocabulary(question)[0]?.entry.query;

describe('VOCABULARY_SECOND', () => {
  checkVocabularyPart(VOCABULARY_SECOND);

  it.each([
    ['Can I keep the database only in memory?', 'in-memory database :memory:'],
    ['How do I check a database for corruption?', 'PRAGMA integrity_check corruption'],
    ['When should I use WAL mode?', 'WAL write-ahead log journal_mode'],
    ['Can I put the database on a network drive?', 'network filesystem locking client/server'],
    ['How do I rename a column?', 'ALTER TABLE RENAME COLUMN'],
    ['How do I add a new column to a table?', 'ALTER TABLE ADD COLUMN'],
    ['How do I remove a column?', 'ALTER TABLE DROP COLUMN'],
    ['How do I delete a table?', 'DROP TABLE statement tables are removed'],
    ['How do I remove a trigger?', 'DROP TRIGGER triggers are removed'],
    ['How do I drop a view?', 'DROP VIEW views are removed'],
    ['How do I detach an attached database?', 'DETACH DATABASE attached removed'],
    ['The file stays the same size after deleting rows', 'VACUUM free pages reclaim space auto_vacuum'],
    ['How do I turn on foreign keys?', 'PRAGMA foreign_keys foreign key constraints'],
  ])('maps “%s” first to the documentation’s words: %s', (question, query) => {
    expect(firstQuery(question)).toBe(query);
  });

  it('keeps a trigger or view question off DROP TABLE', () => {
    for (const question of ['How do I drop a trigger on a table?', 'How do I remove a view of a table?'])
      expect(matchVocabulary(question).map((match) => match.entry.query)).not.toContain(
        'DROP TABLE statement tables are removed',
      );
  });

  it('keeps a table question that is about a column off DROP TABLE', () => {
    const queries = matchVocabulary('How do I drop a column from a table?').map((match) => match.entry.query);
    expect(queries).toContain('ALTER TABLE DROP COLUMN');
    expect(queries).not.toContain('DROP TABLE statement tables are removed');
  });
});
