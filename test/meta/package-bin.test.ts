/**
 * The package bin (`harness-scenarios`) works after `npm install` of the package alone: every package
 * its entry file imports is a runtime dependency, not a devDependency a consumer would not get.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  bin: Record<string, string>;
  dependencies: Record<string, string>;
};

describe('package bin', () => {
  it.each(Object.entries(pkg.bin))('%s imports only runtime dependencies', (_name, path) => {
    const source = readFileSync(path, 'utf8');
    const bare = [...source.matchAll(/\bfrom\s+['"]([^./'"][^'"]*)['"]|import\(\s*['"]([^./'"][^'"]*)['"]/g)]
      .map((match) => match[1] ?? match[2] ?? '')
      .filter((name) => !name.startsWith('node:'))
      .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
    expect(bare.length).toBeGreaterThan(0);
    for (const name of bare) expect(Object.keys(pkg.dependencies)).toContain(name);
  });
});
