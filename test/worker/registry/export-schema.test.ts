import { assert, describe, expect, it } from 'vitest';
import { envelopeSchema, plainExportSchema } from '../../../src/worker/registry/export-schema';

describe('plainExportSchema', () => {
  it('drops $schema at every level and adds properties {} to an object root without them', () => {
    const canonical = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      $defs: { A: { $schema: 'x', type: 'string' } },
    };
    expect(plainExportSchema(canonical)).toEqual({ type: 'object', $defs: { A: { type: 'string' } }, properties: {} });
    expect(canonical.$schema).toBeDefined(); // canonical untouched
  });

  it('keeps a property literally named $schema', () => {
    expect(plainExportSchema({ type: 'object', properties: { $schema: { type: 'string' } } })).toEqual({
      type: 'object',
      properties: { $schema: { type: 'string' } },
    });
  });
});

describe('envelopeSchema', () => {
  it('hoists $defs to the root and rebases root refs so none dangles', () => {
    const env = envelopeSchema({
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' }, self: { $ref: '#' }, other: { $ref: '#/properties/root' } },
      $defs: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } } },
    });
    expect(env.$defs).toBeDefined();
    const input = (env.properties as Record<string, Record<string, unknown>>).input;
    assert(input);
    expect(input.$defs).toBeUndefined();
    expect(input.properties).toEqual({
      root: { $ref: '#/$defs/Node' },
      self: { $ref: '#/properties/input' },
      other: { $ref: '#/properties/input/properties/root' },
    });
    expect(env).toMatchObject({ required: ['previous_observation', 'input'], additionalProperties: false });
  });
});
