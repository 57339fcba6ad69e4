/**
 * The record head keeps the run's distinct codes as calls arrive (DESIGN.md §8; `RunRecordHead.codes`):
 * the head of a long run lists the codes of calls outside any window of its latest calls, at a replay
 * position only those reached by then, and the same codes after a reload (read by pages from the stored
 * head row) and in the run list.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { recordHarness } from '../../../src/worker/timeline/timeline-service';

const FIND = { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };

function setup(name: string) {
  const store = createRecordStore({ persistence: createRecordPersistence(name) });
  const harness = recordHarness(createHarness({ backends: { find: async () => ({ found: true }) } }), store);
  return { store, harness, records: createRecordService(store) };
}

/** A run of `calls` calls: call 1 names an unknown tool, call 2 sends broken JSON, the rest pass. */
async function mixedRun(world: ReturnType<typeof setup>, calls: number) {
  await world.harness.registerTools([FIND]);
  const { runId } = await world.harness.startRun({ budgets: { maxCallsPerTool: 1000 } });
  await world.harness.invoke({ runId, toolCallId: 'c1', toolName: 'nope', argumentsText: '{}' });
  await world.harness.invoke({ runId, toolCallId: 'c2', toolName: 'find', argumentsText: '{"q":' });
  for (let i = 3; i <= calls; i++)
    await world.harness.invoke({ runId, toolCallId: `c${i}`, toolName: 'find', argumentsText: `{"q":"${i}"}` });
  await world.records.writeRunRecord(runId, [{ type: 'status', status: 'done', at: Date.now() }]);
  await world.harness.endRun(runId);
  return runId;
}

describe('the record head counts codes as calls arrive', () => {
  it('lists the codes of calls older than the latest window, and only those reached at a replay position', async () => {
    const world = setup(`codes-${Math.random().toString(36).slice(2)}`);
    const runId = await mixedRun(world, 260);
    const latest = await world.records.getRecordCalls(runId, { offset: 60, limit: 200 });
    expect(latest.calls.every((call) => call.observation.status === 'ok')).toBe(true);
    const head = await world.records.getRunRecord(runId, { conversation: false });
    expect(head).toMatchObject({ callCount: 260, codes: ['INVALID_JSON', 'UNKNOWN_TOOL'] });
    expect((await world.records.getRunRecord(runId, { afterCall: 1 }))?.codes).toEqual(['UNKNOWN_TOOL']);
    expect((await world.records.getRunRecord(runId, { afterCall: 2 }))?.codes).toEqual([
      'INVALID_JSON',
      'UNKNOWN_TOOL',
    ]);
    const [item] = await world.store.listRuns();
    expect(item?.codes).toEqual(head?.codes);
  });

  it('reads the same codes from the stored head after a reload, without opening the run', async () => {
    const name = `codes-${Math.random().toString(36).slice(2)}`;
    const first = setup(name);
    const runId = await mixedRun(first, 30);
    const before = await first.records.getRunRecord(runId, { conversation: false });
    const reloaded = setup(name);
    expect(await reloaded.store.pages(runId)).toBeDefined();
    const after = await reloaded.records.getRunRecord(runId, { conversation: false });
    expect(after?.codes).toEqual(['INVALID_JSON', 'UNKNOWN_TOOL']);
    expect(after?.codes).toEqual(before?.codes);
    const [item] = await reloaded.store.listRuns();
    expect(item?.codes).toEqual(before?.codes);
  });
});
