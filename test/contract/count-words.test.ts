/** countOf: a count and the noun that agrees with it, one rule for every sentence with a count. */
import { describe, expect, it } from 'vitest';
import { countOf } from '../../src/contract';

describe('countOf', () => {
  it('says 1 call, never 1 calls, and 0 or 2 calls', () => {
    expect(countOf(1, 'call')).toBe('1 call');
    expect(countOf(0, 'call')).toBe('0 calls');
    expect(countOf(2, 'call')).toBe('2 calls');
  });
  it('takes the plural words when they are not the singular plus s', () => {
    expect(countOf(1, 'call in flight was', 'calls in flight were')).toBe('1 call in flight was');
    expect(countOf(3, 'call in flight was', 'calls in flight were')).toBe('3 calls in flight were');
    expect(countOf(2, 'property', 'properties')).toBe('2 properties');
  });
  it('groups digits in English and reads a count that is no whole count as 0 or rounded', () => {
    expect(countOf(1200, 'call')).toBe('1,200 calls');
    expect(countOf(-3, 'call')).toBe('0 calls');
    expect(countOf(Number.NaN, 'call')).toBe('0 calls');
    expect(countOf(1.2, 'call')).toBe('1 call');
  });
});
