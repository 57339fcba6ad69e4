/**
 * The incremental export names (DESIGN §5.2 "Names"): equal to the whole-list assignment after every
 * added tool, and the work per added tool does not grow with the registry (counted in name look-ups).
 */
import { describe, expect, it } from 'vitest';
import { assignExportNames, type NameEntry } from '../../../src/worker/registry/export-names';
import { createExportNameIndex } from '../../../src/worker/registry/export-name-index';
import { newRegistry } from './case-helpers';

const entry = (source: string, name: string): NameEntry => ({
  key: `${source}\u0000${name}`,
  source,
  name,
  namePointer: '/name',
});

/** Adds `entries` one by one, checking the index against the reference after each. */
function expectSameAsReference(entries: NameEntry[]): void {
  const index = createExportNameIndex();
  for (let i = 0; i < entries.length; i++) {
    index.add(entries[i]!);
    const reference = assignExportNames(entries.slice(0, i + 1));
    for (const [key, assigned] of reference) expect(index.get(key), `after ${i + 1}: ${key}`).toEqual(assigned);
  }
}

describe('incremental export names', () => {
  it('moves a sanitized name off a name declared later, as the whole-list assignment does', () => {
    const index = createExportNameIndex();
    index.add(entry('x', 'a.b'));
    expect(index.get('x\u0000a.b')?.exportName).toBe('a_b');
    expect(index.add(entry('y', 'a_b'))).toEqual(['y\u0000a_b', 'x\u0000a.b']);
    expect(index.get('y\u0000a_b')?.exportName).toBe('a_b');
    expect(index.get('x\u0000a.b')?.notes.map((n) => n.code)).toEqual(['NAME_SANITIZED', 'NAME_COLLISION']);
    expect(index.holderOf('a_b')).toBe('y\u0000a_b');
  });

  it('matches the reference for collisions, cascades, long names and repeated names', () => {
    const long = 'x'.repeat(80);
    expectSameAsReference([
      entry('a', 'a.b'),
      entry('b', 'a b'),
      entry('c', 'search'),
      entry('d', 'search'),
      entry('e', 'a_b'),
      entry('f', long),
      entry('g', long),
      entry('h', 'x'.repeat(64)),
      entry('i', 'ü name'),
      entry('j', '__name'),
      entry('k', 'search'),
    ]);
  });

  it('resets to the reference after removals', () => {
    const index = createExportNameIndex();
    const all = [entry('a', 'q.r'), entry('b', 'q_r'), entry('c', 'q.r')];
    for (const e of all) index.add(e);
    const kept = [all[0]!, all[2]!];
    index.reset(kept);
    for (const [key, assigned] of assignExportNames(kept)) expect(index.get(key)).toEqual(assigned);
    expect(index.get(all[1]!.key)).toBeUndefined();
    expect(index.declaring('q_r')).toBeUndefined();
  });

  it('does the same work for the 20,000th tool as for the first ones', () => {
    const index = createExportNameIndex();
    const lookupsFor = (from: number, to: number) => {
      const before = index.lookups();
      for (let i = from; i < to; i++) {
        // Every tenth name is sanitized, the next one declares that sanitized name (a move), and every
        // fifth is declared again by a second source (a collision).
        const name = i % 10 === 0 ? `tool ${i}` : i % 10 === 1 ? `tool_${i - 1}` : `tool_${i - (i % 5 === 3 ? 1 : 0)}`;
        index.add(entry(`s${i % 5 === 3 ? 1 : 0}`, name));
      }
      return index.lookups() - before;
    };
    const first = lookupsFor(0, 1000);
    lookupsFor(1000, 19_000);
    const last = lookupsFor(19_000, 20_000);
    // Re-deriving every name per tool would make `last` about 20 times `first`.
    expect(last).toBeLessThanOrEqual(first * 1.5);
  });
});

describe('registry on the incremental names', () => {
  it('resolves by exportName and by unique declared name after tools registered one call at a time', () => {
    const r = newRegistry();
    r.register([{ name: 'a.b', inputSchema: { type: 'object' } }], { kind: 'builtin', source: 'x' });
    r.register([{ name: 'a_b', inputSchema: { type: 'object' } }], { kind: 'builtin', source: 'y' });
    const moved = r.list().find((d) => d.name === 'a.b')!;
    expect(moved.exportName).toMatch(/^a_b_[0-9a-f]{6}$/);
    expect(r.resolve('a_b')?.descriptor.name).toBe('a_b');
    expect(r.resolve('a.b')?.descriptor.exportName).toBe(moved.exportName);
    expect(r.resolve(moved.exportName)?.descriptor.name).toBe('a.b');
    expect(r.removeSource('y')).toEqual(['a_b']);
    expect(r.resolve('a_b')?.descriptor.name).toBe('a.b');
  });
});
