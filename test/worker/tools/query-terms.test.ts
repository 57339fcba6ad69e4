import { describe, expect, it } from 'vitest';
import { queryTerms, stemTerm, termMatches } from '../../../src/worker/tools/query-terms';

describe('query terms', () => {
  it('stems inflected words to one term, so a question and the docs agree', () => {
    expect(['locked', 'locking', 'locks', 'lock'].map(stemTerm)).toEqual(['lock', 'lock', 'lock', 'lock']);
    expect(stemTerm('writes')).toBe(stemTerm('write'));
    expect(stemTerm('enforced')).toBe(stemTerm('enforce'));
    expect(stemTerm('queries')).toBe('query');
  });

  it('keeps identifiers, short words and -ss/-us/-is words whole', () => {
    expect(['sqlite_busy', 'wal', 'status', 'analysis', 'process', 'string'].map(stemTerm)).toEqual([
      'sqlite_busy',
      'wal',
      'status',
      'analysis',
      'process',
      'string',
    ]);
  });

  it('gives stemmed, distinct query terms and matches text words against them', () => {
    expect(queryTerms('Why do my writes fail when the database is locked?')).toEqual([
      'writ',
      'fail',
      'databas',
      'lock',
    ]);
    expect(termMatches('modes', stemTerm('mode'))).toBe(true);
    expect(termMatches('writer', 'writ')).toBe(true);
    expect(termMatches('six', 'fix')).toBe(false);
  });
});
