import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ObservationInspector } from '../../../../src/app/components/observation/ObservationInspector';
import { useConsoleStore } from '../../../../src/app/store';
import type { ModelObservation } from '../../../../src/contract';
import { renderWithHarness } from '../../support/with-harness';

describe('ObservationInspector', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('lists each observation with call id and status and shows the exact JSON as text, never HTML', () => {
    const hostile: ModelObservation = {
      status: 'ok',
      tool_call_id: 'c1',
      tool: 't',
      truncated: false,
      result: { text: '<img src=x onerror=alert(1)><b>bold</b>' },
    };
    const refused: ModelObservation = {
      status: 'repair_required',
      tool_call_id: 'c2',
      tool: 't',
      violation_type: 'INVALID_JSON',
      instruction: 'fix',
      errors: [{ pointer: '', message: 'bad' }],
    };
    useConsoleStore.getState().addObservation({ runId: 'r', callId: 'c1', toolName: 't', observation: hostile });
    useConsoleStore.getState().addObservation({ runId: 'r', callId: 'c2', toolName: 't', observation: refused });
    useConsoleStore.getState().selectObservation('c1');
    const { container } = renderWithHarness(<ObservationInspector />);
    const items = screen.getAllByTestId('observation');
    expect(items.map((el) => [el.dataset.callId, el.dataset.status])).toEqual([
      ['c1', 'ok'],
      ['c2', 'repair_required'],
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('pre')?.textContent).toBe(JSON.stringify(hostile, null, 2));
    fireEvent.click(screen.getByTestId('observation-exact'));
    expect(container.querySelector('pre')?.textContent).toBe(JSON.stringify(hostile));
  });
});
