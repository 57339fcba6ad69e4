/**
 * Loads a real-world case for its test file. The authoritative copy is ../shared/cases/ beside the
 * repository (as laid out for CI); a copy is vendored in test/cases/data/ so a clone anywhere still runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const SHARED = resolve(__dirname, '../../../../shared/cases');
const VENDORED = resolve(__dirname, '../data');

/** The folder cases are read from: ../shared/cases when present, else the vendored copy. */
export const CASES_DIR = existsSync(SHARED) ? SHARED : VENDORED;

/** The path of a case file (`<id>.json`) or a tool list (`toollists/<name>.json`). */
export function casePath(file: string): string {
  return resolve(CASES_DIR, file);
}

/** Reads one case file by id (file name without `.json`). */
export function loadCase<T = Record<string, unknown>>(id: string): T {
  return JSON.parse(readFileSync(casePath(`${id}.json`), 'utf8')) as T;
}
