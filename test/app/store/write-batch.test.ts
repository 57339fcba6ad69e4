import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import { writeBatchOf } from '../../../src/app/store/write-batch';
import type { TimelineEvent } from '../../../src/contract';

const event = (seq: number, callId?: string): TimelineEvent => ({
  runId: 'run-1',
  seq,
  at: seq,
  lane: 'boundary',
  stage: 'preflight',
  status: 'pass',
  ...(callId ? { callId } : {}),
});

describe('writeBatchOf', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('applies many queued events in one store update, in arrival order across origins', () => {
    const batch = writeBatchOf(useConsoleStore);
    let updates = 0;
    const unsubscribe = useConsoleStore.subscribe(() => (updates += 1));
    for (let n = 1; n <= 300; n += 1) {
      batch.push({ events: [event(n, `c${n}`)], origin: 'page' });
      batch.push({ events: [event(n, `c${n}`)] });
    }
    expect(useConsoleStore.getState().runEvents).toHaveLength(0);
    batch.flush();
    unsubscribe();
    const keys = useConsoleStore.getState().runEvents.map((entry) => entry.key);
    expect(keys.slice(0, 2)).toEqual(['run-1/page/101', 'run-1/harness/101']);
    expect(keys).toHaveLength(400);
    expect(updates).toBe(1);
  });

  it('applies the queue by itself without an explicit flush', async () => {
    writeBatchOf(useConsoleStore).push({ events: [event(1)] });
    await expect.poll(() => useConsoleStore.getState().runEvents.length).toBe(1);
  });

  it('events queued before a new run begins land before its run events are cleared', () => {
    writeBatchOf(useConsoleStore).push({ events: [event(1)] });
    const before = useConsoleStore.getState().timelineRevision;
    useConsoleStore.getState().beginRun('next question');
    expect(useConsoleStore.getState().timelineRevision).toBeGreaterThan(before);
    expect(useConsoleStore.getState().callsSoFar).toBe(0);
  });
});
