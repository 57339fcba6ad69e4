import { describe, expect, it } from 'vitest';
import { toStrictSchema } from '../../../src/worker/registry/strict-schema';
import { STRICT_REMOVED_KEYWORDS } from '../../../src/worker/registry/strict-keywords';

describe('toStrictSchema', () => {
  it('closes every object, lists every property as required and makes optional ones nullable', () => {
    const r = toStrictSchema({
      type: 'object',
      properties: {
        content: { type: 'string' },
        action: { type: 'string', enum: ['create', 'delete'] },
        source: {
          type: 'object',
          properties: { url: { type: 'string' }, title: { type: 'string' } },
          required: ['url'],
        },
        ref: { $ref: '#/$defs/X' },
      },
      required: ['content'],
      $defs: { X: { type: 'string' } },
    });
    expect(r).toEqual({
      ok: true,
      schema: {
        type: 'object',
        properties: {
          content: { type: 'string' },
          action: { type: ['string', 'null'], enum: ['create', 'delete', null] },
          source: {
            type: ['object', 'null'],
            properties: { url: { type: 'string' }, title: { type: ['string', 'null'] } },
            required: ['url', 'title'],
            additionalProperties: false,
          },
          ref: { anyOf: [{ $ref: '#/$defs/X' }, { type: 'null' }] },
        },
        required: ['content', 'action', 'source', 'ref'],
        additionalProperties: false,
        $defs: { X: { type: 'string' } },
      },
    });
  });

  it('removes refused keywords and restates them in the description', () => {
    const r = toStrictSchema({
      type: 'object',
      properties: { zone: { type: 'string', minLength: 3, default: 'Europe/Oslo', description: 'IANA' } },
      required: ['zone'],
    });
    expect(r.ok && r.schema.properties).toEqual({
      zone: { type: 'string', description: 'IANA (minLength: 3; default: "Europe/Oslo")' },
    });
    expect(STRICT_REMOVED_KEYWORDS).toContain('default');
  });

  it('reports an open map, patternProperties and allOf as unavailable with a pointer', () => {
    expect(
      toStrictSchema({
        type: 'object',
        properties: { m: { type: 'object', additionalProperties: { type: 'string' } } },
      }),
    ).toMatchObject({ ok: false, pointer: '/properties/m/additionalProperties' });
    expect(
      toStrictSchema({ type: 'object', properties: { m: { type: 'object', patternProperties: { '^x': {} } } } }),
    ).toMatchObject({ ok: false, pointer: '/properties/m/patternProperties' });
    expect(toStrictSchema({ type: 'object', allOf: [{ properties: {} }] })).toMatchObject({
      ok: false,
      pointer: '/allOf',
    });
    expect(toStrictSchema({ type: 'object', properties: { any: { description: 'anything' } } })).toMatchObject({
      ok: false,
      pointer: '/properties/any',
    });
  });

  it('closes a root without properties (a tool without arguments)', () => {
    expect(toStrictSchema({ type: 'object', properties: {} })).toEqual({
      ok: true,
      schema: { type: 'object', properties: {}, required: [], additionalProperties: false },
    });
  });
});
