/**
 * The Anthropic Messages provider with a fake SDK: browser mode is asked for (the direct-browser-access
 * header), a tool_use whose input_json_delta is split mid-string reaches the harness as the exact text,
 * tool results go back as one user message of tool_result blocks (is_error for error observations, image
 * parts as image blocks), and HTTP errors become sentences.
 */
import { describe, expect, it } from 'vitest';
import {
  createAnthropicMessagesProvider,
  toAnthropicMessages,
} from '../../../../src/app/llm/providers/anthropic-messages';

const events = [
  {
    type: 'message_start',
    message: { id: 'msg_1', role: 'assistant', content: [], usage: { input_tokens: 10, output_tokens: 1 } },
  },
  {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'tool_use', id: 'toolu_1', name: 'search_docs', input: {} },
  },
  {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'input_json_delta', partial_json: '{"previous_observation": null, "input": {"query": "wa' },
  },
  { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: 'l mode"}}' } },
  { type: 'content_block_stop', index: 0 },
  { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 20 } },
  { type: 'message_stop' },
];

function fakeSdk(options: { fail?: unknown } = {}) {
  const seen: { constructed: Record<string, unknown>[]; bodies: Record<string, unknown>[] } = {
    constructed: [],
    bodies: [],
  };
  class Anthropic {
    messages = {
      create: async (body: Record<string, unknown>) => {
        seen.bodies.push(body);
        if (options.fail) throw options.fail;
        return (async function* () {
          yield* events;
        })();
      },
    };
    constructor(init: Record<string, unknown>) {
      seen.constructed.push(init);
    }
  }
  return { seen, loadSdk: async () => ({ default: Anthropic }) as never };
}

describe('Anthropic Messages provider', () => {
  it('streams a split input_json_delta into exact argument text, in browser mode', async () => {
    const { seen, loadSdk } = fakeSdk();
    const provider = createAnthropicMessagesProvider(
      { baseURL: 'http://127.0.0.1:4181', model: 'claude-test', apiKey: 'sk-ant-SECRET' },
      { loadSdk },
    );
    const turn = await provider.complete({
      messages: [{ role: 'user', content: 'q' }],
      tools: [{ name: 'search_docs', input_schema: { type: 'object' } }],
      signal: new AbortController().signal,
    });
    expect(turn.toolCalls).toEqual([
      {
        toolCallId: 'toolu_1',
        toolName: 'search_docs',
        argumentsText: '{"previous_observation": null, "input": {"query": "wal mode"}}',
      },
    ]);
    expect(seen.constructed[0]).toMatchObject({ dangerouslyAllowBrowser: true, maxRetries: 0 });
    expect(seen.bodies[0]).toMatchObject({
      model: 'claude-test',
      stream: true,
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'q' }],
    });
  });

  it('sends tool results together, with is_error and image blocks', () => {
    const image = {
      status: 'ok',
      tool_call_id: 't2',
      tool: 'shot',
      result: { parts: [{ type: 'image', mime_type: 'image/png', decoded_bytes: 3, data: 'AAAA' }] },
    };
    const { messages } = toAnthropicMessages([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'q' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { toolCallId: 't1', toolName: 'a', argumentsText: "{'bad'" },
          { toolCallId: 't2', toolName: 'shot', argumentsText: '{}' },
        ],
      },
      {
        role: 'tool',
        toolCallId: 't1',
        toolName: 'a',
        content: JSON.stringify({ status: 'error', error_code: 'BACKEND_ERROR' }),
      },
      { role: 'tool', toolCallId: 't2', toolName: 'shot', content: JSON.stringify(image) },
    ]);
    expect(messages).toHaveLength(3);
    expect(messages[1]!.content).toEqual([
      { type: 'tool_use', id: 't1', name: 'a', input: {} },
      { type: 'tool_use', id: 't2', name: 'shot', input: {} },
    ]);
    const results = messages[2]!.content as Record<string, unknown>[];
    expect(results.map((b) => [b.tool_use_id, b.is_error])).toEqual([
      ['t1', true],
      ['t2', undefined],
    ]);
    const second = results[1]!.content as Record<string, unknown>[];
    expect(second[1]).toEqual({ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } });
    expect(String(second[0]!.text)).not.toContain('AAAA');
  });

  it('explains a refused key without repeating it', async () => {
    const { loadSdk } = fakeSdk({ fail: { status: 401, error: { error: { message: 'invalid x-api-key' } } } });
    const provider = createAnthropicMessagesProvider(
      { baseURL: 'http://x', model: 'm', apiKey: 'sk-ant-SECRET' },
      { loadSdk },
    );
    const failure = provider.complete({
      messages: [{ role: 'user', content: 'q' }],
      tools: [],
      signal: new AbortController().signal,
    });
    await expect(failure).rejects.toThrow(/refused the API key \(HTTP 401\)/);
    await expect(failure).rejects.not.toThrow(/SECRET/);
  });
});
