/**
 * The record lists a run's calls in callKey order (DESIGN.md §4.1: n assigned on arrival; §8), whatever
 * order the harness answered them in: a call refused at A1 while an earlier call of its turn still
 * executes is answered first, yet listed, numbered, stored and replayed after it.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { callNumberOf, createCallOrder } from '../../../src/worker/record/call-order';
import { createRecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

const SLOW = { name: 'slow', isReadOnly: true, inputSchema: { type: 'object' }, capabilities: { timeoutMs: 5_000 } };

function setup(databaseName: string) {
  const store = createRecordStore({ persistence: createRecordPersistence(databaseName) });
  const releases: (() => void)[] = [];
  const harness = recordHarness(
    createHarness({
      backends: {
        slow: () =>
          new Promise((resolve) => {
            releases.push(() => resolve({ ok: true }));
          }),
      },
    }),
    store,
  );
  return { harness, store, releases, timeline: createTimelineService({ store }), records: createRecordService(store) };
}

describe('the record lists calls in callKey order', () => {
  it('lists calls answered out of order by the n of their callKey, live, after a reload and at a replay position', async () => {
    const name = `order-${Math.random()}`;
    const first = setup(name);
    await first.harness.registerTools([SLOW]);
    const { runId } = await first.harness.startRun();
    const turn = { runId, turnId: 't1', argumentsText: '{}' };
    const slow = first.harness.invoke({ ...turn, toolCallId: 'c1', toolName: 'slow' });
    const unknown = await first.harness.invoke({ ...turn, toolCallId: 'c2', toolName: 'no_such_tool' });
    expect(unknown.callKey).toBe(`${runId}#2`);
    // #2 is answered while #1 still executes; the record does not list #2 before #1.
    const early = await first.timeline.getCallSummaries(runId, { offset: 0, limit: 10 });
    expect(early.calls.map((c) => c.callKey)).not.toEqual([`${runId}#2`]);
    while (first.releases.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    first.releases[0]!();
    expect((await slow).callKey).toBe(`${runId}#1`);
    await first.harness.invoke({ ...turn, turnId: 't2', toolCallId: 'c3', toolName: 'no_such_tool' });

    const expected = [`${runId}#1`, `${runId}#2`, `${runId}#3`];
    const live = await first.timeline.getCallSummaries(runId, { offset: 0, limit: 10 });
    expect(live.calls.map((c) => [c.index, c.callKey, c.callId])).toEqual([
      [1, expected[0], 'c1'],
      [2, expected[1], 'c2'],
      [3, expected[2], 'c3'],
    ]);
    await first.harness.endRun(runId);

    const reloaded = setup(name);
    const stored = await reloaded.records.getRecordCalls(runId, { offset: 0, limit: 10 });
    expect(stored.calls.map((c) => c.callKey)).toEqual(expected);
    const atOne = await reloaded.timeline.getCallSummaries(runId, { offset: 0, limit: 10, afterCall: 1 });
    expect(atOne.calls.map((c) => c.callId)).toEqual(['c1']);
  });

  it('hands back calls in n order once the gap before them fills, and every held call at release', () => {
    const order = createCallOrder<string>();
    expect(order.arrive('r', 3, 'three')).toEqual([]);
    expect(order.arrive('r', 2, 'two')).toEqual([]);
    expect(order.arrive('r', 1, 'one')).toEqual(['one', 'two', 'three']);
    expect(order.arrive('r', 6, 'six')).toEqual([]);
    expect(order.arrive('r', 5, 'five')).toEqual([]);
    expect(order.arrive('other', 1, 'other one')).toEqual(['other one']);
    expect(order.release('r')).toEqual(['five', 'six']);
    expect(order.arrive('r', 7, 'seven')).toEqual(['seven']);
    expect(order.arrive('r', undefined, 'unnumbered')).toEqual(['unnumbered']);
    expect(callNumberOf('run-1#12')).toBe(12);
    expect(callNumberOf('')).toBeUndefined();
  });
});
