import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, isFiltering, toTimelineFilter } from '../../../../src/app/components/timeline/timeline-filter';

describe('timeline filter form', () => {
  it('sends only the fields that filter, trimmed', () => {
    expect(toTimelineFilter(EMPTY_FILTER)).toEqual({});
    expect(isFiltering(EMPTY_FILTER)).toBe(false);
    expect(
      toTimelineFilter({
        tool: ' lookup_knowledge ',
        status: 'repair_required',
        code: 'INVALID_JSON',
        phase: 'A',
        text: ' locked ',
        callId: ' call_7 ',
      }),
    ).toEqual({
      tool: 'lookup_knowledge',
      status: 'repair_required',
      code: 'INVALID_JSON',
      phase: 'A',
      text: 'locked',
      callId: 'call_7',
    });
  });

  it('treats whitespace-only fields as empty', () => {
    const form = { ...EMPTY_FILTER, callId: '   ', text: ' ' };
    expect(toTimelineFilter(form)).toEqual({});
    expect(isFiltering(form)).toBe(false);
  });
});
