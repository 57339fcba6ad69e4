import { describe, expect, it } from 'vitest';
import { checkRawSize, reserveRunBytes } from '../../../src/worker/boundary/raw-budget';

describe('raw budgets', () => {
  it('refuses one raw over maxRawBytes', () => {
    expect(checkRawSize(100, 100, 't').ok).toBe(true);
    const refused = checkRawSize(101, 100, 't');
    expect(!refused.ok && refused.violation.code).toBe('RAW_TOO_LARGE');
  });
  it('reserves against the run byte budget and refuses what would pass it', () => {
    expect(reserveRunBytes(200, 100, 300)).toEqual({ ok: true, value: 300 });
    const refused = reserveRunBytes(201, 100, 300);
    expect(!refused.ok && refused.violation.code).toBe('RUN_BYTES_EXHAUSTED');
  });
});
