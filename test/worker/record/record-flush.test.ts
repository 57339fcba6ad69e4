/**
 * The run record is stored as the run goes (DESIGN.md §8): in bounded batches whose head row counts only
 * what storage holds; a record cut before its end (the tab reloaded while it was written, a refused batch)
 * is listed as interrupted with the calls actually stored; `endRun` resolves once the record is stored;
 * a stored run opens by pages (its head and windows of calls without reading the whole log).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence, type RecordPersistence } from '../../../src/worker/record/record-persistence';
import type { RunHeadRow } from '../../../src/worker/record/record-rows';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';
import { failPutsAfter } from '../documents/quota-simulation';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const freshName = () => `flush-${Math.random().toString(36).slice(2)}`;

/** A persistence that notes each batch and can stop answering (the tab went away mid-write). */
function spied(name: string) {
  const real = createRecordPersistence(name);
  const batches: { rows: number; head: RunHeadRow }[] = [];
  const reads = { logs: 0 };
  let cutAfter = Infinity;
  const persistence: RecordPersistence = {
    ...real,
    get available() {
      return real.available;
    },
    writeBatch(head, rows) {
      if (batches.length >= cutAfter) return new Promise(() => undefined);
      batches.push({ rows: rows.length, head });
      return real.writeBatch(head, rows);
    },
    loadLog(runId) {
      reads.logs += 1;
      return real.loadLog(runId);
    },
  };
  return { persistence, batches, reads, cutAfter: (n: number) => void (cutAfter = n) };
}

function setup(persistence: RecordPersistence, batchRows = 10) {
  const store = createRecordStore({ persistence, batchRows });
  const harness = recordHarness(
    createHarness({ backends: { find: async (input) => ({ found: (input as { q: string }).q }) } }),
    store,
  );
  return { store, harness, records: createRecordService(store), timeline: createTimelineService({ store }) };
}

async function runCalls(world: ReturnType<typeof setup>, calls: number, end = true) {
  await world.harness.registerTools([FIND]);
  const { runId } = await world.harness.startRun({ kind: 'scenario' });
  await world.records.writeRunRecord(runId, [
    { type: 'question', text: 'Find them all.', provider: 'scenario' },
    { type: 'conversation', turns: [{ role: 'user', text: 'Find them all.' }] },
  ]);
  for (let i = 1; i <= calls; i++)
    await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText: `{"q":"${i}"}` });
  if (end) {
    await world.records.writeRunRecord(runId, [{ type: 'status', status: 'done', at: Date.now() }]);
    await world.harness.endRun(runId);
  }
  return runId;
}

describe('the record is stored as the run goes', () => {
  it('writes bounded batches, each head row counting only the calls stored with it', async () => {
    const name = freshName();
    const spy = spied(name);
    const runId = await runCalls(setup(spy.persistence), 25);
    // endRun resolved: the whole record is stored.
    expect(spy.batches.length).toBeGreaterThan(2);
    expect(spy.batches.every((batch) => batch.rows <= 10)).toBe(true);
    for (const { head } of spy.batches) expect(head.calls).toBeLessThanOrEqual(head.logLength);
    expect(spy.batches.slice(0, -1).every((batch) => batch.head.complete === false)).toBe(true);
    expect(spy.batches.at(-1)?.head).toMatchObject({ runId, calls: 25, complete: true });

    const reloaded = setup(createRecordPersistence(name));
    expect((await reloaded.timeline.listRuns())[0]).toMatchObject({
      runId,
      status: 'done',
      calls: 25,
      storage: 'saved',
      question: 'Find them all.',
    });
  });

  it('a reload while the record is written leaves it listed as interrupted with the calls stored', async () => {
    const name = freshName();
    const spy = spied(name);
    spy.cutAfter(2);
    const world = setup(spy.persistence);
    const runId = await runCalls(world, 30, false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spy.batches).toHaveLength(2);
    const stored = spy.batches[1]!.head;
    expect(stored.calls).toBeGreaterThan(0);
    expect(stored.calls).toBeLessThan(30);

    const reloaded = setup(createRecordPersistence(name));
    const [listed] = await reloaded.timeline.listRuns();
    expect(listed).toMatchObject({
      runId,
      status: 'interrupted',
      calls: stored.calls,
      storage: 'partial',
      endedAt: stored.lastActivityAt,
    });
    expect(await reloaded.records.getRunRecord(runId)).toMatchObject({
      status: 'interrupted',
      callCount: stored.calls,
    });
    const page = await reloaded.timeline.getCallSummaries(runId, { offset: 0, limit: 100 });
    expect(page.total).toBe(stored.calls);
    expect(page.calls.map((call) => call.callId)).toEqual(Array.from({ length: stored.calls }, (_, i) => `c${i + 1}`));
  });

  it('a refused batch stops the run being written: it stays a true prefix, listed partial', async () => {
    const name = freshName();
    const world = setup(createRecordPersistence(name), 5);
    await world.harness.registerTools([FIND]);
    const { runId } = await world.harness.startRun();
    for (let i = 1; i <= 4; i++)
      await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText: '{}' });
    await world.store.flush();
    const restore = failPutsAfter(0);
    try {
      for (let i = 5; i <= 8; i++)
        await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText: '{}' });
      await world.harness.endRun(runId);
    } finally {
      restore();
    }
    expect((await world.timeline.listRuns())[0]).toMatchObject({ runId, calls: 8, storage: 'partial' });
    const [listed] = await setup(createRecordPersistence(name)).timeline.listRuns();
    expect(listed).toMatchObject({ runId, status: 'interrupted', calls: 4, storage: 'partial' });
  });
});

describe('a stored run opens by pages', () => {
  it('answers its head and windows of calls without reading its whole log; a filter reads its index', async () => {
    const name = freshName();
    const runId = await runCalls(setup(createRecordPersistence(name)), 40);
    const spy = spied(name);
    const reloaded = setup(spy.persistence);
    expect(await reloaded.records.getRunRecord(runId)).toMatchObject({
      status: 'done',
      questions: ['Find them all.'],
      callCount: 40,
      totalCalls: 40,
      conversation: [{ role: 'user', text: 'Find them all.' }],
    });
    expect((await reloaded.records.getRunRecord(runId, { conversation: false }))?.conversation).toEqual([]);
    const first = await reloaded.timeline.getCallSummaries(runId, { offset: 0, limit: 10 });
    expect(first.total).toBe(40);
    expect(first.calls.map((call) => call.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await reloaded.records.getRecordCalls(runId, { offset: 35, limit: 10 });
    expect(last.calls.map((call) => call.callKey)).toEqual([36, 37, 38, 39, 40].map((n) => `${runId}#${n}`));
    const events = await reloaded.timeline.getTimelinePage(runId, {
      offset: 0,
      limit: 64,
      filter: { callKey: `${runId}#7` },
    });
    expect(events.events.length).toBeGreaterThan(0);
    expect(events.events.every((event) => event.callKey === `${runId}#7`)).toBe(true);
    expect((await reloaded.timeline.getCallDetail(runId, `${runId}#7`))?.summary.callId).toBe('c7');
    expect(spy.reads.logs).toBe(0);

    const filtered = await reloaded.timeline.getCallSummaries(runId, { offset: 0, limit: 5, filter: { callId: 'c3' } });
    expect(filtered.calls.map((call) => call.callKey)).toEqual([`${runId}#3`]);
    expect(spy.reads.logs).toBe(0);
    expect((await reloaded.records.getRunRecord(runId))?.callCount).toBe(40);
  });
});
