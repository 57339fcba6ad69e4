/**
 * Shared case 27: the strict export leaves out every keyword of the conservative strict subset
 * (default, minLength, format, minimum, maximum, …) while the canonical schema keeps them and local
 * validation still enforces them; the non-strict export keeps every keyword; format uri compiles.
 */
import { describe, expect, it } from 'vitest';
import { expectProbes, loadShared, newRegistry } from '../worker/registry/case-helpers';

const CASE = loadShared('27-openai-strict-unsupported-keywords.json');
const CONSERVATIVE = [
  'default',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'patternProperties',
];

function keywordsIn(schema: any, out = new Set<string>()): Set<string> {
  if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k !== 'properties') out.add(k);
      if (k === 'properties') for (const p of Object.values(v as object)) keywordsIn(p, out);
      else keywordsIn(v, out);
    }
  }
  return out;
}

describe('case 27-openai-strict-unsupported-keywords', () => {
  it("strict export is strict: true with none of the conservative profile's keywords", () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    const [tool] = r.exportTools({ format: 'openai', strict: true }) as any[];
    expect(tool.function.strict).toBe(true);
    const used = keywordsIn(tool.function.parameters);
    expect(CONSERVATIVE.filter((k) => used.has(k))).toEqual([]);
    expect(tool.function.parameters.properties.zone.description).toContain('minLength');
  });

  it('non-strict export keeps every keyword; canonical schema unchanged', () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    expect((r.exportTools({ format: 'openai' })[0] as any).function.parameters).toEqual(
      CASE.expected.canonical.inputSchema,
    );
    expect(r.list()[0]?.inputSchema).toEqual(CASE.expected.canonical.inputSchema);
  });

  it('local validation enforces the removed constraints (format uri included)', () => {
    const r = newRegistry();
    expect(r.register([CASE.input.tool]).refused).toEqual([]);
    expectProbes(r, 'set_timezone', CASE.expected.probes);
  });
});
