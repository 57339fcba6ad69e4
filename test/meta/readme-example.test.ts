/**
 * The README's "A complete test to copy" is a user's copy of a Playwright test: `e2e/readme-example.spec.ts`
 * is that block, byte for byte, so the suite runs exactly what a user saves as `e2e/<name>.spec.ts` beside
 * `e2e/support/scenario.ts`. This test fails when the README block and the spec drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** The first ```ts block after the README's "A complete test to copy" (its text, without the fences). */
function readmeExample(readme: string): string {
  const at = readme.indexOf('**A complete test to copy**');
  if (at < 0) throw new Error('README.md has no "A complete test to copy" paragraph.');
  const open = readme.indexOf('```ts\n', at);
  const close = readme.indexOf('\n```', open + 6);
  if (open < 0 || close < 0) throw new Error('README.md has no ```ts block after "A complete test to copy".');
  return readme.slice(open + 6, close + 1);
}

describe('README example test', () => {
  it('is e2e/readme-example.spec.ts, byte for byte, and imports the helper from beside it', () => {
    const example = readmeExample(readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(readFileSync(path.join(root, 'e2e/readme-example.spec.ts'), 'utf8')).toBe(example);
    expect(example).toContain("from './support/scenario'");
    expect(example).toMatch(/^test\(/m);
  });
});
