import { describe, expect, it } from 'vitest';
import { ERROR_CODES, STOP_REASONS, VIOLATION_TYPES } from '../../../src/contract/codes';
import { defaultRetryable, repairInstruction, stopMessage } from '../../../src/worker/observation/observation-texts';

describe('repairInstruction', () => {
  it('has one sentence for every violation type', () => {
    for (const type of VIOLATION_TYPES) expect(repairInstruction(type, 'c1')).toMatch(/^[A-Z].+\.$/);
  });

  it('tells the model to send only the JSON object for TRAILING_TOKENS', () => {
    expect(repairInstruction('TRAILING_TOKENS')).toBe(
      'Send only the JSON object as the arguments, with nothing after its closing brace.',
    );
  });

  it('names the pending call for EVALUATION_MISSING and EVALUATION_ID_MISMATCH', () => {
    expect(repairInstruction('EVALUATION_MISSING', 'c1')).toContain(
      '{"tool_call_id":"c1","evaluation":"GAINED"|"NO_GAIN"}',
    );
    expect(repairInstruction('EVALUATION_ID_MISMATCH', 'c1')).toContain('"c1"');
  });
});

describe('stopMessage', () => {
  it('has a message for every stop reason', () => {
    for (const reason of STOP_REASONS) expect(stopMessage(reason)).toMatch(/answer from the evidence you have/);
  });
});

describe('defaultRetryable', () => {
  it('marks timeouts and transport failures retryable, and nothing the user or a budget refused', () => {
    expect(defaultRetryable('BACKEND_TIMEOUT', 'timeout')).toBe(true);
    expect(defaultRetryable('BACKEND_ERROR', 'transport')).toBe(true);
    expect(defaultRetryable('BACKEND_ERROR', 'tool')).toBe(false);
    expect(defaultRetryable('BACKEND_ERROR', 'protocol')).toBe(false);
    expect(defaultRetryable('APPROVAL_DENIED', 'harness')).toBe(false);
    expect(defaultRetryable('APPROVAL_TIMEOUT', 'harness')).toBe(false);
    for (const code of ERROR_CODES) expect(typeof defaultRetryable(code, 'harness')).toBe('boolean');
  });
});
