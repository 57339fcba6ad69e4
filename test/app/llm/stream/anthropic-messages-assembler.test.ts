/** Unit tests of the Anthropic Messages stream assembler with fake event streams. */
import { describe, expect, it } from 'vitest';
import { createAnthropicMessagesAssembler } from '../../../../src/app/llm/stream/anthropic-messages-assembler';

describe('createAnthropicMessagesAssembler', () => {
  it('assembles text and tool_use blocks, stop reason and usage', () => {
    const assembler = createAnthropicMessagesAssembler();
    const events = [
      { type: 'message_start', message: { usage: { input_tokens: 40 } } },
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Checking.' } },
      { type: 'content_block_stop', index: 0 },
      {
        type: 'content_block_start',
        index: 1,
        content_block: { type: 'tool_use', id: 'toolu_1', name: 'lookup_knowledge', input: {} },
      },
      {
        type: 'content_block_delta',
        index: 1,
        delta: { type: 'input_json_delta', partial_json: '{"previous_observation":null,"inp' },
      },
      {
        type: 'content_block_delta',
        index: 1,
        delta: { type: 'input_json_delta', partial_json: 'ut":{"query":"wal"}}' },
      },
      { type: 'content_block_stop', index: 1 },
      { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 12 } },
      { type: 'message_stop' },
    ];
    for (const event of events) assembler.push(event);
    expect(assembler.finish()).toEqual({
      text: 'Checking.',
      toolCalls: [
        {
          toolCallId: 'toolu_1',
          toolName: 'lookup_knowledge',
          argumentsText: '{"previous_observation":null,"input":{"query":"wal"}}',
        },
      ],
      finishReason: 'tool_use',
      usage: { inputTokens: 40, outputTokens: 12 },
      notices: [],
    });
  });

  it('uses a whole input sent at block start when no deltas follow', () => {
    const assembler = createAnthropicMessagesAssembler();
    assembler.push({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: 'toolu_2', name: 'f', input: { a: 1 } },
    });
    assembler.push({ type: 'message_delta', delta: { stop_reason: 'tool_use' } });
    expect(assembler.finish().toolCalls[0]?.argumentsText).toBe('{"a":1}');
  });

  it('passes a different call reusing an id on, with a notice', () => {
    const assembler = createAnthropicMessagesAssembler();
    assembler.push({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: 'toolu_d', name: 'f', input: {} },
    });
    assembler.push({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'input_json_delta', partial_json: '{"a":1}' },
    });
    assembler.push({
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 'toolu_d', name: 'g', input: {} },
    });
    assembler.push({
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: '{"a":2}' },
    });
    const turn = assembler.finish();
    expect(turn.toolCalls.map((call) => [call.toolCallId, call.toolName, call.argumentsText])).toEqual([
      ['toolu_d', 'f', '{"a":1}'],
      ['toolu_d', 'g', '{"a":2}'],
    ]);
    expect(turn.notices.some((notice) => notice.includes('toolu_d'))).toBe(true);
  });

  it('reports an error event and never throws on junk', () => {
    const assembler = createAnthropicMessagesAssembler();
    expect(() => {
      assembler.push('not json');
      assembler.push(null);
      assembler.push({ type: 'content_block_delta', index: 9, delta: { type: 'input_json_delta', partial_json: '{' } });
      assembler.push({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
    }).not.toThrow();
    expect(assembler.streamError).toBe('Overloaded');
  });
});
