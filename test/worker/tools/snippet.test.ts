import { describe, expect, it } from 'vitest';
import { bestSnippet, DEFAULT_SNIPPET_CHARS } from '../../../src/worker/tools/snippet';

/** `count` sentences that hold no query term. */
function filler(count: number): string {
  return Array.from({ length: count }, (_, index) => `Filler sentence number ${index} talks about nothing much.`).join(
    ' ',
  );
}

describe('bestSnippet', () => {
  it('returns a short text whole, with white space collapsed to single spaces', () => {
    expect(bestSnippet('  WAL  mode\n\nis   fast. ', ['wal'])).toBe('WAL mode is fast.');
  });

  it('picks the sentences that hold the query terms, with … where text was left out on both sides', () => {
    const text = `Intro about pages. ${filler(10)} The busy timeout makes a writer wait when the database is locked. ${filler(10)}`;
    const snippet = bestSnippet(text, ['busy', 'lock'], 200);
    expect(snippet.length).toBeLessThanOrEqual(200);
    expect(snippet).toContain('The busy timeout makes a writer wait when the database is locked.');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).not.toContain('Intro about pages');
  });

  it('prefers the opening sentences when they hold as many distinct terms as a later, denser passage', () => {
    const text = `The busy timeout waits on a lock. ${filler(10)} Busy busy busy lock lock here. ${filler(5)}`;
    const snippet = bestSnippet(text, ['busy', 'lock'], 200);
    expect(snippet.startsWith('The busy timeout waits on a lock.')).toBe(true);
    expect(snippet).not.toContain('Busy busy busy');
  });

  it('prefers a later passage holding more distinct terms over an opening holding fewer', () => {
    const text = `The busy timeout sets a wait. ${filler(10)} Busy writers hit the lock here. ${filler(5)}`;
    const snippet = bestSnippet(text, ['busy', 'lock'], 200);
    expect(snippet).toContain('Busy writers hit the lock here.');
    expect(snippet).not.toContain('The busy timeout sets a wait.');
  });

  it('cuts a word-aligned window around the terms when no sentence fits the limit', () => {
    const text = `${'alpha '.repeat(100)}busy lock here ${'beta '.repeat(100)}`;
    const snippet = bestSnippet(text, ['busy', 'lock'], 100);
    expect(snippet.length).toBeLessThanOrEqual(100);
    expect(snippet).toMatch(/^…alpha .* busy lock here beta .*beta…$/);
    expect(snippet).not.toMatch(/alph…|…lpha/);
  });

  it('gives the start of the text when no term occurs in it', () => {
    const snippet = bestSnippet('word '.repeat(300), ['nomatch'], 100);
    expect(snippet.length).toBeLessThanOrEqual(100);
    expect(snippet.startsWith('word word')).toBe(true);
    expect(snippet.endsWith('word…')).toBe(true);
  });

  it('stays within the default bound of about 600 characters for a long section', () => {
    const snippet = bestSnippet(`${filler(40)} The lock is held. ${filler(40)}`, ['lock']);
    expect(snippet.length).toBeLessThanOrEqual(DEFAULT_SNIPPET_CHARS);
    expect(snippet).toContain('The lock is held.');
  });
});
