import { describe, expect, it } from 'vitest';
import { releaseAnswer } from '../../../src/app/llm/release';
import { focusConcepts } from '../../../src/app/llm/language/focus';
import type { ModelObservation } from '../../../src/contract';

/** One FOUND observation holding two limit passages (a snippet each). */
const LIMITS: ModelObservation = {
  tool_call_id: 'c1',
  status: 'ok',
  evidence_status: 'FOUND',
  result: [
    {
      citation: '[sqlite:limits#max_page_count]',
      snippet: 'The theoretical maximum number of rows in a table is 264 (18446744073709551616 or about 1.8e+19).',
    },
    {
      citation: '[sqlite:limits#max_column]',
      snippet: 'The number of columns in a table is bounded. The default setting for SQLITE_MAX_COLUMN is 2000.',
    },
  ],
} as unknown as ModelObservation;

const labels = (question: string) => focusConcepts(question).map((concept) => concept.label);

describe('focusConcepts', () => {
  it('is the asked-about thing, not the setting or the kind of figure', () => {
    expect(labels('What is the maximum number of columns in a table?')).toEqual(['columns']);
    expect(labels('What is the maximum length of a string?')).toEqual(['length', 'string']);
  });

  it('keeps the asked action and drops the subordinate clause', () => {
    expect(labels('How do I make a column unique after the table exists?')).toEqual(['column', 'unique']);
    expect(labels('How do I delete duplicate rows?')).toEqual(['delete', 'duplicate', 'rows']);
  });
});

describe('release verdict on a direct answer about a neighbouring thing', () => {
  const question = 'What is the maximum number of columns in a table?';

  it('is partly when the direct answer gives the figure of rows, however the quotes cover columns', () => {
    const draft =
      'The theoretical maximum number of rows in a table is 264 [sqlite:limits#max_page_count].\n\n' +
      'Supporting quotes:\n- "The number of columns in a table is bounded." [sqlite:limits#max_column]';
    const verdict = releaseAnswer(draft, [LIMITS], question).verdict;
    expect(verdict.answersQuestion).toBe('partly');
    expect(verdict.reason).toMatch(/direct answer is not about columns/);
  });

  it('is yes when the direct answer gives the figure of columns', () => {
    const draft = 'The default setting for SQLITE_MAX_COLUMN is 2000 [sqlite:limits#max_column].';
    expect(releaseAnswer(draft, [LIMITS], question).verdict.answersQuestion).toBe('yes');
  });

  it('is partly when the figure comes from another passage than the one naming the thing', () => {
    const draft =
      'The number of columns in a table is bounded [sqlite:limits#max_column]. The theoretical maximum ' +
      'number of rows in a table is 264 [sqlite:limits#max_page_count].';
    const verdict = releaseAnswer(draft, [LIMITS], question).verdict;
    expect(verdict.answersQuestion).toBe('partly');
    expect(verdict.reason).toMatch(/no figure for columns/);
  });
});
