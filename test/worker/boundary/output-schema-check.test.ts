import { describe, expect, it } from 'vitest';
import { checkOutputSchema } from '../../../src/worker/boundary/output-schema-check';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';

const validators = createSchemaValidators();

function outputOf(outputSchema: unknown) {
  const registry = createRegistry(validators);
  registry.register([{ name: 'weather', description: 'Weather.', inputSchema: { type: 'object' }, outputSchema }]);
  return registry.resolve('weather')?.output;
}

const schema = {
  type: 'object',
  properties: { temperature: { type: 'number' }, unit: { enum: ['C', 'F'] } },
  required: ['temperature'],
};

describe('checkOutputSchema', () => {
  it('passes any result of a tool that declares no outputSchema', () => {
    expect(checkOutputSchema(undefined, 'anything', 'weather')).toEqual({ ok: true, value: true });
  });

  it('passes structuredContent that matches, extra members included (outputSchema stays open)', () => {
    const result = { content: [], structuredContent: { temperature: 21, unit: 'C', station: 'x' } };
    expect(checkOutputSchema(outputOf(schema), result, 'weather').ok).toBe(true);
  });

  it('refuses a result without structuredContent with OUTPUT_SCHEMA_VIOLATION', () => {
    const result = checkOutputSchema(outputOf(schema), { content: [{ type: 'text', text: '21 C' }] }, 'weather');
    expect(result).toEqual({
      ok: false,
      violation: {
        code: 'OUTPUT_SCHEMA_VIOLATION',
        message: 'weather declares an outputSchema but its result has no structuredContent.',
        pointer: '',
        errors: [{ pointer: '', message: 'structuredContent is missing' }],
      },
    });
    expect(checkOutputSchema(outputOf(schema), 'plain text', 'weather').ok).toBe(false);
  });

  it('refuses structuredContent that does not match, with pointers relative to it', () => {
    const result = checkOutputSchema(outputOf(schema), { structuredContent: { temperature: 'warm' } }, 'weather');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violation).toMatchObject({
      code: 'OUTPUT_SCHEMA_VIOLATION',
      pointer: '/temperature',
      message: expect.stringMatching(/^weather returned structuredContent that does not match its outputSchema: /),
    });
  });
});
