import { describe, expect, it } from 'vitest';
import {
  contentTerms,
  isStopWord,
  stem,
  termSet,
  termsMatch,
  termWeight,
  wordsOf,
} from '../../../../src/app/llm/language/terms';

describe('stem', () => {
  it('reduces plurals and -ing/-ed forms to one stem', () => {
    expect(['locked', 'locking', 'locks'].map(stem)).toEqual(['lock', 'lock', 'lock']);
    expect(['queries', 'indexes', 'running'].map(stem)).toEqual(['query', 'index', 'run']);
    expect(stem('writes')).toBe(stem('write'));
  });

  it('keeps identifiers, words with digits, short words and -us/-ss words whole', () => {
    expect(['busy_timeout', 'sqlite3', 'wal', 'status', 'class'].map(stem)).toEqual([
      'busy_timeout',
      'sqlite3',
      'wal',
      'status',
      'class',
    ]);
  });
});

describe('wordsOf and contentTerms', () => {
  it('lower-cases words, keeps identifiers whole and reads a contraction as its word', () => {
    expect(wordsOf("Don't call json_extract() on WAL files")).toEqual([
      'do',
      'call',
      'json_extract',
      'on',
      'wal',
      'files',
    ]);
  });

  it('reads no negated auxiliary or clitic as a topic word', () => {
    for (const question of [
      "Why doesn't my index get used?",
      "Why isn't my index used, and why won't it be?",
      "I can't see why my index wasn't used; shouldn't it be?",
      "Why aren't the index's rows used? We've checked; they're not.",
    ])
      expect(contentTerms(question).filter((term) => !['index', 'row', 'not', 'check'].includes(term))).toEqual([]);
    expect(contentTerms("SQLite's index")).toEqual([stem('sqlite'), 'index']);
  });

  it('splits a script written without spaces into overlapping character pairs', () => {
    expect(wordsOf('数据库锁')).toEqual(['数据', '据库', '库锁']);
  });

  it('drops function words and the verbs of asking, keeps SQL words such as “on” and “not”', () => {
    expect(contentTerms('How do I turn on the WAL mode in SQLite?')).toEqual(['turn', 'wal', 'mode', 'sqlit']);
    expect(contentTerms('NOT NULL')).toEqual(['not', 'null']);
    expect(isStopWord('Please')).toBe(true);
    expect(isStopWord('null')).toBe(false);
  });

  it('lets an identifier stand for its parts too (SQLITE_MAX_COLUMN is about columns)', () => {
    expect(contentTerms('SQLITE_MAX_COLUMN')).toEqual(['sqlite_max_column', 'column']);
  });

  it('gives each term once, in first-seen order', () => {
    expect(contentTerms('locks, locked, locking and WAL locks')).toEqual(['lock', 'wal']);
  });
});

describe('termWeight', () => {
  it('weighs corpus-wide words such as sqlite and database half, topic words fully', () => {
    expect([stem('sqlite'), stem('database'), stem('wal')].map(termWeight)).toEqual([0.5, 0.5, 1]);
  });
});

describe('termsMatch and termSet', () => {
  it('matches a stem and its inflected longer form, not an unrelated longer word', () => {
    expect(termsMatch('writ', 'written')).toBe(true);
    expect(termsMatch('index', 'indexing')).toBe(true);
    expect(termsMatch('data', 'databas')).toBe(false);
    expect(termsMatch('lock', 'lot')).toBe(false);
  });

  it('keeps "shared" (shared cache, shared memory) apart from "share" (an NFS share)', () => {
    expect(termSet(contentTerms('the shared-memory file')).has(stem('share'))).toBe(false);
    expect(termSet(contentTerms('an NFS share')).has(stem('shared'))).toBe(false);
    expect(termSet(contentTerms('sharing a cache')).has(stem('shares'))).toBe(true);
  });

  it('matches identifiers only exactly and needs four letters for a prefix match', () => {
    expect(termsMatch('sqlite', 'sqlite_busy')).toBe(false);
    expect(termsMatch('run', 'runs')).toBe(false);
  });

  it('answers whether a set holds a term matching a given one', () => {
    const terms = termSet(['transaction', 'wal']);
    expect(terms.has('transaction')).toBe(true);
    expect(terms.has('transact')).toBe(true);
    expect(terms.has('trans')).toBe(false);
    expect(terms.has('walrus')).toBe(false);
  });
});
