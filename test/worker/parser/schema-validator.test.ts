import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALECTS, type Dialect, type JsonSchema } from '../../../src/contract';
import {
  createSchemaValidators,
  resolveDialect,
  type CompiledSchema,
} from '../../../src/worker/parser/schema-validator';

function compiled(schema: JsonSchema, dialect: Dialect = DIALECTS.draft2020, closeByDefault = true): CompiledSchema {
  const result = createSchemaValidators().compile(schema, dialect, { closeByDefault });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('resolveDialect', () => {
  it.each([
    ['http://json-schema.org/draft-07/schema#', DIALECTS.draft07],
    ['http://json-schema.org/draft-07/schema', DIALECTS.draft07],
    ['https://json-schema.org/draft-07/schema#', DIALECTS.draft07],
    ['https://json-schema.org/draft/2019-09/schema', DIALECTS.draft2019],
    ['http://json-schema.org/draft/2019-09/schema#', DIALECTS.draft2019],
    ['https://json-schema.org/draft/2020-12/schema', DIALECTS.draft2020],
    ['https://json-schema.org/draft/2020-12/schema#', DIALECTS.draft2020],
  ])('reads %s as a known dialect, spelled canonically', (declared, dialect) => {
    expect(resolveDialect(declared)).toEqual({ dialect, known: true });
  });

  it('defaults an absent $schema to 2020-12 (MCP rule), as known', () => {
    expect(resolveDialect(undefined)).toEqual({ dialect: DIALECTS.draft2020, known: true });
  });

  it.each(['http://json-schema.org/draft-04/schema#', 'https://example.com/my-schema', 42, ''])(
    'treats %s as 2020-12 with known=false (UNKNOWN_DIALECT)',
    (declared) => {
      expect(resolveDialect(declared)).toEqual({ dialect: DIALECTS.draft2020, known: false });
    },
  );
});

describe('createSchemaValidators', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rota: JsonSchema = {
    type: 'object',
    properties: { filter: { $ref: '#/$defs/RotaFilter' } },
    required: ['filter'],
    $defs: {
      RotaFilter: {
        type: 'object',
        properties: {
          text: { type: 'string' },
          team_ids: { type: 'array', items: { type: 'string' } },
          limit: { type: 'integer', minimum: 1, default: 25 },
        },
        required: ['limit'],
      },
    },
  };

  it('compiles $defs/$ref and reports pointers per case 19', () => {
    const schema = compiled(rota);
    expect(schema.validate({ filter: { limit: 10 } }, '/input')).toEqual([]);
    expect(schema.validate({ filter: { limit: 0 } }, '/input')).toEqual([
      { pointer: '/input/filter/limit', message: 'must be >= 1, got 0' },
    ]);
    expect(schema.validate({ filter: { text: 'night shift' } }, '/input')).toEqual([
      { pointer: '/input/filter', message: "missing required property 'limit'" },
    ]);
    expect(schema.validate({}, '/input')).toEqual([
      { pointer: '/input', message: "missing required property 'filter'" },
    ]);
  });

  it('does not apply defaults: the value the tool sees is the value the model sent', () => {
    const value = { filter: { limit: 3 } };
    compiled(rota).validate(value);
    expect(value).toEqual({ filter: { limit: 3 } });
  });

  it('does not coerce types: "10" is not an integer', () => {
    expect(compiled(rota).validate({ filter: { limit: '10' } })).toEqual([
      { pointer: '/filter/limit', message: 'must be integer, got string "10"' },
    ]);
  });

  it('compiles recursive $defs and points at the nested element (case 19 recursive_defs)', () => {
    const schema = compiled({
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' } },
      required: ['root'],
      $defs: {
        Node: {
          type: 'object',
          properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
          required: ['label'],
          additionalProperties: false,
        },
      },
    });
    expect(schema.validate({ root: { label: 'a', children: [{ label: 'b', children: [{ label: 'c' }] }] } })).toEqual(
      [],
    );
    expect(schema.validate({ root: { label: 'a', children: [{ children: [] }] } }, '/input')).toEqual([
      { pointer: '/input/root/children/0', message: "missing required property 'label'" },
    ]);
  });

  it('accepts null exactly where a union type allows it, with no warning and no console output (case 23)', () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    const result = createSchemaValidators().compile(
      {
        type: 'object',
        properties: { nickname: { type: ['string', 'null'] }, age: { type: ['integer', 'null'], minimum: 0 } },
        required: ['nickname'],
        additionalProperties: false,
      },
      DIALECTS.draft2020,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.warnings).toEqual([]);
    expect(result.value.validate({ nickname: null })).toEqual([]);
    expect(result.value.validate({ nickname: 'Kit', age: null })).toEqual([]);
    expect(result.value.validate({ nickname: 7 }, '/input')).toEqual([
      { pointer: '/input/nickname', message: 'must be string or null, got integer 7' },
    ]);
    expect(result.value.validate({ nickname: 'Kit', age: -1 }, '/input')).toEqual([
      { pointer: '/input/age', message: 'must be >= 0, got -1' },
    ]);
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('turns strict-mode problems into warnings instead of console noise', () => {
    const warn = vi.spyOn(console, 'warn');
    const result = createSchemaValidators().compile(
      { type: 'object', properties: { a: { type: 'string', widget: 'textarea' } }, required: ['a', 'b'] },
      DIALECTS.draft2020,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/unknown keyword: "widget"/),
        expect.stringMatching(/required property "b"/),
      ]),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('compiles two tools with the same $id in one harness without clashing', () => {
    const validators = createSchemaValidators();
    const first = validators.compile(
      { $id: 'https://example.com/tool', type: 'object', properties: { a: { type: 'string' } } },
      DIALECTS.draft2020,
    );
    const second = validators.compile(
      { $id: 'https://example.com/tool', type: 'object', properties: { b: { type: 'number' } } },
      DIALECTS.draft2020,
    );
    if (!first.ok || !second.ok) throw new Error('compile failed');
    expect(first.value.validate({ a: 'x' })).toEqual([]);
    expect(second.value.validate({ b: 1 })).toEqual([]);
    expect(second.value.validate({ a: 'x' })).toEqual([
      { pointer: '', message: "unknown property 'a' is not allowed" },
    ]);
  });

  it('validates draft-07 schemas that declare their $schema, with the draft-07 class', () => {
    const schema = compiled(
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { type: 'string' } },
        definitions: {},
      },
      DIALECTS.draft07,
    );
    expect(schema.validate({ a: 'x' })).toEqual([]);
    expect(schema.validate({ a: 'x', b: 1 })).toEqual([
      { pointer: '', message: "unknown property 'b' is not allowed" },
    ]);
  });

  it('checks known formats and treats unknown ones as annotations with a warning', () => {
    const result = createSchemaValidators().compile(
      {
        type: 'object',
        properties: { site: { type: 'string', format: 'uri' }, code: { type: 'string', format: 'house-code' } },
      },
      DIALECTS.draft2020,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.warnings).toEqual([expect.stringMatching(/unknown format "house-code"/)]);
    expect(result.value.validate({ site: 'not a uri', code: 'anything' })).toEqual([
      { pointer: '/site', message: 'must match format "uri", got "not a uri"' },
    ]);
  });

  it('refuses a schema with a dangling $ref, pointing at the $ref', () => {
    const result = createSchemaValidators().compile(
      { type: 'object', properties: { a: { $ref: '#/$defs/Missing' } } },
      DIALECTS.draft2020,
    );
    expect(result).toMatchObject({ ok: false, pointer: '/properties/a/$ref' });
  });

  it('refuses a schema that breaks its meta-schema, pointing into the schema', () => {
    const result = createSchemaValidators().compile(
      { type: 'object', properties: { a: { type: 'strng' } } },
      DIALECTS.draft2020,
    );
    expect(result).toMatchObject({ ok: false, pointer: '/properties/a/type' });
  });

  it('leaves the schema passed in untouched', () => {
    const schema: JsonSchema = { $schema: DIALECTS.draft2020, type: 'object', properties: { a: { type: 'string' } } };
    const before = structuredClone(schema);
    createSchemaValidators().compile(schema, DIALECTS.draft2020);
    expect(schema).toEqual(before);
  });

  it('validates open when closeByDefault is false (MCP outputSchema)', () => {
    expect(
      compiled({ type: 'object', properties: { a: { type: 'string' } } }, DIALECTS.draft2020, false).validate({
        a: 'x',
        b: 1,
      }),
    ).toEqual([]);
  });

  it('refuses an unexpected argument to a tool that takes nothing (case 06 unexpected_argument)', () => {
    expect(
      compiled({ type: 'object', properties: {}, additionalProperties: false }).validate({ all: true }, '/input'),
    ).toEqual([{ pointer: '/input', message: "unknown property 'all' is not allowed" }]);
  });

  it('reports the failing member of a nullable object union, not the noise of the null branch', () => {
    const schema = compiled({
      type: 'object',
      properties: {
        where: { anyOf: [{ type: 'object', properties: { city: { type: 'string' } } }, { type: 'null' }] },
      },
    });
    expect(schema.validate({ where: null })).toEqual([]);
    expect(schema.validate({ where: { city: 5 } })).toEqual([
      { pointer: '/where/city', message: 'must be string, got integer 5' },
    ]);
    expect(schema.validate({ where: 5 })).toEqual([
      { pointer: '/where', message: 'must be object or null, got integer 5' },
    ]);
    expect(schema.validate({ where: { city: 'Oslo', zip: 1 } })).toEqual([
      { pointer: '/where', message: "unknown property 'zip' is not allowed" },
    ]);
  });

  it('lists at most 20 errors', () => {
    const properties = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`p${index}`, { type: 'string' }]));
    const value = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`p${index}`, index]));
    expect(compiled({ type: 'object', properties }).validate(value)).toHaveLength(20);
  });
});
