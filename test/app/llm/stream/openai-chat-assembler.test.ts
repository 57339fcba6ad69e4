/** Unit tests of the OpenAI chat-completions stream assembler with fake streams. */
import { describe, expect, it } from 'vitest';
import {
  assembleOpenAiChatStream,
  createOpenAiChatAssembler,
} from '../../../../src/app/llm/stream/openai-chat-assembler';

/** A chunk with the given delta (and finish reason). */
function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return { choices: [{ index: 0, delta, finish_reason: finishReason }] };
}
/** A chunk with one tool-call delta. */
function toolDelta(call: Record<string, unknown>) {
  return chunk({ tool_calls: [call] });
}

describe('createOpenAiChatAssembler', () => {
  it('assembles text, two parallel calls, finish reason and usage', async () => {
    const deltas: string[] = [];
    const turn = await assembleOpenAiChatStream(
      [
        chunk({ role: 'assistant', content: 'Let me ' }),
        chunk({ content: 'look.' }),
        toolDelta({ index: 0, id: 'call_a', type: 'function', function: { name: 'lookup_knowledge', arguments: '' } }),
        toolDelta({ index: 0, function: { arguments: '{"previous_observation":null,"input":{"query":"lo' } }),
        toolDelta({
          index: 1,
          id: 'call_b',
          type: 'function',
          function: { name: 'lookup_knowledge', arguments: '{"previous_observation":null,' },
        }),
        toolDelta({ index: 0, function: { arguments: 'ck"}}' } }),
        toolDelta({ index: 1, function: { arguments: '"input":{"query":"wal"}}' } }),
        chunk({}, 'tool_calls'),
        { choices: [], usage: { prompt_tokens: 10, completion_tokens: 5 } },
      ],
      { onTextDelta: (delta) => deltas.push(delta) },
    );
    expect(turn).toEqual({
      text: 'Let me look.',
      toolCalls: [
        {
          toolCallId: 'call_a',
          toolName: 'lookup_knowledge',
          argumentsText: '{"previous_observation":null,"input":{"query":"lock"}}',
        },
        {
          toolCallId: 'call_b',
          toolName: 'lookup_knowledge',
          argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
        },
      ],
      finishReason: 'tool_calls',
      usage: { inputTokens: 10, outputTokens: 5 },
      notices: [],
    });
    expect(deltas).toEqual(['Let me ', 'look.']);
  });

  it('keeps a text delta that repeats the text so far (text is never treated as a snapshot)', async () => {
    const turn = await assembleOpenAiChatStream([
      chunk({ content: 'ha' }),
      chunk({ content: 'ha' }),
      chunk({}, 'stop'),
    ]);
    expect(turn.text).toBe('haha');
  });

  it('keeps a repeated-id normal delta (servers that send the id on every delta)', async () => {
    const turn = await assembleOpenAiChatStream([
      toolDelta({ index: 0, id: 'call_x', function: { name: 'f', arguments: '{"a":' } }),
      toolDelta({ index: 0, id: 'call_x', function: { arguments: '{"a":' } }),
      toolDelta({ index: 0, id: 'call_x', function: { arguments: '1}}' } }),
      chunk({}, 'tool_calls'),
    ]);
    expect(turn.toolCalls).toEqual([{ toolCallId: 'call_x', toolName: 'f', argumentsText: '{"a":{"a":1}}' }]);
    expect(turn.notices).toEqual([]);
  });

  it('gives calls without ids distinct generated ids', async () => {
    const turn = await assembleOpenAiChatStream([
      toolDelta({ index: 0, function: { name: 'f', arguments: '{}' } }),
      toolDelta({ index: 1, function: { name: 'g', arguments: '{}' } }),
      chunk({}, 'tool_calls'),
    ]);
    const ids = turn.toolCalls.map((call) => call.toolCallId);
    expect(ids[0]).toMatch(/^call_\d+$/);
    expect(ids[1]).toMatch(/^call_\d+$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(turn.notices.filter((notice) => notice.includes('without an id'))).toHaveLength(2);
  });

  it('serializes arguments sent as an object, with a notice', async () => {
    const turn = await assembleOpenAiChatStream([
      toolDelta({ index: 0, id: 'c', function: { name: 'f', arguments: { a: 1 } } }),
      chunk({}, 'tool_calls'),
    ]);
    expect(turn.toolCalls[0]?.argumentsText).toBe('{"a":1}');
    expect(turn.notices[0]).toMatch(/JSON.stringify/);
  });

  it('reads JSON payloads and raw SSE bytes, ignores [DONE], and never throws on junk', () => {
    const assembler = createOpenAiChatAssembler();
    expect(() => {
      assembler.push(JSON.stringify(chunk({ content: 'a' })));
      assembler.push(new TextEncoder().encode(`data: ${JSON.stringify(chunk({ content: 'b' }))}\n\ndata: [DONE]\n\n`));
      assembler.push('not json');
      assembler.push(42);
      assembler.push({ choices: [{ index: 0, delta: { tool_calls: ['junk'] } }] });
    }).not.toThrow();
    const turn = assembler.finish();
    expect(turn.text).toBe('ab');
    expect(turn.finishReason).toBe('unknown');
    expect(turn.notices.length).toBeGreaterThan(0);
  });

  it('reports an error sent inside the stream', () => {
    const assembler = createOpenAiChatAssembler();
    assembler.push({ error: { message: 'model overloaded' } });
    expect(assembler.streamError).toBe('model overloaded');
  });

  it('uses only the first choice', async () => {
    const turn = await assembleOpenAiChatStream([
      {
        choices: [
          { index: 0, delta: { content: 'a' } },
          { index: 1, delta: { content: 'b' } },
        ],
      },
      chunk({}, 'stop'),
    ]);
    expect(turn.text).toBe('a');
    expect(turn.notices.some((notice) => notice.includes('more than one choice'))).toBe(true);
  });
});
