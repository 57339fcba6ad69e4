/**
 * The boundaries of DESIGN.md §2 and STYLE.md §3.12, checked on the source text: the page never imports
 * from src/worker (not even types); src/contract imports nothing from app or worker; only
 * src/worker/index.ts and src/app/harness/connection.ts import comlink; src/app/store imports only the
 * contract and zustand; src/contract and src/worker use relative imports only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function filesUnder(directory: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every module specifier a file imports (static, dynamic, `import type`, re-exports, `new URL(...)` workers). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
  )) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier !== undefined) specifiers.push(specifier);
  }
  return specifiers;
}

function resolvesInto(file: string, specifier: string, folder: string): boolean {
  if (!specifier.startsWith('.')) return specifier.includes(`src/${folder}`) && !specifier.includes('node_modules');
  const target = relative(root, resolve(dirname(file), specifier));
  return target === `src/${folder}` || target.startsWith(`src/${folder}/`);
}

describe('import boundaries', () => {
  it('src/app imports nothing from src/worker', () => {
    const leaks = filesUnder(join(root, 'src/app')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => resolvesInto(file, specifier, 'worker'))
        .map((specifier) => `${relative(root, file)} → ${specifier}`),
    );
    expect(leaks).toEqual([]);
  });
  it('src/contract imports nothing from app or worker, and nothing outside itself', () => {
    const leaks = filesUnder(join(root, 'src/contract')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !resolvesInto(file, specifier, 'contract'))
        .map((specifier) => `${relative(root, file)} → ${specifier}`),
    );
    expect(leaks).toEqual([]);
  });
  it('only src/worker/index.ts and src/app/harness/connection.ts import comlink', () => {
    const users = [...filesUnder(join(root, 'src/app')), ...filesUnder(join(root, 'src/worker'))]
      .filter((file) => importsOf(file).includes('comlink'))
      .map((file) => relative(root, file));
    expect(users.sort()).toEqual(['src/app/harness/connection.ts', 'src/worker/index.ts']);
  });
  it('src/app/store imports only the contract and zustand', () => {
    const leaks = filesUnder(join(root, 'src/app/store')).flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) =>
            !(
              specifier.startsWith('zustand') ||
              resolvesInto(file, specifier, 'contract') ||
              specifier.startsWith('./')
            ),
        )
        .map((specifier) => `${relative(root, file)} → ${specifier}`),
    );
    expect(leaks).toEqual([]);
  });
  it('src/worker uses relative imports only for project files (no path aliases)', () => {
    const aliased = filesUnder(join(root, 'src/worker')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('@/') || specifier.startsWith('src/'))
        .map((specifier) => `${relative(root, file)} → ${specifier}`),
    );
    expect(aliased).toEqual([]);
  });
});
