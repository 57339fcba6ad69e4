/**
 * A stored run is filtered by pages (DESIGN.md §8): after a reload, filtered windows of its calls (code,
 * text, tool, status, phase, tool_call_id) come from its filter index without reading its whole log; the
 * matches and counts are those of the same run loaded whole, across index rows, for no match, and for a
 * run whose index misses calls (read by pages of calls instead).
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { TimelineFilter } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence, type RecordPersistence } from '../../../src/worker/record/record-persistence';
import type { RunHeadRow } from '../../../src/worker/record/record-rows';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { storedMatches } from '../../../src/worker/record/stored-filter';
import { queryCalls } from '../../../src/worker/timeline/timeline-query';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const freshName = () => `filter-${Math.random().toString(36).slice(2)}`;
const CALLS = 23;

/** A persistence that counts whole-log reads. */
function counted(name: string) {
  const real = createRecordPersistence(name);
  const reads = { logs: 0 };
  const persistence: RecordPersistence = Object.assign(Object.create(real) as RecordPersistence, {
    loadLog(runId: string) {
      reads.logs += 1;
      return real.loadLog(runId);
    },
  });
  return { persistence, reads };
}

function setup(persistence: RecordPersistence) {
  const store = createRecordStore({ persistence, batchRows: 7 });
  const harness = recordHarness(
    createHarness({ backends: { find: async (input) => ({ found: (input as { q: string }).q }) } }),
    store,
  );
  return { store, harness, records: createRecordService(store), timeline: createTimelineService({ store }) };
}

/** A stored run of `CALLS` calls: every 5th has broken JSON, every 7th names an unknown tool, call 12 finds the needle, call 22 reuses c3's id. */
async function storedRun(name: string): Promise<string> {
  const world = setup(createRecordPersistence(name));
  await world.harness.registerTools([FIND]);
  const { runId } = await world.harness.startRun({ kind: 'scenario' });
  for (let i = 1; i <= CALLS; i++) {
    const argumentsText = i % 5 === 0 ? '{"q":' : `{"q":"${i === 12 ? 'needle-12' : `q${i}`}"}`;
    await world.harness.invoke({
      runId,
      toolCallId: i === 22 ? 'c3' : `c${i}`,
      toolName: i % 7 === 0 ? 'nope' : 'find',
      argumentsText,
    });
  }
  await world.harness.endRun(runId);
  return runId;
}

const FILTERS: TimelineFilter[] = [
  { code: 'INVALID_JSON' },
  { code: 'UNKNOWN_TOOL' },
  { text: 'NEEDLE-12' },
  { text: 'q1' },
  { tool: 'find', status: 'ok' },
  { phase: 'A' },
  { callId: 'c3' },
  { callId: 'c3', text: 'q1' },
  { code: 'NO_SUCH_CODE' },
  { text: 'nothing-like-this' },
];

describe('a stored run is filtered by pages', () => {
  it('answers each filter from the index with the matches and count of the run loaded whole', async () => {
    const name = freshName();
    const runId = await storedRun(name);
    const { persistence, reads } = counted(name);
    const paged = setup(persistence);
    const loaded = setup(createRecordPersistence(name));
    const whole = await loaded.store.open(runId);
    if (!whole) throw new Error('no run');
    for (const filter of FILTERS) {
      const expected = queryCalls(whole, { offset: 0, limit: 1000, filter });
      const first = await paged.timeline.getCallSummaries(runId, { offset: 0, limit: 3, filter });
      expect(first.total, JSON.stringify(filter)).toBe(expected.total);
      expect(first.calls).toEqual(expected.calls.slice(0, 3));
      const rest = await paged.timeline.getCallSummaries(runId, { offset: 3, limit: 100, filter });
      expect(rest.calls).toEqual(expected.calls.slice(3));
    }
    expect(
      (await paged.timeline.getCallSummaries(runId, { offset: 0, limit: 5, filter: { code: 'INVALID_JSON' } })).total,
    ).toBe(4);
    expect(
      (await paged.timeline.getCallSummaries(runId, { offset: 0, limit: 5, filter: { code: 'NO_SUCH_CODE' } })).calls,
    ).toEqual([]);
    const byId = await paged.records.getRecordCalls(runId, { offset: 0, limit: 10, callId: 'c3' });
    expect(byId.calls.map((call) => call.callKey)).toEqual([`${runId}#3`, `${runId}#22`]);
    expect(reads.logs).toBe(0);
  });

  it('finds the same positions from index rows of several batches as from the calls, with or without an index', async () => {
    const name = freshName();
    const runId = await storedRun(name);
    const persistence = createRecordPersistence(name);
    const row = (await persistence.loadRuns()).find((each) => each.runId === runId) as RunHeadRow;
    // Batches of at most 7 log rows: the 23 calls' index is spread over several rows.
    expect((await persistence.loadIndex(runId)).length).toBeGreaterThan(3);
    const indexed: number[][] = [];
    for (const filter of FILTERS) indexed.push(await storedMatches(persistence, row, filter));
    expect(indexed[0]).toEqual([5, 10, 15, 20]);
    expect(indexed[1]).toEqual([7, 14, 21]);
    expect(indexed[2]).toEqual([12]);
    expect(indexed[6]).toEqual([3, 22]);
    expect(indexed[8]).toEqual([]);
    for (const [i, filter] of FILTERS.entries())
      expect(await storedMatches(persistence, row, filter, false), JSON.stringify(filter)).toEqual(indexed[i]);

    const db = await openDB(name);
    await db.delete('callIndex', IDBKeyRange.bound([runId, 8], [runId, 12]));
    await db.clear('callText');
    db.close();
    for (const [i, filter] of FILTERS.entries())
      expect(await storedMatches(persistence, row, filter), JSON.stringify(filter)).toEqual(indexed[i]);
  });
});
