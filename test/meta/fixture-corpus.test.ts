/**
 * The fixture corpus stays in step with the codes (STYLE.md §3.9): every code of DESIGN.md §3 has a
 * fixture directory with at least one case, and every directory names a code.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HARNESS_CODES } from '../../src/contract';

const root = join(__dirname, '../fixtures/tool-calls');

describe('fixture corpus', () => {
  const directories = readdirSync(root);
  it('has a fixture for every code of DESIGN §3', () => {
    const missing = HARNESS_CODES.filter(
      (code) => !directories.includes(code) || readdirSync(join(root, code)).length === 0,
    );
    expect(missing).toEqual([]);
  });
  it('has no directory that names no code', () => {
    expect(directories.filter((name) => !(HARNESS_CODES as readonly string[]).includes(name))).toEqual([]);
  });
});
