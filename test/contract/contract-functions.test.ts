import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUDGETS,
  HARNESS_CODES,
  canonicalJson,
  observationStatusFor,
  resolveBudgets,
  utf8ByteLength,
  boundDetail,
} from '../../src/contract';

describe('utf8ByteLength', () => {
  it('counts UTF-8 bytes as TextEncoder does, lone surrogates included', () => {
    for (const text of ['', 'abc', 'é', '✓', '😀', 'a\uD83Db', '\uDE00']) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":1,"f":2}]},"b":1}',
    );
  });
});

describe('observationStatusFor', () => {
  it('maps every code to the status of DESIGN §3', () => {
    const withStatus = (status: string) => HARNESS_CODES.filter((code) => observationStatusFor(code) === status);
    expect(withStatus('stop_required')).toEqual(['STOP_REQUIRED', 'RUN_BYTES_EXHAUSTED']);
    expect(withStatus('repair_required')).toContain('REQUEST_TOO_LARGE');
    expect(withStatus('repair_required')).toHaveLength(12);
    expect(withStatus('error')).toContain('UNKNOWN_RUN');
    expect(HARNESS_CODES).toHaveLength(28);
  });
});

describe('resolveBudgets', () => {
  it('keeps the §4.3 defaults and ignores values that are not positive numbers', () => {
    expect(resolveBudgets(undefined)).toEqual(DEFAULT_BUDGETS);
    expect(resolveBudgets({ timeoutMs: 5, maxRawBytes: -1, noGainStreak: Number.NaN })).toEqual({
      ...DEFAULT_BUDGETS,
      timeoutMs: 5,
    });
  });
});

describe('boundDetail', () => {
  it('cuts long strings so an event stays small', () => {
    const bounded = boundDetail({ message: 'x'.repeat(1000), n: 1 });
    expect((bounded.message as string).length).toBe(256);
    expect(bounded.n).toBe(1);
  });
});
