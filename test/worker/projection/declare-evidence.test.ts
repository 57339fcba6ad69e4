import { describe, expect, it } from 'vitest';
import { declareEvidence } from '../../../src/worker/projection/declare-evidence';

describe('declareEvidence', () => {
  it('finds content in text, data, resource links and structured, not in placeholders', () => {
    expect(declareEvidence({ parts: [{ type: 'text', text: 'a' }] }, 'parts')).toBe('FOUND');
    expect(declareEvidence({ parts: [{ type: 'resource_link', uri: 'file:///a' }] }, 'parts')).toBe('FOUND');
    expect(declareEvidence({ parts: [], structured: { a: 1 } }, 'parts')).toBe('FOUND');
    expect(
      declareEvidence(
        { parts: [{ type: 'placeholder', replaces: 'image', reason: 'over_budget', text: '[x]' }] },
        'parts',
      ),
    ).toBe('NO_EVIDENCE');
    expect(declareEvidence({ parts: [{ type: 'text', text: '' }], structured: {} }, 'parts')).toBe('NO_EVIDENCE');
  });

  it('finds JSON content in non-empty values, numbers and booleans', () => {
    expect(declareEvidence(0, 'json')).toBe('FOUND');
    expect(declareEvidence(false, 'json')).toBe('FOUND');
    expect(declareEvidence('', 'json')).toBe('NO_EVIDENCE');
    expect(declareEvidence(null, 'json')).toBe('NO_EVIDENCE');
  });
});
