import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToDocuments } from '../../../src/worker/tools/corpus-types';
import { readCorpusFile } from './read-corpus-from-disk';

describe('the committed SQLite docs corpus', () => {
  const corpus = readCorpusFile();

  it('has at least 60 pages, each with a title, a sqlite.org url and non-empty sections', () => {
    expect(corpus.pages.length).toBeGreaterThanOrEqual(60);
    for (const page of corpus.pages) {
      expect(page.title).not.toBe('');
      expect(page.url).toBe(`https://sqlite.org/${page.id}.html`);
      expect(page.sections.length).toBeGreaterThan(0);
      for (const section of page.sections) expect(section.text.trim()).not.toBe('');
    }
  });

  it('holds the pages analysts ask about, sorted by id, and no site navigation', () => {
    const ids = corpus.pages.map((page) => page.id);
    for (const id of ['lockingv3', 'wal', 'pragma', 'c3ref/busy_timeout', 'faq', 'rescode', 'json1', 'fts5']) {
      expect(ids).toContain(id);
    }
    expect([...ids].sort()).toEqual(ids);
    const text = JSON.stringify(corpus);
    expect(text).not.toContain('Choose any three');
    expect(text).not.toContain('This page last modified');
  });

  it('names its licence and source package, with a licence note beside it', () => {
    expect(corpus.licence).toBe('public domain');
    expect(corpus.generatedFrom).toMatch(/^sqlite3-doc \d/);
    const note = readFileSync(resolve(process.cwd(), 'public/corpus/LICENSE.md'), 'utf8');
    expect(note).toMatch(/public domain/i);
    expect(note).toContain(corpus.generatedFrom.replace('sqlite3-doc ', ''));
  });

  it('gives every section a unique citation id', () => {
    const ids = pagesToDocuments(corpus.pages).map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('sqlite:wal#overview');
  });
});
