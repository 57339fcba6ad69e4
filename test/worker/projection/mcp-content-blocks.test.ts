import { describe, expect, it } from 'vitest';
import { convertContentBlock, decodedBase64Bytes, mimeFamily } from '../../../src/worker/projection/mcp-content-blocks';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFUlEQVR42mM4IScnd0KOAUh8+PABACAWBd0SRJvMAAAAAElFTkSuQmCC';

describe('convertContentBlock', () => {
  it('keeps an image as an image part with byte-identical base64 and its decoded size (case 32)', () => {
    expect(convertContentBlock({ type: 'image', data: PNG, mimeType: 'image/png' })).toEqual({
      part: { type: 'image', mime_type: 'image/png', decoded_bytes: 78, data: PNG },
      truncated: false,
    });
  });

  it('refuses an image block whose mime type is not an image type (case 32 non_image_mime_type)', () => {
    const result = convertContentBlock({ type: 'image', data: PNG, mimeType: 'text/html' });
    expect(result.part.type).toBe('placeholder');
    expect(result.invalid).toMatch(/text\/html/);
    expect(JSON.stringify(result.part)).not.toContain(PNG);
  });

  it('refuses an image block with invalid base64 (case 32 invalid_base64)', () => {
    const result = convertContentBlock({ type: 'image', data: 'not*valid*base64', mimeType: 'image/png' });
    expect(result).toMatchObject({
      part: { type: 'placeholder', reason: 'invalid_block' },
      invalid: expect.stringMatching(/base64/),
    });
  });

  it('keeps audio of the audio family', () => {
    expect(convertContentBlock({ type: 'audio', data: 'AAAA', mimeType: 'audio/wav' }).part).toEqual({
      type: 'audio',
      mime_type: 'audio/wav',
      decoded_bytes: 3,
      data: 'AAAA',
    });
  });

  it('projects a text resource and replaces a blob resource by a placeholder', () => {
    expect(
      convertContentBlock({ type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'hi' } })
        .part,
    ).toEqual({
      type: 'resource',
      uri: 'file:///a.txt',
      mime_type: 'text/plain',
      text: 'hi',
    });
    const blob = convertContentBlock({
      type: 'resource',
      resource: { uri: 'file:///a.bin', mimeType: 'application/octet-stream', blob: 'AAAA' },
    });
    expect(blob).toMatchObject({
      part: { type: 'placeholder', reason: 'binary_resource', decoded_bytes: 3 },
      truncated: true,
    });
    expect(blob.invalid).toBeUndefined();
  });

  it('projects a resource_link with uri, name, mime type and description', () => {
    expect(
      convertContentBlock({
        type: 'resource_link',
        uri: 'file:///r.md',
        name: 'r.md',
        mimeType: 'text/markdown',
        description: 'Readme',
      }).part,
    ).toEqual({
      type: 'resource_link',
      uri: 'file:///r.md',
      name: 'r.md',
      mime_type: 'text/markdown',
      description: 'Readme',
    });
  });

  it('turns an unknown block type into a placeholder naming it', () => {
    const result = convertContentBlock({ type: 'video', data: 'AAAA' });
    expect(result.part).toMatchObject({ type: 'placeholder', replaces: 'video', reason: 'invalid_block' });
    expect(result.invalid).toMatch(/unknown content block type "video"/);
  });
});

describe('decodedBase64Bytes', () => {
  it('measures padded base64 and refuses malformed data', () => {
    expect(decodedBase64Bytes('AAAA')).toBe(3);
    expect(decodedBase64Bytes('AA==')).toBe(1);
    expect(decodedBase64Bytes('AAA')).toBeUndefined();
    expect(decodedBase64Bytes('A=AA')).toBeUndefined();
    expect(decodedBase64Bytes('')).toBeUndefined();
  });
});

describe('mimeFamily', () => {
  it('reads the family of a mime type', () => {
    expect(mimeFamily('image/PNG')).toBe('image');
    expect(mimeFamily('image')).toBeUndefined();
    expect(mimeFamily(7)).toBeUndefined();
  });
});
