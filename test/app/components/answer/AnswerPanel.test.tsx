import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AnswerPanel } from '../../../../src/app/components/answer/AnswerPanel';
import { useConsoleStore } from '../../../../src/app/store';
import { releaseAnswer } from '../../../../src/app/llm/release';

describe('AnswerPanel', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('renders the released answer with supported and unsupported citation chips', () => {
    const released = releaseAnswer('Use WAL [sqlite:wal#1] not [made:up#2].', [
      {
        status: 'ok',
        tool_call_id: 'c',
        tool: 't',
        evidence_status: 'FOUND',
        truncated: false,
        result: { citation: '[sqlite:wal#1]', snippet: 's' },
      },
    ]);
    useConsoleStore.getState().setReleasedAnswer(released);
    render(<AnswerPanel />);
    expect(screen.getByTestId('final-answer').textContent).toBe('Use WAL [sqlite:wal#1] not [made:up#2].');
    const chips = screen.getAllByTestId('citation');
    expect(chips.map((c) => [c.textContent, c.dataset.supported])).toEqual([
      ['[sqlite:wal#1]', 'true'],
      ['[made:up#2]', 'false'],
    ]);
  });
});
