/** The request inspector's summary: redacted credentials and key, bounded sizes, both wires. */
import { describe, expect, it } from 'vitest';
import { REQUEST_SUMMARY_LIMITS, summarizeRequest } from '../../../src/app/llm/request-summary';

const KEY = 'sk-live-SECRET-1234567890';
const META = { runId: 'run-1', turnId: 'turn-1', provider: 'openai-compatible' };

describe('summarizeRequest', () => {
  it('redacts credential headers and the key wherever it appears', () => {
    const summary = summarizeRequest(
      {
        url: `https://llm.example/v1/chat/completions?key=${KEY}`,
        headers: { Authorization: `Bearer ${KEY}`, 'x-api-key': KEY, 'content-type': 'application/json' },
        body: {
          model: 'm',
          messages: [
            { role: 'system', content: 'sys' },
            { role: 'user', content: `my key is ${KEY}` },
          ],
          stream: true,
        },
      },
      META,
      [KEY],
    );
    expect(summary.headers).toEqual({
      authorization: '[redacted]',
      'x-api-key': '[redacted]',
      'content-type': 'application/json',
    });
    expect(JSON.stringify(summary)).not.toContain(KEY);
    expect(summary.messages[0]!.preview).toBe('my key is [redacted]');
    expect(summary.system).toBe('sys');
  });

  it('reads parameters and tools of the chat-completions wire', () => {
    const summary = summarizeRequest(
      {
        url: 'u',
        headers: {},
        body: {
          model: 'm',
          temperature: 0.3,
          max_tokens: 99,
          tool_choice: 'required',
          stream: true,
          tools: [{ type: 'function', function: { name: 'lookup', parameters: {} } }],
          messages: [],
        },
      },
      META,
      [],
    );
    expect(summary.parameters).toEqual({
      model: 'm',
      temperature: 0.3,
      maxTokens: 99,
      toolChoice: 'required',
      stream: true,
    });
    expect(summary.tools.map((tool) => tool.name)).toEqual(['lookup']);
  });

  it('previews Anthropic blocks: tool_use, tool_result with is_error, images as placeholders', () => {
    const summary = summarizeRequest(
      {
        url: 'u',
        headers: {},
        body: {
          model: 'c',
          system: 'anthropic system',
          max_tokens: 1024,
          tool_choice: { type: 'any' },
          messages: [
            {
              role: 'assistant',
              content: [{ type: 'tool_use', id: 'toolu_1', name: 'save_note', input: { title: 't' } }],
            },
            {
              role: 'user',
              content: [
                {
                  type: 'tool_result',
                  tool_use_id: 'toolu_1',
                  is_error: true,
                  content: [
                    { type: 'text', text: '{"status":"error"}' },
                    { type: 'image', source: { media_type: 'image/png', data: 'AAAA' } },
                  ],
                },
              ],
            },
          ],
        },
      },
      { ...META, provider: 'anthropic' },
      [],
    );
    expect(summary.system).toBe('anthropic system');
    expect(summary.parameters.toolChoice).toBe('{"type":"any"}');
    expect(summary.messages[0]!.preview).toContain('tool_use save_note [toolu_1]');
    expect(summary.messages[1]!.preview).toBe('tool_result [toolu_1] is_error: {"status":"error"} [image image/png]');
  });

  it('stays bounded: long system prompt, many messages, long previews', () => {
    const summary = summarizeRequest(
      {
        url: 'u',
        headers: {},
        body: {
          model: 'm',
          messages: [
            { role: 'system', content: 's'.repeat(50_000) },
            ...Array.from({ length: 100 }, (_, index) => ({ role: 'user', content: `${index} ${'y'.repeat(5_000)}` })),
          ],
        },
      },
      META,
      [],
    );
    expect(summary.messages).toHaveLength(REQUEST_SUMMARY_LIMITS.messages);
    expect(summary.messagesOmitted).toBe(60);
    expect(summary.messages[0]!.preview.startsWith('60 ')).toBe(true);
    expect(JSON.stringify(summary).length).toBeLessThan(30_000);
  });
});
