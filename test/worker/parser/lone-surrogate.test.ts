import { describe, expect, it } from 'vitest';
import { findLoneSurrogate, hasLoneSurrogate } from '../../../src/worker/parser/lone-surrogate';

/** Finds the lone surrogate in a whole string token (quotes included) that starts at offset 0. */
const find = (token: string) => findLoneSurrogate(token, 0, token.length);

describe('hasLoneSurrogate', () => {
  it('accepts a proper pair and refuses a lone high, a lone low and a misordered pair', () => {
    expect(hasLoneSurrogate('emoji 😀')).toBe(false);
    expect(hasLoneSurrogate('x\uD83D')).toBe(true);
    expect(hasLoneSurrogate('\uDE00x')).toBe(true);
    expect(hasLoneSurrogate('\uDE00\uD83D')).toBe(true);
  });
});

describe('findLoneSurrogate', () => {
  it('points at the escape of a lone high surrogate, as written', () => {
    expect(find('"ab\\uD83D"')).toEqual({ offset: 3, spelling: '\\uD83D', high: true });
  });

  it('points at the low half of a misordered pair', () => {
    expect(find('"\\uDE00\\uD83D"')).toEqual({ offset: 1, spelling: '\\uDE00', high: false });
  });

  it('skips a proper escaped pair and other escapes before the lone one', () => {
    expect(find('"\\n\\uD83D\\uDE00\\"\\uDBFF"')).toEqual({ offset: 17, spelling: '\\uDBFF', high: true });
  });

  it('names a raw lone unit by its code point', () => {
    expect(find('"x\uDC00"')).toEqual({ offset: 2, spelling: 'U+DC00', high: false });
  });

  it('finds nothing in a token whose surrogates are all paired', () => {
    expect(find('"\\uD83D\\uDE00 😀"')).toBeUndefined();
  });

  it('reads only the token at the given offset and length', () => {
    const text = '{"a":"ok","b":"\\uD83D"}';
    expect(findLoneSurrogate(text, 5, 4)).toBeUndefined();
    expect(findLoneSurrogate(text, 14, 8)).toEqual({ offset: 15, spelling: '\\uD83D', high: true });
  });
});
