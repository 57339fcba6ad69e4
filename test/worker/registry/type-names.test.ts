import { describe, expect, it } from 'vitest';
import { mapTypeNames } from '../../../src/worker/registry/type-names';

describe('mapTypeNames', () => {
  it('maps dict, float, String, Boolean, tuple and any at every depth with one note per rewrite', () => {
    const result = mapTypeNames(
      {
        type: 'dict',
        properties: {
          a: { type: 'any', description: 'x' },
          b: { type: 'array', items: { type: 'float' } },
          c: { type: 'dict', properties: { d: { type: 'String' }, e: { type: 'Boolean' } } },
          f: { type: 'tuple' },
          type: { type: 'string' },
        },
      },
      '/parameters',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schema).toEqual({
      type: 'object',
      properties: {
        a: { description: 'x' },
        b: { type: 'array', items: { type: 'number' } },
        c: { type: 'object', properties: { d: { type: 'string' }, e: { type: 'boolean' } } },
        f: { type: 'array' },
        type: { type: 'string' },
      },
    });
    expect(result.notes.map((n) => n.pointer).sort()).toEqual(
      [
        '/parameters/properties/a/type',
        '/parameters/properties/b/items/type',
        '/parameters/properties/c/properties/d/type',
        '/parameters/properties/c/properties/e/type',
        '/parameters/properties/c/type',
        '/parameters/properties/f/type',
        '/parameters/type',
      ].sort(),
    );
    expect(result.notes.every((n) => n.code === 'TYPE_NAME_MAPPED')).toBe(true);
  });

  it('refuses an unknown type name with a pointer to it instead of guessing', () => {
    const result = mapTypeNames({ type: 'dict', properties: { z: { type: 'complex' } } }, '/parameters');
    expect(result).toMatchObject({ ok: false, pointer: '/parameters/properties/z/type' });
  });

  it('points into a type array at the unknown member', () => {
    const result = mapTypeNames({ type: 'object', properties: { z: { type: ['string', 'decimal'] } } }, '/inputSchema');
    expect(result).toMatchObject({ ok: false, pointer: '/inputSchema/properties/z/type/1' });
  });

  it('leaves a standard schema untouched, including enum values and defaults that look like types', () => {
    const schema = { type: 'object', properties: { k: { type: 'string', enum: ['dict'], default: 'float' } } };
    const result = mapTypeNames(schema, '');
    expect(result).toEqual({ ok: true, schema, notes: [] });
  });
});
