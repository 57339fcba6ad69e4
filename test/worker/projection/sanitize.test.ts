import { describe, expect, it } from 'vitest';
import { sanitizeText, sanitizeValue } from '../../../src/worker/projection/sanitize';

describe('sanitizeText', () => {
  it('replaces a lone high and a lone low surrogate with U+FFFD and counts them', () => {
    expect(sanitizeText('a\uD800b\uDC00c')).toEqual({ text: 'a\uFFFDb\uFFFDc', replaced: 2 });
  });

  it('keeps a well-formed surrogate pair', () => {
    expect(sanitizeText('😀')).toEqual({ text: '😀', replaced: 0 });
  });

  it('replaces a high surrogate at the end of the text', () => {
    expect(sanitizeText('x\uD83D')).toEqual({ text: 'x\uFFFD', replaced: 1 });
  });
});

describe('sanitizeValue', () => {
  it('sanitizes strings and object keys at any depth', () => {
    const result = sanitizeValue({ ['k\uDC01']: [{ v: 'x\uD800' }], n: 1 });
    expect(result.replaced).toBe(2);
    expect(result.value).toEqual({ 'k\uFFFD': [{ v: 'x\uFFFD' }], n: 1 });
  });
});
