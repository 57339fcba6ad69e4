import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, boundJson, cutString } from '../../../src/worker/projection/bound-json';
import { bytesOf } from './helpers';

const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('boundJson', () => {
  it('returns a fitting value as it is', () => {
    const value = { a: [1, 2, 3], b: 'text' };
    expect(boundJson(value, 1000)).toEqual({ value, cut: false, bytes: bytesOf(JSON.stringify(value)) });
  });

  it('cuts a long array with exactly one marker element and fits the budget', () => {
    const value = { items: Array.from({ length: 10_000 }, (_, i) => ({ id: i })) };
    const result = boundJson(value, 2000);
    const items = (result.value as { items: unknown[] }).items;
    const markers = items.filter((item) => typeof item === 'string' && item.includes('items omitted of 10,000'));
    expect(markers).toHaveLength(1);
    expect(items[0]).toEqual({ id: 0 });
    expect(items[items.length - 1]).toEqual({ id: 9999 });
    expect(result.cut).toBe(true);
    expect(bytesOf(JSON.stringify(result.value))).toBeLessThanOrEqual(2000);
  });

  it('cuts a long string head + tail with the omitted bytes stated inside it', () => {
    const result = boundJson({ text: `START${'x'.repeat(100_000)}END` }, 1000);
    const text = (result.value as { text: string }).text;
    expect(text.startsWith('START')).toBe(true);
    expect(text.endsWith('END')).toBe(true);
    expect(text).toMatch(/bytes omitted of 100,008/);
    expect(bytesOf(JSON.stringify(result.value))).toBeLessThanOrEqual(1000);
  });

  it('replaces containers nested deeper than 32 levels by a placeholder string', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 40; i++) value = [value];
    const result = boundJson(value, 16_384);
    expect(result.cut).toBe(true);
    expect(depthOf(result.value)).toBe(MAX_JSON_DEPTH);
    expect(JSON.stringify(result.value)).toContain('nested deeper than 32 levels');
  });

  it('cuts an object with too many members with one marker member', () => {
    const value = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key${i}`, i]));
    const result = boundJson(value, 1000);
    const out = result.value as Record<string, unknown>;
    expect(String(out['…'])).toMatch(/members omitted of 5,000/);
    expect(bytesOf(JSON.stringify(out))).toBeLessThanOrEqual(1000);
  });

  it('always fits, even a tiny budget', () => {
    const result = boundJson({ a: 'x'.repeat(1000), b: Array(100).fill({ c: [1, 2, 3] }) }, 40);
    expect(result.bytes).toBeLessThanOrEqual(40);
    expect(bytesOf(JSON.stringify(result.value))).toBe(result.bytes);
  });
});

describe('cutString', () => {
  it('keeps a string within the limit whole', () => {
    expect(cutString('é'.repeat(10), 20)).toEqual({ text: 'é'.repeat(10), cut: false });
  });
});
