import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApprovalDialog } from '../../../../src/app/components/approval/ApprovalDialog';
import { useConsoleStore } from '../../../../src/app/store';

describe('ApprovalDialog', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('shows the first pending request, focuses Deny, answers approve, and Escape denies', () => {
    useConsoleStore.getState().addApproval({
      id: 'a1',
      request: { runId: 'r', toolCallId: 'c', toolName: 'delete_rows', source: 'builtin', riskLevel: 'high', isReadOnly: false, reason: 'confirmation', inputPreview: '{"table":"t"}', timeoutMs: 60000 },
    });
    const answer = vi.fn();
    render(<ApprovalDialog answer={answer} />);
    expect(screen.getByRole('alertdialog').textContent).toContain('delete_rows');
    expect(document.activeElement?.textContent).toBe('Deny');
    fireEvent.click(screen.getByText('Approve'));
    expect(answer).toHaveBeenLastCalledWith('a1', 'approve');
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(answer).toHaveBeenLastCalledWith('a1', 'deny');
  });

  it('renders nothing when no approval waits', () => {
    const { container } = render(<ApprovalDialog answer={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
