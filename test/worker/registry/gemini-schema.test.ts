import { describe, expect, it } from 'vitest';
import { toGeminiSchema } from '../../../src/worker/registry/gemini-schema';

describe('toGeminiSchema', () => {
  it('inlines $ref, maps nullable type arrays and drops unsupported keywords', () => {
    const out = toGeminiSchema({
      type: 'object',
      properties: { f: { $ref: '#/$defs/F' }, n: { type: ['string', 'null'], format: 'uri' }, c: { const: 'x' } },
      required: ['f'],
      additionalProperties: false,
      $defs: {
        F: { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } }, additionalProperties: false },
      },
    });
    expect(out).toEqual({
      type: 'object',
      properties: {
        f: { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } } },
        n: { type: 'string', nullable: true },
        c: { enum: ['x'] },
      },
      required: ['f'],
    });
  });

  it('cuts a recursive reference instead of inlining forever', () => {
    const out = toGeminiSchema({
      type: 'object',
      properties: { root: { $ref: '#/$defs/N' } },
      $defs: { N: { type: 'object', properties: { kids: { type: 'array', items: { $ref: '#/$defs/N' } } } } },
    });
    const kids = (out.properties as any).root.properties.kids.items;
    expect(kids).toMatchObject({ type: 'object' });
    expect(JSON.stringify(out)).not.toContain('$ref');
  });
});

describe('toGeminiSchema nullable anyOf', () => {
  it('folds an anyOf with a null branch into nullable', () => {
    expect(
      toGeminiSchema({
        type: 'object',
        properties: { p: { anyOf: [{ type: 'null' }, { type: 'object', properties: { a: { type: 'string' } } }] } },
      }),
    ).toEqual({
      type: 'object',
      properties: { p: { type: 'object', properties: { a: { type: 'string' } }, nullable: true } },
    });
  });
});
