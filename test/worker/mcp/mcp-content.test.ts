/**
 * Bounding what a server sends before it crosses to the page: a 100 MB resource text is cut to the
 * page's bound (head and tail kept, its real size said) and redacted; a blob becomes its size and MIME
 * type, with a thumbnail only for a small raster image; prompt messages become bounded text.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RESOURCE_TEXT_BYTES, utf8ByteLength } from '../../../src/contract';
import { boundPromptMessages, boundResourceContents } from '../../../src/worker/mcp/mcp-content';
import { templateVariables } from '../../../src/worker/mcp/mcp-lists';

describe('resource contents', () => {
  it('a 100 MB text is bounded in the worker: head and tail, its size, secrets redacted', () => {
    const secret = 'Bearer abcdefghijklmnopqrstuvwx';
    const text = `${secret} START ${'x'.repeat(100 * 1024 * 1024)} END`;
    const [content] = boundResourceContents(
      { contents: [{ uri: 'demo://big', mimeType: 'text/plain', text }] },
      'demo://big',
    );
    expect(content).toMatchObject({ kind: 'text', truncated: true, bytes: utf8ByteLength(text) });
    if (content?.kind !== 'text') throw new Error('not text');
    expect(utf8ByteLength(content.text)).toBeLessThanOrEqual(MAX_RESOURCE_TEXT_BYTES);
    expect(content.text).toContain('START');
    expect(content.text).toContain('END');
    expect(content.text).not.toContain('abcdefghijklmnopqrstuvwx');
    expect(content.redacted).toBe(1);
  }, 30_000);

  it('a blob is its size and MIME type; a small PNG gets a data: thumbnail, a large one none', () => {
    const small = Buffer.alloc(300, 1).toString('base64');
    const large = Buffer.alloc(200_000, 1).toString('base64');
    const contents = boundResourceContents(
      {
        contents: [
          { uri: 'a', mimeType: 'image/png', blob: small },
          { uri: 'b', mimeType: 'image/png', blob: large },
          { uri: 'c', mimeType: 'image/svg+xml', blob: small },
        ],
      },
      'x',
    );
    expect(contents).toEqual([
      { kind: 'binary', uri: 'a', mimeType: 'image/png', bytes: 300, thumbnail: `data:image/png;base64,${small}` },
      { kind: 'binary', uri: 'b', mimeType: 'image/png', bytes: 200_000 },
      { kind: 'binary', uri: 'c', mimeType: 'image/svg+xml', bytes: 300 },
    ]);
  });
});

describe('prompt messages and templates', () => {
  it('keeps user and assistant text, names other content in brackets', () => {
    const messages = boundPromptMessages({
      messages: [
        { role: 'user', content: { type: 'text', text: 'Hello' } },
        { role: 'assistant', content: { type: 'image', data: 'AAAA', mimeType: 'image/png' } },
        { role: 'user', content: { type: 'resource', resource: { uri: 'demo://r', text: 'body' } } },
        { role: 'system', content: { type: 'text', text: 'dropped' } },
      ],
    });
    expect(messages).toEqual([
      { role: 'user', text: 'Hello' },
      { role: 'assistant', text: '[image image/png, 3 bytes]' },
      { role: 'user', text: '[resource demo://r]\nbody' },
    ]);
  });

  it('reads RFC 6570 variable names from a template', () => {
    expect(templateVariables('demo://{+base}/items/{id}{?page,size*}')).toEqual(['base', 'id', 'page', 'size']);
  });
});
