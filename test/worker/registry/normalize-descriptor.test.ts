import { describe, expect, it } from 'vitest';
import type { RegisterOrigin } from '../../../src/contract';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { normalizeDescriptor } from '../../../src/worker/registry/normalize-descriptor';

const validators = createSchemaValidators();
const origin: RegisterOrigin = { kind: 'builtin', source: 'builtin' };
const normalize = (definition: unknown) => normalizeDescriptor(definition, 3, origin, validators);

function accepted(definition: unknown) {
  const result = normalize(definition);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

function refused(definition: unknown) {
  const result = normalize(definition);
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

const noteCodes = (definition: unknown) =>
  accepted(definition).descriptor.notes.map((note) => [note.code, note.pointer]);

describe('normalizeDescriptor', () => {
  it('turns a canonical definition into a descriptor with no export name yet, parameters and the source kept', () => {
    const definition = {
      name: 'search_docs',
      description: 'Search.',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    };
    const { descriptor, namePointer, output } = accepted(definition);
    expect(descriptor).toMatchObject({
      name: 'search_docs',
      exportName: '',
      description: 'Search.',
      dialect: 'https://json-schema.org/draft/2020-12/schema',
      inputSchema: definition.inputSchema,
      parameters: definition.inputSchema,
      sourceDefinition: definition,
      notes: [],
    });
    expect(namePointer).toBe('/name');
    expect(output).toBeUndefined();
  });

  it('reads an OpenAI chat definition and maps a non-JSON-Schema type name with a note at its pointer', () => {
    const { descriptor, namePointer } = accepted({
      type: 'function',
      function: { name: 'f', parameters: { type: 'object', properties: { a: { type: 'str' } } } },
    });
    expect(descriptor.name).toBe('f');
    expect(namePointer).toBe('/function/name');
    expect(descriptor.inputSchema).toMatchObject({ properties: { a: { type: 'string' } } });
    expect(descriptor.notes).toEqual([
      expect.objectContaining({ code: 'TYPE_NAME_MAPPED', pointer: '/function/parameters/properties/a/type' }),
    ]);
  });

  it('compiles the input closed (a hallucinated member is refused) and the output open', () => {
    const { input, output } = accepted({
      name: 't',
      inputSchema: { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
      outputSchema: { type: 'object', properties: { r: { type: 'string' } } },
    });
    expect(input.validate({ a: 1 }, '')).toEqual([]);
    expect(input.validate({ a: 1, z: 2 }, '')).toEqual([
      expect.objectContaining({ message: expect.stringContaining("'z'") }),
    ]);
    expect(output?.validate({ r: 'x', extra: 1 }, '')).toEqual([]);
  });

  it('validates under the declared draft-07 dialect and notes an unknown $schema, validated as 2020-12', () => {
    expect(
      accepted({ name: 't', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } })
        .descriptor.dialect,
    ).toBe('http://json-schema.org/draft-07/schema#');
    expect(noteCodes({ name: 't', inputSchema: { $schema: 'http://example.com/x', type: 'object' } })).toEqual([
      ['UNKNOWN_DIALECT', '/inputSchema/$schema'],
    ]);
  });

  it('notes when an OpenAI strict export would change the schema’s meaning, at the keyword', () => {
    expect(
      noteCodes({
        name: 't',
        inputSchema: {
          type: 'object',
          properties: { a: { anyOf: [{ type: 'string' }, { type: 'object', patternProperties: { x: {} } }] } },
        },
      }),
    ).toEqual([['STRICT_EXPORT_UNAVAILABLE', '/inputSchema/properties/a/anyOf/1/patternProperties']]);
  });

  it('refuses a root that is not an object, with its index, name and pointer into the submitted definition', () => {
    expect(refused({ name: 'x', input_schema: { type: 'string' } })).toEqual({
      index: 3,
      name: 'x',
      code: 'INVALID_DESCRIPTOR',
      message: `the root schema must describe an object, but 'type' is "string"`,
      pointer: '/input_schema/type',
    });
  });

  it('refuses a schema that is not an object, one nested too deep, and one that does not compile', () => {
    expect(refused({ name: 'x', inputSchema: 5 })).toMatchObject({
      message: 'the schema must be a JSON Schema object',
      pointer: '/inputSchema',
    });
    let deep: Record<string, unknown> = { type: 'object' };
    for (let level = 0; level < 200; level += 1) deep = { type: 'object', properties: { a: deep } };
    expect(refused({ name: 'x', inputSchema: deep }).message).toMatch(/nested deeper than 256 levels/);
    expect(
      refused({ name: 'x', inputSchema: { type: 'object', properties: { a: { type: 'string', pattern: '(' } } } })
        .message,
    ).toMatch(/^the schema does not compile: /);
  });

  it('refuses a bad outputSchema, saying so, at its pointer', () => {
    expect(refused({ name: 't', inputSchema: { type: 'object' }, outputSchema: 'nope' })).toMatchObject({
      message: 'outputSchema: the schema must be a JSON Schema object',
      pointer: '/outputSchema',
    });
    expect(
      refused({
        name: 't',
        inputSchema: { type: 'object' },
        outputSchema: { type: 'object', properties: { x: { type: 'wat' } } },
      }),
    ).toMatchObject({
      pointer: '/outputSchema/properties/x/type',
      message: expect.stringMatching(/^outputSchema: .*'wat'/),
    });
  });

  it('never shares objects with the submitted definition: editing it later changes nothing', () => {
    const definition = { name: 't', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } };
    const { descriptor } = accepted(definition);
    definition.inputSchema.properties.a.type = 'number';
    expect(descriptor.inputSchema).toMatchObject({ properties: { a: { type: 'string' } } });
    expect(descriptor.sourceDefinition).toMatchObject({ inputSchema: { properties: { a: { type: 'string' } } } });
  });
});
