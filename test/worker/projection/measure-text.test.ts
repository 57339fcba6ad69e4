import { describe, expect, it } from 'vitest';
import { jsonBytes, observationTextBytes } from '../../../src/worker/projection/measure-text';

describe('observationTextBytes', () => {
  it('counts the UTF-8 bytes of every part text, not binary data', () => {
    const result = {
      parts: [
        { type: 'text', text: 'héllo' },
        { type: 'image', mime_type: 'image/png', decoded_bytes: 3, data: 'AAAA' },
        { type: 'placeholder', replaces: 'image', reason: 'over_budget', text: '✓' },
      ],
    };
    expect(observationTextBytes(result)).toBe(6 + 3);
  });

  it('adds the compact JSON of structured', () => {
    expect(observationTextBytes({ parts: [{ type: 'text', text: 'ab' }], structured: { a: 1 } })).toBe(
      2 + '{"a":1}'.length,
    );
  });

  it('measures a result without parts as its compact JSON', () => {
    expect(observationTextBytes({ items: ['é'] })).toBe(Buffer.byteLength('{"items":["é"]}'));
    expect(observationTextBytes(null)).toBe(4);
  });

  it('counts a surrogate pair as 4 bytes', () => {
    expect(observationTextBytes({ parts: [{ type: 'text', text: '😀' }] })).toBe(4);
  });
});

describe('jsonBytes', () => {
  it('gives 0 for undefined', () => {
    expect(jsonBytes(undefined)).toBe(0);
  });
});
