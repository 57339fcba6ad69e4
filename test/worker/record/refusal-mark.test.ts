/**
 * A run storage refused part of (quota) is listed as what it was, never as a guess (DESIGN.md §8 "Honesty
 * of states"): its head row is written alone with a refusal mark, so after a reload it reads "done" with
 * the calls it had and the calls saved, titled by its question even when its question was not among the
 * rows stored; when storage refuses even the mark, the list says only what storage holds.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence, type RecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: {} } };
const QUESTION = 'Which pages name WAL?';
const freshName = () => `refusal-${Math.random().toString(36).slice(2)}`;

/** A store whose quota refuses every batch after the first `batches`; `heads` false: head rows alone too. */
function quotaAfter(name: string, batches: number, heads = true): RecordPersistence {
  const real = createRecordPersistence(name);
  let written = 0;
  return {
    ...real,
    get available() {
      return real.available;
    },
    async writeBatch(head, rows) {
      if (written >= batches) return 'refused';
      written += 1;
      return real.writeBatch(head, rows);
    },
    writeMark: (runId, mark) => (heads ? real.writeMark(runId, mark) : Promise.resolve('refused')),
  };
}

function setup(persistence: RecordPersistence) {
  const store = createRecordStore({ persistence, batchRows: 5 });
  const harness = recordHarness(createHarness({ backends: { find: async () => ({ found: true }) } }), store);
  return { store, harness, records: createRecordService(store), timeline: createTimelineService({ store }) };
}

/** A model run of `calls` calls with its question, to its end (`done`); `storeStartFirst`: a batch of its start alone first. */
async function run(world: ReturnType<typeof setup>, calls: number, storeStartFirst = false): Promise<string> {
  await world.harness.registerTools([FIND]);
  const { runId } = await world.harness.startRun();
  if (storeStartFirst) await world.store.flush();
  await world.records.writeRunRecord(runId, [{ type: 'question', text: QUESTION, provider: 'offline' }]);
  for (let i = 1; i <= calls; i++) {
    await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText: '{}' });
    await world.store.flush();
  }
  await world.records.writeRunRecord(runId, [{ type: 'status', status: 'done', at: Date.now() }]);
  await world.harness.endRun(runId);
  return runId;
}

describe('refusal mark', () => {
  it('a done run whose later writes the quota refused reads done, with the calls saved of the calls it had', async () => {
    const name = freshName();
    const world = setup(quotaAfter(name, 2));
    const runId = await run(world, 12);
    const [live] = await world.timeline.listRuns();
    expect(live).toMatchObject({ runId, status: 'done', calls: 12, storage: 'partial' });
    const saved = live!.storageRefused!.savedCalls;
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThan(12);
    expect(live!.storageRefused).toEqual({ runCalls: 12, savedCalls: saved });

    const reloaded = setup(createRecordPersistence(name));
    const [listed] = await reloaded.timeline.listRuns();
    expect(listed).toMatchObject({
      runId,
      status: 'done',
      question: QUESTION,
      calls: saved,
      storage: 'partial',
      storageRefused: { runCalls: 12, savedCalls: saved },
    });
    expect(await reloaded.records.getRunRecord(runId)).toMatchObject({ status: 'done', callCount: saved });
    const page = await reloaded.timeline.getCallSummaries(runId, { offset: 0, limit: 100 });
    expect(page.total).toBe(saved);
    // Read back whole, it is the stored prefix with the status the mark holds, and stays listed so.
    expect((await reloaded.store.open(runId))?.record.status).toBe('done');
    expect((await reloaded.timeline.listRuns())[0]).toMatchObject({
      status: 'done',
      calls: saved,
      storageRefused: { runCalls: 12, savedCalls: saved },
    });
  });

  it('is titled by its question when only its start was stored before the quota refused the rest', async () => {
    const name = freshName();
    const runId = await run(setup(quotaAfter(name, 1)), 4, true);
    const [listed] = await setup(createRecordPersistence(name)).timeline.listRuns();
    expect(listed).toMatchObject({
      runId,
      status: 'done',
      question: QUESTION,
      calls: 0,
      storageRefused: { runCalls: 4, savedCalls: 0 },
    });
  });

  it('a run none of whose batches was stored has nothing to mark: it lived in this tab only', async () => {
    const name = freshName();
    const world = setup(quotaAfter(name, 0));
    await run(world, 3);
    expect((await world.timeline.listRuns())[0]).toMatchObject({ storage: 'memory' });
    expect((await world.timeline.listRuns())[0]?.storageRefused).toBeUndefined();
    expect(await setup(createRecordPersistence(name)).timeline.listRuns()).toEqual([]);
  });

  it('when the quota refuses the mark too, the list says only what storage holds', async () => {
    const name = freshName();
    const runId = await run(setup(quotaAfter(name, 2, false)), 12);
    const [listed] = await setup(createRecordPersistence(name)).timeline.listRuns();
    expect(listed).toMatchObject({ runId, status: 'interrupted', storage: 'partial' });
    expect(listed?.storageRefused).toBeUndefined();
  });
});
