import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../../src/app/llm/evidence';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import { detectIntents } from '../../../../src/app/llm/language/intent';
import { collectPassages, scoreUnits } from '../../../../src/app/llm/providers/offline-evidence';
import { composeLead, pickCode, tidy } from '../../../../src/app/llm/providers/offline-lead';

function item(citation: string, text: string, title: string, heading = 'Overview'): EvidenceItem {
  return { citation, text, title, heading, callId: 'c1' };
}

/** The direct answer's sentences for a question over the given passages, as [text, citation]. */
function lead(question: string, items: EvidenceItem[]): [string, string][] {
  const concepts = questionConcepts(question);
  const units = scoreUnits(concepts, collectPassages(items));
  return composeLead(question, detectIntents(question), concepts, units).map((s) => [s.text, s.citation]);
}

const WAL = item(
  'sqlite:wal#overview',
  'Advantages include: 1. WAL is significantly faster in most scenarios. 2. WAL provides more concurrency as readers do not block writers. ' +
    'But there are also disadvantages: 1. WAL normally requires that the VFS support shared-memory primitives.',
  'Write-Ahead Logging',
);

describe('composeLead', () => {
  it('answers a why question with the sentence that gives the cause, citing its passage', () => {
    const answer = lead('Why do I get database is locked errors?', [
      item(
        'sqlite:lock#1',
        'SQLite supports many readers at once. The database is locked because another connection holds a write lock. The lock is released at commit.',
        'File Locking',
        'Locks',
      ),
    ]);
    expect(answer[0]).toEqual([
      'The database is locked because another connection holds a write lock',
      'sqlite:lock#1',
    ]);
  });

  it('answers a how-to with a sentence and a code example from the passage', () => {
    const answer = lead('How do I turn on foreign keys?', [
      item(
        'sqlite:fk#1',
        'Foreign key constraints are disabled by default. Enable them for each connection by running PRAGMA foreign_keys = ON; before you use them.',
        'SQLite Foreign Key Support',
        'Enabling Foreign Key Support',
      ),
    ]);
    expect(answer.at(-1)).toEqual(['For example: `PRAGMA foreign_keys = ON;`', 'sqlite:fk#1']);
    expect(answer.length).toBeLessThanOrEqual(3);
  });

  it('names the listed advantages and a disadvantage for a trade-off question', () => {
    expect(lead('What are the advantages and disadvantages of WAL mode?', [WAL])).toEqual([
      [
        'Advantages of WAL mode: (1) WAL is significantly faster in most scenarios; (2) WAL provides more concurrency as readers do not block writers',
        'sqlite:wal#overview',
      ],
      ['WAL normally requires that the VFS support shared-memory primitives', 'sqlite:wal#overview'],
    ]);
  });

  it('answers “what are its disadvantages” with a disadvantage, not an advantage', () => {
    expect(lead('What are the disadvantages of WAL mode?', [WAL])).toEqual([
      ['WAL normally requires that the VFS support shared-memory primitives', 'sqlite:wal#overview'],
    ]);
  });

  it('adds the qualifying “but” sentence of the same passage to a yes/no answer', () => {
    const answer = lead('Can several processes write to the database at once?', [
      item(
        'sqlite:faq#5',
        'Multiple processes can have the same database open at the same time. But only one process can be making changes to the database at any moment in time.',
        'FAQ',
        'Can multiple applications access the same database?',
      ),
    ]);
    expect(answer).toEqual([
      ['Multiple processes can have the same database open at the same time', 'sqlite:faq#5'],
      ['Only one process can be making changes to the database at any moment in time', 'sqlite:faq#5'],
    ]);
  });

  it('gives nothing when no sentence covers any word of the question', () => {
    expect(lead('How do I lock my screen?', [item('sqlite:vacuum#1', 'VACUUM rebuilds the file.', 'VACUUM')])).toEqual(
      [],
    );
  });
});

describe('pickCode', () => {
  it('picks the statement the vocabulary names for the topic', () => {
    const concepts = questionConcepts('How do I turn on foreign keys?');
    const units = scoreUnits(
      concepts,
      collectPassages([
        item(
          'sqlite:fk#1',
          'Create the tables with CREATE TABLE artist(id INTEGER PRIMARY KEY); Then run PRAGMA foreign_keys = ON; to enforce them.',
          'SQLite Foreign Key Support',
        ),
      ]),
    );
    expect(pickCode(concepts, units)?.unit.text).toBe('PRAGMA foreign_keys = ON;');
  });

  it('writes out the DELETE form with its WHERE clause for the rows that match a condition', () => {
    const answer = lead('How do I delete only the rows that match a condition?', [
      item(
        'sqlite:lang_delete#overview',
        'The DELETE command removes records from the table identified by the qualified-table-name. If the WHERE clause is not present, all records in the table are deleted. If a WHERE clause is supplied, then only those rows for which the WHERE clause boolean expression is true are deleted.',
        'DELETE',
      ),
    ]);
    expect(answer.map(([text]) => text)).toContain('The form: `DELETE FROM qualified-table-name WHERE expr`');
  });

  it('shows no code from a passage the answer does not cite when the vocabulary names no form', () => {
    const concepts = questionConcepts('How do I list the kestrel sightings?');
    const units = scoreUnits(
      concepts,
      collectPassages([item('sqlite:x#1', 'Run CREATE TABLE t(a, b); first.', 'Unrelated page')]),
    );
    expect(pickCode(concepts, units)).toBeUndefined();
  });

  it('gives nothing when the passages hold no code', () => {
    const concepts = questionConcepts('How do I turn on foreign keys?');
    expect(pickCode(concepts, scoreUnits(concepts, collectPassages([WAL])))).toBeUndefined();
  });
});

describe('tidy', () => {
  it('drops a leading connective, an aside without figures or code, and the final period', () => {
    expect(tidy('However, the busy timeout (which most applications set) waits for a lock.')).toBe(
      'The busy timeout waits for a lock',
    );
    expect(tidy('and it retries quickly;')).toBe('It retries quickly');
  });

  it('keeps an aside that states a default or an exception', () => {
    expect(tidy('SQLite includes a special mode (disabled by default) for servers.')).toBe(
      'SQLite includes a special mode (disabled by default) for servers',
    );
    expect(tidy('A vacuum (but not a copy) is a write.')).toBe('A vacuum (but not a copy) is a write');
  });

  it('keeps an aside that holds a figure or a code name', () => {
    expect(tidy('Use the limit (at most 10 rows) for paging.')).toBe('Use the limit (at most 10 rows) for paging');
    expect(tidy('It retries (see SQLITE_BUSY).')).toBe('It retries (see SQLITE_BUSY)');
  });

  it('writes out the syntax a passage describes without an example, from its heading and placeholders', () => {
    const answer = lead('How can I rename a column?', [
      item(
        'sqlite:lang_altertable#alter_table_rename_column',
        'The RENAME COLUMN TO syntax changes the column-name of table table-name into new-column-name. The column name is changed both within the table definition itself and also within all indexes, triggers, and views that reference the column.',
        'ALTER TABLE',
        'ALTER TABLE RENAME COLUMN',
      ),
    ]);
    expect(answer.map(([text]) => text)).toContain(
      'The form: `ALTER TABLE table-name RENAME COLUMN column-name TO new-column-name`',
    );
  });

  it('names what a limit is of by the list item and its introduction when the figure sentence does not', () => {
    const answer = lead('How many columns can an index have?', [
      item(
        'sqlite:limits#max_column',
        'The SQLITE_MAX_COLUMN compile-time parameter is used to set an upper bound on: - The number of columns in a table - The number of columns in an index - The number of columns in a view The default setting for SQLITE_MAX_COLUMN is 2000.',
        'Implementation Limits For SQLite',
        'Maximum Number Of Columns',
      ),
    ]);
    expect(answer.map(([text]) => text)).toEqual([
      'The SQLITE_MAX_COLUMN compile-time parameter is used to set an upper bound on: the number of columns in an index',
      'The default setting for SQLITE_MAX_COLUMN is 2000',
    ]);
  });

  it('answers “… by default?” with the sentence that states the default, then how to change it', () => {
    const answer = lead('Are foreign keys enforced by default?', [
      item(
        'sqlite:quirks#fk',
        'SQLite has parsed foreign key constraints for time out of mind. To avoid breaking those legacy databases, foreign key constraint enforcement is turned off by default in SQLite. Applications can activate foreign key enforcement at run-time using the PRAGMA foreign_keys statement.',
        'Quirks',
        'Foreign Key Enforcement Is Off By Default',
      ),
    ]);
    expect(answer[0]?.[0]).toMatch(/turned off by default/);
    expect(answer.map(([text]) => text).join(' ')).toMatch(/PRAGMA foreign_keys/);
  });

  it('leads a comparison with the sentence that sets the compared things against each other', () => {
    const answer = lead('What is the difference between VIRTUAL and STORED generated columns?', [
      item(
        'sqlite:gencol#vs',
        'Generated columns can be either VIRTUAL or STORED. The value of a VIRTUAL column is computed when read, whereas the value of a STORED column is computed when the row is written.',
        'Generated Columns',
        'VIRTUAL versus STORED columns',
      ),
    ]);
    expect(answer.map(([text]) => text).join(' ')).toMatch(/computed when read, whereas/);
  });
});
