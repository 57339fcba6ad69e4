/**
 * Large schemas and repeated schemas (DESIGN §5.2 "compile once"): a schema with more subschemas than
 * `LAZY_COMPILE_NODES` registers without an Ajv compile (noted COMPILED_AT_FIRST_CALL) and is still
 * refused at registration when its meta-schema or a pattern says it cannot compile; it is enforced
 * from its first call. Identical schemas share one compile. (Times are `npm run bench:registry` figures.)
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { LAZY_COMPILE_NODES, countSubschemas } from '../../../src/worker/parser/lazy-compile';
import { newRegistry } from '../registry/case-helpers';

function wideSchema(count: number, leaf: Record<string, unknown> = { type: 'string' }) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`p${i}`] = { ...leaf };
  return { type: 'object', properties };
}

const WIDE = LAZY_COMPILE_NODES + 10;

describe('a schema too large to compile at registration', () => {
  it('registers with COMPILED_AT_FIRST_CALL and is enforced at its first call, closed by default', () => {
    const registry = newRegistry();
    const report = registry.register([{ name: 'wide', inputSchema: wideSchema(WIDE) }]);
    expect(report.registered).toEqual(['wide']);
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ name: 'wide', code: 'COMPILED_AT_FIRST_CALL', pointer: '/inputSchema' }),
    );
    const tool = registry.resolve('wide')!;
    expect(tool.input.validate({ p0: 'a', [`p${WIDE - 1}`]: 'b' })).toEqual([]);
    expect(tool.input.validate({ [`p${WIDE - 1}`]: 5 })[0]?.pointer).toBe(`/p${WIDE - 1}`);
    expect(tool.input.validate({ invented: 1 })).toContainEqual(expect.objectContaining({ pointer: '' }));
  });

  it('refuses at registration a large schema the meta-schema rejects, with its pointer', () => {
    const schema = wideSchema(WIDE);
    schema.properties.p7 = { type: 'string', minLength: -1 };
    const report = newRegistry().register([{ name: 'wide', inputSchema: schema }]);
    expect(report.registered).toEqual([]);
    expect(report.refused[0]).toMatchObject({
      code: 'INVALID_DESCRIPTOR',
      message: expect.stringMatching(/^the schema is invalid/),
      pointer: expect.stringMatching(/^\/inputSchema\/properties\/p7/),
    });
  });

  it('refuses at registration a large schema whose pattern is not a regular expression', () => {
    const schema = wideSchema(WIDE);
    schema.properties.p9 = { type: 'string', pattern: '(unclosed' };
    const report = newRegistry().register([{ name: 'wide', inputSchema: schema }]);
    expect(report.refused[0]).toMatchObject({
      message: expect.stringMatching(/does not compile: pattern "\(unclosed" is not a valid regular expression/),
      pointer: '/inputSchema/properties/p9/pattern',
    });
  });

  it('refuses at registration a large schema with a local $ref that names nothing', () => {
    const schema = wideSchema(WIDE);
    schema.properties.p5 = { $ref: '#/$defs/Missing' };
    const report = newRegistry().register([{ name: 'wide', inputSchema: schema }]);
    expect(report.refused[0]).toMatchObject({
      message: "the schema does not compile: can't resolve reference #/$defs/Missing",
      pointer: '/inputSchema/properties/p5/$ref',
    });
    const ok = wideSchema(WIDE);
    Object.assign(ok, { $defs: { Name: { type: 'string' } } });
    ok.properties.p5 = { $ref: '#/$defs/Name' };
    const registry = newRegistry();
    expect(registry.register([{ name: 'wide', inputSchema: ok }]).registered).toEqual(['wide']);
    expect(registry.resolve('wide')!.input.validate({ p5: 1 })[0]?.pointer).toBe('/p5');
  });

  it('keeps hostile patterns linear in a large schema (a ReDoS shape is answered at once)', async () => {
    const harness = createHarness({ backends: { wide: async () => ({ ok: true }) } });
    await harness.registerTools([
      { name: 'wide', inputSchema: wideSchema(WIDE, { type: 'string', pattern: '^(a+)+$' }) },
    ]);
    const { runId } = await harness.startRun({});
    const response = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'wide',
      argumentsText: JSON.stringify({ p3: `${'a'.repeat(40)}!` }),
    });
    expect(response.observation).toMatchObject({ status: 'repair_required', violation_type: 'SCHEMA_VIOLATION' });
  });

  it('counts subschemas up to just past the bound', () => {
    expect(countSubschemas(wideSchema(3))).toBe(4);
    expect(countSubschemas(wideSchema(50_000))).toBe(LAZY_COMPILE_NODES + 1);
  });
});

describe('identical schemas', () => {
  it('share one compiled validator (same dialect and closing), and different ones do not', () => {
    const registry = newRegistry();
    const schema = { type: 'object', properties: { q: { type: 'string', pattern: '^[a-z]+$' } }, required: ['q'] };
    registry.register([
      { name: 'a', inputSchema: schema },
      { name: 'b', inputSchema: structuredClone(schema) },
      { name: 'c', inputSchema: { ...schema, required: [] } },
    ]);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => registry.resolve(name)!);
    expect(a!.input).toBe(b!.input);
    expect(c!.input).not.toBe(a!.input);
    expect(b!.input.validate({ q: 'A' })[0]?.pointer).toBe('/q');
    expect(c!.input.validate({})).toEqual([]);
  });

  it('give each tool its own notes (changing one report changes no other)', () => {
    const registry = newRegistry();
    const schema = { properties: { q: { type: 'string' } } };
    registry.register([{ name: 'a', inputSchema: schema }]);
    registry.register([{ name: 'b', inputSchema: schema }]);
    const [a, b] = registry.list();
    expect(a!.notes.map((n) => n.code)).toEqual(b!.notes.map((n) => n.code));
    expect(a!.notes.map((n) => n.code)).toContain('SCHEMA_UNDERSPECIFIED');
  });
});
