import { describe, expect, it } from 'vitest';
import { boundTexts, textMarker } from '../../../src/worker/projection/bound-text';
import { bytesOf, reportLines } from './helpers';

const joined = (texts: (string | undefined)[]) => texts.filter((t) => t !== undefined).join('');

describe('boundTexts', () => {
  it('leaves text exactly at the budget untouched, with no marker', () => {
    const text = 'é'.repeat(8192);
    const result = boundTexts([text], 16_384);
    expect(result.cut).toBe(false);
    expect(result.texts).toEqual([text]);
  });

  it('keeps head and tail of 850,000 bytes within 16,384 bytes, marker included (case 37)', () => {
    const result = boundTexts([reportLines()], 16_384);
    const text = joined(result.texts);
    expect(bytesOf(text)).toBeLessThanOrEqual(16_384);
    expect(text.startsWith('row 00001 \u2713 ok')).toBe(true);
    expect(text.endsWith('row 50000 \u2713 ok\n')).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expect(text.match(/bytes omitted of 850,000/g)).toHaveLength(1);
    expect(result.originalBytes).toBe(850_000);
    expect(text).toContain(textMarker(result.omittedBytes, 850_000));
    expect(bytesOf(text) - bytesOf(textMarker(result.omittedBytes, 850_000))).toBe(850_000 - result.omittedBytes);
  });

  it('cuts at line boundaries: every kept line is whole', () => {
    const text = joined(boundTexts([reportLines()], 16_384).texts);
    const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('[…'));
    for (const line of lines) expect(line).toMatch(/^row \d{5} \u2713 ok$/);
  });

  it('spreads one budget over three blocks: head from the first, tail from the last (case 37 budget_spans_blocks)', () => {
    const texts = ['0', '1', '2'].map((digit) => digit.repeat(10_000));
    const result = boundTexts(texts, 16_384);
    expect(result.originalBytes).toBe(30_000);
    expect(result.texts[1]).toBeUndefined();
    expect(result.texts[0]!.startsWith('0000')).toBe(true);
    expect(result.texts[2]!.endsWith('2222')).toBe(true);
    expect(bytesOf(joined(result.texts))).toBeLessThanOrEqual(16_384);
    expect(joined(result.texts).match(/omitted of 30,000/g)).toHaveLength(1);
  });

  it('never cuts a surrogate pair or a 3-byte character', () => {
    const text = '😀✓'.repeat(10_000);
    const out = joined(boundTexts([text], 1000).texts);
    expect(bytesOf(out)).toBeLessThanOrEqual(1000);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(out).not.toContain('\uFFFD');
  });

  it('stays within a budget smaller than the marker', () => {
    const result = boundTexts(['x'.repeat(100)], 10);
    expect(bytesOf(joined(result.texts))).toBeLessThanOrEqual(10);
    expect(result.cut).toBe(true);
  });

  it('bounds several megabytes to the budget with one marker that counts every omitted byte', () => {
    const text = reportLines(300_000);
    const result = boundTexts([text], 16_384);
    const kept = joined(result.texts);
    expect(bytesOf(kept)).toBeLessThanOrEqual(16_384);
    expect(result.originalBytes).toBe(bytesOf(text));
    expect(kept.match(/bytes omitted of/g)).toHaveLength(1);
    expect(kept).toContain(textMarker(result.omittedBytes, result.originalBytes));
  });
});
