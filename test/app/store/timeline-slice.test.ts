import { beforeEach, describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../src/contract';
import { useConsoleStore } from '../../../src/app/store';

const ev = (seq: number): TimelineEvent => ({
  runId: 'r1',
  callId: `c${seq}`,
  seq,
  at: seq,
  lane: 'interceptor',
  stage: 'parse',
  status: 'pass',
});

describe('timeline slice (live tail, revision, viewed run, replay)', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('bumps the revision on every append that adds events and on clear, so views re-read the worker', () => {
    const s = useConsoleStore.getState();
    s.appendTimelineEvents([ev(1)], 'harness');
    expect(useConsoleStore.getState().timelineRevision).toBe(1);
    s.appendTimelineEvents([ev(1)], 'harness'); // duplicate: nothing added
    expect(useConsoleStore.getState().timelineRevision).toBe(1);
    s.clearTimeline();
    expect(useConsoleStore.getState().timelineRevision).toBe(2);
  });

  it('keeps the live tail bounded however many calls arrive', () => {
    const s = useConsoleStore.getState();
    for (let seq = 1; seq <= 5000; seq += 1) s.appendTimelineEvents([ev(seq)], 'harness');
    const { timeline, maxTimelineEvents } = useConsoleStore.getState();
    expect(timeline).toHaveLength(maxTimelineEvents);
    expect(timeline[timeline.length - 1]?.event.seq).toBe(5000);
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
