/**
 * Run record persistence, via `idb`: database `harness-timeline` v2. `runs` (key `runId`) holds one row
 * per run — its record head and the counts the run list shows; `log` (key `[runId, n]`) holds the run's
 * record events in order (the record is their reduction, DESIGN.md §8). Version 1 rows (`runs` rows
 * without `format`, with `calls` `[runId, index]` and `events` `[runId, n]`) are still read, so runs
 * stored by the earlier format open. Writes are queued and written in one transaction per batch on a
 * later task, never on the awaited path of `invoke`. Opened lazily. When IndexedDB is missing the store
 * reports `unavailable` (run history lives in memory only); when a batch is refused (quota) it reports `full`,
 * naming the runs whose history was not saved, and `available` is false — finished runs then stay in memory —
 * until a later batch is written again (storage-health.ts).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createWriteBehindQueue } from '../storage/write-behind-queue';
import type { RunRecordEvent } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RunHeadRow, V1CallRow, V1RunRow } from './record-rows';
import type { StoreHealthSink } from '../storage/storage-health';
import { isQuotaError } from '../documents/document-failures';
import { errorMessage } from '../../contract';

/** The default database name. */
const RECORD_DATABASE = 'harness-timeline';

interface LogRow {
  runId: string;
  n: number;
  event: RunRecordEvent;
}
interface V1EventRow {
  runId: string;
  n: number;
  event: TimelineEvent;
}
interface RecordSchema extends DBSchema {
  runs: { key: string; value: RunHeadRow | V1RunRow };
  log: { key: [string, number]; value: LogRow };
  calls: { key: [string, number]; value: V1CallRow & { runId: string } };
  events: { key: [string, number]; value: V1EventRow };
}

/** What the record store persists and reads back. */
export interface RecordPersistence {
  /** False while IndexedDB cannot be opened or the last batch was refused. */
  readonly available: boolean;
  putRun(row: RunHeadRow): void;
  /** The run's n-th record event (n from 1). */
  putLog(runId: string, n: number, event: RunRecordEvent): void;
  /** Every stored run's row (version 2 heads and version 1 rows). */
  loadRuns(): Promise<(RunHeadRow | V1RunRow)[]>;
  /** A version 2 run's record events, in order. */
  loadLog(runId: string): Promise<RunRecordEvent[]>;
  /** A version 1 run's calls (by index) and other events (by n). */
  loadV1(runId: string): Promise<{ calls: V1CallRow[]; events: TimelineEvent[] }>;
  deleteRun(runId: string): Promise<void>;
  /** Resolves once everything queued so far is written. */
  flush(): Promise<void>;
}

export type Write = { kind: 'run'; value: RunHeadRow } | { kind: 'log'; value: LogRow };
const range = (runId: string) => IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]);
const STORES = ['runs', 'log', 'calls', 'events'] as const;

/**
 * What a refused batch lost, in words: the runs it touched (up to three by id) and their record events.
 *
 * @returns e.g. `the history of run run-3 (2 record events)`
 */
export function describeUnsaved(batch: readonly Write[]): string {
  const runs = new Map<string, number>();
  for (const write of batch)
    runs.set(write.value.runId, (runs.get(write.value.runId) ?? 0) + (write.kind === 'log' ? 1 : 0));
  const named = [...runs]
    .slice(0, 3)
    .map(([runId, events]) => `run ${runId} (${events} record event${events === 1 ? '' : 's'})`);
  const more = runs.size > 3 ? ` and ${runs.size - 3} more run(s)` : '';
  return `the history of ${named.join(', ')}${more}`;
}

/**
 * Creates the IndexedDB persistence; see the module doc.
 *
 * @param databaseName the IndexedDB database (default `harness-timeline`)
 * @param health where the store reports `full` / `unavailable` and what was not saved
 */
export function createRecordPersistence(databaseName = RECORD_DATABASE, health?: StoreHealthSink): RecordPersistence {
  let available = true;
  /** False once IndexedDB could not be opened: nothing is queued any more. */
  let opened = true;
  let opening: Promise<IDBPDatabase<RecordSchema> | undefined> | undefined;
  const database = () =>
    (opening ??= (async () => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      return openDB<RecordSchema>(databaseName, 2, {
        upgrade(db, oldVersion) {
          if (oldVersion < 1) {
            db.createObjectStore('runs', { keyPath: 'runId' });
            db.createObjectStore('calls', { keyPath: ['runId', 'index'] });
            db.createObjectStore('events', { keyPath: ['runId', 'n'] });
          }
          if (oldVersion < 2) db.createObjectStore('log', { keyPath: ['runId', 'n'] });
        },
      });
    })().catch((error: unknown) => {
      available = false;
      opened = false;
      health?.failed(
        'unavailable',
        0,
        `Run history cannot be stored (IndexedDB: ${errorMessage(error)}): runs are kept in this tab only and are lost on reload.`,
      );
      return undefined;
    }));

  const writeBatch = async (batch: Write[]) => {
    const db = await database();
    if (!db) return;
    try {
      const tx = db.transaction(['runs', 'log'], 'readwrite');
      for (const write of batch) {
        if (write.kind === 'run') void tx.objectStore('runs').put(write.value);
        else void tx.objectStore('log').put(write.value);
      }
      await tx.done;
      available = true;
      health?.saved();
    } catch (error) {
      available = false;
      const what = describeUnsaved(batch);
      health?.failed(
        'full',
        batch.length,
        isQuotaError(error)
          ? `Storage is full: ${what} was not saved and will be missing after a reload. Delete runs or documents to free space.`
          : `Run history could not be written (${errorMessage(error)}): ${what} was not saved.`,
      );
    }
  };
  const writes = createWriteBehindQueue(writeBatch);
  // Writes go on being tried while the store is full (space may be freed); none once IndexedDB is missing.
  const enqueue = (write: Write) => {
    if (opened) writes.push(write);
  };
  const flush = () => writes.flush();

  return {
    get available() {
      return available;
    },
    putRun: (row) => enqueue({ kind: 'run', value: row }),
    putLog: (runId, n, event) => enqueue({ kind: 'log', value: { runId, n, event } }),
    async loadRuns() {
      const db = await database();
      return db ? db.getAll('runs') : [];
    },
    async loadLog(runId) {
      await flush();
      const db = await database();
      if (!db) return [];
      return (await db.getAll('log', range(runId))).map((row) => row.event);
    },
    async loadV1(runId) {
      const db = await database();
      if (!db) return { calls: [], events: [] };
      const [calls, events] = await Promise.all([db.getAll('calls', range(runId)), db.getAll('events', range(runId))]);
      return { calls: calls.map(({ runId: _r, ...call }) => call), events: events.map((row) => row.event) };
    },
    async deleteRun(runId) {
      await flush();
      const db = await database();
      if (!db) return;
      const tx = db.transaction([...STORES], 'readwrite');
      await Promise.all([
        tx.objectStore('runs').delete(runId),
        tx.objectStore('log').delete(range(runId)),
        tx.objectStore('calls').delete(range(runId)),
        tx.objectStore('events').delete(range(runId)),
        tx.done,
      ]);
    },
    flush,
  };
}
