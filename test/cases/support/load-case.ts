/**
 * Loads a real-world case of ../shared/cases/ (beside the repository, as in CI) for its test file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The shared cases folder: `<repo>/../shared/cases`. */
export const CASES_DIR = resolve(__dirname, '../../../../shared/cases');

/** Reads one case file by id (file name without `.json`). */
export function loadCase<T = Record<string, unknown>>(id: string): T {
  return JSON.parse(readFileSync(resolve(CASES_DIR, `${id}.json`), 'utf8')) as T;
}
