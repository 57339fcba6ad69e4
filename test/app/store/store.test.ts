import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import type { TimelineEvent } from '../../../src/contract';

const ev = (seq: number, runId = 'r1'): TimelineEvent => ({
  runId,
  seq,
  at: seq,
  lane: 'interceptor',
  stage: 'parse',
  status: 'pass',
});

describe('console store', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('keeps run events apart by origin and skips duplicate keys', () => {
    const s = useConsoleStore.getState();
    const harness = (events: TimelineEvent[]) => events.map((event) => ({ event, origin: 'harness' as const }));
    s.appendRunEvents(harness([ev(1), ev(2)]));
    s.appendRunEvents(harness([ev(2), ev(3)]));
    s.appendRunEvents([{ event: ev(1), origin: 'page' }]);
    expect(useConsoleStore.getState().runEvents.map((e) => e.key)).toEqual([
      'r1/harness/1',
      'r1/harness/2',
      'r1/harness/3',
      'r1/page/1',
    ]);
  });

  it('keeps the figures of the record head while the run goes', () => {
    const s = useConsoleStore.getState();
    s.beginRun('q');
    s.setRecordFigures(1, ['EVALUATION_MISSING', 'SCHEMA_VIOLATION']);
    expect(useConsoleStore.getState()).toMatchObject({
      codesSeen: ['EVALUATION_MISSING', 'SCHEMA_VIOLATION'],
      callsSoFar: 1,
      runStatus: 'running',
    });
  });

  it("bounds observations and replaces a run's window", () => {
    useConsoleStore.setState({ maxObservations: 2 });
    const obs = (id: string) => ({
      runId: 'r',
      callId: id,
      toolName: 't',
      observation: { status: 'ok' as const, tool_call_id: id, tool: 't', result: 1, truncated: false },
    });
    const s = useConsoleStore.getState();
    s.setRunWindow('r', [obs('a'), obs('b')]);
    s.setRunWindow('r', [obs('b'), obs('c'), obs('d')]);
    expect(useConsoleStore.getState().observations.map((o) => o.callId)).toEqual(['c', 'd']);
  });

  it('ends a run only once; error carries the reason', () => {
    const s = useConsoleStore.getState();
    s.beginRun('q');
    s.finishRun('error', 'worker died');
    s.finishRun('done');
    expect(useConsoleStore.getState()).toMatchObject({ runStatus: 'error', runError: 'worker died' });
  });
});
