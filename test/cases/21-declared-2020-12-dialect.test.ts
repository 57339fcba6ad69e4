/**
 * Shared case 21: an inputSchema stamped with the 2020-12 `$schema` compiles with the 2020-12 class,
 * records the dialect, validates at the right pointers, and exports omit `$schema` but keep every other keyword.
 */
import { describe, expect, it } from 'vitest';
import { exportedSchema, expectProbes, loadShared, newRegistry, withoutDialect } from '../worker/registry/case-helpers';

const CASE = loadShared('21-declared-2020-12-dialect.json');

describe('case 21-declared-2020-12-dialect', () => {
  it('compiles, records the canonical dialect and validates the probes', () => {
    const r = newRegistry();
    expect(r.register([CASE.input.tool]).refused).toEqual([]);
    expect(r.list()[0]).toMatchObject(CASE.expected.canonical);
    expectProbes(r, 'click_element', CASE.expected.probes);
  });

  it('exports omit the root $schema and keep every other keyword', () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    for (const format of ['openai', 'anthropic'] as const) {
      expect(exportedSchema(r.exportTools({ format })[0])).toEqual(withoutDialect(CASE.input.tool.inputSchema));
    }
  });
});
