import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { RunStatus } from '../../../../src/app/components/run/RunStatus';
import { useConsoleStore } from '../../../../src/app/store';
import { renderWithHarness } from '../../support/with-harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('RunStatus', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('exposes status, calls and sorted distinct codes as data attributes, politely announced', () => {
    renderWithHarness(<RunStatus />);
    const status = screen.getByTestId('run-status');
    expect(status.dataset.status).toBe('idle');
    expect(status.getAttribute('aria-live')).toBe('polite');
    act(() => {
      const s = useConsoleStore.getState();
      s.beginRun('q');
      s.setRecordFigures(2, ['EVALUATION_MISSING', 'SCHEMA_VIOLATION']);
    });
    expect(status.dataset).toMatchObject({
      status: 'running',
      calls: '2',
      codes: 'EVALUATION_MISSING SCHEMA_VIOLATION',
    });
    act(() => useConsoleStore.getState().finishRun('error', 'the harness worker crashed'));
    expect(status.dataset.status).toBe('error');
    expect(status.textContent).toContain('the harness worker crashed');
  });
});
