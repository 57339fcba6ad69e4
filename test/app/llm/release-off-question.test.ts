/**
 * The release step's check that a bare supporting quote (`- "…" [id]`) is about what the question asks
 * (`off-question`): a quote that shares words with the question but is about another feature (FTS5 column
 * filters for a two-column query, INSERT … SELECT for the id of the inserted row) is unsupported, whichever
 * model wrote the draft; a quote about the asked thing stays supported.
 */
import { describe, expect, it } from 'vitest';
import { releaseAnswer } from '../../../src/app/llm/release';
import { firmlyCovers, quoteOffQuestion } from '../../../src/app/llm/citation-relevance';
import { coverageText } from '../../../src/app/llm/language/concepts';
import { focusConcepts } from '../../../src/app/llm/language/focus';
import type { ModelObservation } from '../../../src/contract';
import { foundLookup } from './found-observation';

const MULTI =
  'To get the maximum performance out of a query with multiple AND-connected terms in the WHERE clause, you really want a multi-column index with columns for each of the AND terms.';
const FILTER = 'In this case the column filter applies to all phrases within the expression.';
const LAST = 'The last_insert_rowid() function returns the ROWID of the last row insert from the database connection.';
const SELECT_FORM =
  'A new entry is inserted into the table for each row of data returned by executing the SELECT statement.';

const FOUND = foundLookup([
  {
    citation: '[sqlite:queryplanner#multi]',
    title: 'Query Planning',
    heading: 'Multi-Column Indices',
    snippet: MULTI,
  },
  {
    citation: '[sqlite:fts5#filters]',
    title: 'SQLite FTS5 Extension',
    heading: 'FTS5 Column Filters',
    snippet: FILTER,
  },
  {
    citation: '[sqlite:lang_corefunc#last]',
    title: 'Built-In Scalar SQL Functions',
    heading: 'last_insert_rowid()',
    snippet: LAST,
  },
  { citation: '[sqlite:lang_insert#overview]', title: 'INSERT', heading: 'Overview', snippet: SELECT_FORM },
]);

const TWO_COLUMNS = 'How can I make a query faster when filtering on two columns?';
const INSERTED_ID = 'How do I get the id of the row I just inserted?';

function cited(draft: string, question: string) {
  return releaseAnswer(draft, [FOUND], question).segments.flatMap((s) => (s.kind === 'citation' ? [s] : []));
}

describe('release: supporting quotes about the question', () => {
  it('puts a quote about FTS5 column filters off a question on filtering two columns, and keeps the index one', () => {
    const draft = `You want a multi-column index on both columns [sqlite:queryplanner#multi].\n\nSupporting quotes:\n- "${MULTI}" [sqlite:queryplanner#multi]\n- "${FILTER}" [sqlite:fts5#filters]`;
    const [lead, multi, filter] = cited(draft, TWO_COLUMNS);
    expect(lead).toMatchObject({ supported: true });
    expect(multi).toMatchObject({ supported: true });
    expect(filter).toMatchObject({ supported: false, reason: 'off-question', shared: 1, total: 4 });
  });

  it('puts an INSERT … SELECT quote off a question on the id of the inserted row, and keeps last_insert_rowid', () => {
    const draft = `Call last_insert_rowid() [sqlite:lang_corefunc#last].\n\n- "${LAST}" [sqlite:lang_corefunc#last]\n- "${SELECT_FORM}" [sqlite:lang_insert#overview]`;
    const [, last, select] = cited(draft, INSERTED_ID);
    expect(last).toMatchObject({ supported: true });
    expect(select).toMatchObject({ supported: false, reason: 'off-question' });
  });

  it('judges a networked model’s draft the same way: a bare quote after its prose, a "Caveat:" label aside', () => {
    const draft = `Create an index over both columns; SQLite then uses it for both terms [sqlite:queryplanner#multi]. Caveat: "${FILTER}" [sqlite:fts5#filters]`;
    const segments = cited(draft, TWO_COLUMNS);
    expect(segments.map((s) => s.reason ?? 'supported')).toEqual(['supported', 'off-question']);
    expect(cited(draft, TWO_COLUMNS)).toEqual(segments);
  });

  it('leaves a sentence that claims something to the claim check, and a draft without a question alone', () => {
    const claim = `An FTS5 column filter applies to all phrases of the expression [sqlite:fts5#filters].`;
    expect(cited(claim, TWO_COLUMNS)[0]).toMatchObject({ supported: true });
    expect(cited(`- "${FILTER}" [sqlite:fts5#filters]`, '')[0]).toMatchObject({ supported: true });
  });

  it('does not count an off-question quote toward the verdict', () => {
    const draft = `- "${FILTER}" [sqlite:fts5#filters]`;
    const released = releaseAnswer(draft, [FOUND], TWO_COLUMNS);
    expect(released).toMatchObject({ supported: 0, unsupported: 1 });
    expect(released.verdict.answersQuestion).toBe('no');
  });
});

describe('firmlyCovers / quoteOffQuestion', () => {
  const [, , , twoColumns] = focusConcepts(TWO_COLUMNS);

  it('does not count a common corpus word ("column") as covering a vocabulary topic ("two columns")', () => {
    expect(twoColumns?.label).toBe('two columns');
    if (!twoColumns) return;
    expect(firmlyCovers(twoColumns, coverageText('the column filter'))).toBe(false);
    expect(firmlyCovers(twoColumns, coverageText('a multi-column index'))).toBe(true);
  });

  it('reads the passage heading with the quote and reports the focus covered', () => {
    const asked = { question: TWO_COLUMNS, focus: focusConcepts(TWO_COLUMNS) };
    expect(quoteOffQuestion('The only difference is that now columns are added.', '', asked)).toMatchObject({
      off: true,
    });
    expect(
      quoteOffQuestion(
        'The only difference is that now columns are added.',
        'Query Planning Multi-Column Indices',
        asked,
      ),
    ).toEqual({ off: false, covered: 2, total: 4 });
  });
});

describe('quoteOffQuestion: the asked thing, not only the action', () => {
  const RENAME_COLUMN = 'Can I rename a column, and since which version?';
  const RENAME_FILE = 'Can I rename a database file while it is open?';
  const CORRUPT = 'How To Corrupt An SQLite Database File Unlinking or renaming a database file while in use';
  const RENAMED_FILE = 'A similar problem occurs if a database file is renamed while it is opened by another process.';
  const UNDEFINED =
    'In other words, unlinking or renaming an open database file results in behavior that is undefined and probably undesirable.';
  const askedOf = (question: string) => ({ question, focus: focusConcepts(question) });

  it('puts a quote about renaming a database file off a question on renaming a column', () => {
    const asked = askedOf(RENAME_COLUMN);
    expect(quoteOffQuestion(RENAMED_FILE, CORRUPT, asked)).toMatchObject({ off: true, covered: 0 });
    expect(quoteOffQuestion(UNDEFINED, 'How To Corrupt An SQLite Database File', asked)).toMatchObject({ off: true });
    // The same holds for the other things one renames: a table is not a file either.
    expect(quoteOffQuestion(RENAMED_FILE, CORRUPT, askedOf('How do I rename a table?'))).toMatchObject({ off: true });
  });

  it('keeps a quote that names the thing and the action, in its text or its heading', () => {
    const asked = askedOf(RENAME_COLUMN);
    const syntax = 'The RENAME COLUMN TO syntax changes the column-name of table table-name into new-column-name.';
    expect(quoteOffQuestion(syntax, 'ALTER TABLE ALTER TABLE RENAME COLUMN', asked)).toEqual({
      off: false,
      covered: 1,
      total: 1,
    });
    expect(quoteOffQuestion('You can rename a column of an existing table.', '', asked)).toMatchObject({ off: false });
    expect(
      quoteOffQuestion('The new name must not already be in use.', 'ALTER TABLE Rename a column', asked),
    ).toMatchObject({ off: false });
  });

  it('keeps a quote that names the thing but not the action when the thing carries half the focus', () => {
    const asked = askedOf(RENAME_FILE);
    const open = 'Multiple processes can have the same database file open at the same time.';
    expect(quoteOffQuestion(open, 'File Locking And Concurrency In SQLite Version 3 Overview', asked)).toEqual({
      off: false,
      covered: 1,
      total: 2,
    });
    expect(quoteOffQuestion(RENAMED_FILE, CORRUPT, asked)).toMatchObject({ off: false, covered: 2 });
    // The action alone is half the focus too, but names no thing: off.
    expect(
      quoteOffQuestion('The RENAME TO syntax changes the name of table-name.', 'ALTER TABLE', asked),
    ).toMatchObject({ off: true });
  });

  it('marks both database-file quotes unsupported in a released answer on renaming a column', () => {
    const observation: ModelObservation = {
      ...FOUND,
      result: {
        results: [
          {
            citation: '[sqlite:howtocorrupt#renamed]',
            title: 'How To Corrupt An SQLite Database File',
            heading: 'Unlinking or renaming a database file while in use',
            snippet: `${RENAMED_FILE} ${UNDEFINED}`,
          },
        ],
      },
    };
    const draft = `- "${RENAMED_FILE}" [sqlite:howtocorrupt#renamed]\n- "${UNDEFINED}" [sqlite:howtocorrupt#renamed]`;
    const segments = releaseAnswer(draft, [observation], RENAME_COLUMN).segments.filter((s) => s.kind === 'citation');
    expect(segments.map((s) => (s.kind === 'citation' ? (s.reason ?? 'supported') : ''))).toEqual([
      'off-question',
      'off-question',
    ]);
  });
});
