/**
 * Test helper: the committed corpus read from disk (Node), in place of `loadCorpusFromUrl`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CorpusFile, readCorpusPages } from '../../../src/worker/tools/corpus-types';

/** Path of `public/corpus/sqlite-docs.json` (Vitest runs from the repo root; jsdom has no file: URLs). */
export const CORPUS_PATH = resolve(process.cwd(), 'public/corpus/sqlite-docs.json');

/** Parses the corpus file; returns the whole file (pages checked by `readCorpusPages`). */
export function readCorpusFile(): CorpusFile {
  const file = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as CorpusFile;
  readCorpusPages(file);
  return file;
}
