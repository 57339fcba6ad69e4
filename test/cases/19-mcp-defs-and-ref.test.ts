/**
 * Shared case 19: parameter types in $defs reached through $ref. The canonical schema keeps $defs and
 * the $ref exactly, compiles, validates at the right pointers, and no export leaves a dangling $ref;
 * a recursive $defs compiles and exports keep the recursive $ref.
 */
import { describe, expect, it } from 'vitest';
import { exportedSchema, expectProbes, loadShared, newRegistry } from '../worker/registry/case-helpers';

const CASE = loadShared('19-mcp-defs-and-ref.json');

/** Every local $ref in `schema` resolves inside it. */
function refsResolve(schema: any): boolean {
  const refs: string[] = [];
  const walk = (n: any) => {
    if (n && typeof n === 'object')
      for (const [k, v] of Object.entries(n)) {
        if (k === '$ref' && typeof v === 'string') refs.push(v);
        else walk(v);
      }
  };
  walk(schema);
  return refs.every(
    (ref) =>
      ref
        .slice(2)
        .split('/')
        .reduce((node: any, t) => node?.[t.replace(/~1/g, '/').replace(/~0/g, '~')], schema) !== undefined,
  );
}

describe('case 19-mcp-defs-and-ref', () => {
  it('keeps $defs and $ref exactly in the canonical schema and validates the probes', () => {
    const r = newRegistry();
    expect(r.register([CASE.input.tool]).refused).toEqual([]);
    expect(r.list()[0]?.inputSchema).toEqual(CASE.expected.canonical.inputSchema);
    expectProbes(r, 'list_rotas', CASE.expected.probes);
  });

  it('exports carry $defs beside the $ref (plain, strict, and inside the evidence envelope)', () => {
    const r = newRegistry();
    r.register([
      CASE.input.tool,
      { ...CASE.input.tool, name: 'list_rotas_evidence', capabilities: { evidence: true } },
    ]);
    for (const format of ['openai', 'anthropic'] as const) {
      for (const tool of r.exportTools({ format })) expect(refsResolve(exportedSchema(tool))).toBe(true);
    }
    for (const tool of r.exportTools({ format: 'openai', strict: true }))
      expect(refsResolve(exportedSchema(tool))).toBe(true);
    const gemini = JSON.stringify(r.exportTools({ format: 'gemini' }));
    expect(gemini).not.toContain('$ref');
  });

  it('recursive $defs compile, validate the probes, and exports keep the recursive $ref', () => {
    const variant = CASE.input.variants[0];
    const r = newRegistry();
    expect(r.register([variant.tool]).refused).toEqual([]);
    expectProbes(r, 'save_outline', CASE.expected.variants.recursive_defs.probes);
    const schema = exportedSchema(r.exportTools({ format: 'openai' })[0]);
    expect(JSON.stringify(schema)).toContain('"$ref":"#/$defs/Node"');
    expect(refsResolve(schema)).toBe(true);
  });
});
