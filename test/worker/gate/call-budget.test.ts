import { describe, expect, it } from 'vitest';
import { checkRequestBytes, checkToolCallBudget } from '../../../src/worker/gate/call-budget';

describe('checkToolCallBudget', () => {
  it('allows calls below maxCallsPerTool and refuses the one past it', () => {
    expect(checkToolCallBudget('t', 1, 2).ok).toBe(true);
    const refused = checkToolCallBudget('t', 2, 2);
    expect(!refused.ok && refused.violation.code).toBe('TOOL_CALL_BUDGET_EXHAUSTED');
  });
});

describe('checkRequestBytes', () => {
  it('measures the canonical JSON in UTF-8 bytes (é is 2 bytes)', () => {
    expect(checkRequestBytes({ b: 'é', a: 1 }, 100, '/input')).toEqual({
      ok: true,
      value: '{"a":1,"b":"é"}'.length + 1,
    });
  });
  it('refuses with REQUEST_TOO_LARGE at the input pointer', () => {
    const refused = checkRequestBytes({ text: 'x'.repeat(50) }, 20, '/input');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.violation.code).toBe('REQUEST_TOO_LARGE');
      expect(refused.violation.pointer).toBe('/input');
    }
  });
});
