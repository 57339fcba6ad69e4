import { describe, expect, it } from 'vitest';
import { positionAt, skipJsonWhitespace } from '../../../src/worker/parser/text-position';

describe('positionAt', () => {
  it('gives 1-based line and column of an offset', () => {
    expect(positionAt('{"a":1}', 5)).toEqual({ offset: 5, line: 1, column: 6 });
    expect(positionAt('{\n  "a": x\n}', 9)).toEqual({ offset: 9, line: 2, column: 8 });
  });

  it('counts \\r\\n as one line break and a lone \\r as one', () => {
    expect(positionAt('a\r\nb', 3)).toEqual({ offset: 3, line: 2, column: 1 });
    expect(positionAt('a\rb\rc', 4)).toEqual({ offset: 4, line: 3, column: 1 });
  });

  it('counts columns in UTF-16 code units (an emoji is two)', () => {
    expect(positionAt('😀x', 2)).toEqual({ offset: 2, line: 1, column: 3 });
  });

  it('clamps an offset outside the text', () => {
    expect(positionAt('abc', 10)).toEqual({ offset: 3, line: 1, column: 4 });
    expect(positionAt('abc', -2)).toEqual({ offset: 0, line: 1, column: 1 });
  });
});

describe('skipJsonWhitespace', () => {
  it('skips only RFC 8259 white space (space, tab, LF, CR)', () => {
    expect(skipJsonWhitespace('} \t\r\n x', 1)).toBe(6);
    expect(skipJsonWhitespace('}\u00a0x', 1)).toBe(1);
    expect(skipJsonWhitespace('}  ', 1)).toBe(3);
  });
});
