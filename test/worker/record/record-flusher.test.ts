/**
 * The record flusher's hooks (DESIGN.md §8): a batch is taken only once its before-batch wait (the call
 * wire's quiet) resolved, and after a failed write what storage will not hold is reported once a settle,
 * as one current total, not once a record event.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import type { BatchOutcome, RecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { recordHarness } from '../../../src/worker/timeline/timeline-service';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: {} } };

/** A persistence that answers every batch with `outcome` and notes batches and unsaved reports. */
function fakePersistence(outcome: BatchOutcome) {
  const batches: number[] = [];
  const reports: number[] = [];
  const persistence: RecordPersistence = {
    available: outcome === 'written',
    writeBatch: async (_head, rows) => {
      batches.push(rows.length);
      return outcome;
    },
    writeMark: async () => outcome,
    reportUnsaved: (rows) => void reports.push(rows),
    loadRuns: async () => [],
    loadLog: async () => [],
    loadCalls: async () => [],
    loadCallsAt: async () => [],
    loadLogRows: async () => [],
    loadIndex: async () => [],
    loadTexts: async () => [],
    loadLogRow: async () => undefined,
    loadV1: async () => ({ calls: [], events: [] }),
    deleteRun: async () => undefined,
  };
  return { persistence, batches, reports };
}

async function setup(outcome: BatchOutcome, beforeBatch?: () => Promise<void>) {
  const fake = fakePersistence(outcome);
  const store = createRecordStore({ persistence: fake.persistence, batchRows: 1_000, beforeBatch });
  const harness = recordHarness(createHarness({ backends: { find: async () => ({ found: true }) } }), store);
  await harness.registerTools([FIND]);
  const { runId } = await harness.startRun();
  const calls = (from: number, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        harness.invoke({ runId, toolCallId: `c${from + i}`, toolName: 'find', argumentsText: '{}' }),
      ),
    );
  const logLength = async () => (await store.open(runId))?.log.length ?? 0;
  return { ...fake, store, calls, logLength };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRecordFlusher', () => {
  it('takes no batch while its before-batch wait is pending, then one batch with every row recorded', async () => {
    let gate = Promise.resolve();
    const world = await setup('written', () => gate);
    // startRun stored the run's first rows; from here on the wait holds every batch.
    const storedAtStart = world.batches.reduce((sum, rows) => sum + rows, 0);
    const batchesAtStart = world.batches.length;
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    await world.calls(1, 3);
    await nextTask();
    await nextTask();
    expect(world.batches).toHaveLength(batchesAtStart);
    await world.calls(4, 2);
    open();
    await world.store.flush();
    expect(world.batches.slice(batchesAtStart)).toEqual([(await world.logLength()) - storedAtStart]);
  });

  it('after a refused batch, reports the rows not stored once, not once for each call recorded since', async () => {
    const world = await setup('refused');
    await world.calls(1, 1);
    await world.store.flush();
    const before = world.reports.length;
    expect(before).toBeGreaterThan(0);
    await world.calls(2, 20);
    await world.store.flush();
    expect(world.reports.length).toBe(before + 1);
    expect(world.reports.at(-1)).toBe(await world.logLength());
  });

  it('with IndexedDB unavailable, the reported total follows the record as it grows', async () => {
    const world = await setup('unavailable');
    await world.calls(1, 2);
    await world.store.flush();
    const first = world.reports.at(-1);
    expect(first).toBe(await world.logLength());
    await world.calls(3, 3);
    await world.store.flush();
    expect(world.reports.at(-1)).toBe(await world.logLength());
    expect(world.reports.at(-1)).toBeGreaterThan(first ?? Infinity);
    expect(world.batches).toHaveLength(1);
  });
});
