import { describe, expect, it } from 'vitest';
import { asksYesNo, givesYesNo, mainClauseOf, polarityOf } from '../../../../src/app/llm/language/polarity';
import { detectIntents } from '../../../../src/app/llm/language/intent';
import { questionConcepts } from '../../../../src/app/llm/language/concepts';
import { focusConcepts } from '../../../../src/app/llm/language/focus';

const asks = (question: string) => asksYesNo(question, detectIntents(question));

describe('yes/no questions and the sentences that answer them', () => {
  it('reads "does X support", "can I" and "is X" questions as yes/no, not figure or comparison questions', () => {
    expect(asks('Does SQLite support RIGHT JOIN?')).toBe(true);
    expect(asks('Can I use SQLite on an NFS share?')).toBe(true);
    expect(asks('Is SQLite thread-safe?')).toBe(true);
    expect(asks('How many columns can a table have?')).toBe(false);
    expect(asks('Is WAL on by default?')).toBe(false);
  });

  it('takes a warning, a denial or a limited yes as such, and a pointing-back sentence as no answer', () => {
    expect(polarityOf('You should avoid putting SQLite database files on NFS.')).toBe('Not recommended');
    expect(polarityOf('SQLite does not support a binary encoding of JSON.')).toBe('No');
    expect(polarityOf('SQLite will work over a network filesystem, but performance will not be great.')).toBe(
      'Yes, but',
    );
    expect(polarityOf('SQLite stores JSON as ordinary text.')).toBe('Yes');
    expect(givesYesNo('This is because fcntl() file locking is broken on many NFS implementations.')).toBe(false);
    expect(givesYesNo('In this mode, all mutexes are disabled.')).toBe(false);
    expect(givesYesNo('Multiple processes can have the same database open at the same time.')).toBe(true);
  });

  it('says no for the thing a sentence names as its exception ("but not VACUUM INTO")', () => {
    const question = 'Does VACUUM INTO require a write lock?';
    expect(polarityOf('VACUUM (but not VACUUM INTO) is a write operation.', question)).toBe('No');
    expect(polarityOf('VACUUM (but not VACUUM INTO) is a write operation.', 'Is VACUUM a write?')).toBe('Yes');
    expect(
      polarityOf('Every table except WITHOUT ROWID tables cannot be used.', 'Can WITHOUT ROWID tables be used?'),
    ).toBe('Yes');
  });

  it('keeps an SQL form\'s preposition in capitals in the focus ("VACUUM INTO require … lock")', () => {
    const question = 'Does VACUUM INTO require an exclusive lock?';
    expect(focusConcepts(question, questionConcepts(question)).map((concept) => concept.label)).toContain('lock');
  });

  it('cuts a sentence at its condition clause', () => {
    expect(mainClauseOf('You should avoid NFS if multiple processes might write.')).toBe('You should avoid NFS');
  });

  it('makes an SQL form written in capitals one focus concept ("left to right" is not RIGHT JOIN)', () => {
    const question = 'Does SQLite support RIGHT JOIN?';
    expect(focusConcepts(question, questionConcepts(question)).map((concept) => concept.label)).toEqual(['right join']);
  });

  it("reads no yes or no in a relative clause: 'each row … that does not match' denies nothing", () => {
    const sentence =
      'If the join-operator is a "RIGHT JOIN", then an extra row is added for each row that does not match any row.';
    expect(givesYesNo(sentence)).toBe(false);
    expect(polarityOf(sentence)).toBe('Yes');
    expect(polarityOf('SQLite does not have a separate BOOLEAN data type.')).toBe('No');
  });

  it('asked whether a thing is there, says no only for a denial that it is there', () => {
    const question = 'Does SQLite support CROSS JOIN?';
    expect(polarityOf('SQLite chooses to never reorder the tables in a CROSS JOIN.', question)).toBe('Yes');
    expect(polarityOf('CROSS JOIN is not supported.', question)).toBe('No');
    expect(polarityOf('SQLite does not have a separate BOOLEAN data type.', 'Does SQLite have a boolean type?')).toBe(
      'No',
    );
  });
});
