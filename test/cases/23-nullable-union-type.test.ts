/**
 * Shared case 23: type arrays with null compile cleanly (no strict-mode note), accept null exactly where
 * declared, and exports keep the type arrays unchanged.
 */
import { describe, expect, it } from 'vitest';
import { exportedSchema, expectProbes, loadShared, newRegistry } from '../worker/registry/case-helpers';

const CASE = loadShared('23-nullable-union-type.json');

describe('case 23-nullable-union-type', () => {
  it('keeps the schema, compiles without warnings and validates the probes', () => {
    const r = newRegistry();
    const report = r.register([CASE.input.tool]);
    expect(report.refused).toEqual([]);
    expect(report.warnings.filter((w) => w.code === 'STRICT_MODE_WARNING')).toEqual([]);
    expect(r.list()[0]?.inputSchema).toEqual(CASE.expected.canonical.inputSchema);
    expectProbes(r, 'update_contact', CASE.expected.probes);
  });

  it('exports keep the type arrays unchanged', () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    for (const format of ['openai', 'anthropic'] as const) {
      expect(exportedSchema(r.exportTools({ format })[0])).toEqual(CASE.expected.canonical.inputSchema);
    }
  });
});
