import { describe, expect, it } from 'vitest';
import { newFigures, newStatementForms, statementForms, tradeoffsAsked } from '../../../../src/app/llm/language/forms';

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
