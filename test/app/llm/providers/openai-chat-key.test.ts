/**
 * The OpenAI-compatible provider against the real `openai` SDK with a recording fetch: a request carries
 * `Authorization: Bearer <key>` when a key was entered, and no Authorization header at all when none was
 * (local endpoints such as Ollama, llama.cpp, LM Studio or vLLM take no key).
 */
import * as realSdk from 'openai';
import { describe, expect, it } from 'vitest';
import { createOpenAiChatProvider } from '../../../../src/app/llm/providers/openai-chat';

const BASE_URL = 'http://127.0.0.1:4180/v1';
const SSE =
  'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"Hi"},"finish_reason":null}]}\n\n' +
  'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n' +
  'data: [DONE]\n\n';

/** The real SDK whose client sends through a fetch that records each request's headers and streams SSE. */
function recordingSdk(): { sdk: typeof import('openai'); headers: Headers[] } {
  const headers: Headers[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    headers.push(new Headers(init?.headers));
    return new Response(SSE, { headers: { 'content-type': 'text/event-stream' } });
  };
  class RecordingOpenAI extends realSdk.OpenAI {
    constructor(options: ConstructorParameters<typeof realSdk.OpenAI>[0]) {
      super({ ...options, fetch });
    }
  }
  return { sdk: { ...realSdk, OpenAI: RecordingOpenAI }, headers };
}

async function runOnce(apiKey: string): Promise<{ text: string; headers: Headers[] }> {
  const { sdk, headers } = recordingSdk();
  const provider = createOpenAiChatProvider({ baseURL: BASE_URL, model: 'm', apiKey }, { loadSdk: async () => sdk });
  const turn = await provider.complete({
    messages: [{ role: 'user', content: 'q' }],
    tools: [],
    signal: new AbortController().signal,
  });
  return { text: turn.text, headers };
}

describe('createOpenAiChatProvider key header', () => {
  it('sends an endpoint that takes no key a request without Authorization', async () => {
    const { text, headers } = await runOnce('');
    expect(text).toBe('Hi');
    expect(headers).toHaveLength(1);
    expect(headers[0]?.has('authorization')).toBe(false);
  });

  it('sends the entered key as a bearer token', async () => {
    const { text, headers } = await runOnce('sk-entered');
    expect(text).toBe('Hi');
    expect(headers[0]?.get('authorization')).toBe('Bearer sk-entered');
  });
});
