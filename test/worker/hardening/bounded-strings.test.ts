/**
 * Every string the model reads is bounded and redacted (DESIGN.md §4.2): refusals that repeat a member
 * name, a tool name or a thrown message fit the text budget; a thrown message's bearer token is
 * redacted; C0 controls in results are replaced and noted; an `isError` result is an error whatever its
 * content; integers a double cannot hold are refused at parse.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, utf8ByteLength, type InvokeResult } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';

const obs = (r: InvokeResult) => r.observation as unknown as Record<string, any>;
const bytes = (r: InvokeResult) => utf8ByteLength(JSON.stringify(r.observation));

async function setup(backends: Record<string, ToolBackend> = {}, budgets = {}) {
  const harness = createHarness({ backends: { t: async (input) => input, ...backends } });
  await harness.registerTools([{ name: 't', isReadOnly: true, inputSchema: { type: 'object' } }]);
  const { runId } = await harness.startRun({ budgets });
  let n = 0;
  const call = (argumentsText: string, toolName = 't') =>
    harness.invoke({ runId, toolCallId: `c${++n}`, toolName, argumentsText });
  return { call };
}

describe('a tool_call_id the observation repeats is bounded', () => {
  it('a 100 KB tool_call_id is cut in ok, error and repair observations; a provider-sized id is kept exactly', async () => {
    const harness = createHarness({
      backends: {
        t: async (input) => input,
        fails: async () => {
          throw new Error('down');
        },
      },
    });
    await harness.registerTools([
      { name: 't', isReadOnly: true, inputSchema: { type: 'object' } },
      { name: 'fails', isReadOnly: true, inputSchema: { type: 'object' } },
    ]);
    const { runId } = await harness.startRun({});
    const long = `call_${'x'.repeat(100_000)}`;
    for (const [n, toolName, argumentsText] of [
      [1, 't', '{}'],
      [2, 'fails', '{}'],
      [3, 't', '{'],
    ] as const) {
      const result = await harness.invoke({ runId, toolCallId: `${long}${n}`, toolName, argumentsText });
      expect(bytes(result)).toBeLessThan(DEFAULT_BUDGETS.maxObservationTextBytes);
      expect(String(obs(result).tool_call_id)).toMatch(/^call_x+/);
      expect(utf8ByteLength(String(obs(result).tool_call_id))).toBeLessThanOrEqual(256);
    }
    const id = 'toolu_01A09q90qw90lq917835lq9';
    const kept = await harness.invoke({ runId, toolCallId: id, toolName: 't', argumentsText: '{}' });
    expect(obs(kept).tool_call_id).toBe(id);
  });
});

describe('refusals fit the text budget', () => {
  it('DUPLICATE_KEY with a 32 KB member name (default budgets) and a 1 MB one (raised)', async () => {
    const { call } = await setup({}, { maxArgumentBytes: 4_000_000 });
    for (const length of [32_000, 1_000_000]) {
      const name = 'k'.repeat(length);
      const result = await call(`{"${name}":1,"${name}":2}`);
      expect(obs(result)).toMatchObject({ violation_type: 'DUPLICATE_KEY' });
      expect(bytes(result)).toBeLessThanOrEqual(DEFAULT_BUDGETS.maxObservationTextBytes);
      expect(obs(result).errors[0].message).toMatch(/bytes omitted/);
    }
  });

  it('UNKNOWN_TOOL with a 100 KB tool name', async () => {
    const { call } = await setup();
    const result = await call('{}', 'x'.repeat(100_000));
    expect(obs(result)).toMatchObject({ violation_type: 'UNKNOWN_TOOL' });
    expect(bytes(result)).toBeLessThanOrEqual(DEFAULT_BUDGETS.maxObservationTextBytes);
  });

  it('a thrown 1 MB message', async () => {
    const { call } = await setup({
      t: async () => {
        throw new Error('e'.repeat(1_000_000));
      },
    });
    const result = await call('{}');
    expect(obs(result)).toMatchObject({ error_code: 'BACKEND_ERROR' });
    expect(bytes(result)).toBeLessThanOrEqual(DEFAULT_BUDGETS.maxObservationTextBytes);
  });
});

describe('refusals are redacted', () => {
  it('a protocol error message carrying a bearer token reaches the model redacted', async () => {
    const token = 'sk-live-0123456789abcdefghijklmnop';
    const { call } = await setup({
      t: async () => {
        throw Object.assign(new Error(`upstream said 401 for Authorization: Bearer ${token}`), { code: -32001 });
      },
    });
    const result = await call('{}');
    expect(obs(result)).toMatchObject({ error_code: 'BACKEND_ERROR', error_source: 'protocol' });
    expect(JSON.stringify(result.observation)).not.toContain(token);
    expect(obs(result).notes).toContainEqual(expect.objectContaining({ code: 'REDACTED' }));
  });
});

describe('result text is clean', () => {
  it('NUL and other C0 controls become U+FFFD and are noted SANITIZED; tab and newlines stay', async () => {
    const { call } = await setup({ t: async () => ({ text: 'a\u0000b\u0007c\td\ne\r' }) });
    const result = await call('{}');
    expect(obs(result).result).toEqual({ text: 'a\uFFFDb\uFFFDc\td\ne\r' });
    expect(obs(result).notes).toContainEqual(expect.objectContaining({ code: 'SANITIZED' }));
  });
});

describe('isError results are errors', () => {
  it.each([
    ['no content', { isError: true }],
    ['content: null', { isError: true, content: null }],
    ['only structuredContent', { isError: true, structuredContent: { reason: 'quota' } }],
  ])('%s → BACKEND_ERROR, error_source tool', async (_label, raw) => {
    const { call } = await setup({ t: async () => raw });
    const result = await call('{}');
    expect(obs(result)).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'tool' });
  });
});

describe('integers a double cannot hold', () => {
  it.each(['9007199254740993', '-9007199254740993', '123456789012345678901234567890'])(
    '%s is refused at parse with INVALID_JSON, never rounded and executed',
    async (literal) => {
      let ran = false;
      const { call } = await setup({
        t: async () => {
          ran = true;
          return 'ok';
        },
      });
      const result = await call(`{"id":${literal}}`);
      expect(obs(result)).toMatchObject({ violation_type: 'INVALID_JSON' });
      expect(obs(result).errors[0].message).toMatch(/cannot be represented exactly.*string/);
      expect(ran).toBe(false);
    },
  );

  it('the largest safe integer and decimals with exponents still parse', async () => {
    const { call } = await setup();
    for (const text of [
      '{"n":9007199254740991}',
      '{"n":-9007199254740991}',
      '{"n":1.5e300}',
      '{"n":12345678901234567.5}',
    ]) {
      expect(obs(await call(text)).status).toBe('ok');
    }
  });
});
