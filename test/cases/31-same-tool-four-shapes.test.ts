/**
 * Shared case 31: one tool in the OpenAI, Anthropic, MCP and legacy shapes normalizes to one canonical
 * descriptor; MCP-only metadata only where given; `strict` only from OpenAI; exports carry the identical
 * schema and normalize back to it; equal inputSchema + parameters register without refusal.
 */
import { assert, describe, expect, it } from 'vitest';
import { exportedSchema, expectProbes, loadShared, newRegistry, withoutDialect } from '../worker/registry/case-helpers';

const CASE = loadShared('31-same-tool-four-shapes.json');
const common = CASE.expected.canonical_common;
const shapes = Object.entries<unknown>(CASE.input.shapes);

describe('case 31-same-tool-four-shapes', () => {
  it.each(shapes)('the %s shape gives the common canonical descriptor and validates the probes', (shape, def) => {
    const r = newRegistry();
    expect(r.register([def]).refused).toEqual([]);
    const [d] = r.list();
    assert(d);
    expect({ name: d.name, description: d.description, inputSchema: withoutDialect(d.inputSchema) }).toEqual(common);
    expect('title' in d).toBe(shape === 'mcp');
    expect('annotations' in d).toBe(shape === 'mcp');
    expect(d.strict).toBe(shape === 'openai' ? true : undefined);
    expect(d.isReadOnly).toBe(shape === 'mcp');
    expect(d.riskLevel).toBe(shape === 'mcp' ? 'low' : 'high');
    expectProbes(r, 'add_two', CASE.expected.probes);
  });

  it.each(shapes)('the %s shape exports the identical schema and re-normalizes to it', (_shape, def) => {
    const r = newRegistry();
    r.register([def]);
    const openai = r.exportTools({ format: 'openai' })[0] as any;
    const anthropic = r.exportTools({ format: 'anthropic' })[0] as any;
    expect(Object.keys(openai)).toEqual(['type', 'function']);
    expect(Object.keys(anthropic).sort()).toEqual(['description', 'input_schema', 'name']);
    expect(exportedSchema(openai)).toEqual(common.inputSchema);
    expect(exportedSchema(anthropic)).toEqual(common.inputSchema);
    for (const exported of [openai, anthropic]) {
      const again = newRegistry();
      again.register([exported]);
      expect(again.list()[0]?.inputSchema).toEqual(common.inputSchema);
    }
  });

  it('registers a definition whose parameters equals its inputSchema without refusal or note', () => {
    const r = newRegistry();
    const report = r.register([CASE.input.variants[0].tool]);
    expect(report).toMatchObject({ registered: ['add_two'], refused: [] });
    expect(report.warnings.filter((w) => w.code === 'PARAMETERS_DIVERGED')).toEqual([]);
  });
});
