import { describe, expect, it } from 'vitest';
import { deriveEvidenceStatus } from '../../../src/worker/observation/control-view';

const parts = (value: unknown) => deriveEvidenceStatus(JSON.stringify(value), 'parts');
const json = (value: unknown) => deriveEvidenceStatus(JSON.stringify(value), 'json');

describe('deriveEvidenceStatus — parts results', () => {
  it.each([
    ['a text part with text', { parts: [{ type: 'text', text: 'x' }] }, 'FOUND'],
    ['a text resource', { parts: [{ type: 'resource', uri: 'u', text: 'x' }] }, 'FOUND'],
    [
      'an image with data',
      { parts: [{ type: 'image', mime_type: 'image/png', decoded_bytes: 3, data: 'AAAA' }] },
      'FOUND',
    ],
    ['a resource link (it names a resource)', { parts: [{ type: 'resource_link', uri: 'file:///a' }] }, 'FOUND'],
    ['only structured content', { parts: [], structured: { n: 0 } }, 'FOUND'],
    ['a structured number', { parts: [], structured: 0 }, 'FOUND'],
    ['no parts', { parts: [] }, 'NO_EVIDENCE'],
    ['only empty text', { parts: [{ type: 'text', text: '' }] }, 'NO_EVIDENCE'],
    [
      'only placeholders',
      { parts: [{ type: 'placeholder', replaces: 'image', reason: 'invalid_block', text: '[invalid]' }] },
      'NO_EVIDENCE',
    ],
    ['empty structured', { parts: [], structured: {} }, 'NO_EVIDENCE'],
    ['null structured', { parts: [], structured: null }, 'NO_EVIDENCE'],
    ['a value without parts', { text: 'x' }, 'NO_EVIDENCE'],
  ])('%s → %s', (_label, value, expected) => {
    expect(parts(value)).toBe(expected);
  });
});

describe('deriveEvidenceStatus — json results', () => {
  it.each([
    [[1], 'FOUND'],
    [{ a: null }, 'FOUND'],
    ['x', 'FOUND'],
    [0, 'FOUND'],
    [false, 'FOUND'],
    [[], 'NO_EVIDENCE'],
    [{}, 'NO_EVIDENCE'],
    ['', 'NO_EVIDENCE'],
    [null, 'NO_EVIDENCE'],
  ])('%j → %s', (value, expected) => {
    expect(json(value)).toBe(expected);
  });

  it('reads text that is not JSON as NO_EVIDENCE', () => {
    expect(deriveEvidenceStatus('{not json', 'json')).toBe('NO_EVIDENCE');
  });
});
