import { describe, expect, it } from 'vitest';
import {
  codeForms,
  DEFAULT_STATED,
  newFigures,
  newStatementForms,
  statementForms,
  tradeoffsAsked,
} from '../../../../src/app/llm/language/forms';

describe('statementForms', () => {
  it('finds SQL keyword runs, identifiers, API calls, dot-commands, JSON operators and :memory:', () => {
    const forms = statementForms(
      'Run CREATE INDEX first, set busy_timeout, call sqlite3_open(path), type .tables, use ->> and :memory:.',
    );
    expect(forms).toEqual(
      expect.arrayContaining(['CREATE INDEX', 'busy_timeout', 'sqlite3_open(path)', '.tables', '->>', ':memory:']),
    );
  });

  it('finds a statement that is one keyword by itself (VACUUM, STRICT), not an ordinary capitalised word', () => {
    expect(statementForms('Then VACUUM the file and declare the table STRICT.')).toEqual(['VACUUM', 'STRICT']);
    expect(statementForms('The Table holds Rows.')).toEqual([]);
  });

  it('gives each form once', () => {
    expect(statementForms('VACUUM, then VACUUM again')).toEqual(['VACUUM']);
  });
});

describe('newStatementForms', () => {
  it('leaves out the forms the question already names, ignoring case', () => {
    expect(newStatementForms('Run PRAGMA journal_mode=WAL; then VACUUM.', 'How do I use pragma journal_mode?')).toEqual(
      ['VACUUM'],
    );
  });
});

describe('newFigures', () => {
  it('gives numbers of two or more digits, number words and digits with a unit the question does not hold', () => {
    expect(
      newFigures('The default is 4096 bytes, up to 65536; a billion rows; 8 pages.', 'Is the page size 4096?'),
    ).toEqual(['65536', 'billion', '8 pages']);
  });

  it('gives nothing for a text without figures', () => {
    expect(newFigures('It depends on the page size.', 'How big?')).toEqual([]);
  });
});

describe('tradeoffsAsked', () => {
  it('asks for one side when the question names only that side', () => {
    expect(tradeoffsAsked('What are its disadvantages?')).toEqual({ pro: false, con: true });
    expect(tradeoffsAsked('What are the benefits of WAL?')).toEqual({ pro: true, con: false });
  });

  it('asks for both when both or neither are named', () => {
    expect(tradeoffsAsked('What are the advantages and disadvantages?')).toEqual({ pro: true, con: true });
    expect(tradeoffsAsked('pros and cons?')).toEqual({ pro: true, con: true });
    expect(tradeoffsAsked('What are the trade-offs?')).toEqual({ pro: true, con: true });
  });
});

describe('codeForms', () => {
  it('finds what a user can type: a statement with its operands, a pragma, a call, a dot-command, a code span', () => {
    expect(codeForms('Run `CREATE INDEX i ON t(a, b);` now.')).toContain('`CREATE INDEX i ON t(a, b);`');
    expect(codeForms('ALTER TABLE table-name RENAME COLUMN column-name TO new-column-name')).toEqual([
      'ALTER TABLE table-name RENAME COLUMN column-name TO new-column-name',
    ]);
    expect(codeForms('use PRAGMA foreign_keys=ON to enable')).toContain('PRAGMA foreign_keys=ON');
    expect(codeForms('Call sqlite3_busy_timeout() first.')).toEqual(['sqlite3_busy_timeout()']);
    expect(codeForms('If the query is a "SELECT DISTINCT" query')).toEqual(['"SELECT DISTINCT"']);
    expect(codeForms('Use the .import command')).toEqual(['.import command']);
  });

  it('does not take a keyword phrase that only names a form for its syntax', () => {
    expect(codeForms('The RENAME COLUMN TO syntax changes the column-name of table table-name')).toEqual([]);
    expect(codeForms('named after the "ON" keyword in the CREATE TRIGGER statement, a list')).toEqual([]);
    expect(codeForms('The ALTER TABLE command in SQLite allows these alterations')).toEqual([]);
    expect(codeForms('a column declared INTEGER PRIMARY KEY')).toEqual([]);
  });
});

describe('DEFAULT_STATED', () => {
  it.each([
    'foreign key constraint enforcement is turned off by default in SQLite',
    'As of SQLite version 3.6.19, the default setting for foreign key enforcement is OFF.',
    'An SQLite database connection defaults to journal_mode=DELETE.',
    'For many years, the default page size was almost always 1024 bytes',
  ])('reads “%s” as stating a default with its value', (text) => expect(DEFAULT_STATED.test(text)).toBe(true));

  it.each([
    'This macro is used to set the default page-size used when a database is created',
    'The default setting for foreign key enforcement can be specified at compile-time using the SQLITE_DEFAULT_FOREIGN_KEYS preprocessor macro.',
  ])('does not read “%s” as stating one', (text) => expect(DEFAULT_STATED.test(text)).toBe(false));
});
