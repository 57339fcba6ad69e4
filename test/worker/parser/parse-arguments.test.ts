import { describe, expect, it } from 'vitest';
import { parseArguments, type ParseOptions } from '../../../src/worker/parser/parse-arguments';
import type { RegisteredTool } from '../../../src/worker/registry/registry';
import { newRegistry } from '../registry/case-helpers';

function registerTool(): RegisteredTool {
  const registry = newRegistry();
  registry.register([
    {
      name: 'search_docs',
      description: 'Search.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', minLength: 1 }, limit: { type: 'integer', maximum: 10 } },
        required: ['query'],
      },
    },
  ]);
  const resolved = registry.resolve('search_docs');
  if (!resolved) throw new Error('not registered');
  return resolved;
}

/** Registered once: compiling schemas is the slow part. */
const searchDocs = registerTool();
const tool = () => searchDocs;

const plain: ParseOptions = { maxArgumentBytes: 4096, evidence: false, stripNulls: false };
const evidence: ParseOptions = { ...plain, evidence: true };
const envelope = (input: unknown, previous: unknown = null) =>
  JSON.stringify({ previous_observation: previous, input });

function refusal(text: unknown, options: ParseOptions) {
  const result = parseArguments(text, tool(), options);
  if (result.ok) throw new Error('expected a refusal');
  return result.violation;
}

describe('parseArguments', () => {
  it('gives a plain tool its parsed input and no evaluation', () => {
    expect(parseArguments('{"query":"wal"}', tool(), plain)).toEqual({
      ok: true,
      value: { input: { query: 'wal' }, evaluation: null, notes: [] },
    });
  });

  it('gives an evidence tool the envelope’s input and its previous_observation', () => {
    const previous = { tool_call_id: 'c1', evaluation: 'GAINED' };
    const result = parseArguments(envelope({ query: 'wal' }, previous), tool(), evidence);
    expect(result).toMatchObject({ ok: true, value: { input: { query: 'wal' }, evaluation: previous } });
  });

  it.each([
    [42, 'number'],
    [null, 'null'],
    [['{}'], 'array'],
    [{ query: 'x' }, 'object'],
    [undefined, 'undefined'],
  ])('refuses argument text that is not a string (%j) with INVALID_JSON naming what came', (text, got) => {
    expect(refusal(text, plain)).toMatchObject({
      code: 'INVALID_JSON',
      message: `The argument text must be a string (got ${got}).`,
    });
  });

  it('refuses text over maxArgumentBytes with INPUT_TOO_LARGE and no envelope hint', () => {
    const violation = refusal(envelope({ query: 'x'.repeat(200) }), { ...evidence, maxArgumentBytes: 100 });
    expect(violation.code).toBe('INPUT_TOO_LARGE');
    expect(violation.message).not.toContain('Expected arguments');
  });

  it('shows an evidence tool the envelope it expects when its text is not JSON', () => {
    const violation = refusal('', evidence);
    expect(violation.code).toBe('INVALID_JSON');
    expect(violation.message).toContain('Expected arguments: {"previous_observation": null | {"tool_call_id"');
    expect(violation.errors?.[0]?.message).toBe(violation.message);
  });

  it('says the output limit was hit when text cut off came with finish_reason "length"', () => {
    const violation = refusal('{"query":"wal', { ...plain, finishReason: 'length' });
    expect(violation.message).toContain(`The model's output limit was hit (finish_reason "length")`);
    expect(refusal('{"query":"wal', plain).message).not.toContain('output limit was hit (finish_reason');
  });

  it('refuses a missing envelope with INVALID_ENVELOPE', () => {
    expect(refusal('{"query":"wal"}', evidence).code).toBe('INVALID_ENVELOPE');
  });

  it('refuses input against the schema with SCHEMA_VIOLATION at /input/…, with the offset of the value', () => {
    const text = envelope({ query: 'wal', limit: 50 });
    const violation = refusal(text, evidence);
    expect(violation).toMatchObject({ code: 'SCHEMA_VIOLATION', pointer: '/input/limit' });
    expect(violation.message).toMatch(/^The input does not match search_docs's inputSchema: /);
    expect(violation.errors?.[0]).toMatchObject({ pointer: '/input/limit', offset: text.indexOf('50'), line: 1 });
  });

  it('refuses a hallucinated parameter (the schema is closed) and names it', () => {
    const violation = refusal('{"query":"wal","sort":"asc"}', plain);
    expect(violation.code).toBe('SCHEMA_VIOLATION');
    expect(JSON.stringify(violation.errors)).toContain('sort');
  });

  it('drops nulls for optional fields under the strict export profile, with a note', () => {
    const text = '{"query":"wal","limit":null}';
    expect(refusal(text, plain).code).toBe('SCHEMA_VIOLATION');
    expect(parseArguments(text, tool(), { ...plain, stripNulls: true })).toEqual({
      ok: true,
      value: {
        input: { query: 'wal' },
        evaluation: null,
        notes: [
          { code: 'NULLS_STRIPPED', message: 'Nulls sent for optional fields were removed (strict export profile).' },
        ],
      },
    });
  });

  it('keeps a null for a required field even under the strict profile, so it is refused', () => {
    expect(refusal('{"query":null}', { ...plain, stripNulls: true })).toMatchObject({
      code: 'SCHEMA_VIOLATION',
      pointer: '/query',
    });
  });
});
