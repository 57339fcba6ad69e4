import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { toObservationErrors } from '../../../src/worker/parser/ajv-errors';

function errorsFor(schema: object, value: unknown, prefix = '/input') {
  const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: false }).compile(schema);
  expect(validate(value)).toBe(false);
  return toObservationErrors(validate.errors ?? [], value, prefix);
}

describe('toObservationErrors', () => {
  it('points required failures at the parent object and names the member', () => {
    expect(errorsFor({ type: 'object', properties: { a: { type: 'object', required: ['b'] } } }, { a: {} })).toEqual([
      { pointer: '/input/a', message: "missing required property 'b'" },
    ]);
  });

  it('points additionalProperties failures at the parent object and names the member', () => {
    expect(errorsFor({ type: 'object', properties: { a: {} }, additionalProperties: false }, { a: 1, c: 2 })).toEqual([
      { pointer: '/input', message: "unknown property 'c' is not allowed" },
    ]);
  });

  it('escapes member names in pointers (RFC 6901)', () => {
    expect(errorsFor({ type: 'object', properties: { 'a/b': { type: 'string' } } }, { 'a/b': 1 }, '')).toEqual([
      { pointer: '/a~1b', message: 'must be string, got integer 1' },
    ]);
  });

  it('says which values an enum allows and what came', () => {
    expect(errorsFor({ enum: ['asc', 'desc'] }, 'up', '')).toEqual([
      { pointer: '', message: 'must be one of "asc", "desc", got string "up"' },
    ]);
  });

  it('reports a oneOf over object shapes by its one plausible branch', () => {
    const schema = {
      oneOf: [
        {
          type: 'object',
          properties: { kind: { const: 'file' }, path: { type: 'string' } },
          required: ['kind', 'path'],
        },
        { type: 'string' },
      ],
    };
    expect(errorsFor(schema, { kind: 'file' }, '')).toEqual([
      { pointer: '', message: "missing required property 'path'" },
    ]);
  });

  it('keeps the summary when several branches are plausible', () => {
    const schema = {
      anyOf: [
        { type: 'object', required: ['a'] },
        { type: 'object', required: ['b'] },
      ],
    };
    expect(errorsFor(schema, {}, '')).toEqual([{ pointer: '', message: 'must match a schema in anyOf, got object' }]);
  });

  it('does not repeat the same finding twice', () => {
    const schema = {
      allOf: [
        { type: 'object', required: ['a'] },
        { type: 'object', required: ['a'] },
      ],
    };
    expect(errorsFor(schema, {}, '')).toEqual([{ pointer: '', message: "missing required property 'a'" }]);
  });
});
