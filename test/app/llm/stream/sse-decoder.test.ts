/** Unit tests of the SSE decoder: byte-split UTF-8, line endings, multi-line data, comments. */
import { describe, expect, it } from 'vitest';
import { createSseDecoder } from '../../../../src/app/llm/stream/sse-decoder';

describe('createSseDecoder', () => {
  it('joins a UTF-8 sequence split across byte chunks (no U+FFFD)', () => {
    const bytes = new TextEncoder().encode('data: {"t":"😀 é"}\n\n');
    const decoder = createSseDecoder();
    const events = [];
    for (let position = 0; position < bytes.length; position += 1)
      events.push(...decoder.push(bytes.subarray(position, position + 1)));
    events.push(...decoder.end());
    expect(events).toEqual([{ event: undefined, data: '{"t":"😀 é"}' }]);
  });

  it('handles \\r\\n split across chunks, comments, event names and multi-line data', () => {
    const decoder = createSseDecoder();
    const events = [
      ...decoder.push(': keep-alive\r'),
      ...decoder.push('\nevent: delta\r\ndata: a\r'),
      ...decoder.push('\ndata: b\r\n\r\n'),
      ...decoder.push('data: [DONE]'),
      ...decoder.end(),
    ];
    expect(events).toEqual([
      { event: 'delta', data: 'a\nb' },
      { event: undefined, data: '[DONE]' },
    ]);
  });
});
