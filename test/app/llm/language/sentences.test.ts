import { describe, expect, it } from 'vitest';
import {
  isListIntro,
  isSentence,
  splitUnits,
  unitText,
  type TextUnit,
} from '../../../../src/app/llm/language/sentences';

const texts = (passage: string) => splitUnits(passage).map((unit) => [unit.kind, unit.text]);

describe('splitUnits', () => {
  it('splits prose into sentences, each a verbatim piece of the passage with white space collapsed', () => {
    const passage = 'WAL mode is faster in most cases.\n  Readers do not   block writers!';
    expect(texts(passage)).toEqual([
      ['prose', 'WAL mode is faster in most cases.'],
      ['prose', 'Readers do not block writers!'],
    ]);
    expect(splitUnits(passage).map((unit) => unit.index)).toEqual([0, 1]);
  });

  it('takes an SQL statement out of the prose around it as code', () => {
    expect(texts('Use PRAGMA journal_mode=WAL; to turn it on for good.')).toEqual([
      ['code', 'PRAGMA journal_mode=WAL;'],
      ['prose', 'to turn it on for good.'],
    ]);
    expect(texts('sqlite> CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT); The table has two columns.')).toEqual([
      ['code', 'CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT);'],
      ['prose', 'The table has two columns.'],
    ]);
  });

  it('keeps a trigger with its body to END; as one code unit', () => {
    expect(
      texts(
        'The following trigger redirects orders: CREATE TRIGGER t1 UPDATE OF address ON customers BEGIN UPDATE orders SET address = new.address WHERE name = old.name; END; With this trigger installed, orders follow.',
      ),
    ).toContainEqual([
      'code',
      'CREATE TRIGGER t1 UPDATE OF address ON customers BEGIN UPDATE orders SET address = new.address WHERE name = old.name; END;',
    ]);
  });

  it('reads prose that merely starts with an SQL keyword as prose, not code', () => {
    expect(texts('WITH this option, the engine waits a while before it gives up; later it retries.')).toEqual([
      ['prose', 'WITH this option, the engine waits a while before it gives up; later it retries.'],
    ]);
  });

  it('keeps a dot-command with its arguments, including a file name with dots', () => {
    expect(texts('sqlite> .open ex1.db The example above opens the file.')).toEqual([
      ['code', '.open ex1.db'],
      ['prose', 'The example above opens the file.'],
    ]);
    expect(texts('sqlite> .mode box --wrap 30 The output is boxed.')[0]).toEqual(['code', '.mode box --wrap 30']);
    expect(texts('sqlite> .eqp on In automatic mode it explains each query.')[0]).toEqual(['code', '.eqp on']);
  });

  it('does not take the prose words after a dot-command named in a sentence as its arguments', () => {
    expect(texts('Type .tables to list the tables of the database file.')[0]).toEqual(['code', '.tables']);
  });

  it('marks the sentences the snippet cut at a … as partial, and drops list numbers at their edges', () => {
    const units = splitUnits(
      '…readers do not block the writer at all. A whole sentence stands here. 2. And the last one is cut…',
    );
    expect(units.map((unit) => [unit.text, unit.partial])).toEqual([
      ['readers do not block the writer at all.', true],
      ['A whole sentence stands here.', false],
      ['And the last one is cut', true],
    ]);
  });

  it('labels the items of an advantages list and of a disadvantages list', () => {
    const units = splitUnits(
      'Advantages include: 1. WAL is significantly faster in most scenarios. 2. WAL provides more concurrency. ' +
        'But there are also disadvantages: 1. All processes must be on the same host computer.',
    );
    expect(units.map((unit) => [unit.text, unit.list])).toEqual([
      ['Advantages include:', undefined],
      ['WAL is significantly faster in most scenarios.', 'advantages'],
      ['WAL provides more concurrency.', 'advantages'],
      ['But there are also disadvantages:', undefined],
      ['All processes must be on the same host computer.', 'disadvantages'],
    ]);
  });

  it('gives a sentence ending in “:” the heads of the bullet items that follow it', () => {
    const [intro] = splitUnits(
      'Each value is one of the following storage classes: - NULL. The value is a NULL value. - INTEGER. A signed integer. - TEXT as ISO8601 strings, for dates.',
    );
    expect(intro?.items).toEqual(['NULL', 'INTEGER', 'TEXT as ISO8601 strings']);
  });

  it('drops fragments shorter than 12 characters and pieces without words', () => {
    expect(texts('Then. So. 42. The busy timeout waits for the lock.')).toEqual([
      ['prose', 'The busy timeout waits for the lock.'],
    ]);
  });
});

function unit(text: string, extra: Partial<TextUnit> = {}): TextUnit {
  return { kind: 'prose', text, index: 0, partial: false, ...extra };
}

describe('unitText and isListIntro', () => {
  it('reads a list introduction with two or more short items as the introduction followed by the items', () => {
    const intro = unit('Each value is one of the following storage classes:', { items: ['NULL', 'INTEGER', 'TEXT'] });
    expect(unitText(intro)).toBe('Each value is one of the following storage classes: NULL, INTEGER, TEXT');
    expect(isListIntro(intro)).toBe(true);
  });

  it('reads any other unit as itself: one item, long items, or no items', () => {
    const long = 'an item that goes on for far longer than forty characters in all';
    expect(unitText(unit('The classes:', { items: ['NULL'] }))).toBe('The classes:');
    expect(unitText(unit('The classes:', { items: [long, long] }))).toBe('The classes:');
    expect(isListIntro(unit('A plain sentence with no list.'))).toBe(false);
  });
});

describe('isSentence', () => {
  it('takes a unit with three or more lower-case words as a sentence', () => {
    expect(isSentence(unit('The busy timeout waits for the lock.'))).toBe(true);
  });

  it('refuses a statement, a comment and a syntax line', () => {
    expect(isSentence(unit('CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c the value);'))).toBe(false);
    expect(isSentence(unit('-- this comment has many lower case words'))).toBe(false);
    expect(isSentence(unit('PRAGMA schema.journal_mode = DELETE | TRUNCATE | WAL'))).toBe(false);
  });
});
