import { describe, expect, it } from 'vitest';
import { releaseAnswer } from '../../../src/app/llm/release';
import type { ModelObservation } from '../../../src/contract';

/** The covering-index passages: one names the thing only after the sentence that describes it. */
const COVERING: ModelObservation = {
  tool_call_id: 'c1',
  status: 'ok',
  evidence_status: 'FOUND',
  result: [
    {
      citation: '[sqlite:queryplanner#_covering_indexes]',
      snippet:
        'The index Idx4 contains all the columns of the original FruitsForSale table that are used by the query. ' +
        'We call this a "covering index", so SQLite never needs to consult the original table to find the price.',
    },
    {
      citation: '[sqlite:optoverview#covering_indexes]',
      snippet:
        'When an index contains all of the data needed for a query and when the original table never needs to be ' +
        'consulted, we call that index a "covering index".',
    },
  ],
} as unknown as ModelObservation;

const question = 'What is a covering index?';

describe('release verdict on a direct answer that only points back', () => {
  it('is partly when the direct answer is a sentence whose "this" the answer does not show', () => {
    const draft =
      'We call this a "covering index", so SQLite never needs to consult the original table to find the price ' +
      '[sqlite:queryplanner#_covering_indexes].';
    const verdict = releaseAnswer(draft, [COVERING], question).verdict;
    expect(verdict.answersQuestion).toBe('partly');
    expect(verdict.reason).toMatch(/"We call this a …", which points back at text the answer does not show/);
  });

  it('is yes when the sentence it points back to comes first, from the same passage', () => {
    const draft =
      'The index Idx4 contains all the columns of the original FruitsForSale table that are used by the query ' +
      '[sqlite:queryplanner#_covering_indexes]. We call this a "covering index" [sqlite:queryplanner#_covering_indexes].';
    expect(releaseAnswer(draft, [COVERING], question).verdict.answersQuestion).toBe('yes');
  });

  it('is yes for a self-contained sentence that names the thing', () => {
    const selfContained =
      'When an index contains all of the data needed for a query and when the original table never needs to be ' +
      'consulted, we call that index a "covering index" [sqlite:optoverview#covering_indexes].';
    const verdict = releaseAnswer(selfContained, [COVERING], question).verdict;
    expect(verdict.reason).toMatch(/^Answers the question/);
    expect(verdict.answersQuestion).toBe('yes');
  });
});
