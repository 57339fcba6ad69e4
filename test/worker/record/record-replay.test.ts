/**
 * Replay reads through the services (getRunRecord, getRecordCalls, getCallSummaries, getTimelinePage at
 * `afterCall`) answer what the rebuild of the run after call k answers, also when reads at different
 * positions of one run and of two runs are in flight at once (the store keeps one replay position a run).
 */
import { describe, expect, it } from 'vitest';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createTimelineService } from '../../../src/worker/timeline/timeline-service';
import { queryCalls, queryEvents } from '../../../src/worker/timeline/timeline-query';
import type { RunRecordEvent } from '../../../src/contract/run-record';
import { timelineAfterCall } from '../timeline/rebuild-after-call';
import { RUN, timelineOf, variedLog } from '../timeline/varied-run';
import fc from 'fast-check';

/** Varied logs with calls in them (fixed seed: the same runs each time). */
const logs = fc.sample(variedLog(300), { numRuns: 6, seed: 42 }).filter((log) => log.some((e) => e.type === 'call'));

function setup(events: readonly RunRecordEvent[][]) {
  const store = createRecordStore();
  events.forEach((log, i) => store.importRun({ runId: `${RUN}${i}`, kind: 'imported', startedAt: 0 }, log));
  return { records: createRecordService(store), timeline: createTimelineService({ store }) };
}

describe('replay reads at a position', () => {
  it('answer the rebuild of the run after call k, with reads at several positions in flight at once', async () => {
    const [first, second] = [logs[0]!, logs[1]!];
    const { records, timeline } = setup([first, second]);
    const runs = [first, second].map((log, i) => {
      const run = timelineOf(log);
      run.record = { ...run.record, runId: `${RUN}${i}`, kind: 'imported' };
      return run;
    });
    const read = async (i: number, k: number) => {
      const runId = `${RUN}${i}`;
      const [head, calls, summaries, events] = await Promise.all([
        records.getRunRecord(runId, { afterCall: k, conversation: false }),
        records.getRecordCalls(runId, { offset: 0, limit: 1000, afterCall: k }),
        timeline.getCallSummaries(runId, { offset: 0, limit: 1000, afterCall: k, filter: { status: 'error' } }),
        timeline.getTimelinePage(runId, { offset: 0, limit: 1000, afterCall: k }),
      ]);
      return { i, k, head, calls, summaries, events };
    };
    const positions = [0, 1, 3, 2, 9, 4, 40, 7, 1, 1000];
    const answers = await Promise.all(positions.flatMap((k) => [read(0, k), read(1, k + 1)]));
    for (const { i, k, head, calls, summaries, events } of answers) {
      const full = runs[i]!;
      const rebuilt = timelineAfterCall(full, k);
      const { calls: recordCalls, events: recordEvents, conversation: _c, ...rest } = rebuilt.record;
      expect(head).toMatchObject({ ...rest, callCount: recordCalls.length, eventCount: recordEvents.length });
      expect(head?.runId).toBe(`${RUN}${i}`);
      expect(head?.totalCalls).toBe(full.calls.length);
      expect(head?.codes).toEqual([...rebuilt.codes].sort());
      expect(calls.calls.map((c) => c.callKey)).toEqual(rebuilt.calls.map((c) => c.callKey));
      expect(summaries).toEqual(queryCalls(rebuilt, { offset: 0, limit: 1000, filter: { status: 'error' } }));
      expect(events).toEqual(queryEvents(rebuilt, { offset: 0, limit: 1000 }));
    }
  });
});
