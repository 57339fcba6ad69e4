/**
 * Shared case 26: the OpenAI strict export closes every object, requires every property and makes the
 * optional ones nullable (an optional enum also lists null); the canonical schema is untouched; a
 * strict-bound model's nulls for optional fields are stripped before validation, required ones are not.
 */
import { describe, expect, it } from 'vitest';
import { stripOptionalNulls } from '../../src/worker/registry/export-tools';
import { allowsNull } from '../../src/worker/registry/strict-schema';
import { expectProbes, loadShared, newRegistry } from '../worker/registry/case-helpers';

const CASE = loadShared('26-openai-strict-optional-fields.json');
const canonical = CASE.expected.canonical.inputSchema;

/** Asserts the strict rules at one object level against the canonical level. */
function expectStrictLevel(level: any, canonicalLevel: any) {
  expect(level.additionalProperties).toBe(false);
  expect([...level.required].sort()).toEqual(Object.keys(canonicalLevel.properties).sort());
  for (const name of Object.keys(canonicalLevel.properties)) {
    const optional = !(canonicalLevel.required ?? []).includes(name);
    expect(allowsNull(level.properties[name]), name).toBe(optional);
    if (optional && canonicalLevel.properties[name].enum) expect(level.properties[name].enum).toContain(null);
  }
}

describe('case 26-openai-strict-optional-fields', () => {
  it('exports strict: true with every level closed, all required and optional ones nullable', () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    const [tool] = r.exportTools({ format: 'openai', strict: true }) as any[];
    expect(tool.function.strict).toBe(true);
    expectStrictLevel(tool.function.parameters, canonical);
    const source = tool.function.parameters.properties.source;
    expectStrictLevel(source, canonical.properties.source);
    expect(r.list()[0]?.inputSchema).toEqual(canonical);
  });

  it('without strict, exports the canonical schema and no strict: true', () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    const [tool] = r.exportTools({ format: 'openai' }) as any[];
    expect(tool.function.parameters).toEqual(canonical);
    expect(tool.function.strict ?? false).toBe(false);
  });

  it("strips the model's nulls for optional fields, then validates against the canonical schema", () => {
    const r = newRegistry();
    r.register([CASE.input.tool]);
    const probes = CASE.expected.strict_model_probes.map((p: any) => ({
      ...p,
      input: stripOptionalNulls(p.input, canonical),
    }));
    expect(probes[0].input).toEqual({ content: 'buy oat milk' });
    expect(probes[1].input).toEqual({ content: 'x', action: 'create', source: { url: 'https://example.net/a' } });
    expectProbes(r, 'remember', probes);
  });
});
