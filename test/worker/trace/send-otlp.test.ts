import { describe, expect, it } from 'vitest';
import type { OtlpTraceRequest } from '../../../src/worker/trace/otlp-trace';
import { sendOtlpJson } from '../../../src/worker/trace/send-otlp';

const body = {
  resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'console' }, spans: [{}, {}, {}] }] }],
} as unknown as OtlpTraceRequest;

/** A fetch that records its request and answers with `status` (or throws `error`). */
function fakeFetch(status: number, error?: Error) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    if (error) throw error;
    return new Response(null, { status });
  }) as unknown as typeof fetch;
  return { fetcher, requests };
}

describe('sendOtlpJson', () => {
  it('POSTs the JSON with its content type and the user’s headers, and counts the spans sent', async () => {
    const { fetcher, requests } = fakeFetch(200);
    const result = await sendOtlpJson(
      body,
      { endpoint: 'http://localhost:4318/v1/traces', headers: { authorization: 'Bearer sk-secret-1' } },
      fetcher,
    );
    expect(result).toEqual({ ok: true, status: 200, message: 'Sent 3 spans; the endpoint answered 200.' });
    const [request] = requests;
    expect(request?.url).toBe('http://localhost:4318/v1/traces');
    expect(request?.init).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer sk-secret-1', 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(request?.init.body))).toEqual(body);
    expect(result.message).not.toContain('sk-secret-1');
  });

  it('keeps Content-Type application/json even when a header tries to override it', async () => {
    const { fetcher, requests } = fakeFetch(200);
    await sendOtlpJson(
      body,
      { endpoint: 'http://localhost:4318/v1/traces', headers: { 'Content-Type': 'text/plain' } },
      fetcher,
    );
    expect(requests[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('makes no request for an invalid URL, a non-http URL or without fetch', async () => {
    const { fetcher, requests } = fakeFetch(200);
    expect(await sendOtlpJson(body, { endpoint: 'localhost:4318' }, fetcher)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/must be an http: or https: URL|not a valid URL/),
    });
    expect(await sendOtlpJson(body, { endpoint: 'not a url' }, fetcher)).toEqual({
      ok: false,
      message: 'The endpoint is not a valid URL (expected e.g. http://localhost:4318/v1/traces).',
    });
    expect(await sendOtlpJson(body, { endpoint: 'file:///etc/passwd' }, fetcher)).toEqual({
      ok: false,
      message: 'The endpoint must be an http: or https: URL.',
    });
    expect(requests).toEqual([]);
    expect(await sendOtlpJson(body, { endpoint: 'http://localhost:4318/v1/traces' }, undefined)).toEqual({
      ok: false,
      message: 'This environment cannot send requests (no fetch).',
    });
  });

  it.each([
    [401, 'The endpoint refused the traces: HTTP 401 (check the authorization header).'],
    [403, 'The endpoint refused the traces: HTTP 403 (check the authorization header).'],
    [404, 'The endpoint refused the traces: HTTP 404 (check the path, usually /v1/traces).'],
    [500, 'The endpoint refused the traces: HTTP 500.'],
  ])('explains an HTTP %i answer', async (status, message) => {
    expect(await sendOtlpJson(body, { endpoint: 'https://otel.example/v1/traces' }, fakeFetch(status).fetcher)).toEqual(
      { ok: false, status, message },
    );
  });

  it('explains a timeout and an unreachable endpoint (or a CORS block) without throwing', async () => {
    const timeout = new DOMException('timed out', 'TimeoutError');
    expect(
      await sendOtlpJson(body, { endpoint: 'http://localhost:1/v1/traces' }, fakeFetch(0, timeout).fetcher),
    ).toEqual({ ok: false, message: 'The endpoint did not answer within 15 s.' });
    expect(
      await sendOtlpJson(
        body,
        { endpoint: 'http://localhost:1/v1/traces' },
        fakeFetch(0, new TypeError('Failed to fetch')).fetcher,
      ),
    ).toEqual({
      ok: false,
      message: 'The request could not be made: the endpoint is unreachable or does not allow this origin (CORS).',
    });
  });
});
