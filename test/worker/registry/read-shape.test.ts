import { describe, expect, it } from 'vitest';
import { readShape } from '../../../src/worker/registry/read-shape';

const schema = { type: 'object', properties: { a: { type: 'number' } } };

describe('readShape', () => {
  it('reads the OpenAI chat shape and records strict from it', () => {
    const r = readShape({
      type: 'function',
      function: { name: 'f', description: 'd', parameters: schema, strict: true },
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        shape: 'openai',
        name: 'f',
        description: 'd',
        schemaPointer: '/function/parameters',
        strict: true,
        namePointer: '/function/name',
      },
    });
  });

  it('reads the flat Responses-API shape', () => {
    const r = readShape({ type: 'function', name: 'f', parameters: schema, strict: false });
    expect(r).toMatchObject({
      ok: true,
      value: { shape: 'openai', name: 'f', schemaPointer: '/parameters', strict: false },
    });
  });

  it('reads Anthropic, MCP and legacy shapes without a strict flag', () => {
    for (const [def, ptr] of [
      [{ name: 'f', input_schema: schema }, '/input_schema'],
      [{ name: 'f', inputSchema: schema }, '/inputSchema'],
      [{ name: 'f', parameters: schema, strict: true }, '/parameters'],
    ] as const) {
      const r = readShape(def);
      expect(r.ok && r.value.schemaPointer).toBe(ptr);
      expect(r.ok && 'strict' in r.value).toBe(false);
    }
  });

  it('refuses a definition without a string name', () => {
    expect(readShape({ inputSchema: schema })).toMatchObject({ ok: false, pointer: '/name' });
    expect(readShape('tool')).toMatchObject({ ok: false, pointer: '' });
  });

  it('keeps inputSchema and notes PARAMETERS_DIVERGED when parameters differs', () => {
    const r = readShape({ name: 'f', inputSchema: schema, parameters: { type: 'object' } });
    expect(r).toMatchObject({
      ok: true,
      value: { schemaPointer: '/inputSchema', notes: [{ code: 'PARAMETERS_DIVERGED', pointer: '/parameters' }] },
    });
  });

  it('accepts equal inputSchema and parameters without a note', () => {
    const r = readShape({ name: 'f', inputSchema: schema, parameters: structuredClone(schema) });
    expect(r.ok && r.value.notes).toEqual([]);
  });

  it('refuses schemas of two other shapes that differ, pointing at the later key', () => {
    expect(readShape({ name: 'f', inputSchema: schema, input_schema: { type: 'object' } })).toMatchObject({
      ok: false,
      name: 'f',
      pointer: '/input_schema',
    });
  });
});
