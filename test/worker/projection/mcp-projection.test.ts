import { describe, expect, it } from 'vitest';
import { projectMcpResult } from '../../../src/worker/projection/mcp-projection';
import { allText, bytesOf, context, reportLines } from './helpers';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFUlEQVR42mM4IScnd0KOAUh8+PABACAWBd0SRJvMAAAAAElFTkSuQmCC';
const picture = (data: string, mimeType = 'image/png') => ({
  content: [
    { type: 'text', text: 'Here is the sample picture:' },
    { type: 'image', data, mimeType },
    { type: 'text', text: 'It is a 2x2 test pattern.' },
  ],
});
const codes = (notes: { code: string }[]) => notes.map((note) => note.code);

describe('projectMcpResult — images (case 32)', () => {
  it('keeps the image as a separate part between the texts, data byte-identical, not counted as text', () => {
    const projected = projectMcpResult(picture(PNG), context(), true);
    expect(projected.agentResult).toEqual({
      parts: [
        { type: 'text', text: 'Here is the sample picture:' },
        { type: 'image', mime_type: 'image/png', decoded_bytes: 78, data: PNG },
        { type: 'text', text: 'It is a 2x2 test pattern.' },
      ],
    });
    expect(projected.truncated).toBe(false);
    expect(projected.textBytes).toBe(bytesOf('Here is the sample picture:It is a 2x2 test pattern.'));
    expect(projected.evidenceStatus).toBe('FOUND');
  });

  it('replaces an image over maxImageBytes by a placeholder naming mime and size, keeping both texts', () => {
    const big = Buffer.alloc(600_000, 7).toString('base64');
    const projected = projectMcpResult(picture(big), context(), true);
    const parts = (projected.agentResult as { parts: { type: string; text?: string }[] }).parts;
    expect(parts.map((part) => part.type)).toEqual(['text', 'placeholder', 'text']);
    expect(parts[1]?.text).toMatch(/image\/png/);
    expect(parts[1]?.text).toMatch(/600,000 bytes omitted for size/);
    expect(JSON.stringify(projected.agentResult)).not.toContain(big.slice(0, 100));
    expect(projected.truncated).toBe(true);
    expect(codes(projected.notes)).toContain('BINARY_OVER_BUDGET');
  });

  it('refuses an image block with a text/html mime type: placeholder + INVALID_CONTENT_BLOCK', () => {
    const projected = projectMcpResult(
      { content: [{ type: 'image', data: PNG, mimeType: 'text/html' }] },
      context(),
      true,
    );
    expect(projected.agentResult).toMatchObject({ parts: [{ type: 'placeholder', reason: 'invalid_block' }] });
    expect(codes(projected.notes)).toContain('INVALID_CONTENT_BLOCK');
    expect(projected.truncated).toBe(true);
    expect(projected.evidenceStatus).toBe('NO_EVIDENCE');
  });

  it('refuses an image block with invalid base64: placeholder + INVALID_CONTENT_BLOCK', () => {
    const projected = projectMcpResult(
      { content: [{ type: 'image', data: 'not*valid*base64', mimeType: 'image/png' }] },
      context(),
      true,
    );
    expect(projected.agentResult).toMatchObject({ parts: [{ type: 'placeholder' }] });
    expect(codes(projected.notes)).toContain('INVALID_CONTENT_BLOCK');
  });
});

describe('projectMcpResult — error results and structured content (cases 33, 35)', () => {
  it('projects the content of an isError result as text parts (case 33)', () => {
    const text = "Unknown station 'Harbour-0'. Valid stations are Harbour-1 to Harbour-9.";
    const projected = projectMcpResult({ content: [{ type: 'text', text }], isError: true }, context(), true);
    expect(projected.agentResult).toEqual({ parts: [{ type: 'text', text }] });
  });

  it('gives an empty error result parts [] and an EMPTY_RESULT note', () => {
    const projected = projectMcpResult({ content: [], isError: true }, context(), true);
    expect(projected.agentResult).toEqual({ parts: [] });
    expect(codes(projected.notes)).toEqual(['EMPTY_RESULT']);
    expect(projected.evidenceStatus).toBe('NO_EVIDENCE');
  });

  it('keeps the content text primary and structuredContent beside it as structured (case 35)', () => {
    const text = 'tent, two poles\ntent pegs x12\nstove and fuel\n';
    const structured = { fileName: 'packing.txt', fileType: 'text', lineCount: 3 };
    const projected = projectMcpResult(
      { content: [{ type: 'text', text }], structuredContent: structured },
      context(),
      true,
    );
    expect(projected.agentResult).toEqual({ parts: [{ type: 'text', text }], structured });
    expect(projected.textBytes).toBe(bytesOf(text) + bytesOf(JSON.stringify(structured)));
  });

  it('replaces structured first, by a placeholder naming its size, when text + structured exceed the budget', () => {
    const structured = { rows: 'y'.repeat(500) };
    const projected = projectMcpResult(
      { content: [{ type: 'text', text: 'x'.repeat(300) }], structuredContent: structured },
      context({ maxObservationTextBytes: 450 }),
      true,
    );
    const result = projected.agentResult as { parts: { text: string }[]; structured: unknown };
    expect(result.parts[0]?.text).toBe('x'.repeat(300));
    expect(result.structured).toMatch(/structured content omitted: 511 bytes/);
    expect(projected.truncated).toBe(true);
    expect(projected.textBytes).toBeLessThanOrEqual(450);
    expect(codes(projected.notes)).toContain('TRUNCATED');
  });
});

describe('projectMcpResult — text bounding (case 37)', () => {
  it('bounds 850,000 bytes to 16,384 with head, tail and one marker; original_bytes 850,000', () => {
    const projected = projectMcpResult({ content: [{ type: 'text', text: reportLines() }] }, context(), true);
    const text = allText(projected.agentResult);
    expect(bytesOf(text)).toBeLessThanOrEqual(16_384);
    expect(text.startsWith('row 00001 \u2713 ok')).toBe(true);
    expect(text.endsWith('row 50000 \u2713 ok\n')).toBe(true);
    expect(text.match(/omitted of 850,000/g)).toHaveLength(1);
    expect(projected).toMatchObject({ truncated: true, originalBytes: 850_000 });
    expect(projected.textBytes).toBe(bytesOf(text));
  });

  it('leaves text exactly at the budget untouched', () => {
    const text = '\u00e9'.repeat(8192);
    const projected = projectMcpResult({ content: [{ type: 'text', text }] }, context(), true);
    expect(projected.agentResult).toEqual({ parts: [{ type: 'text', text }] });
    expect(projected.truncated).toBe(false);
    expect(projected.notes).toEqual([]);
  });

  it('applies the budget to all text blocks together (budget_spans_blocks)', () => {
    const content = [0, 1, 2].map((k) => ({ type: 'text', text: String(k).repeat(10_000) }));
    const projected = projectMcpResult({ content }, context(), true);
    const text = allText(projected.agentResult);
    expect(bytesOf(text)).toBeLessThanOrEqual(16_384);
    expect(text.startsWith('0')).toBe(true);
    expect(text.endsWith('2')).toBe(true);
    expect(projected).toMatchObject({ truncated: true, originalBytes: 30_000 });
  });
});

describe('projectMcpResult — redaction and sanitizing', () => {
  it('redacts text and structured before bounding and notes the count; not truncation', () => {
    const projected = projectMcpResult(
      { content: [{ type: 'text', text: 'contact ops@example.com' }], structuredContent: { owner: 'a@b.io' } },
      context(),
      true,
    );
    expect(projected.agentResult).toEqual({
      parts: [{ type: 'text', text: 'contact [REDACTED:email]' }],
      structured: { owner: '[REDACTED:email]' },
    });
    expect(projected.notes).toEqual([{ code: 'REDACTED', message: '2 values redacted (email: 2).' }]);
    expect(projected.truncated).toBe(false);
  });

  it('keeps secrets when redaction is off for the tool', () => {
    const projected = projectMcpResult({ content: [{ type: 'text', text: 'ops@example.com' }] }, context(), false);
    expect(allText(projected.agentResult)).toBe('ops@example.com');
  });

  it('turns lone surrogates into U+FFFD with a SANITIZED note', () => {
    const projected = projectMcpResult({ content: [{ type: 'text', text: 'a\uD800b' }] }, context(), true);
    expect(allText(projected.agentResult)).toBe('a\uFFFDb');
    expect(codes(projected.notes)).toEqual(['SANITIZED']);
    expect(projected.truncated).toBe(false);
  });
});
