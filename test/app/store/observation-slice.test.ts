import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import type { ObservationEntry } from '../../../src/app/store/observation-slice';

const entry = (runId: string, callId: string, result: unknown = 1): ObservationEntry => ({
  runId,
  callId,
  toolName: 't',
  observation: { status: 'ok', tool_call_id: callId, tool: 't', result, truncated: false },
});

const keys = () => useConsoleStore.getState().observations.map((o) => `${o.runId}/${o.callId}`);

describe('observation slice', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('keeps the same call id of two runs apart', () => {
    const { setRunWindow } = useConsoleStore.getState();
    setRunWindow('r1', [entry('r1', 'c1')]);
    setRunWindow('r2', [entry('r2', 'c1')]);
    expect(keys()).toEqual(['r1/c1', 'r2/c1']);
  });

  it('replaces only the named run’s entries with its new window, which goes last', () => {
    const { setRunWindow } = useConsoleStore.getState();
    setRunWindow('r1', [entry('r1', 'a', 'old'), entry('r1', 'b')]);
    setRunWindow('r2', [entry('r2', 'x')]);
    setRunWindow('r1', [entry('r1', 'b'), entry('r1', 'a', 'new')]);
    expect(keys()).toEqual(['r2/x', 'r1/b', 'r1/a']);
    const last = useConsoleStore.getState().observations.at(-1)?.observation;
    expect(last?.status === 'ok' && last.result).toBe('new');
  });

  it('keeps the newest entries when a window passes the bound', () => {
    useConsoleStore.setState({ maxObservations: 3 });
    useConsoleStore.getState().setRunWindow(
      'r1',
      ['a', 'b', 'c', 'd', 'e'].map((id) => entry('r1', id)),
    );
    expect(keys()).toEqual(['r1/c', 'r1/d', 'r1/e']);
  });

  it('clearing forgets the entries and the selection', () => {
    const { setRunWindow, selectObservation, clearObservations } = useConsoleStore.getState();
    setRunWindow('r1', [entry('r1', 'a')]);
    selectObservation('a');
    clearObservations();
    expect(useConsoleStore.getState()).toMatchObject({ observations: [], selectedCallId: null });
  });
});
