/**
 * Each document kind parses into text blocks under heading paths: Markdown, plain text, HTML, CSV, PDF.
 * (One file for the parsers of `src/worker/documents/parse-*.ts`: each is small and they share fixtures.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentFailureError } from '../../../src/worker/documents/document-failures';
import { parseCsv } from '../../../src/worker/documents/parse-csv';
import { parseDocument } from '../../../src/worker/documents/parse-document';
import { parseHtml } from '../../../src/worker/documents/parse-html';
import { parseMarkdown } from '../../../src/worker/documents/parse-markdown';
import { parsePdf } from '../../../src/worker/documents/parse-pdf';
import { decodeText } from '../../../src/worker/documents/read-document-file';
import { buildMinimalPdf } from './minimal-pdf';

const fixture = (name: string) => new Uint8Array(readFileSync(resolve(__dirname, 'fixtures', name)));
const text = (name: string) => new TextDecoder().decode(fixture(name));

describe('parseMarkdown', () => {
  it('keeps the heading path (ATX, nested) and ignores # lines inside fenced code', () => {
    const blocks = parseMarkdown(text('kestrel-handbook.md'), true);
    expect(blocks[0]).toEqual({
      headingPath: ['Kestrel operations handbook'],
      text: expect.stringContaining('partner invoices'),
    });
    expect(blocks.find((block) => block.text.includes('ninety days'))?.headingPath).toEqual([
      'Kestrel operations handbook',
      'Retention',
    ]);
    const code = blocks.find((block) => block.text.includes('kestrel status'));
    expect(code?.headingPath).toEqual(['Kestrel operations handbook', 'On-call', 'Paging']);
    expect(code?.text).toContain('# not a heading');
  });

  it('reads setext headings and keeps link text without the URL', () => {
    const blocks = parseMarkdown('Title\n=====\n\nSee [the guide](https://x.example/g) now.\n\nPart\n----\nbody', true);
    expect(blocks).toEqual([
      { headingPath: ['Title'], text: 'See the guide now.' },
      { headingPath: ['Title', 'Part'], text: 'body' },
    ]);
  });

  it('treats plain text as paragraphs without headings', () => {
    const blocks = parseMarkdown(text('plain-notes.txt'), false);
    expect(blocks).toHaveLength(3);
    expect(blocks.every((block) => block.headingPath.length === 0)).toBe(true);
    expect(parseMarkdown('# not a heading in .txt', false)[0]?.text).toBe('# not a heading in .txt');
  });
});

describe('parseHtml', () => {
  it('extracts body text under h1/h2, decodes entities, drops scripts, styles and link URLs', () => {
    const blocks = parseHtml(text('release-page.html'));
    expect(blocks[0]).toEqual({
      headingPath: ['Release notes'],
      text: 'Version 4.2 of the orchard scheduler adds cron & calendar triggers.',
    });
    expect(
      blocks
        .filter((block) => block.headingPath.join('/') === 'Release notes/Upgrading')
        .map((block) => block.text)
        .join('\n'),
    ).toMatch(/migration[\s\S]*Back up the database[\s\S]*beehive queue/);
    const all = JSON.stringify(blocks);
    expect(all).not.toContain('SCRIPT-CANARY');
    expect(all).not.toContain('color: red');
    expect(all).not.toContain('https://example.com');
  });
});

describe('parseCsv', () => {
  it('makes one atomic "column: value; …" block per row, quotes and commas handled, empty cells left out', () => {
    expect(parseCsv(text('warehouses.csv'), 'warehouses.csv')).toEqual([
      {
        headingPath: ['Row 1'],
        atomic: true,
        text: 'warehouse: Northgate; city: Tromsø; capacity_pallets: 1200; manager: Ingrid Falk',
      },
      {
        headingPath: ['Row 2'],
        atomic: true,
        text: 'warehouse: Harbour, East; city: Bergen; capacity_pallets: 800; manager: Ola "Big" Nordmann',
      },
      { headingPath: ['Row 3'], atomic: true, text: 'warehouse: Riverside; city: Oslo; manager: Kari Lie' },
    ]);
  });

  it('detects tabs and names blank header cells', () => {
    expect(parseCsv('a\t\nx\ty\n', 't.tsv')).toEqual([
      { headingPath: ['Row 1'], atomic: true, text: 'a: x; column 2: y' },
    ]);
  });
});

describe('parsePdf', () => {
  it('extracts the text of every page of a small PDF, with paragraphs, under "Page <n>"', async () => {
    const progress: [number, number][] = [];
    const blocks = await parsePdf(fixture('falcon-manual.pdf'), 'falcon-manual.pdf', (done, total) =>
      progress.push([done, total]),
    );
    expect(blocks).toEqual([
      {
        headingPath: ['Page 1'],
        text: 'Falcon pump maintenance manual.\nReplace the impeller gasket every 400 operating hours.',
      },
      { headingPath: ['Page 1'], text: 'Use only food-grade grease on the shaft seal.' },
      { headingPath: ['Page 2'], text: 'Page two covers storage.\nStore spare gaskets below 25 degrees Celsius.' },
    ]);
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('refuses bytes that are not a PDF with PARSE_FAILED in plain words', async () => {
    const failure = await parsePdf(new TextEncoder().encode('not a pdf at all'), 'fake.pdf', () => {}).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DocumentFailureError);
    expect(failure).toMatchObject({
      code: 'PARSE_FAILED',
      message: expect.stringMatching(/“fake\.pdf” is not a valid PDF/),
    });
  });

  it('gives no blocks for a PDF without a text layer', async () => {
    expect(await parsePdf(buildMinimalPdf([[]]), 'scan.pdf', () => {})).toEqual([]);
  });
});

describe('parseDocument', () => {
  it('dispatches by kind and decodes UTF-8 with a BOM and UTF-16', async () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('# Grüße\n\nhallo')]);
    expect(await parseDocument(utf8, 'markdown', 'g.md', () => {})).toEqual([
      { headingPath: ['Grüße'], text: 'hallo' },
    ]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('hi there', (c) => [c.charCodeAt(0), 0]).flat()]);
    expect(decodeText(utf16, 'u.txt')).toBe('hi there');
  });

  it('refuses a binary file named .txt with PARSE_FAILED', () => {
    expect(() => decodeText(new Uint8Array([0x41, 0, 0x42]), 'image.txt')).toThrow(/not a text file/);
  });
});
