/**
 * Timeline persistence, via `idb`: database
 * `harness-timeline` v1 with `runs` (key `runId`: the RunRecord), `calls` (key `[runId, index]`: a
 * CallRecord) and `events` (key `[runId, n]`: events that belong to no call). Writes are queued and
 * written in one transaction per batch on a later task, never on the awaited path of `invoke`. Opened
 * lazily; when IndexedDB is missing or refuses, `available` turns false and the timelines stay in memory.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createWriteBehindQueue } from '../storage/write-behind-queue';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { CallRecord, RunRecord } from './run-timeline';

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
  /** False once IndexedDB could not be opened or refused a write. */
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

type Write = { kind: 'run'; value: RunRecord } | { kind: 'call'; value: CallRow } | { kind: 'event'; value: EventRow };
const range = (runId: string) => IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]);

/** Creates the IndexedDB persistence; see the module doc. */
export function createTimelinePersistence(databaseName = TIMELINE_DATABASE): TimelinePersistence {
  let available = true;
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
    })().catch(() => {
      available = false;
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
    } catch {
      available = false;
    }
  };
  const writes = createWriteBehindQueue(writeBatch);
  const enqueue = (write: Write) => {
    if (available) writes.push(write);
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
