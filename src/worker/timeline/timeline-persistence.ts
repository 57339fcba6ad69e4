/**
 * Timeline persistence, via `idb`: database
 * `harness-timeline` v1 with `runs` (key `runId`: the RunRecord), `calls` (key `[runId, index]`: a
 * CallRecord) and `events` (key `[runId, n]`: events that belong to no call). Writes are queued and
 * written in one transaction per batch on a later task, never on the awaited path of `invoke`. Opened
 * lazily. When IndexedDB is missing the store reports `unavailable` (run history lives in memory only); when a
 * batch is refused (quota) it reports `full`, naming the runs whose history was not saved, and `available`
 * is false — finished runs then stay in memory — until a later batch is written again (storage-health.ts).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createWriteBehindQueue } from '../storage/write-behind-queue';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { CallRecord, RunRecord } from './run-timeline';
import type { StoreHealthSink } from '../storage/storage-health';
import { isQuotaError } from '../documents/document-failures';
import { errorMessage } from '../../contract';

/** The default database name. */
const TIMELINE_DATABASE = 'harness-timeline';

interface EventRow {
  runId: string;
  n: number;
  event: TimelineEvent;
}
interface CallRow extends CallRecord {
  runId: string;
}
interface TimelineSchema extends DBSchema {
  runs: { key: string; value: RunRecord };
  calls: { key: [string, number]; value: CallRow };
  events: { key: [string, number]; value: EventRow };
}

/** What the timeline store persists and reads back. */
export interface TimelinePersistence {
  /** False while IndexedDB cannot be opened or the last batch was refused. */
  readonly available: boolean;
  putRun(run: RunRecord): void;
  putCall(runId: string, call: CallRecord): void;
  putEvent(runId: string, n: number, event: TimelineEvent): void;
  /** Every stored run's facts. */
  loadRuns(): Promise<RunRecord[]>;
  /** A stored run's calls (by index) and other events (by n). */
  loadTimeline(runId: string): Promise<{ calls: CallRecord[]; events: TimelineEvent[] }>;
  deleteRun(runId: string): Promise<void>;
  /** Resolves once everything queued so far is written. */
  flush(): Promise<void>;
}

export type Write =
  { kind: 'run'; value: RunRecord } | { kind: 'call'; value: CallRow } | { kind: 'event'; value: EventRow };
const range = (runId: string) => IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]);

/**
 * What a refused batch lost, in words: the runs it touched (up to three by id) and the calls and events.
 *
 * @returns e.g. `the history of run run-3 (2 calls, 1 event)`
 */
export function describeUnsaved(batch: readonly Write[]): string {
  const runs = new Map<string, { calls: number; events: number }>();
  for (const write of batch) {
    const runId = write.value.runId;
    const counts = runs.get(runId) ?? { calls: 0, events: 0 };
    if (write.kind === 'call') counts.calls += 1;
    if (write.kind === 'event') counts.events += 1;
    runs.set(runId, counts);
  }
  const named = [...runs].slice(0, 3).map(([runId, counts]) => {
    const parts = [
      `${counts.calls} call${counts.calls === 1 ? '' : 's'}`,
      `${counts.events} event${counts.events === 1 ? '' : 's'}`,
    ];
    return `run ${runId} (${parts.join(', ')})`;
  });
  const more = runs.size > 3 ? ` and ${runs.size - 3} more run(s)` : '';
  return `the history of ${named.join(', ')}${more}`;
}

/**
 * Creates the IndexedDB persistence; see the module doc.
 *
 * @param databaseName the IndexedDB database (default `harness-timeline`)
 * @param health where the store reports `full` / `unavailable` and what was not saved
 */
export function createTimelinePersistence(
  databaseName = TIMELINE_DATABASE,
  health?: StoreHealthSink,
): TimelinePersistence {
  let available = true;
  /** False once IndexedDB could not be opened: nothing is queued any more. */
  let opened = true;
  let opening: Promise<IDBPDatabase<TimelineSchema> | undefined> | undefined;
  const database = () =>
    (opening ??= (async () => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      return openDB<TimelineSchema>(databaseName, 1, {
        upgrade(db) {
          db.createObjectStore('runs', { keyPath: 'runId' });
          db.createObjectStore('calls', { keyPath: ['runId', 'index'] });
          db.createObjectStore('events', { keyPath: ['runId', 'n'] });
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
      const tx = db.transaction(['runs', 'calls', 'events'], 'readwrite');
      for (const write of batch) {
        if (write.kind === 'run') void tx.objectStore('runs').put(write.value);
        else if (write.kind === 'call') void tx.objectStore('calls').put(write.value);
        else void tx.objectStore('events').put(write.value);
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
    putRun: (run) => enqueue({ kind: 'run', value: run }),
    putCall: (runId, call) => enqueue({ kind: 'call', value: { ...call, runId } }),
    putEvent: (runId, n, event) => enqueue({ kind: 'event', value: { runId, n, event } }),
    async loadRuns() {
      const db = await database();
      return db ? db.getAll('runs') : [];
    },
    async loadTimeline(runId) {
      await flush();
      const db = await database();
      if (!db) return { calls: [], events: [] };
      const [calls, events] = await Promise.all([db.getAll('calls', range(runId)), db.getAll('events', range(runId))]);
      return { calls: calls.map(({ runId: _r, ...call }) => call), events: events.map((row) => row.event) };
    },
    async deleteRun(runId) {
      await flush();
      const db = await database();
      if (!db) return;
      const tx = db.transaction(['runs', 'calls', 'events'], 'readwrite');
      await Promise.all([
        tx.objectStore('runs').delete(runId),
        tx.objectStore('calls').delete(range(runId)),
        tx.objectStore('events').delete(range(runId)),
        tx.done,
      ]);
    },
    flush,
  };
}
