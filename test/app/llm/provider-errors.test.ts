/** The one error map: every kind a user meets, with the sentence that says what to do. */
import { describe, expect, it } from 'vitest';
import { describeProviderError, readRetryAfter } from '../../../src/app/llm/provider-errors';

const CONTEXT = { baseURL: 'https://llm.example/v1', model: 'm-1', origin: 'https://console.example' };
const httpError = (status: number, message = '', headers: Record<string, string> = {}) => ({
  status,
  error: { message },
  headers: new Headers(headers),
});

describe('describeProviderError', () => {
  it('bad key: 401 and 403', () => {
    for (const status of [401, 403]) {
      const error = describeProviderError(httpError(status), CONTEXT);
      expect(error.kind).toBe('auth');
      expect(error.message).toMatch(new RegExp(`refused the API key \\(HTTP ${status}\\)`));
    }
  });

  it('rate limit: reads an exposed Retry-After, else says the server did not say', () => {
    const exposed = describeProviderError(httpError(429, 'slow', { 'retry-after': '2' }), CONTEXT);
    expect(exposed).toMatchObject({ kind: 'rate-limit', retryAfterSeconds: 2 });
    expect(exposed.message).toMatch(/wait 2 s/);
    const hidden = describeProviderError(httpError(429), CONTEXT);
    expect(hidden.retryAfterSeconds).toBeUndefined();
    expect(hidden.message).toMatch(/did not say how long/);
  });

  it('server errors, 404 with the base-URL hint per wire, other 4xx', () => {
    expect(describeProviderError(httpError(502), CONTEXT)).toMatchObject({ kind: 'server', status: 502 });
    expect(describeProviderError(httpError(404), CONTEXT).message).toMatch(/usually end in \/v1/);
    expect(describeProviderError(httpError(404), { ...CONTEXT, provider: 'anthropic' }).message).toMatch(/no \/v1/);
    expect(describeProviderError(httpError(422, 'bad temperature'), CONTEXT)).toMatchObject({ kind: 'bad-request' });
  });

  it('a 400 naming tools says the model may not support tool calling, naming the model', () => {
    const error = describeProviderError(httpError(400, 'This model does not support tools.'), CONTEXT);
    expect(error.kind).toBe('tools-unsupported');
    expect(error.message).toMatch(/"m-1" may not support tool calling/);
  });

  it('no HTTP status: network or CORS, naming origin and the headers of each wire', () => {
    const openai = describeProviderError(new TypeError('Failed to fetch'), CONTEXT);
    expect(openai.kind).toBe('network');
    expect(openai.message).toMatch(/probably blocked by CORS/);
    expect(openai.message).toContain('https://console.example');
    expect(openai.message).toMatch(/authorization, content-type, x-stainless-/);
    const anthropic = describeProviderError(new TypeError('Failed to fetch'), { ...CONTEXT, provider: 'anthropic' });
    expect(anthropic.message).toMatch(/anthropic-version, anthropic-dangerous-direct-browser-access/);
  });
});

describe('readRetryAfter', () => {
  it('reads seconds and HTTP dates; absent or garbage is undefined', () => {
    expect(readRetryAfter(new Headers({ 'retry-after': '1.2' }))).toBe(2);
    expect(readRetryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:10 GMT' }, Date.parse('2026-01-01T00:00:00Z'))).toBe(
      10,
    );
    expect(readRetryAfter(new Headers())).toBeUndefined();
    expect(readRetryAfter({ 'retry-after': 'soon' })).toBeUndefined();
  });
});
