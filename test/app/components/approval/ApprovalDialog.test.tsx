import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithHarness as render } from '../../support/with-harness';
import { ApprovalDialog } from '../../../../src/app/components/approval/ApprovalDialog';
import { useConsoleStore } from '../../../../src/app/store';

const request = {
  runId: 'r',
  toolCallId: 'c',
  callKey: 'run-1#1',
  toolName: 'save_note',
  title: 'Save a note',
  source: 'builtin',
  riskLevel: 'medium' as const,
  isReadOnly: false,
  reason: 'confirmation' as const,
  inputPreview: '{"text":"t","title":"x"}',
  timeoutMs: 60000,
};

describe('ApprovalDialog', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('shows the tool, source, risk, why it asks and the input; focuses Deny; each choice answers with its grant', () => {
    useConsoleStore.getState().addApproval({ id: 'a1', request, receivedAt: Date.now() });
    const answer = vi.fn();
    render(<ApprovalDialog answer={answer} />);
    const dialog = screen.getByTestId('approval-dialog');
    expect(dialog.getAttribute('data-reason')).toBe('confirmation');
    expect(dialog.getAttribute('data-tool-name')).toBe('save_note');
    expect(dialog.textContent).toContain('Save a note');
    expect(dialog.textContent).toContain('builtin');
    expect(dialog.textContent).toContain('medium');
    expect(dialog.textContent).toContain('not read-only');
    expect(dialog.textContent).toContain('requiresConfirmation');
    expect(dialog.textContent).toContain('{"text":"t","title":"x"}');
    expect(screen.getByTestId('approval-countdown').textContent).toMatch(/Answer within (59|60) s/);
    expect(document.activeElement).toBe(screen.getByTestId('approval-deny'));
    fireEvent.click(screen.getByTestId('approval-approve-once'));
    expect(answer).toHaveBeenLastCalledWith('a1', 'approve', 'once');
    fireEvent.click(screen.getByTestId('approval-approve-run'));
    expect(answer).toHaveBeenLastCalledWith('a1', 'approve', 'run');
    fireEvent.click(screen.getByTestId('approval-approve-tool'));
    expect(answer).toHaveBeenLastCalledWith('a1', 'approve', 'tool-source');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(answer).toHaveBeenLastCalledWith('a1', 'deny');
  });

  it('says plan mode is why it asks, and keeps Tab inside the dialog', () => {
    useConsoleStore
      .getState()
      .addApproval({ id: 'a2', request: { ...request, reason: 'plan-mode' }, receivedAt: Date.now() });
    render(<ApprovalDialog answer={vi.fn()} />);
    expect(screen.getByTestId('approval-dialog').textContent).toContain('Plan mode is on');
    const deny = screen.getByTestId('approval-deny');
    deny.focus();
    fireEvent.keyDown(deny, { key: 'Tab' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Input preview');
  });

  it('renders nothing when no approval waits', () => {
    const { container } = render(<ApprovalDialog answer={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
