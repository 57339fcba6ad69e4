import { describe, expect, it } from 'vitest';
import { formatCount, utf8Prefix, utf8Suffix } from '../../../src/worker/projection/utf8-cut';

describe('utf8Prefix', () => {
  it('never cuts inside a 3-byte character', () => {
    expect(utf8Prefix('a✓b', 3)).toEqual({ index: 1, bytes: 1 });
    expect(utf8Prefix('a✓b', 4)).toEqual({ index: 2, bytes: 4 });
  });

  it('never splits a surrogate pair', () => {
    expect(utf8Prefix('😀x', 3)).toEqual({ index: 0, bytes: 0 });
    expect(utf8Prefix('😀x', 4)).toEqual({ index: 2, bytes: 4 });
  });
});

describe('utf8Suffix', () => {
  it('never cuts inside a character from the end', () => {
    expect(utf8Suffix('aé', 1)).toEqual({ index: 2, bytes: 0 });
    expect(utf8Suffix('x😀', 4)).toEqual({ index: 1, bytes: 4 });
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(850000)).toBe('850,000');
    expect(formatCount(833616)).toBe('833,616');
    expect(formatCount(12)).toBe('12');
  });
});
