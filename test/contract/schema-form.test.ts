import { describe, expect, it } from 'vitest';
import { buildFormField, initialFormValue, resolveLocalRef, toArgumentsText, type FormField } from '../../src/contract';

const root = {
  type: 'object',
  $defs: {
    unit: {
      oneOf: [
        { const: 'c', title: 'Celsius' },
        { const: 'f', title: 'Fahrenheit' },
      ],
    },
    node: {
      type: 'object',
      properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } },
      required: ['name'],
    },
    'a/b': { type: 'boolean' },
  },
  properties: {
    city: { type: 'string', description: 'City name' },
    days: { type: 'integer', minimum: 1 },
    unit: { $ref: '#/$defs/unit' },
    mode: { enum: ['fast', 'slow', null] },
    note: { type: ['string', 'null'] },
    detail: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    tags: { type: 'array', items: { type: 'string' } },
    place: {
      type: 'object',
      properties: { lat: { type: 'number' }, lon: { type: 'number' } },
      required: ['lat', 'lon'],
    },
    tree: { $ref: '#/$defs/node' },
    flag: { $ref: '#/$defs/a~1b' },
    meta: { type: 'object', additionalProperties: { type: 'string' } },
    mixed: { allOf: [{ type: 'string' }, { minLength: 2 }] },
    pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }] },
  },
  required: ['city', 'unit'],
};

const prop = (field: FormField, name: string): FormField => {
  if (field.kind !== 'object') throw new Error('not an object');
  return field.properties.find((p) => p.name === name)!.field;
};

describe('buildFormField', () => {
  const form = buildFormField(root, root);

  it('renders scalars, enums, oneOf const choices and nested objects and arrays', () => {
    expect(form.kind).toBe('object');
    expect(prop(form, 'city')).toMatchObject({ kind: 'string', description: 'City name', nullable: false });
    expect(prop(form, 'days')).toMatchObject({ kind: 'integer', minimum: 1 });
    expect(prop(form, 'unit')).toMatchObject({
      kind: 'choice',
      options: [
        { label: 'Celsius (c)', value: 'c' },
        { label: 'Fahrenheit (f)', value: 'f' },
      ],
    });
    expect(prop(form, 'tags')).toMatchObject({ kind: 'array', items: { kind: 'string' } });
    expect(prop(form, 'place')).toMatchObject({
      kind: 'object',
      properties: [
        { name: 'lat', required: true },
        { name: 'lon', required: true },
      ],
    });
  });

  it('marks nullable fields from type unions, anyOf with null, and null in an enum', () => {
    expect(prop(form, 'note')).toMatchObject({ kind: 'string', nullable: true });
    expect(prop(form, 'detail')).toMatchObject({ kind: 'number', nullable: true });
    expect(prop(form, 'mode')).toMatchObject({
      kind: 'choice',
      nullable: true,
      options: [
        { label: 'fast', value: 'fast' },
        { label: 'slow', value: 'slow' },
      ],
    });
  });

  it('resolves local $refs (escaped pointers too) and falls back to JSON for recursion, open maps, allOf and tuples, saying why', () => {
    expect(prop(form, 'flag')).toMatchObject({ kind: 'boolean' });
    const tree = prop(form, 'tree');
    expect(tree.kind).toBe('object');
    const children = prop(tree, 'children');
    expect(children).toMatchObject({ kind: 'array', items: { kind: 'json' } });
    expect((children as { items: { reason: string } }).items.reason).toMatch(/Recursive/);
    expect(prop(form, 'meta')).toMatchObject({ kind: 'json', expected: 'object' });
    expect((prop(form, 'mixed') as { reason: string }).reason).toMatch(/allOf/);
    expect((prop(form, 'pair') as { reason: string }).reason).toMatch(/tuple/);
    expect(buildFormField({ $ref: 'https://example.com/s.json' }, root)).toMatchObject({ kind: 'json' });
  });

  it('starts with the required properties only, at their minimum or first choice', () => {
    expect(initialFormValue(form)).toEqual({ city: '', unit: 'c' });
    expect(initialFormValue(prop(form, 'days'))).toBe(1);
    expect(initialFormValue(buildFormField({ type: 'string', default: 'x' }, root))).toBe('x');
  });
});

describe('resolveLocalRef and toArgumentsText', () => {
  it('resolves pointers and refuses external or dangling ones', () => {
    expect(resolveLocalRef(root, '#/$defs/a~1b')).toEqual({ type: 'boolean' });
    expect(resolveLocalRef(root, '#')).toBe(root);
    expect(resolveLocalRef(root, '#/$defs/missing')).toBeUndefined();
    expect(resolveLocalRef(root, 'other.json#/x')).toBeUndefined();
  });

  it('wraps evidence tools in the envelope and leaves other tools plain', () => {
    expect(JSON.parse(toArgumentsText({ query: 'wal' }, true))).toEqual({
      previous_observation: null,
      input: { query: 'wal' },
    });
    expect(JSON.parse(toArgumentsText({ title: 't', text: 'x' }, false))).toEqual({ title: 't', text: 'x' });
  });
});
