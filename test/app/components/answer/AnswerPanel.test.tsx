import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { AnswerPanel } from '../../../../src/app/components/answer/AnswerPanel';
import { useConsoleStore } from '../../../../src/app/store';
import { releaseAnswer } from '../../../../src/app/llm/release';
import type { ModelObservation } from '../../../../src/contract';
import { renderWithHarness } from '../../support/with-harness';

const FOUND: ModelObservation = {
  status: 'ok',
  tool_call_id: 'c',
  tool: 't',
  evidence_status: 'FOUND',
  truncated: false,
  result: {
    citation: '[sqlite:wal#1]',
    snippet: 'To convert to WAL mode, use the following pragma: PRAGMA journal_mode=WAL;',
  },
};

describe('AnswerPanel', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('shows the direct answer, the verdict in words, and each unsupported citation with its reason', () => {
    const released = releaseAnswer(
      'Use the pragma PRAGMA journal_mode=WAL to convert to WAL mode [sqlite:wal#1].\n\nSupporting quotes:\n- Paris is in France [sqlite:wal#1] not [made:up#2].',
      [FOUND],
      'How do I convert a database to WAL mode?',
    );
    useConsoleStore.getState().setReleasedAnswer(released);
    renderWithHarness(<AnswerPanel />);
    expect(screen.getByTestId('final-answer').dataset.answersQuestion).toBe('yes');
    expect(screen.getByTestId('answer-verdict').textContent).toMatch(/^Answers the question\. Covers /);
    expect(screen.getByTestId('answer-direct').textContent).toBe(
      'Use the pragma PRAGMA journal_mode=WAL to convert to WAL mode [sqlite:wal#1].',
    );
    const chips = screen.getAllByTestId('citation');
    expect(chips.map((c) => [c.textContent, c.dataset.supported, c.dataset.reason])).toEqual([
      ['[sqlite:wal#1]', 'true', undefined],
      ['[sqlite:wal#1]', 'false', 'claim-unrelated'],
      ['[made:up#2]', 'false', 'citation-not-found'],
    ]);
    expect(screen.getAllByTestId('citation-reason').map((r) => r.textContent)).toEqual([
      ' (unsupported: the sentence is not about the cited passage (0 of 2 words shared))',
      ' (unsupported: not in the evidence of this run)',
    ]);
  });

  it('says which question the verdict judged when it judged a follow-up as resolved, and nothing otherwise', () => {
    const released = releaseAnswer('Use PRAGMA journal_mode=WAL to convert to WAL mode [sqlite:wal#1].', [FOUND], '');
    useConsoleStore.getState().setReleasedAnswer(released);
    const { unmount } = renderWithHarness(<AnswerPanel />);
    expect(screen.queryByTestId('answer-judged-as')).toBeNull();
    unmount();
    const judgedAs = 'How do I convert a database to WAL mode?';
    useConsoleStore.getState().setReleasedAnswer({ ...released, verdict: { ...released.verdict, judgedAs } });
    renderWithHarness(<AnswerPanel />);
    expect(screen.getByTestId('answer-verdict').textContent).toContain(`(judged as: “${judgedAs}”)`);
  });

  it('shows a quote off the question as unsupported, with its reason in words', () => {
    const fts: ModelObservation = {
      ...FOUND,
      result: {
        citation: '[sqlite:fts5#filters]',
        title: 'SQLite FTS5 Extension',
        heading: 'FTS5 Column Filters',
        snippet: 'In this case the column filter applies to all phrases within the expression.',
      },
    };
    const released = releaseAnswer(
      '- "In this case the column filter applies to all phrases within the expression." [sqlite:fts5#filters]',
      [fts],
      'How can I make a query faster when filtering on two columns?',
    );
    useConsoleStore.getState().setReleasedAnswer(released);
    renderWithHarness(<AnswerPanel />);
    const chip = screen.getByTestId('citation');
    expect([chip.dataset.supported, chip.dataset.reason]).toEqual(['false', 'off-question']);
    expect(screen.getByTestId('citation-reason').textContent).toBe(
      ' (unsupported: the quote is not about what was asked (it covers 1 of 4 things the question asks about))',
    );
  });

  it('says when an answer cites nothing and does not answer', () => {
    useConsoleStore
      .getState()
      .setReleasedAnswer(
        releaseAnswer('The documents I can search do not answer this.', [], 'What is the capital of France?'),
      );
    renderWithHarness(<AnswerPanel />);
    expect(screen.getByTestId('final-answer').dataset.answersQuestion).toBe('no');
    expect(screen.getByTestId('answer-no-citations')).toBeTruthy();
    expect(screen.getByTestId('answer-verdict').textContent).toMatch(/^Does not answer the question\./);
  });
});
