import { describe, expect, it } from 'vitest';
import { matchVocabulary } from '../../../../src/app/llm/language/vocabulary';
import { VOCABULARY_FIRST } from '../../../../src/app/llm/language/vocabulary-first';
import { checkVocabularyPart } from './vocabulary-table-checks';

/** The search words of the first entry a question matches. */
const firstQuery = (question: string) => matchVocabulary(question)[0]?.entry.query;

describe('VOCABULARY_FIRST', () => {
  checkVocabularyPart(VOCABULARY_FIRST);

  it.each([
    ['How do I update a row if it already exists?', 'UPSERT ON CONFLICT DO UPDATE'],
    ['Why do I get "database is locked"?', 'SQLITE_BUSY database is locked busy_timeout'],
    ['Can a connection wait for the lock instead of failing?', 'busy_timeout busy handler sleeps locked'],
    ['How do I make an auto-increment id column?', 'AUTOINCREMENT INTEGER PRIMARY KEY'],
    ['Why are my inserts so slow?', 'INSERT is really slow transactions per second BEGIN COMMIT'],
    ['How can I see which index a query uses?', 'EXPLAIN QUERY PLAN index'],
    ['How do I store a boolean?', 'boolean datatype'],
    ['How do I list all tables?', 'list all tables sqlite_schema .tables'],
    ['How do I get the id of the new row after an insert?', 'last_insert_rowid() ROWID last row insert'],
    ['How do I number the rows of a result?', 'window functions row_number() OVER'],
  ])('maps “%s” first to the documentation’s words: %s', (question, query) => {
    expect(firstQuery(question)).toBe(query);
  });

  it('lists the specific phrasing before the general one when a question matches both', () => {
    const queries = matchVocabulary('Which index does my slow query use?').map((match) => match.entry.query);
    expect(queries.indexOf('EXPLAIN QUERY PLAN index')).toBeLessThan(queries.indexOf('CREATE INDEX'));
  });
});
