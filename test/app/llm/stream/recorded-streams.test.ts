// @vitest-environment node
/**
 * Both stream assemblers against provider streams in their wire format (test/fixtures/streams/*.sse:
 * parallel calls, many small deltas, escapes and non-ASCII text split across deltas, thinking first,
 * server tools mixed with client tools, tools without parameters, OpenAI call indexes with gaps). Each
 * fixture is read through the official SDK the console uses (`@anthropic-ai/sdk`, `openai`), its body cut
 * into 2 or 5 bytes or left whole, and the assembled calls are compared with the SDK's own stream
 * accumulation (`messages.stream().finalMessage()`, `chat.completions.stream().finalChatCompletion()`).
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createAnthropicMessagesAssembler } from '../../../../src/app/llm/stream/anthropic-messages-assembler';
import { createOpenAiChatAssembler } from '../../../../src/app/llm/stream/openai-chat-assembler';
import type { ModelTurn } from '../../../../src/app/llm/provider';
import { CHUNK_SIZES, cut, fixtureBytes, fixtureFetch } from './stream-fixtures';

const BASE_URL = 'http://stream-fixture.test';

function anthropicClient(fixture: string, size: number): Anthropic {
  return new Anthropic({ apiKey: 'fixture-key', baseURL: BASE_URL, maxRetries: 0, fetch: fixtureFetch(fixture, size) });
}

function openAiClient(fixture: string, size: number): OpenAI {
  return new OpenAI({ apiKey: 'fixture-key', baseURL: BASE_URL, maxRetries: 0, fetch: fixtureFetch(fixture, size) });
}

const anthropicBody = {
  model: 'claude-sonnet-4-5',
  max_tokens: 1024,
  messages: [{ role: 'user' as const, content: 'go' }],
};
const openAiBody = { model: 'gpt-4.1', messages: [{ role: 'user' as const, content: 'go' }] };

/** The turn the console assembles from the SDK's raw event stream (as providers/anthropic-messages.ts does). */
async function assembleAnthropic(fixture: string, size: number): Promise<ModelTurn> {
  const assembler = createAnthropicMessagesAssembler();
  const stream = await anthropicClient(fixture, size).messages.create({ ...anthropicBody, stream: true });
  for await (const event of stream) assembler.push(event);
  return assembler.finish();
}

/** What the SDK itself accumulates: client tool_use blocks as `{ id, name, input }`, and the text. */
async function anthropicReference(fixture: string, size: number) {
  const message = await anthropicClient(fixture, size).messages.stream(anthropicBody).finalMessage();
  const calls = message.content.flatMap((b) =>
    b.type === 'tool_use' ? [{ id: b.id, name: b.name, input: b.input }] : [],
  );
  const text = message.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
  return {
    calls,
    text,
    stopReason: message.stop_reason,
    serverBlocks: message.content.filter((b) => b.type === 'server_tool_use'),
  };
}

/** The turn the console assembles from the SDK's chunk stream (as providers/openai-chat.ts does). */
async function assembleOpenAi(fixture: string, size: number): Promise<ModelTurn> {
  const assembler = createOpenAiChatAssembler();
  const stream = await openAiClient(fixture, size).chat.completions.create({ ...openAiBody, stream: true });
  for await (const chunk of stream) assembler.push(chunk);
  return assembler.finish();
}

async function openAiReference(fixture: string, size: number) {
  const completion = await openAiClient(fixture, size).chat.completions.stream(openAiBody).finalChatCompletion();
  const message = completion.choices[0]!.message;
  const calls = (message.tool_calls ?? []).flatMap((c) =>
    c !== undefined && c.type === 'function'
      ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }]
      : [],
  );
  return { calls, text: message.content ?? '', finishReason: completion.choices[0]!.finish_reason };
}

const ANTHROPIC_FIXTURES = [
  'anthropic-no-argument-tool.sse',
  'anthropic-parallel-tools.sse',
  'anthropic-thinking-then-tool.sse',
  'anthropic-server-and-client-tools.sse',
];
/** Compared with the SDK's accumulation; the index-gap stream is checked on its own (the SDK's helper throws on the hole). */
const OPENAI_FIXTURES = ['openai-parallel-tools.sse', 'openai-text-then-no-argument-tool.sse'];

describe('Anthropic streams through @anthropic-ai/sdk', () => {
  for (const fixture of ANTHROPIC_FIXTURES)
    for (const size of CHUNK_SIZES)
      it(`${fixture} in ${size || 'one'}-byte chunks assembles the calls the SDK accumulates`, async () => {
        const [turn, reference] = await Promise.all([
          assembleAnthropic(fixture, size),
          anthropicReference(fixture, size),
        ]);
        expect(
          turn.toolCalls.map((c) => ({ id: c.toolCallId, name: c.toolName, input: JSON.parse(c.argumentsText) })),
        ).toEqual(reference.calls);
        expect(turn.text).toBe(reference.text);
        expect(turn.finishReason).toBe(reference.stopReason);
        expect(turn.notices).toEqual([]);
      });

  it('gives a tool without parameters the argument text {} (input {} at the start, one empty delta)', async () => {
    const turn = await assembleAnthropic('anthropic-no-argument-tool.sse', 0);
    expect(turn.toolCalls).toEqual([
      { toolCallId: 'toolu_01Tabs3kV9xPq', toolName: 'list_open_tabs', argumentsText: '{}' },
    ]);
  });

  it('keeps a server tool out of the calls the console runs, without a notice about its input deltas', async () => {
    const [turn, reference] = await Promise.all([
      assembleAnthropic('anthropic-server-and-client-tools.sse', 0),
      anthropicReference('anthropic-server-and-client-tools.sse', 0),
    ]);
    expect(reference.serverBlocks).toHaveLength(1);
    expect(turn.toolCalls.map((c) => c.toolName)).toEqual(['save_note']);
    expect(turn.notices).toEqual([]);
  });

  it('keeps escapes and non-ASCII text split across deltas exactly', async () => {
    const turn = await assembleAnthropic('anthropic-parallel-tools.sse', 2);
    expect(turn.toolCalls[0]!.argumentsText).toBe(
      '{"city": "Zürich", "note": "line one\\nline \\"two\\" \\u00e9t\\u00e9 \\ud83d\\ude00", "days": 3}',
    );
    expect(JSON.parse(turn.toolCalls[1]!.argumentsText)).toEqual({
      query: '東京 weather 🌧',
      units: 'metric',
      limit: 10,
    });
  });
});

describe('OpenAI chat streams through openai', () => {
  for (const fixture of OPENAI_FIXTURES)
    for (const size of CHUNK_SIZES)
      it(`${fixture} in ${size || 'one'}-byte chunks assembles the calls the SDK accumulates`, async () => {
        const [turn, reference] = await Promise.all([assembleOpenAi(fixture, size), openAiReference(fixture, size)]);
        expect(turn.toolCalls.map((c) => ({ id: c.toolCallId, name: c.toolName, arguments: c.argumentsText }))).toEqual(
          reference.calls,
        );
        expect(turn.text).toBe(reference.text);
        expect(turn.finishReason).toBe(reference.finishReason);
        expect(turn.notices).toEqual([]);
        expect(turn.usage).toBeDefined();
      });

  it('reads the raw SSE bytes itself the same way, cut into 1-byte chunks', async () => {
    for (const fixture of [...OPENAI_FIXTURES, 'openai-index-gaps.sse']) {
      const assembler = createOpenAiChatAssembler();
      for (const chunk of cut(fixtureBytes(fixture), 1)) assembler.push(chunk);
      expect(assembler.finish()).toEqual(await assembleOpenAi(fixture, 0));
    }
  });

  for (const size of CHUNK_SIZES)
    it(`keeps both calls of a stream whose call indexes have a gap (0 and 2), in order, in ${size || 'one'}-byte chunks`, async () => {
      const turn = await assembleOpenAi('openai-index-gaps.sse', size);
      expect(turn.toolCalls).toEqual([
        { toolCallId: 'call_Gap0aB1', toolName: 'read_file', argumentsText: '{"path": "/tmp/a.txt"}' },
        { toolCallId: 'call_Gap2cD3', toolName: 'read_file', argumentsText: '{"path": "/tmp/b.txt"}' },
      ]);
      expect(turn.notices).toEqual([]);
    });
});
