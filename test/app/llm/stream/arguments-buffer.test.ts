/** Unit tests of the arguments buffer: exact joins, the snapshot rule, and the display-safe preview. */
import { describe, expect, it } from 'vitest';
import { createArgumentsBuffer, previewArgumentsText } from '../../../../src/app/llm/stream/arguments-buffer';

describe('createArgumentsBuffer', () => {
  it('appends fragments exactly, escapes split across them included', () => {
    const buffer = createArgumentsBuffer();
    for (const fragment of ['{"a":"x\\', 'B', '\\uD8', '3D\\uDE00"}']) buffer.offer(fragment);
    expect(buffer.text).toBe('{"a":"x\\B\\uD83D\\uDE00"}');
    expect(buffer.closed).toBe(true);
  });

  it('never reads a normal delta as a snapshot before the value closes', () => {
    const buffer = createArgumentsBuffer();
    // `{"a":` then `{"a":` is the legitimate start of {"a":{"a":1}}.
    expect(buffer.offer('{"a":')).toBe('appended');
    expect(buffer.offer('{"a":')).toBe('appended');
    expect(buffer.offer('1}}')).toBe('appended');
    expect(buffer.text).toBe('{"a":{"a":1}}');
  });

  it('collapses an identical re-emission and takes a cumulative snapshot of a closed text', () => {
    const buffer = createArgumentsBuffer();
    buffer.offer('{"q":"a"}');
    expect(buffer.offer('{"q":"a"}')).toBe('collapsed');
    expect(buffer.offer('{"q":"a"}\n')).toBe('extended');
    expect(buffer.text).toBe('{"q":"a"}\n');
  });

  it('appends a different value after a closed text (TRAILING_TOKENS for the harness)', () => {
    const buffer = createArgumentsBuffer();
    buffer.offer('{"q":"a"}');
    expect(buffer.offer('{"q":"b"}')).toBe('appended');
    expect(buffer.text).toBe('{"q":"a"}{"q":"b"}');
    expect(buffer.closed).toBe(false);
  });

  it('appends snapshots too when snapshots are off (a slot with a second name)', () => {
    const buffer = createArgumentsBuffer();
    buffer.offer('{}');
    expect(buffer.offer('{}', { snapshots: false })).toBe('appended');
    expect(buffer.text).toBe('{}{}');
  });

  it('is not fooled by brackets and quotes inside strings', () => {
    const buffer = createArgumentsBuffer();
    buffer.offer('{"q":"}\\"{"');
    expect(buffer.closed).toBe(false);
    buffer.offer('}');
    expect(buffer.closed).toBe(true);
  });
});

describe('previewArgumentsText', () => {
  it('cuts a trailing half escape or a lone high surrogate, and nothing else', () => {
    expect(previewArgumentsText('{"t":"a\\')).toBe('{"t":"a');
    expect(previewArgumentsText('{"t":"a\\\\')).toBe('{"t":"a\\\\');
    expect(previewArgumentsText('{"t":"a\\uD8')).toBe('{"t":"a');
    expect(previewArgumentsText('{"t":"a\\uD83D')).toBe('{"t":"a');
    expect(previewArgumentsText('{"t":"a\\uD83D\\uDE')).toBe('{"t":"a');
    expect(previewArgumentsText('{"t":"a\\uD83D\\uDE00')).toBe('{"t":"a\\uD83D\\uDE00');
    expect(previewArgumentsText('{"t":"a\uD83D')).toBe('{"t":"a');
    expect(previewArgumentsText('{"t":"ok"}')).toBe('{"t":"ok"}');
  });
});
