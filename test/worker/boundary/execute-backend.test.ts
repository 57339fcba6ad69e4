import { describe, expect, it } from 'vitest';
import { executeBackend, toRaw } from '../../../src/worker/boundary/execute-backend';

const options = (timeoutMs = 1000, controller = new AbortController()) => ({ timeoutMs, controller, toolName: 'tool' });

describe('toRaw', () => {
  it('keeps a JSON string as the raw text and wraps a non-JSON string as {text}', () => {
    expect(toRaw('{"a":1}')).toEqual({ text: '{"a":1}', value: { a: 1 } });
    expect(toRaw('plain words')).toEqual({ text: '{"text":"plain words"}', value: { text: 'plain words' } });
    expect(toRaw({ b: [1, undefined] })).toEqual({ text: '{"b":[1,null]}', value: { b: [1, null] } });
    expect(() => toRaw(undefined)).toThrow(/not a JSON value/);
  });
});

describe('executeBackend', () => {
  it("classifies a thrown {code} as a protocol error and any other throw as the tool's", async () => {
    const protocol = await executeBackend(
      () => Promise.reject({ code: -32602, message: 'Unknown tool' }),
      {},
      { toolCallId: 'c' },
      options(),
    );
    expect(protocol).toMatchObject({ ok: false, errorSource: 'protocol', violation: { code: 'BACKEND_ERROR' } });
    const tool = await executeBackend(() => Promise.reject(new Error('disk full')), {}, { toolCallId: 'c' }, options());
    expect(tool).toMatchObject({ ok: false, errorSource: 'tool', violation: { code: 'BACKEND_ERROR' } });
    const thrownError = Object.assign(new Error('rpc'), { code: -32000 });
    expect(await executeBackend(() => Promise.reject(thrownError), {}, { toolCallId: 'c' }, options())).toMatchObject({
      errorSource: 'protocol',
    });
  });
  it("a DOMException (numeric legacy code) and an Error with a non-integer code are the tool's, not protocol errors", async () => {
    const denied = new DOMException('The user denied permission to access the database.', 'UnknownError');
    const outcome = await executeBackend(() => Promise.reject(denied), {}, { toolCallId: 'c' }, options());
    expect(outcome).toMatchObject({ ok: false, errorSource: 'tool', violation: { code: 'BACKEND_ERROR' } });
    expect(outcome.ok ? '' : outcome.violation.message).toBe(
      'tool failed: The user denied permission to access the database.',
    );
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(quota.code).toBe(22);
    expect(await executeBackend(() => Promise.reject(quota), {}, { toolCallId: 'c' }, options())).toMatchObject({
      errorSource: 'tool',
    });
    const fractional = Object.assign(new Error('odd'), { code: 1.5 });
    expect(await executeBackend(() => Promise.reject(fractional), {}, { toolCallId: 'c' }, options())).toMatchObject({
      errorSource: 'tool',
    });
    const noMessage = { code: -32000 };
    expect(await executeBackend(() => Promise.reject(noMessage), {}, { toolCallId: 'c' }, options())).toMatchObject({
      errorSource: 'tool',
    });
  });
  it('turns an MCP isError result into BACKEND_ERROR from the tool, keeping the result for projection', async () => {
    const result = { content: [{ type: 'text', text: 'Unknown station' }], isError: true };
    const outcome = await executeBackend(async () => result, {}, { toolCallId: 'c' }, options());
    expect(outcome).toMatchObject({ ok: false, errorSource: 'tool', errorResult: result });
  });
  it('times out and aborts the backend signal', async () => {
    let aborted = false;
    const outcome = await executeBackend(
      (_input, context) =>
        new Promise(() =>
          context.signal.addEventListener('abort', () => {
            aborted = true;
          }),
        ),
      {},
      { toolCallId: 'c' },
      options(20),
    );
    expect(outcome).toMatchObject({ ok: false, errorSource: 'timeout', violation: { code: 'BACKEND_TIMEOUT' } });
    expect(aborted).toBe(true);
  });
  it('reports CANCELLED when the call signal aborts, even if the backend ignores it', async () => {
    const controller = new AbortController();
    const pending = executeBackend(
      () => new Promise(() => undefined),
      {},
      { toolCallId: 'c' },
      options(10_000, controller),
    );
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, violation: { code: 'CANCELLED' } });
  });
});
