/**
 * Storage health: a refused write turns the store `full` with what was not saved, IndexedDB missing turns it
 * `unavailable`, a later write turns it `ok` with the loss still counted; each change is one live event.
 * Every store that persists reports: run history, documents, notes, audit.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../src/contract';
import { createStorageHealth } from '../../../src/worker/storage/storage-health';
import { watchDocumentStore, watchNoteStore } from '../../../src/worker/storage/watched-stores';
import { createRecordPersistence } from '../../../src/worker/record/record-persistence';
import { RECORD_ROW_FORMAT, type RunHeadRow } from '../../../src/worker/record/record-rows';
import type { RunRecordEvent } from '../../../src/contract/run-record';
import { createMemoryDocumentStore } from '../../../src/worker/documents/document-store';
import { createMemoryNoteStore } from '../../../src/worker/tools/note-store';
import { failPutsAfter } from '../documents/quota-simulation';

const tracker = () => {
  const events: TimelineEvent[] = [];
  return { events, health: createStorageHealth((event) => events.push(event)) };
};
const freshName = () => `health-test-${Math.random().toString(36).slice(2)}`;
/** A run row; the persistence stores it without reading the head. */
const runRow = (runId: string): RunHeadRow => ({
  runId,
  format: RECORD_ROW_FORMAT,
  head: { runId } as unknown as RunHeadRow['head'],
  calls: 0,
  events: 0,
  codes: [],
  logLength: 0,
  lastActivityAt: 1,
});
const recordEvent = { type: 'question', question: 'q' } as unknown as RunRecordEvent;

describe('createStorageHealth', () => {
  it('reports every store ok at first, and each change once as a storage-state event', () => {
    const { events, health } = tracker();
    expect(health.report().stores.map((s) => `${s.store}:${s.state}`)).toEqual([
      'runs:ok',
      'documents:ok',
      'notes:ok',
      'audit:ok',
    ]);
    const audit = health.sink('audit');
    audit.saved(); // nothing changes
    audit.failed('full', 2, 'Storage is full: 2 audit record(s) were not kept.');
    audit.failed('full', 1, 'Storage is full: 3 audit record(s) were not kept.');
    audit.saved();
    expect(events.map((e) => [e.stage, e.runId, e.status, e.detail?.state, e.detail?.unsaved])).toEqual([
      ['storage-state', '', 'fail', 'full', 2],
      ['storage-state', '', 'fail', 'full', 3],
      ['storage-state', '', 'pass', 'ok', 3],
    ]);
    expect(health.report().stores[3]).toMatchObject({ store: 'audit', state: 'ok', unsaved: 3 });
    expect(health.report().stores[3]?.message).toMatch(/3 earlier writes were not saved/);
  });
});

describe('run history (record persistence)', () => {
  it('a refused batch is full; the reported total names the runs not saved; a later batch is ok', async () => {
    const { health } = tracker();
    const persistence = createRecordPersistence(freshName(), health.sink('runs'));
    expect(await persistence.writeBatch(runRow('run-1'), [])).toBe('written');
    const restore = failPutsAfter(0);
    let refused;
    try {
      refused = await persistence.writeBatch(runRow('run-2'), [{ runId: 'run-2', n: 1, event: recordEvent }]);
    } finally {
      restore();
    }
    expect(refused).toBe('refused');
    expect(health.report().stores[0]).toMatchObject({ store: 'runs', state: 'full', unsaved: 0 });
    persistence.reportUnsaved(1, ['run-2']);
    const runs = health.report().stores[0];
    expect(runs).toMatchObject({ store: 'runs', state: 'full', unsaved: 1 });
    expect(runs?.message).toMatch(/Storage is full: the history of run run-2 \(1 record event\) was not saved/);
    expect(persistence.available).toBe(false);

    expect(await persistence.writeBatch(runRow('run-3'), [])).toBe('written');
    expect(health.report().stores[0]).toMatchObject({ state: 'ok', unsaved: 1 });
    expect((await persistence.loadRuns()).map((row) => row.runId).sort()).toEqual(['run-1', 'run-3']);
  });

  it('without IndexedDB, run history is unavailable (kept in this tab only)', async () => {
    const { health } = tracker();
    const saved = globalThis.indexedDB;
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true });
    try {
      const persistence = createRecordPersistence(freshName(), health.sink('runs'));
      expect(await persistence.loadRuns()).toEqual([]);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true });
    }
    expect(health.report().stores[0]).toMatchObject({ state: 'unavailable' });
    expect(health.report().stores[0]?.message).toMatch(/lost on reload/);
  });
});

describe('documents and notes', () => {
  it('a document refused for quota is full and named; the caller still gets the rejection', async () => {
    const { health } = tracker();
    const store = watchDocumentStore(createMemoryDocumentStore({ quotaBytes: 10 }), health.sink('documents'));
    const record = {
      id: 'd1',
      name: 'report.md',
      mimeType: 'text/markdown',
      sizeBytes: 100,
      chunkCount: 1,
      addedAt: 1,
      source: 'user:d1' as const,
      storedBytes: 100,
    };
    await expect(store.putDocument(record, [{ n: 1, heading: '', text: 'x' }])).rejects.toMatchObject({
      name: 'QuotaExceededError',
    });
    expect(health.report().stores[1]).toMatchObject({ store: 'documents', state: 'full', unsaved: 1 });
    expect(health.report().stores[1]?.message).toContain('“report.md” was not saved');
  });

  it('a note that cannot be stored is unavailable and named', async () => {
    const { health } = tracker();
    const failing = { ...createMemoryNoteStore(), put: () => Promise.reject(new DOMException('gone', 'UnknownError')) };
    const store = watchNoteStore(failing, health.sink('notes'));
    await expect(store.put({ id: 'n1', title: 'Locks', text: 't', savedAt: 1 })).rejects.toThrow('gone');
    expect(health.report().stores[2]).toMatchObject({ store: 'notes', state: 'unavailable', unsaved: 1 });
    expect(health.report().stores[2]?.message).toContain('the note “Locks” was not saved');
  });
});
