import { describe, expect, it } from 'vitest';
import { HARNESS_CODES } from '../../../../src/contract';
import { violationText } from '../../../../src/app/components/violations/violation-text';

describe('violationText', () => {
  it.each(HARNESS_CODES.map((code) => [code]))('has a sentence for %s', (code) => {
    const text = violationText(code);
    expect(text).not.toMatch(/^Unknown code/);
    expect(text).toMatch(/^[A-Z].*\.$/);
  });
});
