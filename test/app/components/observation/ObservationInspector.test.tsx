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
    useConsoleStore.getState().setRunWindow('r', [
      { runId: 'r', callId: 'c1', toolName: 't', observation: hostile },
      { runId: 'r', callId: 'c2', toolName: 't', observation: refused },
    ]);
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

  it('keeps only the rows on screen in the DOM for a 2,000-call run, and the latest call selected', () => {
    const entries = Array.from({ length: 2_000 }, (_, index) => ({
      runId: 'r',
      callId: `call-${index + 1}`,
      callKey: `r#${index + 1}`,
      toolName: 't',
      observation: {
        status: 'ok',
        tool_call_id: `call-${index + 1}`,
        tool: 't',
        truncated: false,
        result: { n: index + 1 },
      } satisfies ModelObservation,
    }));
    useConsoleStore.getState().setRunWindow('r', entries);
    const { container } = renderWithHarness(<ObservationInspector />);
    const items = screen.getAllByTestId('observation');
    // The window holds the latest 200 calls; the box shows a screenful of them plus a few on each side.
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items[0]?.dataset.callId).toBe('call-1801');
    expect(container.querySelector('pre')?.textContent).toContain('"tool_call_id": "call-2000"');
  });
});
