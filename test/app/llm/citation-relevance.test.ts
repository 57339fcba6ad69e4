import { describe, expect, it } from 'vitest';
import { citingSentence, claimRelevance, claimTerms } from '../../../src/app/llm/citation-relevance';

const PASSAGE = 'The busy timeout makes a connection wait for a lock instead of failing with SQLITE_BUSY at once.';

describe('claimRelevance', () => {
  it('relates a claim that shares enough of its content terms with the passage', () => {
    expect(claimRelevance('Set a busy timeout so the connection waits for the lock', PASSAGE)).toMatchObject({
      related: true,
    });
  });

  it('refuses a claim about something else, counting shared and total terms', () => {
    const relevance = claimRelevance('VACUUM rebuilds the database file to reclaim free pages', PASSAGE);
    expect(relevance.related).toBe(false);
    expect(relevance.shared).toBe(0);
    expect(relevance.total).toBeGreaterThan(3);
  });

  it('needs at least two shared terms, or all of them for a claim of one term', () => {
    expect(claimRelevance('Timeout explained elsewhere', PASSAGE).related).toBe(false);
    expect(claimRelevance('Timeouts', PASSAGE)).toEqual({ shared: 1, total: 1, related: true });
  });

  it('relates a claim with no content terms of its own (“See [id].”)', () => {
    expect(claimRelevance('See the following example:', PASSAGE)).toEqual({ shared: 0, total: 0, related: true });
  });
});

describe('claimTerms', () => {
  it('drops words that point rather than claim', () => {
    expect(claimTerms('For example, see the note below about locks')).toEqual(['lock']);
  });
});

describe('citingSentence', () => {
  it('takes the text after the last sentence end before the citation', () => {
    expect(citingSentence('WAL is fast. Readers do not block writers ')).toBe('Readers do not block writers');
  });

  it('cites the sentence a citation follows after its own period', () => {
    expect(citingSentence('First one. Readers and writers proceed together. ')).toBe(
      'Readers and writers proceed together',
    );
  });

  it('does not end a sentence inside backticks, and drops a list marker', () => {
    expect(citingSentence('Intro.\n- Run `PRAGMA journal_mode=WAL; SELECT 1.` first ')).toBe(
      'Run `PRAGMA journal_mode=WAL; SELECT 1.` first',
    );
    expect(citingSentence('Intro.\n2. Use a busy timeout')).toBe('Use a busy timeout');
  });
});
