import { describe, expect, it } from 'vitest';
import { escapePointerSegment, parseJsonPointer, toJsonPointer } from '../../../src/worker/parser/json-pointer';

describe('toJsonPointer', () => {
  it('builds the pointer of a path, escaping ~ and / (RFC 6901 §3)', () => {
    expect(toJsonPointer([])).toBe('');
    expect(toJsonPointer(['input', 0, 'a/b'])).toBe('/input/0/a~1b');
    expect(toJsonPointer(['~x', ''])).toBe('/~0x/');
  });
});

describe('escapePointerSegment', () => {
  it('escapes ~ before / so that “~1” in a name stays distinguishable from “/”', () => {
    expect(escapePointerSegment('a~1b')).toBe('a~01b');
    expect(escapePointerSegment('plain')).toBe('plain');
  });
});

describe('parseJsonPointer', () => {
  it('splits a pointer into unescaped segments, decoding ~1 before ~0', () => {
    expect(parseJsonPointer('')).toEqual([]);
    expect(parseJsonPointer('/a~1b/0')).toEqual(['a/b', '0']);
    expect(parseJsonPointer('/~01')).toEqual(['~1']);
    expect(parseJsonPointer('/')).toEqual(['']);
  });

  it('round-trips any path through toJsonPointer', () => {
    const path = ['input', 'a/b', '~', '~1', '', 'x~0/y'];
    expect(parseJsonPointer(toJsonPointer(path))).toEqual(path);
  });

  it('refuses a string that is not a pointer', () => {
    expect(parseJsonPointer('input/a')).toBeUndefined();
    expect(parseJsonPointer('#/input')).toBeUndefined();
  });
});
