import { describe, expect, it } from 'vitest';
import { checkDualSource } from '../../../src/worker/observation/dual-source-check';

describe('checkDualSource', () => {
  it('passes when the declared status equals the derived one', () => {
    expect(checkDualSource('FOUND', '{"parts":[{"type":"text","text":"x"}]}', 'parts')).toEqual({
      ok: true,
      value: 'FOUND',
    });
    expect(checkDualSource('NO_EVIDENCE', '[]', 'json')).toEqual({ ok: true, value: 'NO_EVIDENCE' });
  });

  it('refuses a projector that claims evidence for empty content, naming both values', () => {
    const result = checkDualSource('FOUND', '{"parts":[]}', 'parts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violation.code).toBe('OBSERVATION_CONTRACT_MISMATCH');
    expect(result.violation.message).toContain('declared evidence_status FOUND');
    expect(result.violation.message).toContain('derived NO_EVIDENCE');
  });

  it('refuses a projector that denies evidence it returned', () => {
    expect(checkDualSource('NO_EVIDENCE', '{"hits":[1]}', 'json')).toMatchObject({
      ok: false,
      violation: { code: 'OBSERVATION_CONTRACT_MISMATCH' },
    });
  });
});
