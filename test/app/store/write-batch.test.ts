import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import { writeBatchOf } from '../../../src/app/store/write-batch';
import type { ModelObservation, TimelineEvent } from '../../../src/contract';

const event = (seq: number, callId?: string): TimelineEvent => ({
  runId: 'run-1',
  seq,
  at: seq,
  lane: 'boundary',
  stage: 'preflight',
  status: 'pass',
  ...(callId ? { callId } : {}),
});
const observation = (tool: string): ModelObservation =>
  ({ status: 'ok', tool, agent_result: {} }) as unknown as ModelObservation;

describe('writeBatchOf', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('applies many queued calls in one store update, in arrival order across origins', () => {
    const batch = writeBatchOf(useConsoleStore);
    let updates = 0;
    const unsubscribe = useConsoleStore.subscribe(() => (updates += 1));
    for (let n = 1; n <= 300; n += 1) {
      batch.push({ events: [event(n, `c${n}`)], origin: 'page' });
      batch.push({
        observation: {
          runId: 'run-1',
          callId: `c${n}`,
          callKey: `run-1#${n}`,
          toolName: 't',
          observation: observation('t'),
          stages: [{ stage: 'preflight', status: 'pass' }],
        },
        codes: n === 7 ? ['INVALID_JSON'] : [],
        calls: 1,
      });
    }
    expect(useConsoleStore.getState().callsSoFar).toBe(0);
    batch.flush();
    unsubscribe();
    const state = useConsoleStore.getState();
    expect(state.callsSoFar).toBe(300);
    expect(state.codesSeen).toEqual(['INVALID_JSON']);
    expect(state.observations).toHaveLength(state.maxObservations);
    expect(state.observations.at(-1)?.callId).toBe('c300');
    expect(state.runEvents.slice(0, 2).map((entry) => entry.key)).toEqual(['run-1/page/1', 'run-1/page/2']);
    // One update per kind of write (events, observations, codes, calls), not one per call.
    expect(updates).toBeLessThanOrEqual(4);
  });

  it('applies the queue by itself without an explicit flush', async () => {
    writeBatchOf(useConsoleStore).push({ events: [event(1)], calls: 1 });
    await expect.poll(() => useConsoleStore.getState().callsSoFar).toBe(1);
    expect(useConsoleStore.getState().runEvents).toHaveLength(1);
  });

  it('a run ends only after its queued calls are counted', () => {
    const state = useConsoleStore.getState();
    state.beginRun('q');
    writeBatchOf(useConsoleStore).push({ calls: 2, codes: ['UNKNOWN_TOOL'] });
    useConsoleStore.getState().finishRun('done');
    const after = useConsoleStore.getState();
    expect(after.runStatus).toBe('done');
    expect(after.callsSoFar).toBe(2);
    expect(after.codesSeen).toEqual(['UNKNOWN_TOOL']);
  });

  it('calls queued before a new run begins belong to the run before', () => {
    writeBatchOf(useConsoleStore).push({ calls: 5 });
    useConsoleStore.getState().beginRun('next question');
    expect(useConsoleStore.getState().callsSoFar).toBe(0);
  });

  it('a later observation of the same call replaces the earlier one within a batch', () => {
    const batch = writeBatchOf(useConsoleStore);
    batch.push({ observation: { runId: 'run-1', callId: 'c1', toolName: 'a', observation: observation('a') } });
    batch.push({ observation: { runId: 'run-1', callId: 'c1', toolName: 'b', observation: observation('b') } });
    batch.flush();
    expect(useConsoleStore.getState().observations.map((o) => o.toolName)).toEqual(['b']);
  });
});
