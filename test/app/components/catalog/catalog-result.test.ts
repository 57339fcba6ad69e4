import { describe, expect, it } from 'vitest';
import { catalogAnswerDetail } from '../../../../src/app/components/catalog/catalog-result';

describe('catalogAnswerDetail', () => {
  it('shows a refused call’s instruction and where its first error sits', () => {
    const detail = catalogAnswerDetail({
      status: 'repair_required',
      tool_call_id: 'c1',
      tool: 'save_note',
      violation_type: 'INVALID_JSON',
      instruction: 'Resend the call with valid JSON arguments.',
      errors: [{ pointer: '', message: 'Unexpected end of input', offset: 13, line: 1, column: 14 }],
    });
    expect(detail).toEqual({
      message: 'Resend the call with valid JSON arguments.',
      firstError: 'pointer "" (the whole text) · offset 13 · line 1, column 14 — Unexpected end of input',
    });
  });

  it('shows an error’s message and nothing for ok', () => {
    expect(
      catalogAnswerDetail({
        status: 'error',
        tool_call_id: 'c',
        tool: 't',
        error_code: 'APPROVAL_DENIED',
        message: 'The user denied the call.',
      } as never),
    ).toEqual({
      message: 'The user denied the call.',
    });
    expect(catalogAnswerDetail({ status: 'ok', tool_call_id: 'c', tool: 't', result: 1, truncated: false })).toEqual({
      message: '',
    });
  });
});
