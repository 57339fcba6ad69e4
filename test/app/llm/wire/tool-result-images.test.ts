/** Tool-result images for chat completions: placeholder in the tool message, image_url after the turn's tool messages. */
import { describe, expect, it } from 'vitest';
import { toOpenAiChatMessages } from '../../../../src/app/llm/providers/openai-chat';
import type { ConversationMessage } from '../../../../src/app/llm/provider';

const observation = JSON.stringify({
  status: 'ok',
  tool_call_id: 'c1',
  result: {
    parts: [
      { type: 'text', text: 'a chart' },
      { type: 'image', mime_type: 'image/png', data: 'iVBORw0K' },
      { type: 'image', mime_type: 'application/pdf', data: 'JVBERi0x' },
    ],
  },
});
const messages: ConversationMessage[] = [
  { role: 'user', content: 'q' },
  {
    role: 'assistant',
    content: '',
    toolCalls: [
      { toolCallId: 'c1', toolName: 'chart', argumentsText: '{}' },
      { toolCallId: 'c2', toolName: 'chart', argumentsText: '{}' },
    ],
  },
  { role: 'tool', toolCallId: 'c1', toolName: 'chart', content: observation },
  { role: 'tool', toolCallId: 'c2', toolName: 'chart', content: '{"status":"ok"}' },
];

describe('tool-result images on the chat-completions wire', () => {
  it('without image support: a text placeholder only, no image anywhere', () => {
    const wire = toOpenAiChatMessages(messages);
    expect(wire).toHaveLength(4);
    expect(JSON.stringify(wire)).not.toContain('iVBORw0K');
    expect(String(wire[2]!.content)).toContain('the model does not accept images');
  });

  it('with image support: image/* parts follow all tool messages in one user message as data URLs', () => {
    const wire = toOpenAiChatMessages(messages, { acceptsImages: true });
    expect(wire.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'user']);
    expect(String(wire[2]!.content)).toContain('attached in the next user message');
    expect(String(wire[2]!.content)).not.toContain('iVBORw0K');
    const parts = wire[4]!.content as { type: string; image_url?: { url: string } }[];
    expect(parts.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url)).toEqual([
      'data:image/png;base64,iVBORw0K',
    ]);
    expect(JSON.stringify(wire)).not.toContain('JVBERi0x'); // not an image/* type: placeholder only
  });
});
