/**
 * The scenario file schema on its own (Ajv 2020-12, strict): every example file of e2e/scenarios/ is
 * valid, and a misspelled member, a missing member or a value out of bounds is refused at its JSON
 * Pointer, so a user editing a scenario learns where the mistake is.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_SCHEMA } from '../../src/contract/scenario-schema';

const validate = new Ajv2020({ allErrors: true, strict: true }).compile(SCENARIO_SCHEMA as object);
const folder = resolve(__dirname, '../../e2e/scenarios');
const examples = readdirSync(folder).filter((name) => name.endsWith('.json'));

const minimal = {
  name: 'Smallest',
  description: 'One tool, one turn.',
  question: 'What is it?',
  tools: [{ name: 't' }],
  backends: { t: { result: { ok: true } } },
  turns: [{ text: 'Done.' }],
};

/** The JSON Pointers and keywords of a file's errors. */
function errorsOf(value: unknown): { at: string; keyword: string }[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({ at: error.instancePath, keyword: error.keyword }));
}

describe('SCENARIO_SCHEMA', () => {
  it.each(examples)('accepts the example %s', (name) => {
    expect(errorsOf(JSON.parse(readFileSync(join(folder, name), 'utf8')))).toEqual([]);
  });

  it('accepts the smallest scenario: name, description, question, tools, backends, turns', () => {
    expect(errorsOf(minimal)).toEqual([]);
  });

  it.each(['name', 'description', 'question', 'tools', 'backends', 'turns'])('requires %s', (member) => {
    const { [member as keyof typeof minimal]: _dropped, ...rest } = minimal;
    expect(errorsOf(rest)).toContainEqual({ at: '', keyword: 'required' });
  });

  it('refuses a misspelled member at the top, in a backend, in a turn and in a tool call', () => {
    expect(errorsOf({ ...minimal, qustion: 'x' })).toContainEqual({ at: '', keyword: 'additionalProperties' });
    expect(errorsOf({ ...minimal, backends: { t: { reslt: 1 } } })).toContainEqual({
      at: '/backends/t',
      keyword: 'additionalProperties',
    });
    expect(errorsOf({ ...minimal, turns: [{ txt: 'x' }] })).toContainEqual({
      at: '/turns/0',
      keyword: 'additionalProperties',
    });
    expect(
      errorsOf({ ...minimal, turns: [{ toolCalls: [{ id: 'c1', name: 't', arguments: '{}', args: {} }] }] }),
    ).toContainEqual({ at: '/turns/0/toolCalls/0', keyword: 'additionalProperties' });
  });

  it('requires the raw argument text of a tool call as a string, not an object', () => {
    expect(errorsOf({ ...minimal, turns: [{ toolCalls: [{ id: 'c1', name: 't', arguments: {} }] }] })).toContainEqual({
      at: '/turns/0/toolCalls/0/arguments',
      keyword: 'type',
    });
  });

  it('bounds a stub delay to 0–600,000 ms and budgets to positive integers of known names', () => {
    expect(errorsOf({ ...minimal, backends: { t: { delayMs: 600_000 } } })).toEqual([]);
    expect(errorsOf({ ...minimal, backends: { t: { delayMs: 600_001 } } })).toContainEqual({
      at: '/backends/t/delayMs',
      keyword: 'maximum',
    });
    expect(errorsOf({ ...minimal, backends: { t: { delayMs: -1 } } })).toContainEqual({
      at: '/backends/t/delayMs',
      keyword: 'minimum',
    });
    expect(errorsOf({ ...minimal, budgets: { maxRawBytes: 1 } })).toEqual([]);
    expect(errorsOf({ ...minimal, budgets: { maxRawBytes: 0 } })).toContainEqual({
      at: '/budgets/maxRawBytes',
      keyword: 'minimum',
    });
    expect(errorsOf({ ...minimal, budgets: { maxRawByte: 10 } })).toContainEqual({
      at: '/budgets',
      keyword: 'additionalProperties',
    });
  });

  it('limits the name to 1–120 characters and asks for at least one tool and one turn', () => {
    expect(errorsOf({ ...minimal, name: '' })).toContainEqual({ at: '/name', keyword: 'minLength' });
    expect(errorsOf({ ...minimal, name: 'n'.repeat(121) })).toContainEqual({ at: '/name', keyword: 'maxLength' });
    expect(errorsOf({ ...minimal, tools: [] })).toContainEqual({ at: '/tools', keyword: 'minItems' });
    expect(errorsOf({ ...minimal, turns: [] })).toContainEqual({ at: '/turns', keyword: 'minItems' });
  });

  it('accepts only the four approval modes', () => {
    for (const approvals of ['ask', 'approve', 'deny', 'none']) expect(errorsOf({ ...minimal, approvals })).toEqual([]);
    expect(errorsOf({ ...minimal, approvals: 'always' })).toContainEqual({ at: '/approvals', keyword: 'enum' });
  });

  it('requires a match in each keyed stub result and a message in a stub error', () => {
    expect(errorsOf({ ...minimal, backends: { t: { results: [{ result: 1 }] } } })).toContainEqual({
      at: '/backends/t/results/0',
      keyword: 'required',
    });
    expect(errorsOf({ ...minimal, backends: { t: { error: {} } } })).toContainEqual({
      at: '/backends/t/error',
      keyword: 'required',
    });
    expect(errorsOf({ ...minimal, backends: { t: { hang: false } } })).toContainEqual({
      at: '/backends/t/hang',
      keyword: 'const',
    });
  });
});
