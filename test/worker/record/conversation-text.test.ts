/**
 * The conversation written as JSON text (`conversation-text`, the page's way to write a long turn): the
 * record holds the turns the text stands for, after a reload too, and text that is not JSON is refused
 * with a sentence while the events beside it are applied.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TraceTurn } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import { createRecordPersistence } from '../../../src/worker/record/record-persistence';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';
import { recordHarness } from '../../../src/worker/timeline/timeline-service';

function setup(databaseName: string) {
  const store = createRecordStore({ persistence: createRecordPersistence(databaseName) });
  const harness = recordHarness(createHarness({ backends: {} }), store);
  return { harness, store, records: createRecordService(store) };
}

const TURNS: TraceTurn[] = [
  { role: 'user', text: 'Record two items.' },
  {
    turnId: 'turn-1',
    role: 'assistant',
    text: '',
    finishReason: 'tool_calls',
    toolCalls: [
      { id: 'call-1', name: 'record_item', argumentsText: '{"n": 1}' },
      { id: 'call-2', name: 'record_item', argumentsText: '{"n": 2' },
    ],
  },
];

describe('conversation-text', () => {
  it('records the turns its text stands for, replacing the conversation before, and keeps them across a reload', async () => {
    const name = `conversation-text-${Math.random()}`;
    const first = setup(name);
    const { runId } = await first.harness.startRun({ kind: 'model' });
    await first.records.writeRunRecord(runId, [{ type: 'conversation', turns: [{ role: 'user', text: 'Old.' }] }]);
    const written = await first.records.writeRunRecord(runId, [
      { type: 'conversation-text', turnsJson: JSON.stringify(TURNS) },
      { type: 'status', status: 'done', at: Date.now() },
    ]);
    expect(written).toEqual({ applied: 2, refused: [] });
    expect((await first.records.getRunRecord(runId))?.conversation).toEqual(TURNS);
    expect((await first.records.getRunRecord(runId))?.modelTurns).toBe(1);
    await first.harness.endRun(runId);
    await first.store.flush();
    expect((await setup(name).records.getRunRecord(runId))?.conversation).toEqual(TURNS);
  });

  it('refuses text that is not JSON, or no text, and applies the events beside it', async () => {
    const { harness, records } = setup(`conversation-text-${Math.random()}`);
    const { runId } = await harness.startRun({ kind: 'model' });
    const written = await records.writeRunRecord(runId, [
      { type: 'conversation-text', turnsJson: '[{"role": "user"' },
      { type: 'conversation-text' } as never,
      { type: 'conversation-text', turnsJson: '{"role": "user"}' },
      { type: 'draft', text: 'Recorded.' },
    ]);
    expect(written.applied).toBe(1);
    expect(written.refused).toEqual([
      { index: 0, message: expect.stringContaining('not JSON') },
      { index: 1, message: expect.stringContaining('needs "turnsJson"') },
      { index: 2, message: expect.stringContaining('"turns" (array)') },
    ]);
    const head = await records.getRunRecord(runId);
    expect(head?.conversation).toEqual([]);
    expect(head?.draft).toBe('Recorded.');
  });
});
