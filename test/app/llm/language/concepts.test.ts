import { describe, expect, it } from 'vitest';
import {
  comparedItems,
  coverage,
  coverageText,
  covers,
  questionConcepts,
} from '../../../../src/app/llm/language/concepts';

const labels = (question: string) => questionConcepts(question).map((concept) => concept.label);

describe('questionConcepts', () => {
  it('makes a phrase the vocabulary knows one concept, covered by the documentation’s words for it', () => {
    const [upsert, ...rest] = questionConcepts('How do I update a row if it already exists?');
    expect(rest).toEqual([]);
    expect(upsert?.label).toBe('update a row if it already exists');
    expect(upsert && covers(upsert, coverageText('The upsert clause handles it.'))).toBe(true);
    expect(upsert && covers(upsert, coverageText('INSERT … ON CONFLICT DO UPDATE SET b = excluded.b;'))).toBe(true);
    expect(upsert && covers(upsert, coverageText('A row is a record of a table.'))).toBe(false);
  });

  it('leaves out the words of intent (disadvantages, difference, versus): they are not what the answer is about', () => {
    expect(labels('What are the disadvantages of WAL mode?')).toEqual(['wal mode']);
    expect(labels('What is the difference between DELETE and TRUNCATE journal?')).toEqual([
      'delete',
      'truncate',
      'journal',
    ]);
  });

  it('keeps the order of the question and weighs action verbs and generic words half', () => {
    const concepts = questionConcepts('How do I turn on foreign keys in SQLite?');
    expect(concepts.map((concept) => [concept.label, concept.weight])).toEqual([
      ['turn', 0.5],
      ['foreign keys', 1],
      ['sqlite', 0.5],
    ]);
  });

  it('weighs a quantifier half, so "several threads" is about threads', () => {
    const concepts = questionConcepts('Is it safe to use SQLite from several threads?');
    expect(concepts.find((concept) => concept.label === 'several')?.weight).toBe(0.5);
    expect(questionConcepts('When should I avoid WAL mode?').map((concept) => concept.label)).not.toContain('avoid');
  });

  it('covers a negated phrase only as the whole phrase (“without rowid” is not “rowid”)', () => {
    const negated = questionConcepts('Can I create a table without rowid?').find(
      (concept) => concept.label === 'without rowid',
    );
    expect(negated && covers(negated, coverageText('CREATE TABLE t(x) WITHOUT ROWID;'))).toBe(true);
    expect(negated && covers(negated, coverageText('Every table has a rowid.'))).toBe(false);
  });
});

describe('coverage', () => {
  it('is the weighted share of concepts a text covers, from 0 to 1', () => {
    const concepts = questionConcepts('How do I turn on foreign keys in SQLite?');
    expect(coverage(concepts, coverageText('PRAGMA foreign_keys = ON enables foreign key enforcement.'))).toBe(0.5);
    expect(coverage(concepts, coverageText('SQLite is a database.'))).toBe(0.25);
    expect(coverage(concepts, coverageText('Turn on foreign keys in SQLite with a PRAGMA.'))).toBe(1);
    expect(coverage(concepts, coverageText('Nothing relevant here.'))).toBe(0);
  });

  it('covers a JOIN form only by its own name, with or without OUTER, not inside another join name', () => {
    const [right] = questionConcepts('Does SQLite support RIGHT JOIN?').filter((c) => c.label === 'right join');
    const [full] = questionConcepts('Does SQLite support FULL OUTER JOIN?').filter(
      (c) => c.label === 'full outer join',
    );
    if (!right || !full) throw new Error('no JOIN concept');
    expect(covers(right, coverageText('If the join-operator is a "RIGHT OUTER JOIN", then …'))).toBe(true);
    expect(covers(right, coverageText('Or you can say "LEFT RIGHT JOIN" which is the same as "FULL JOIN".'))).toBe(
      false,
    );
    expect(covers(full, coverageText('A "FULL JOIN" is a combination of a "LEFT JOIN" and a "RIGHT JOIN".'))).toBe(
      true,
    );
  });

  it('is 0 when there are no concepts', () => {
    expect(coverage([], coverageText('Any text at all.'))).toBe(0);
  });
});

describe('comparedItems', () => {
  it('gives the two things of “between A and B”, each covered when both its first two words occur', () => {
    const items = comparedItems('What is the difference between rollback journal and WAL mode?');
    expect(items.map((item) => item.label)).toEqual(['rollback journal', 'wal mode']);
    const [rollback] = items;
    expect(rollback && covers(rollback, coverageText('The rollback journal is deleted at commit.'))).toBe(true);
    expect(rollback && covers(rollback, coverageText('The journal is deleted at commit.'))).toBe(false);
  });

  it('names one-word things before a longer last one by their own word (“VIRTUAL and STORED generated columns”)', () => {
    const items = comparedItems('What is the difference between VIRTUAL and STORED generated columns?');
    expect(items.map((item) => item.label)).toEqual(['virtual', 'stored generated columns']);
    const contrast = coverageText('The value of a VIRTUAL column is computed when read, whereas a STORED column …');
    expect(items.every((item) => covers(item, contrast))).toBe(true);
  });

  it('gives three things for “between A, B and C” and two for “A vs B”', () => {
    expect(
      comparedItems('Explain the difference between DEFERRED, IMMEDIATE and EXCLUSIVE transactions?').map(
        (item) => item.label,
      ),
    ).toEqual(['deferred', 'immediate', 'exclusive transactions']);
    expect(comparedItems('DEFERRED vs IMMEDIATE').map((item) => item.label)).toEqual(['deferred', 'immediate']);
  });

  it('is empty when the question compares nothing', () => {
    expect(comparedItems('How do I vacuum a database?')).toEqual([]);
  });
});
