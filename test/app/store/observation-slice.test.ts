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
    const { addObservation } = useConsoleStore.getState();
    addObservation(entry('r1', 'c1'));
    addObservation(entry('r2', 'c1'));
    expect(keys()).toEqual(['r1/c1', 'r2/c1']);
  });

  it('replaces a call’s observation with the newest and moves it last, within one batch too', () => {
    const { addObservation, addObservations } = useConsoleStore.getState();
    addObservation(entry('r1', 'a', 'old'));
    addObservation(entry('r1', 'b'));
    addObservations([entry('r1', 'a', 'mid'), entry('r1', 'c'), entry('r1', 'a', 'new')]);
    expect(keys()).toEqual(['r1/b', 'r1/c', 'r1/a']);
    const last = useConsoleStore.getState().observations.at(-1)?.observation;
    expect(last?.status === 'ok' && last.result).toBe('new');
  });

  it('keeps the newest entries when a batch passes the bound', () => {
    useConsoleStore.setState({ maxObservations: 3 });
    useConsoleStore.getState().addObservations(['a', 'b', 'c', 'd', 'e'].map((id) => entry('r1', id)));
    expect(keys()).toEqual(['r1/c', 'r1/d', 'r1/e']);
  });

  it('changes nothing for an empty batch, and clearing forgets the selection too', () => {
    const { addObservation, addObservations, selectObservation, clearObservations } = useConsoleStore.getState();
    addObservation(entry('r1', 'a'));
    const before = useConsoleStore.getState().observations;
    addObservations([]);
    expect(useConsoleStore.getState().observations).toBe(before);
    selectObservation('a');
    clearObservations();
    expect(useConsoleStore.getState()).toMatchObject({ observations: [], selectedCallId: null });
  });
});
