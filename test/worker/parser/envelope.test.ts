import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_SCHEMA } from '../../../src/contract/schemas/envelope-schema';
import { readEnvelope } from '../../../src/worker/parser/envelope';

function problems(value: unknown) {
  const result = readEnvelope(value);
  if (result.ok) throw new Error('expected INVALID_ENVELOPE');
  expect(result.violation.code).toBe('INVALID_ENVELOPE');
  return result.violation;
}

describe('readEnvelope', () => {
  it('accepts {previous_observation: null, input: {...}} and hands back input untouched (case 03 control)', () => {
    const result = readEnvelope({ previous_observation: null, input: { setting: 'pool_size' } });
    expect(result).toEqual({ ok: true, value: { previous_observation: null, input: { setting: 'pool_size' } } });
  });

  it('accepts an evaluation with an optional reason', () => {
    const evaluation = { tool_call_id: 'call_1', evaluation: 'NO_GAIN', reason: 'nothing new' };
    expect(readEnvelope({ previous_observation: evaluation, input: {} }).ok).toBe(true);
  });

  it('refuses a double-encoded envelope, stating the top level is a string where an object is required (case 03)', () => {
    const violation = problems('{"previous_observation":null,"input":{"setting":"pool_size"}}');
    expect(violation.pointer).toBe('');
    expect(violation.errors).toHaveLength(1);
    expect(violation.errors?.[0]?.message).toMatch(/top-level JSON value is a string where an object is required/);
  });

  it('refuses a top-level array and says so (case 03 top_level_array)', () => {
    expect(problems([{ previous_observation: null, input: {} }]).errors?.[0]?.message).toMatch(
      /is an array where an object is required/,
    );
  });

  it('refuses a flattened call with both the unknown key and the missing input at the root (case 03 flattened_no_envelope)', () => {
    const violation = problems({ previous_observation: null, setting: 'pool_size' });
    expect(violation.errors).toEqual([
      { pointer: '', message: expect.stringMatching(/Missing required property 'input'/) },
      { pointer: '', message: expect.stringMatching(/Unknown property 'setting' is not allowed/) },
    ]);
  });

  it("refuses input sent as a JSON string at /input with 'got string' (case 03 input_is_json_string, case 05)", () => {
    const violation = problems({ previous_observation: null, input: '{"room": "study", "level": 40}' });
    expect(violation.pointer).toBe('/input');
    expect(violation.errors?.[0]?.message).toMatch(/'input' must be an object, got string/);
  });

  it('refuses an extra top-level key such as confidence (case 05 object_form_unknown_key)', () => {
    const violation = problems({ previous_observation: null, input: { room: 'study', level: 40 }, confidence: 0.9 });
    expect(violation.errors).toEqual([{ pointer: '', message: expect.stringMatching(/'confidence'/) }]);
  });

  it('refuses a bare {} naming both missing members (case 06 bare_empty_object)', () => {
    const messages = problems({}).errors?.map((error) => error.message) ?? [];
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/'previous_observation'/);
    expect(messages[1]).toMatch(/'input'/);
  });

  it('refuses a bad evaluation with pointers under /previous_observation', () => {
    const violation = problems({
      previous_observation: { tool_call_id: 7, evaluation: 'gained', mood: 'ok' },
      input: {},
    });
    expect(violation.errors?.map((error) => error.pointer)).toEqual([
      '/previous_observation/tool_call_id',
      '/previous_observation/evaluation',
      '/previous_observation',
    ]);
    expect(violation.errors?.[1]?.message).toMatch(/"GAINED" or "NO_GAIN", got "gained"/);
  });

  it("refuses previous_observation as prose (case 08 whole_python_dict's 'first call')", () => {
    expect(problems({ previous_observation: 'first call', input: {} }).errors).toEqual([
      { pointer: '/previous_observation', message: expect.stringMatching(/got string/) },
    ]);
  });

  it('agrees with ENVELOPE_SCHEMA on what is an envelope', () => {
    const validate = new Ajv2020({ strict: false }).compile(ENVELOPE_SCHEMA);
    const samples: unknown[] = [
      { previous_observation: null, input: {} },
      { previous_observation: { tool_call_id: 'a', evaluation: 'GAINED' }, input: { x: 1 } },
      { previous_observation: { tool_call_id: 'a', evaluation: 'GAINED', reason: 'r' }, input: {} },
      { previous_observation: { tool_call_id: 'a', evaluation: 'MAYBE' }, input: {} },
      { previous_observation: { tool_call_id: 'a' }, input: {} },
      { previous_observation: { tool_call_id: 'a', evaluation: 'GAINED', x: 1 }, input: {} },
      { previous_observation: null, input: [] },
      { previous_observation: null },
      { input: {} },
      { previous_observation: null, input: {}, extra: 1 },
      'text',
      null,
      [],
    ];
    for (const sample of samples) expect(readEnvelope(sample).ok, JSON.stringify(sample)).toBe(validate(sample));
  });
});
