/**
 * Registry limits a tester hit (DESIGN §5.1–5.2): wide schemas register (their times are figures of
 * `npm run bench:registry`), deep or cyclic
 * schemas refuse only that tool with a clear message, compile errors are worded once, a name repeated in
 * one batch is reported, and exportTools never guesses a format.
 */
import { assert, describe, expect, it } from 'vitest';
import { mapSchema } from '../../../src/worker/registry/schema-walk';
import { MAX_SCHEMA_DEPTH, schemaDepthProblem } from '../../../src/worker/registry/schema-depth';
import { newRegistry } from './case-helpers';

const sum = { name: 'add_two', inputSchema: { type: 'object', properties: { a: { type: 'number' } } } };

function wideSchema(count: number) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`p${i}`] = { type: 'string' };
  return { type: 'object', properties };
}

describe('wide schemas', () => {
  it('mapSchema visits each of 20,000 properties once and copies the map (its time is a bench figure)', () => {
    const schema = wideSchema(20_000);
    let visits = 0;
    const rebuilt = mapSchema(schema, (node) => {
      visits++;
      return node;
    }) as { properties: Record<string, unknown> };
    expect(visits).toBe(20_001);
    expect(Object.keys(rebuilt.properties)).toHaveLength(20_000);
    expect(rebuilt.properties).not.toBe(schema.properties);
    expect(rebuilt.properties.p19999).toEqual({ type: 'string' });
  });

  it('registers a tool with 20,000 properties and validates against all of them', () => {
    const r = newRegistry();
    const report = r.register([{ name: 'wide', inputSchema: wideSchema(20_000) }]);
    expect(report.registered).toEqual(['wide']);
    const tool = r.resolve('wide')!;
    expect(tool.input.validate({ p0: 'a', p19999: 'b' })).toEqual([]);
    expect(tool.input.validate({ p19999: 5 })[0]?.pointer).toBe('/p19999');
  }, 30_000);
});

describe('deep and cyclic schemas', () => {
  it('refuses a cyclic schema, that tool only, naming it', () => {
    const cyclic: Record<string, any> = { type: 'object', properties: {} };
    cyclic.properties.self = cyclic;
    const report = newRegistry().register([sum, { name: 'cyc', inputSchema: cyclic }]);
    expect(report.registered).toEqual(['add_two']);
    expect(report.refused).toEqual([
      {
        index: 1,
        name: 'cyc',
        code: 'INVALID_DESCRIPTOR',
        message: `the schema is nested deeper than ${MAX_SCHEMA_DEPTH} levels (or is cyclic)`,
        pointer: '/inputSchema',
      },
    ]);
  });

  it('refuses a schema nested 5,000 levels deep without overflowing the stack', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5000; i++) deep = { type: 'object', properties: { a: deep } };
    const report = newRegistry().register([{ name: 'deep', inputSchema: deep }, sum]);
    expect(report.registered).toEqual(['add_two']);
    expect(report.refused[0]).toMatchObject({
      index: 0,
      name: 'deep',
      message: expect.stringMatching(/nested deeper than 256 levels/),
    });
  });

  it('accepts a shared (non-cyclic) subschema and a schema just inside the bound', () => {
    const shared = { type: 'string' };
    expect(schemaDepthProblem({ type: 'object', properties: { a: shared, b: shared } })).toBeUndefined();
    let nested: unknown = {};
    for (let i = 1; i < MAX_SCHEMA_DEPTH; i++) nested = { x: nested };
    expect(schemaDepthProblem(nested)).toBeUndefined();
    expect(schemaDepthProblem({ x: nested })).toMatch(/nested deeper/);
  });
});

describe('registration messages', () => {
  it('says "does not compile" once', () => {
    const report = newRegistry().register([
      { name: 'broken', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/Missing' } } } },
    ]);
    const message = report.refused[0]?.message;
    assert(message !== undefined);
    expect(message).toMatch(/^the schema does not compile: /);
    expect(message.match(/does not compile/gi)).toHaveLength(1);
  });

  it('warns DUPLICATE_IN_BATCH naming both indexes when one batch repeats a name and source', () => {
    const report = newRegistry().register([
      sum,
      { name: 'other', inputSchema: { type: 'object' } },
      { ...sum, description: 'second' },
    ]);
    expect(report.registered).toEqual(['add_two', 'other']);
    const duplicate = report.warnings.filter((w) => w.code === 'DUPLICATE_IN_BATCH');
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0]).toMatchObject({
      name: 'add_two',
      message: expect.stringMatching(/definitions 0 and 2 .*definition 2 replaced definition 0/),
    });
  });

  it('does not warn when a later batch replaces a tool', () => {
    const r = newRegistry();
    r.register([sum]);
    expect(r.register([sum]).warnings.filter((w) => w.code === 'DUPLICATE_IN_BATCH')).toEqual([]);
  });
});

describe('exportTools never guesses a format', () => {
  it('returns [] for null options, a missing format or an unknown one', () => {
    const r = newRegistry();
    r.register([sum]);
    expect(r.exportTools({ format: 'openai' })).toHaveLength(1);
    expect(r.exportTools(null as never)).toEqual([]);
    expect(r.exportTools({} as never)).toEqual([]);
    expect(r.exportTools({ format: 'cohere' } as never)).toEqual([]);
  });
});
