import { describe, expect, it } from 'vitest';
import { chunkBlocks } from '../../../src/worker/documents/chunk-blocks';

/** A sentence of `length - 1` characters ending with a period. */
const sentence = (length: number, letter = 'a') => `wwwwwwww ${letter.repeat(length - 11)}.`;
const paragraph = (sentences: number, length = 100) =>
  Array.from({ length: sentences }, (_, index) => sentence(length, String.fromCharCode(97 + (index % 26)))).join(' ');

describe('chunkBlocks', () => {
  it('packs paragraphs into chunks of 800–1,200 characters, ending at a paragraph boundary once past 800', () => {
    const text = paragraph(3, 150); // 449 characters
    const chunks = chunkBlocks(Array.from({ length: 6 }, () => ({ headingPath: ['A'], text })));
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([900, 900, 900]);
    for (const chunk of chunks) expect(chunk.text.split('\n\n')).toHaveLength(2);
  });

  it('fills a chunk with whole sentences when the next paragraph would pass 1,200', () => {
    const chunks = chunkBlocks([{ headingPath: [], text: `${paragraph(4, 150)}\n\n${paragraph(8, 150)}` }]);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(1200);
      expect(chunk.text.endsWith('.')).toBe(true);
    }
    expect(chunks[0]?.text.length).toBeGreaterThan(800);
    expect(
      chunks
        .map((chunk) => chunk.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe(`${paragraph(4, 150)} ${paragraph(8, 150)}`);
  });

  it('never lets a chunk span two heading paths', () => {
    const chunks = chunkBlocks([
      { headingPath: ['A'], text: 'short one.' },
      { headingPath: ['A', 'B'], text: 'short two.' },
      { headingPath: ['A', 'B'], text: 'short three.' },
    ]);
    expect(chunks).toEqual([
      { headingPath: ['A'], text: 'short one.' },
      { headingPath: ['A', 'B'], text: 'short two.\n\nshort three.' },
    ]);
  });

  it('cuts a sentence longer than 1,200 characters at white space', () => {
    const long = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const chunks = chunkBlocks([{ headingPath: [], text: long }]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(1200);
      expect(chunk.text).toMatch(/^word\d+( word\d+)*$/);
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(long);
  });

  it('keeps each atomic block (a CSV row) as its own chunk', () => {
    const chunks = chunkBlocks([
      { headingPath: ['Row 1'], text: 'a: 1', atomic: true },
      { headingPath: ['Row 2'], text: 'a: 2', atomic: true },
    ]);
    expect(chunks).toEqual([
      { headingPath: ['Row 1'], text: 'a: 1' },
      { headingPath: ['Row 2'], text: 'a: 2' },
    ]);
  });
});
