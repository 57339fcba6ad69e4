/**
 * Unit tests of the OpenAI-compatible provider with a fake SDK: message conversion at the edge, the
 * request it sends (stream, usage, tools, signal, system prompt), stream assembly, and error sentences.
 */
import { APIConnectionError, APIError } from 'openai';
import { assert, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../../src/app/llm/provider';
import {
  ModelProviderError,
  OPENAI_CHAT_SYSTEM_PROMPT,
  createOpenAiChatProvider,
  describeOpenAiError,
  toOpenAiChatMessages,
  withSystemPrompt,
} from '../../../../src/app/llm/providers/openai-chat';

const SETTINGS = { baseURL: 'http://127.0.0.1:4180/v1', model: 'mock-model', apiKey: 'sk-test' };
const CONTEXT = { baseURL: SETTINGS.baseURL, model: SETTINGS.model, origin: 'http://127.0.0.1:4173' };

/** A fake `openai` module whose `create` records its arguments and streams the given chunks. */
function fakeSdk(behaviour: (body: Record<string, unknown>) => unknown[] | Error) {
  const requests: { body: Record<string, unknown>; options: { signal?: AbortSignal } }[] = [];
  const constructed: Record<string, unknown>[] = [];
  class OpenAI {
    chat = {
      completions: {
        create: async (body: Record<string, unknown>, options: { signal?: AbortSignal }) => {
          requests.push({ body, options });
          const outcome = behaviour(body);
          if (outcome instanceof Error) throw outcome;
          return (async function* stream() {
            for (const chunk of outcome) yield chunk;
          })();
        },
      },
    };
    constructor(options: Record<string, unknown>) {
      constructed.push(options);
    }
  }
  return { sdk: { OpenAI } as unknown as typeof import('openai'), requests, constructed };
}

const STREAM = [
  { choices: [{ index: 0, delta: { role: 'assistant', content: 'Looking' }, finish_reason: null }] },
  {
    choices: [
      {
        index: 0,
        delta: {
          tool_calls: [
            {
              index: 0,
              id: 'call_a',
              type: 'function',
              function: { name: 'lookup_knowledge', arguments: '{"previous_observation":null,' },
            },
          ],
        },
        finish_reason: null,
      },
    ],
  },
  {
    choices: [
      {
        index: 0,
        delta: { tool_calls: [{ index: 0, function: { arguments: '"input":{"query":"wal"}}' } }] },
        finish_reason: null,
      },
    ],
  },
  { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
  { choices: [], usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 } },
];

describe('toOpenAiChatMessages', () => {
  it('converts every role to the snake_case wire, with raw argument text', () => {
    const messages: ConversationMessage[] = [
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'q' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ toolCallId: 'call_1', toolName: 'lookup_knowledge', argumentsText: '{"a":1} trailing' }],
      },
      { role: 'tool', toolCallId: 'call_1', toolName: 'lookup_knowledge', content: '{"status":"repair_required"}' },
      { role: 'assistant', content: 'Answer [x]', toolCalls: [] },
    ];
    expect(toOpenAiChatMessages(messages)).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'q' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'lookup_knowledge', arguments: '{"a":1} trailing' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: '{"status":"repair_required"}' },
      { role: 'assistant', content: 'Answer [x]' },
    ]);
  });

  it('puts the protocol system prompt first only when there is none', () => {
    const withPrompt = withSystemPrompt([{ role: 'user', content: 'q' }]);
    expect(withPrompt[0]).toEqual({ role: 'system', content: OPENAI_CHAT_SYSTEM_PROMPT });
    const own: ConversationMessage[] = [
      { role: 'system', content: 'mine' },
      { role: 'user', content: 'q' },
    ];
    expect(withSystemPrompt(own)).toBe(own);
    for (const word of ['previous_observation', 'GAINED', 'NO_GAIN', 'repair_required', 'stop_required', '[']) {
      expect(OPENAI_CHAT_SYSTEM_PROMPT).toContain(word);
    }
  });
});

describe('createOpenAiChatProvider', () => {
  it('sends a streaming request with usage, tools and the signal, and assembles the turn', async () => {
    const { sdk, requests, constructed } = fakeSdk(() => STREAM);
    const provider = createOpenAiChatProvider(() => SETTINGS, { loadSdk: async () => sdk });
    expect(provider.toolFormat).toBe('openai');
    const controller = new AbortController();
    const deltas: string[] = [];
    const tools = [
      { type: 'function', function: { name: 'lookup_knowledge', parameters: { type: 'object', properties: {} } } },
    ];
    const turn = await provider.complete({
      messages: [{ role: 'user', content: 'When should I use WAL?' }],
      tools,
      signal: controller.signal,
      onTextDelta: (delta) => deltas.push(delta),
    });
    expect(constructed[0]).toMatchObject({
      apiKey: 'sk-test',
      baseURL: SETTINGS.baseURL,
      dangerouslyAllowBrowser: true,
    });
    const [request] = requests;
    assert(request);
    const { body, options } = request;
    expect(body).toMatchObject({ model: 'mock-model', stream: true, stream_options: { include_usage: true }, tools });
    expect((body.messages as { role: string }[])[0]).toEqual({ role: 'system', content: OPENAI_CHAT_SYSTEM_PROMPT });
    expect(options.signal).toBe(controller.signal);
    expect(deltas).toEqual(['Looking']);
    expect(turn).toEqual({
      text: 'Looking',
      toolCalls: [
        {
          toolCallId: 'call_a',
          toolName: 'lookup_knowledge',
          argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
        },
      ],
      finishReason: 'tool_calls',
      usage: { inputTokens: 120, outputTokens: 30 },
      notices: [],
    });
  });

  it('omits tools when there are none and reuses the client while settings stay the same', async () => {
    const { sdk, requests, constructed } = fakeSdk(() => STREAM);
    const provider = createOpenAiChatProvider(() => SETTINGS, { loadSdk: async () => sdk });
    const request = {
      messages: [{ role: 'user' as const, content: 'q' }],
      tools: [],
      signal: new AbortController().signal,
    };
    await provider.complete(request);
    await provider.complete(request);
    expect(requests[0]?.body).not.toHaveProperty('tools');
    expect(constructed).toHaveLength(1);
  });

  it('asks once more without stream_options when the server refuses them', async () => {
    const { sdk, requests } = fakeSdk((body) =>
      body.stream_options
        ? APIError.generate(
            400,
            { error: { message: 'Unrecognized request argument: stream_options' } },
            undefined,
            new Headers(),
          )
        : STREAM,
    );
    const provider = createOpenAiChatProvider(() => SETTINGS, { loadSdk: async () => sdk });
    const turn = await provider.complete({
      messages: [{ role: 'user', content: 'q' }],
      tools: [],
      signal: new AbortController().signal,
    });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).not.toHaveProperty('stream_options');
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.notices.some((notice) => notice.includes('stream_options'))).toBe(true);
  });

  it('maps SDK errors to sentences and an abort to AbortError', async () => {
    const { sdk } = fakeSdk(() =>
      APIError.generate(401, { error: { message: 'Incorrect API key provided' } }, undefined, new Headers()),
    );
    const provider = createOpenAiChatProvider(() => SETTINGS, { loadSdk: async () => sdk });
    const request = {
      messages: [{ role: 'user' as const, content: 'q' }],
      tools: [],
      signal: new AbortController().signal,
    };
    await expect(provider.complete(request)).rejects.toMatchObject({ kind: 'auth', status: 401 });

    const controller = new AbortController();
    controller.abort();
    const aborting = fakeSdk(() => new Error('Request was aborted.'));
    const stopped = createOpenAiChatProvider(() => SETTINGS, { loadSdk: async () => aborting.sdk });
    await expect(stopped.complete({ ...request, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses to run without a base URL or model', async () => {
    const provider = createOpenAiChatProvider(() => ({ ...SETTINGS, model: '' }), {
      loadSdk: async () => fakeSdk(() => STREAM).sdk,
    });
    await expect(
      provider.complete({ messages: [], tools: [], signal: new AbortController().signal }),
    ).rejects.toMatchObject({ kind: 'settings' });
  });
});

describe('describeOpenAiError', () => {
  it('names the bad key, the rate limit with Retry-After, server errors and 404', () => {
    expect(describeOpenAiError(APIError.generate(403, undefined, undefined, new Headers()), CONTEXT).message).toMatch(
      /refused the API key \(HTTP 403\)/,
    );
    const limited = describeOpenAiError(
      APIError.generate(429, { error: { message: 'slow down' } }, undefined, new Headers({ 'retry-after': '7' })),
      CONTEXT,
    );
    expect(limited.kind).toBe('rate-limit');
    expect(limited.retryAfterSeconds).toBe(7);
    expect(limited.message).toMatch(/wait 7 s/);
    expect(describeOpenAiError(APIError.generate(503, undefined, undefined, new Headers()), CONTEXT).message).toMatch(
      /HTTP 503/,
    );
    expect(describeOpenAiError(APIError.generate(404, undefined, undefined, new Headers()), CONTEXT).message).toMatch(
      /\/v1/,
    );
    expect(
      describeOpenAiError(
        APIError.generate(400, { error: { message: 'tools is not supported' } }, undefined, new Headers()),
        CONTEXT,
      ).message,
    ).toMatch(/may not support tool calling/);
  });

  it('explains a network failure as probably CORS, naming origin and headers', () => {
    const error = describeOpenAiError(new APIConnectionError({ message: 'Connection error.' }), CONTEXT);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect(error.kind).toBe('network');
    expect(error.message).toContain('probably blocked by CORS');
    expect(error.message).toContain('http://127.0.0.1:4173');
    expect(error.message).toContain('authorization, content-type, x-stainless-*');
  });
});
