import { describe, expect, it } from 'vitest';
import { DIALECTS, type JsonSchema } from '../../../src/contract';
import { closeSchema } from '../../../src/worker/parser/close-schema';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';

/** Validates `value` against `schema` closed by default and returns the error pointers/messages. */
function check(
  schema: JsonSchema,
  value: unknown,
  dialect: (typeof DIALECTS)[keyof typeof DIALECTS] = DIALECTS.draft2020,
) {
  const result = createSchemaValidators().compile(schema, dialect);
  if (!result.ok) throw new Error(result.message);
  return result.value.validate(value);
}

describe('closeSchema', () => {
  it('closes an object that declares properties and says nothing about additionalProperties', () => {
    expect(check({ type: 'object', properties: { a: { type: 'string' } } }, { a: 'x', b: 1 })).toEqual([
      { pointer: '', message: "unknown property 'b' is not allowed" },
    ]);
  });

  it('keeps additionalProperties: true and {} open', () => {
    expect(check({ type: 'object', properties: { a: {} }, additionalProperties: true }, { a: 1, b: 1 })).toEqual([]);
    expect(check({ type: 'object', properties: { a: {} }, additionalProperties: {} }, { a: 1, b: 1 })).toEqual([]);
  });

  it('keeps objects without properties (or with properties: {}) open: a free-form map stays a map', () => {
    expect(check({ type: 'object' }, { anything: 1 })).toEqual([]);
    expect(check({ type: 'object', properties: {} }, { anything: 1 })).toEqual([]);
    expect(check({ type: 'object', properties: { tags: { type: 'object' } } }, { tags: { x: 1 } })).toEqual([]);
  });

  it('keeps patternProperties and unevaluatedProperties as the author wrote them', () => {
    const schema = { type: 'object', properties: { a: {} }, patternProperties: { '^x-': { type: 'string' } } };
    expect(check(schema, { a: 1, 'x-note': 'n', other: 1 })).toEqual([]);
  });

  it('closes nested objects in properties, items, prefixItems and additionalProperties values', () => {
    const schema = {
      type: 'object',
      properties: {
        person: { type: 'object', properties: { name: { type: 'string' } } },
        rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
        pair: { type: 'array', prefixItems: [{ type: 'object', properties: { k: {} } }] },
        byName: { type: 'object', additionalProperties: { type: 'object', properties: { v: {} } } },
      },
    };
    expect(check(schema, { person: { name: 'A', age: 3 } })).toEqual([
      { pointer: '/person', message: "unknown property 'age' is not allowed" },
    ]);
    expect(check(schema, { rows: [{ id: 1 }, { id: 2, extra: true }] })).toEqual([
      { pointer: '/rows/1', message: "unknown property 'extra' is not allowed" },
    ]);
    expect(check(schema, { pair: [{ k: 1, j: 2 }] })).toEqual([
      { pointer: '/pair/0', message: "unknown property 'j' is not allowed" },
    ]);
    expect(check(schema, { byName: { x: { v: 1 }, y: { w: 1 } } })).toEqual([
      { pointer: '/byName/y', message: "unknown property 'w' is not allowed" },
    ]);
  });

  it('closes a $defs target reached directly through $ref (case 19 style)', () => {
    const schema = {
      type: 'object',
      properties: { filter: { $ref: '#/$defs/Filter' } },
      $defs: { Filter: { type: 'object', properties: { limit: { type: 'integer' } } } },
    };
    expect(check(schema, { filter: { limit: 1, sort: 'asc' } })).toEqual([
      { pointer: '/filter', message: "unknown property 'sort' is not allowed" },
    ]);
  });

  it('never closes allOf branches one by one: members of every branch are accepted', () => {
    const schema = {
      type: 'object',
      allOf: [{ properties: { a: { type: 'string' } } }, { $ref: '#/$defs/Base' }],
      $defs: { Base: { type: 'object', properties: { id: { type: 'integer' } } } },
    };
    expect(check(schema, { a: 'x', id: 1 })).toEqual([]);
  });

  it('closes a composed object with unevaluatedProperties: false in 2020-12 and 2019-09', () => {
    const schema = { type: 'object', properties: { a: {} }, allOf: [{ properties: { b: {} } }] };
    for (const dialect of [DIALECTS.draft2020, DIALECTS.draft2019]) {
      expect(check(schema, { a: 1, b: 2 }, dialect)).toEqual([]);
      expect(check(schema, { a: 1, c: 3 }, dialect)).toEqual([
        { pointer: '', message: "unknown property 'c' is not allowed" },
      ]);
    }
  });

  it('leaves a composed object open in draft-07, with a COMPOSITION_LEFT_OPEN note', () => {
    const schema = { type: 'object', properties: { a: {} }, allOf: [{ properties: { b: {} } }] };
    const closed = closeSchema(schema, DIALECTS.draft07);
    expect(closed.notes).toEqual([
      { code: 'COMPOSITION_LEFT_OPEN', message: expect.stringMatching(/draft-07/), pointer: '' },
    ]);
    expect(check(schema, { a: 1, c: 3 }, DIALECTS.draft07)).toEqual([]);
  });

  it('leaves a union of open shapes open (no branch declares properties)', () => {
    const schema = { type: 'object', properties: { v: { anyOf: [{ type: 'object' }, { type: 'string' }] } } };
    expect(check(schema, { v: { free: 1 } })).toEqual([]);
  });

  it('closes nothing inside not/if (closing a condition would change its meaning)', () => {
    const schema = {
      type: 'object',
      properties: { mode: { type: 'string' }, path: { type: 'string' } },
      not: { properties: { mode: { const: 'delete' } }, required: ['mode'] },
    };
    const closed = closeSchema(schema, DIALECTS.draft2020).schema as { not: Record<string, unknown> };
    expect(closed.not.additionalProperties).toBeUndefined();
    expect(check(schema, { mode: 'read', path: 'a' })).toEqual([]);
  });

  it('never changes the canonical schema', () => {
    const schema = { type: 'object', properties: { a: { type: 'object', properties: { b: {} } } } };
    const before = structuredClone(schema);
    const closed = closeSchema(schema, DIALECTS.draft2020);
    expect(schema).toEqual(before);
    expect(closed.schema).toMatchObject({
      additionalProperties: false,
      properties: { a: { additionalProperties: false } },
    });
  });
});
