import { describe, expect, it } from 'vitest';
import {
  assignExportNames,
  EXPORT_NAME_PATTERN,
  fnv1aHex,
  sanitizeName,
} from '../../../src/worker/registry/export-names';

const entry = (source: string, name: string) => ({ key: `${source}/${name}`, source, name, namePointer: '/name' });

describe('assignExportNames', () => {
  it('exports a provider-safe name as itself', () => {
    expect(assignExportNames([entry('builtin', 'search')]).get('builtin/search')).toEqual({
      exportName: 'search',
      notes: [],
    });
  });

  it('sanitizes a dotted name with a NAME_SANITIZED note', () => {
    const got = assignExportNames([entry('builtin', 'stats.median')]).get('builtin/stats.median');
    expect(got?.exportName).toBe('stats_median');
    expect(got?.notes).toEqual([expect.objectContaining({ code: 'NAME_SANITIZED', pointer: '/name' })]);
  });

  it('gives the same name from a second source a hashed name with NAME_COLLISION; the first keeps it', () => {
    const names = assignExportNames([entry('mcp:a', 'search'), entry('mcp:b', 'search')]);
    expect(names.get('mcp:a/search')?.exportName).toBe('search');
    const second = names.get('mcp:b/search');
    expect(second?.exportName).toBe(`search_${fnv1aHex('mcp:b\u0000search').slice(0, 6)}`);
    expect(second?.notes[0]?.code).toBe('NAME_COLLISION');
  });

  it("never lets a sanitized name take another tool's declared name, whichever registered first", () => {
    const names = assignExportNames([entry('x', 'a.b'), entry('y', 'a_b')]);
    expect(names.get('y/a_b')?.exportName).toBe('a_b');
    expect(names.get('x/a.b')?.exportName).not.toBe('a_b');
    expect(names.get('x/a.b')?.notes.map((n) => n.code)).toEqual(['NAME_SANITIZED', 'NAME_COLLISION']);
  });

  it('shortens long names to 64 and keeps every name valid and distinct', () => {
    const long = 'x'.repeat(80);
    const names = assignExportNames([entry('a', long), entry('b', long), entry('c', 'ü name')]);
    const all = [...names.values()].map((n) => n.exportName);
    expect(all.every((n) => EXPORT_NAME_PATTERN.test(n))).toBe(true);
    expect(new Set(all).size).toBe(3);
    expect(sanitizeName('ü name')).toBe('__name');
  });

  it('is deterministic for the same tools in the same order', () => {
    const list = [entry('a', 'q.r'), entry('b', 'q.r'), entry('c', 'q_r')];
    expect([...assignExportNames(list)]).toEqual([...assignExportNames(list)]);
  });
});
