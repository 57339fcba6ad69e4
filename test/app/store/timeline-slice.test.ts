import { beforeEach, describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../src/contract';
import { useConsoleStore } from '../../../src/app/store';
import { MAX_RUN_EVENTS } from '../../../src/app/store/timeline-slice';

const ev = (seq: number): TimelineEvent => ({
  runId: 'r1',
  callId: `c${seq}`,
  seq,
  at: seq,
  lane: 'interceptor',
  stage: 'parse',
  status: 'pass',
});

const entry = (seq: number) => ({ event: ev(seq), origin: 'harness' as const });

describe('timeline slice (run events, revision, viewed run, replay)', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('bumps the revision on every append that adds events and on clear, so views re-read the worker', () => {
    const s = useConsoleStore.getState();
    s.appendRunEvents([entry(1)]);
    expect(useConsoleStore.getState().timelineRevision).toBe(1);
    s.appendRunEvents([entry(1)]); // duplicate: nothing added
    expect(useConsoleStore.getState().timelineRevision).toBe(1);
    s.appendRunEvents([], 2); // calls arrived (their stages come with their observations)
    expect(useConsoleStore.getState().timelineRevision).toBe(2);
    s.clearRunEvents();
    expect(useConsoleStore.getState()).toMatchObject({ timelineRevision: 3, runEvents: [] });
  });

  it('keeps the run events bounded however many arrive', () => {
    const s = useConsoleStore.getState();
    for (let seq = 1; seq <= 5000; seq += 1) s.appendRunEvents([entry(seq)]);
    const { runEvents } = useConsoleStore.getState();
    expect(runEvents).toHaveLength(MAX_RUN_EVENTS);
    expect(runEvents[runEvents.length - 1]?.event.seq).toBe(5000);
  });

  it('clamps the replay position to the run and ends the replay when another run is viewed', () => {
    const s = useConsoleStore.getState();
    s.setReplay({ runId: 'r9', position: 7, total: 3 });
    expect(useConsoleStore.getState().replay).toEqual({ runId: 'r9', position: 2, total: 3 });
    s.setReplay({ runId: 'r9', position: -4, total: 3 });
    expect(useConsoleStore.getState().replay?.position).toBe(0);
    s.viewRun('r2');
    expect(useConsoleStore.getState()).toMatchObject({ viewedRunId: 'r2', replay: null });
  });
});
