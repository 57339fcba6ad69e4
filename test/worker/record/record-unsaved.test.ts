/**
 * What run history did not save is one total (DESIGN §8 "Honesty of states"): the `runs` store's `unsaved`
 * count and its sentence both say how many record events (log rows) storage does not hold, summed over the
 * runs — with the quota full (refused batches) and with IndexedDB unavailable — and a run none of whose
 * rows was stored is listed `memory`, not `partial`.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { createStorageHealth } from '../../../src/worker/storage/storage-health';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';
import { failPutsAfter } from '../documents/quota-simulation';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: {} } };
const freshName = () => `unsaved-${Math.random().toString(36).slice(2)}`;

function setup() {
  const health = createStorageHealth(() => undefined);
  const persistence = createRecordPersistence(freshName(), health.sink('runs'));
  const store = createRecordStore({ persistence, batchRows: 5 });
  const harness = recordHarness(createHarness({ backends: { find: async () => ({ found: true }) } }), store);
  const runsHealth = () => health.report().stores[0]!;
  return { store, harness, timeline: createTimelineService({ store }), runsHealth };
}

/** Runs one run of `calls` calls to its end; returns its id. */
async function run(world: ReturnType<typeof setup>, calls: number): Promise<string> {
  const { runId } = await world.harness.startRun();
  for (let i = 1; i <= calls; i++)
    await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText: '{}' });
  await world.harness.endRun(runId);
  return runId;
}

/** The record events the sentence says were not saved. */
const sentenceCount = (message: string | undefined) => Number(/\((\d+) record events?\)/.exec(message ?? '')?.[1]);

describe('run history not saved', () => {
  it('quota full: the count and the sentence are the same total, over every run not stored', async () => {
    const world = setup();
    await world.harness.registerTools([FIND]);
    const restore = failPutsAfter(0);
    try {
      const first = await run(world, 3);
      const afterFirst = world.runsHealth();
      expect(afterFirst.state).toBe('full');
      expect(afterFirst.unsaved).toBeGreaterThan(3);
      expect(sentenceCount(afterFirst.message)).toBe(afterFirst.unsaved);
      expect(afterFirst.message).toContain(`the history of run ${first} `);

      const second = await run(world, 2);
      await world.store.flush();
      const afterSecond = world.runsHealth();
      expect(afterSecond.unsaved).toBeGreaterThan(afterFirst.unsaved);
      expect(sentenceCount(afterSecond.message)).toBe(afterSecond.unsaved);
      expect(afterSecond.message).toMatch(/^Storage is full: the history of runs /);
      expect(afterSecond.message).toContain(second);
      // No row of either run reached storage: they live in this tab only.
      expect((await world.timeline.listRuns()).map((item) => item.storage)).toEqual(['memory', 'memory']);
    } finally {
      restore();
    }
  });

  it('IndexedDB unavailable: every run recorded counts, not only the first', async () => {
    const saved = globalThis.indexedDB;
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true });
    try {
      const world = setup();
      await world.harness.registerTools([FIND]);
      await run(world, 2);
      await world.store.flush();
      const one = world.runsHealth().unsaved;
      expect(one).toBeGreaterThan(2);
      await run(world, 2);
      await world.store.flush();
      const health = world.runsHealth();
      expect(health.state).toBe('unavailable');
      expect(health.unsaved).toBeGreaterThan(one);
      expect(sentenceCount(health.message)).toBe(health.unsaved);
      expect(health.message).toMatch(/kept in this tab only and lost on reload/);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true });
    }
  });
});
