/**
 * The shared tool lists (../shared/cases/toollists) register — refused per tool, the rest kept — and
 * survive a round trip: normalizing a plain OpenAI or Anthropic export again gives the same canonical
 * schema ($schema and an added empty `properties` aside) and the same verdict on probes.
 */
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../../src/worker/registry/registry';
import { exportedSchema, loadShared, newRegistry, withoutDialect } from './case-helpers';

const LISTS: Record<string, { tools: unknown[]; origin?: { kind: 'mcp'; source: string } }> = {
  'mcp-demo-server': {
    tools: loadShared('toollists/mcp-demo-server.json').result.tools,
    origin: { kind: 'mcp', source: 'mcp:demo' },
  },
  'mcp-filesystem-server': {
    tools: loadShared('toollists/mcp-filesystem-server.json').result.tools,
    origin: { kind: 'mcp', source: 'mcp:fs' },
  },
  'bfcl-function-docs': { tools: loadShared('toollists/bfcl-function-docs.json').functions },
};

/** A sample value for a schema (first enum value, or one of its type). */
function sample(schema: any): unknown {
  if (!schema || typeof schema !== 'object') return 'x';
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'uri' ? 'https://example.org/a' : 'text';
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [sample(schema.items)] : [];
    case 'object':
      return minimal(schema);
    default:
      return 'any';
  }
}
function minimal(schema: any): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name]);
  return out;
}
/** Probes: a minimal valid input, one with an extra member, one with every property filled, one with wrong types. */
function probes(schema: any): unknown[] {
  const full: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema.properties ?? {})) full[k] = sample(v);
  const wrong = Object.fromEntries(Object.keys(schema.properties ?? {}).map((k) => [k, { wrong: true }]));
  return [minimal(schema), { ...minimal(schema), zz_extra: 1 }, full, wrong, {}];
}
const verdicts = (r: Registry, name: string, inputs: unknown[]) =>
  inputs.map((i) => r.resolve(name)!.input.validate(i, '').length === 0);

describe.each(Object.entries(LISTS))('tool list %s', (_label, { tools, origin }) => {
  it('registers every tool (refusals per tool only) with distinct provider-safe export names', () => {
    const r = newRegistry();
    const report = r.register(tools, origin);
    expect(report.refused).toEqual([]);
    expect(report.registered.length).toBe(tools.length);
    const names = r.list().map((d) => d.exportName);
    expect(names.every((n) => /^[a-zA-Z0-9_-]{1,64}$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(['openai', 'anthropic'] as const)('round-trips through the plain %s export', (format) => {
    const r = newRegistry();
    r.register(tools, origin);
    const exported = r.exportTools({ format });
    const again = newRegistry();
    const report = again.register(exported);
    expect(report.refused).toEqual([]);
    for (const d of r.list()) {
      const back = again.resolve(d.exportName)!.descriptor;
      const expectedSchema = withoutDialect(d.inputSchema);
      const gotSchema = withoutDialect(back.inputSchema);
      if (!('properties' in expectedSchema)) delete gotSchema.properties;
      expect(gotSchema, d.name).toEqual(expectedSchema);
      const inputs = probes(d.inputSchema);
      expect(verdicts(again, d.exportName, inputs), d.name).toEqual(verdicts(r, d.exportName, inputs));
      expect(
        exportedSchema(exported.find((t: any) => (t.function?.name ?? t.name) === d.exportName)),
      ).not.toHaveProperty('$schema');
    }
  });
});
