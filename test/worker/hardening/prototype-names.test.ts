/**
 * Prototype names are names (DESIGN.md §4.2, §4.4): a tool called `constructor`, `toString`, `__proto__`
 * or `hasOwnProperty` is looked up like any other name, and a member named `__proto__` in an input or a
 * result is kept as an own member.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { boundJson } from '../../../src/worker/projection/bound-json';

const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const own = (value: unknown, key: string) =>
  typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key);

describe('tools named like Object.prototype members', () => {
  it.each(PROTOTYPE_NAMES)('%s without a backend is BACKEND_ERROR, not ok with the input echoed', async (name) => {
    const harness = createHarness();
    const report = await harness.registerTools([{ name, isReadOnly: true, inputSchema: { type: 'object' } }]);
    expect(report.registered).toEqual([name]);
    const { runId } = await harness.startRun({});
    const result = await harness.invoke({ runId, toolCallId: 'c1', toolName: name, argumentsText: '{}' });
    expect(result.observation).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR' });
  });

  it.each(PROTOTYPE_NAMES)('%s with its own backend runs that backend', async (name) => {
    const backends = Object.create(null) as Record<string, () => Promise<unknown>>;
    Object.defineProperty(backends, name, { value: async () => ({ ran: name }), enumerable: true });
    const harness = createHarness({ backends });
    await harness.registerTools([{ name, isReadOnly: true, inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun({});
    const result = await harness.invoke({ runId, toolCallId: 'c1', toolName: name, argumentsText: '{}' });
    expect(result.observation).toMatchObject({ status: 'ok', result: { ran: name } });
  });

  it('an unregistered tool named __proto__ or constructor is UNKNOWN_TOOL', async () => {
    const harness = createHarness();
    await harness.registerTools([{ name: 'real', isReadOnly: true, inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun({});
    for (const name of ['__proto__', 'constructor']) {
      const result = await harness.invoke({ runId, toolCallId: name, toolName: name, argumentsText: '{}' });
      expect(result.observation).toMatchObject({ violation_type: 'UNKNOWN_TOOL' });
    }
  });

  it('tool_call_ids named like prototype members are ordinary ids', async () => {
    const harness = createHarness({ backends: { t: async () => 'ok' } });
    await harness.registerTools([{ name: 't', isReadOnly: true, inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun({});
    for (const id of PROTOTYPE_NAMES) {
      const result = await harness.invoke({ runId, toolCallId: id, toolName: 't', argumentsText: '{}' });
      expect(result.observation.status).toBe('ok');
    }
    const summary = await harness.endRun(runId);
    expect(summary.calls).toBe(PROTOTYPE_NAMES.length);
  });

  it('skills named like prototype members register and scope exports', async () => {
    const harness = createHarness();
    await harness.registerTools([{ name: 'a', inputSchema: { type: 'object' } }]);
    const { registered } = await harness.registerSkills([{ name: '__proto__', toolNames: ['a'] }]);
    expect(registered).toEqual(['__proto__']);
    const exported = await harness.exportTools({ format: 'openai', activeSkillNames: '__proto__' });
    expect(exported).toHaveLength(1);
  });
});

describe('a member named __proto__ is an own member', () => {
  const withProto = '{"__proto__":{"polluted":true},"q":"x"}';

  it('reaches the backend as an own member of the input and comes back in the result', async () => {
    let seen: unknown;
    const harness = createHarness({
      backends: {
        echo: async (input) => {
          seen = input;
          return input;
        },
      },
    });
    await harness.registerTools([{ name: 'echo', isReadOnly: true, inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun({});
    const result = await harness.invoke({ runId, toolCallId: 'c1', toolName: 'echo', argumentsText: withProto });
    expect(own(seen, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(seen)).toBe(Object.prototype);
    const observation = result.observation as unknown as { result: unknown; truncated: boolean };
    expect(own(observation.result, '__proto__')).toBe(true);
    expect(JSON.stringify(observation.result)).toBe(withProto);
    expect(observation.truncated).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives the default projection of a raw result, redaction on', async () => {
    const harness = createHarness({ backends: { raw: async () => withProto } });
    await harness.registerTools([{ name: 'raw', isReadOnly: true, inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun({});
    const result = await harness.invoke({ runId, toolCallId: 'c1', toolName: 'raw', argumentsText: '{}' });
    expect(JSON.stringify((result.observation as unknown as { result: unknown }).result)).toBe(withProto);
  });

  it('is kept by the JSON bound when members are cut', () => {
    const value = JSON.parse(`{"__proto__":{"polluted":true},"long":"${'x'.repeat(20_000)}"}`) as unknown;
    const bounded = boundJson(value, 1_000);
    expect(bounded.cut).toBe(true);
    expect(own(bounded.value, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(bounded.value)).toBe(Object.prototype);
  });
});

describe('schema properties named like prototype members', () => {
  it('required constructor and toString are not satisfied by Object.prototype', async () => {
    const harness = createHarness({ backends: { p: async (input) => input } });
    const report = await harness.registerTools([
      {
        name: 'p',
        isReadOnly: true,
        inputSchema: {
          type: 'object',
          properties: { constructor: { type: 'string' }, toString: { type: 'string' } },
          required: ['constructor', 'toString'],
        },
      },
    ]);
    expect(report.registered).toEqual(['p']);
    const { runId } = await harness.startRun({});
    const missing = await harness.invoke({ runId, toolCallId: 'c1', toolName: 'p', argumentsText: '{}' });
    expect(missing.observation).toMatchObject({ violation_type: 'SCHEMA_VIOLATION' });
    const given = await harness.invoke({
      runId,
      toolCallId: 'c2',
      toolName: 'p',
      argumentsText: '{"constructor":"a","toString":"b"}',
    });
    expect(given.observation).toMatchObject({ status: 'ok', result: { constructor: 'a', toString: 'b' } });
  });

  it('a schema property named __proto__ stays in every export', async () => {
    const harness = createHarness();
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as Record<
      string,
      unknown
    >;
    await harness.registerTools([{ name: 'p', isReadOnly: true, inputSchema: schema }]);
    for (const format of ['openai', 'anthropic', 'gemini'] as const) {
      const exported = JSON.stringify(await harness.exportTools({ format }));
      expect(exported).toContain('"__proto__":{"type":"string"}');
    }
  });
});
