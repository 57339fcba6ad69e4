import { describe, expect, it } from 'vitest';
import {
  jsonSegments,
  LONG_TEXT_CHARS,
  segmentPreview,
  segmentText,
} from '../../../src/app/components/observation/json-segments';

const observation = {
  status: 'ok',
  tool_call_id: 'c1',
  result: {
    kind: 'parts',
    parts: [
      { type: 'text', text: 'é'.repeat(LONG_TEXT_CHARS + 1) },
      { type: 'image', mime_type: 'image/png', decoded_bytes: 3, data: 'AAAA' },
      { type: 'text', text: 'short' },
    ],
    empty: [],
    none: {},
    n: 1.5,
    yes: true,
    nothing: null,
  },
};

describe('jsonSegments', () => {
  it('joins to exactly JSON.stringify, compact and indented', () => {
    for (const indent of [0, 2]) {
      const text = jsonSegments(observation, indent).map(segmentText).join('');
      expect(text).toBe(JSON.stringify(observation, null, indent));
    }
  });

  it('sets long strings apart with their UTF-8 bytes and base64 data apart with its MIME type', () => {
    const segments = jsonSegments(observation);
    const long = segments.find((segment) => segment.kind === 'long');
    expect(long).toMatchObject({ bytes: 2 * (LONG_TEXT_CHARS + 1) });
    const base64 = segments.filter((segment) => segment.kind === 'base64');
    expect(base64).toEqual([{ kind: 'base64', value: 'AAAA', bytes: 3, mime: 'image/png' }]);
    expect(segments.filter((segment) => segment.kind === 'text').some((segment) => segment.text.includes('AAAA'))).toBe(
      false,
    );
  });

  it('previews the first characters of a long string literal exactly, escapes and surrogate pairs included', () => {
    const value = `${'a'.repeat(197)}😀"\n${'b'.repeat(LONG_TEXT_CHARS)}`;
    const [long] = jsonSegments(value);
    for (const chars of [1, 197, 198, 199, 200, 201, 203]) {
      expect(segmentPreview(long!, chars)).toBe(JSON.stringify(value).slice(0, chars));
    }
  });
});
