/**
 * The run list's buttons are in the automation contract (README: `run-list-view`, `run-list-current`): a
 * user's test opens a stored run and goes back to the live run by test id, never by a class name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RunList } from '../../../../src/app/components/traces/RunList';
import { useConsoleStore } from '../../../../src/app/store';
import { createTestHarness, renderWithHarness } from '../../support/with-harness';

describe('run list: View and Current run by test id', () => {
  afterEach(() => {
    cleanup();
    useConsoleStore.getState().viewRun(null);
  });

  it('shows a stored run with run-list-view and the live run again with run-list-current', async () => {
    const harness = createTestHarness();
    harness.records.startRun({ runId: 'run_stored', kind: 'model', startedAt: 1 });
    await harness.client.writeRunRecord('run_stored', [{ type: 'status', status: 'done', at: 2 }]);
    renderWithHarness(<RunList />, harness);
    const item = await screen.findByTestId('run-list-item');
    expect(item.getAttribute('data-run-id')).toBe('run_stored');
    const current = screen.getByTestId<HTMLButtonElement>('run-list-current');
    expect(current.disabled).toBe(true);

    fireEvent.click(screen.getByTestId('run-list-view'));
    await waitFor(() => expect(useConsoleStore.getState().viewedRunId).toBe('run_stored'));
    expect(screen.getByTestId('run-list-view').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(current);
    await waitFor(() => expect(useConsoleStore.getState().viewedRunId).toBeNull());
  });
});
