/**
 * Shared case 29: BFCL type names (dict, float, String, Boolean, any, tuple) become JSON Schema at every
 * depth with TYPE_NAME_MAPPED notes, descriptions and defaults verbatim; an unknown type name is refused
 * at its pointer, never guessed.
 */
import { assert, describe, expect, it } from 'vitest';
import { expectProbes, loadShared, newRegistry } from '../worker/registry/case-helpers';

const CASE = loadShared('29-bfcl-nonstandard-types.json');

describe('case 29-bfcl-nonstandard-types', () => {
  it('translates the type names at every depth and validates the probes', () => {
    const r = newRegistry();
    const report = r.register([CASE.input.tool]);
    expect(report.refused).toEqual([]);
    const [d] = r.list();
    assert(d);
    expect(d.inputSchema).toEqual(CASE.expected.canonical.inputSchema);
    expect(d.parameters).toEqual(d.inputSchema);
    expect(d.notes.filter((n) => n.code === 'TYPE_NAME_MAPPED').map((n) => n.pointer)).toContain(
      '/parameters/properties/options/properties/ratio/type',
    );
    expectProbes(r, 'collectActiveEntries', CASE.expected.probes);
  });

  it('refuses an unknown type name at its pointer', () => {
    const r = newRegistry();
    const report = r.register([CASE.input.variants[0].tool]);
    expect(report.registered).toEqual([]);
    expect(report.refused).toEqual([
      expect.objectContaining({
        index: 0,
        name: 'mixSignals',
        code: 'INVALID_DESCRIPTOR',
        pointer: CASE.expected.variants.unknown_type_name.at,
      }),
    ]);
  });
});
