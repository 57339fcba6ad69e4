import { describe, expect, it } from 'vitest';
import { parseHeaderLine } from '../../../../src/app/components/traces/OtlpSendForm';

describe('OTLP header line', () => {
  it('reads "Name: value" and nothing for an empty line', () => {
    expect(parseHeaderLine('')).toEqual({ ok: true });
    expect(parseHeaderLine('Authorization: Bearer abc:def')).toEqual({
      ok: true,
      headers: { Authorization: 'Bearer abc:def' },
    });
  });
  it('refuses a line without a valid header name', () => {
    expect(parseHeaderLine('no colon here').ok).toBe(false);
    expect(parseHeaderLine('bad name: x').ok).toBe(false);
  });
});
