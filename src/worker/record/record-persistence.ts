/**
 * Run record persistence, via `idb`: database `harness-timeline` v5. `runs` (key `runId`) holds one row
 * per run — its record head and the counts the run list shows; `log` (key `[runId, n]`) holds the run's
 * record events in order (the record is their reduction, DESIGN.md §8); a call's row also carries `c`,
 * its position, indexed as `call` (`[runId, c]`) so a page of calls is one key-range read; `callIndex`
 * and `callText` (key `[runId, c]`: the batch's first call) hold the filter facts and search texts of each
 * batch's calls (call-filter-rows.ts), so a filter reads them instead of the calls; `marks` (key `runId`) holds
 * the refusal mark of a run storage refused part of (refusal-mark.ts), read back onto its head row. A batch — a head row,
 * the log rows it counts and their calls' index rows — is written in one transaction (`writeBatch`), so
 * what the head row says is what storage holds. Runs stored before v4 have no index rows. Version 1 rows (`runs` rows without `format`, with `calls`
 * `[runId, index]` and `events` `[runId, n]`) are still read, so runs stored by the earlier format open.
 * Opened lazily. When IndexedDB is missing the store reports `unavailable` (run history lives in memory
 * only); when a batch is refused (quota) it reports `full`, and `available` is false until a later batch is
 * written again (storage-health.ts). What was not saved — its count and the sentence naming it — is the
 * flusher's reckoning (`reportUnsaved`), one total over all runs.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { RecordCall, RunRecordEvent } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RunHeadRow, V1CallRow, V1RunRow } from './record-rows';
import type { RefusalMark } from './refusal-mark';
import type { StoreHealthSink } from '../storage/storage-health';
import { indexRowsOf, type CallFactsRow, type CallTextsRow } from './call-filter-rows';
import { isQuotaError } from '../documents/document-failures';
import { countOf, errorMessage } from '../../contract';

/** The default database name. */
const RECORD_DATABASE = 'harness-timeline';

/** One stored record event: the run's n-th (from 1); `c` — the call's position (from 1) for a call event. */
export interface LogRow {
  runId: string;
  n: number;
  event: RunRecordEvent;
  c?: number;
}
interface V1EventRow {
  runId: string;
  n: number;
  event: TimelineEvent;
}
interface RecordSchema extends DBSchema {
  runs: { key: string; value: RunHeadRow | V1RunRow };
  log: { key: [string, number]; value: LogRow; indexes: { call: [string, number] } };
  calls: { key: [string, number]; value: V1CallRow & { runId: string } };
  events: { key: [string, number]; value: V1EventRow };
  callIndex: { key: [string, number]; value: CallFactsRow };
  callText: { key: [string, number]; value: CallTextsRow };
  marks: { key: string; value: RefusalMark & { runId: string } };
}

/** A call's log row as its position and call (none for a row of another event). */
const callOfRow = (row: LogRow): { c: number; call: RecordCall }[] =>
  row.event.type === 'call' && row.c !== undefined ? [{ c: row.c, call: row.event.call }] : [];

/** What one `writeBatch` came to: committed, refused (quota or another error), or no IndexedDB here. */
export type BatchOutcome = 'written' | 'refused' | 'unavailable';

/** What the record store persists and reads back. */
export interface RecordPersistence {
  /** False while IndexedDB cannot be opened or the last batch was refused. */
  readonly available: boolean;
  /** Writes the head row and the log rows in one transaction; resolves with the outcome (never rejects). */
  writeBatch(head: RunHeadRow, rows: readonly LogRow[]): Promise<BatchOutcome>;
  /**
   * Writes a refused run's mark (refusal-mark.ts) — one small row, so it may fit where the refused batch
   * did not; resolves with the outcome (never rejects). It says nothing to the store's health: the run's
   * record is still not written.
   */
  writeMark(runId: string, mark: RefusalMark): Promise<BatchOutcome>;
  /**
   * Reports what storage does not hold and will not be written: `rows` log rows in all, of the runs `runIds`
   * (the store's `unsaved` count, and the sentence of its last failure naming them).
   */
  reportUnsaved(rows: number, runIds: readonly string[]): void;
  /** Every stored run's row (format 2/3 heads and version 1 rows; a format 3 head with its refusal mark). */
  loadRuns(): Promise<(RunHeadRow | V1RunRow)[]>;
  /** A format 2/3 run's record events, in order. */
  loadLog(runId: string): Promise<RunRecordEvent[]>;
  /** A format 3 run's calls at positions `c` = `from`..`to` (from 1, inclusive), in order. */
  loadCalls(runId: string, from: number, to: number): Promise<{ c: number; call: RecordCall }[]>;
  /** A format 3 run's calls at the positions `cs` (from 1), in the order given; positions not stored are left out. */
  loadCallsAt(runId: string, cs: readonly number[]): Promise<{ c: number; call: RecordCall }[]>;
  /** The run's log rows `from`..`to` (n from 1, inclusive), in order. */
  loadLogRows(runId: string, from: number, to: number): Promise<LogRow[]>;
  /** The run's filter index rows (the facts of every stored call, for a run stored by v4), in call order. */
  loadIndex(runId: string): Promise<CallFactsRow[]>;
  /** The run's search text rows, in call order. */
  loadTexts(runId: string): Promise<CallTextsRow[]>;
  /** The run's n-th record event, if stored. */
  loadLogRow(runId: string, n: number): Promise<RunRecordEvent | undefined>;
  /** A version 1 run's calls (by index) and other events (by n). */
  loadV1(runId: string): Promise<{ calls: V1CallRow[]; events: TimelineEvent[] }>;
  deleteRun(runId: string): Promise<void>;
}

const range = (runId: string) => IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]);
const STORES = ['runs', 'log', 'calls', 'events', 'callIndex', 'callText', 'marks'] as const;
const between = (runId: string, from: number, to: number) => IDBKeyRange.bound([runId, from], [runId, to]);

/**
 * What was not saved, in words: the runs and their record events not stored.
 *
 * @param runIds the runs, in the order they were tracked (at most 3 are named, then "and N more")
 * @param events record events (log rows) not stored, summed over the runs
 * @returns e.g. `the history of run run-3 (2 record events)`, `the history of runs run-1, run-2 (9 record events)`
 */
export function describeUnsaved(runIds: readonly string[], events: number): string {
  const named = runIds.slice(0, 3).join(', ') + (runIds.length > 3 ? ` and ${runIds.length - 3} more` : '');
  const runs = `${runIds.length === 1 ? 'run' : 'runs'} ${named}`;
  return `the history of ${runs} (${countOf(events, 'record event')})`;
}

/** Why run history is not stored: no IndexedDB, a quota refusal, or another write error (its message). */
type Failure = { kind: 'unavailable' | 'quota' | 'error'; reason: string };

/** The store's sentence for `failure`; `what` (from `describeUnsaved`) names what was not saved, if anything. */
function failureSentence(failure: Failure, what?: string): string {
  if (failure.kind === 'unavailable')
    return `Run history cannot be stored (IndexedDB: ${failure.reason}): ${what ? `${what} is` : 'runs are'} kept in this tab only and lost on reload.`;
  if (failure.kind === 'quota')
    return `Storage is full: ${what ?? 'run history'} was not saved and will be missing after a reload. Delete runs or documents to free space.`;
  return `Run history could not be written (${failure.reason}): ${what ?? 'run history'} was not saved.`;
}

/**
 * Creates the IndexedDB persistence; see the module doc.
 *
 * @param databaseName the IndexedDB database (default `harness-timeline`)
 * @param health where the store reports `full` / `unavailable` and what was not saved
 */
export function createRecordPersistence(databaseName = RECORD_DATABASE, health?: StoreHealthSink): RecordPersistence {
  let available = true;
  let failure: Failure | undefined;
  let opening: Promise<IDBPDatabase<RecordSchema> | undefined> | undefined;
  const database = () =>
    (opening ??= (async () => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      return openDB<RecordSchema>(databaseName, 5, {
        upgrade(db, oldVersion, _newVersion, transaction) {
          if (oldVersion < 1) {
            db.createObjectStore('runs', { keyPath: 'runId' });
            db.createObjectStore('calls', { keyPath: ['runId', 'index'] });
            db.createObjectStore('events', { keyPath: ['runId', 'n'] });
          }
          if (oldVersion < 2) db.createObjectStore('log', { keyPath: ['runId', 'n'] });
          if (oldVersion < 3) transaction.objectStore('log').createIndex('call', ['runId', 'c']);
          if (oldVersion < 4) {
            db.createObjectStore('callIndex', { keyPath: ['runId', 'c'] });
            db.createObjectStore('callText', { keyPath: ['runId', 'c'] });
          }
          if (oldVersion < 5) db.createObjectStore('marks', { keyPath: 'runId' });
        },
      });
    })().catch((error: unknown) => {
      available = false;
      failure = { kind: 'unavailable', reason: errorMessage(error) };
      health?.failed('unavailable', 0, failureSentence(failure));
      return undefined;
    }));

  return {
    get available() {
      return available;
    },
    async writeBatch(head, rows) {
      const db = await database();
      if (!db) return 'unavailable';
      try {
        const tx = db.transaction(['runs', 'log', 'callIndex', 'callText'], 'readwrite');
        const log = tx.objectStore('log');
        for (const row of rows) void log.put(row);
        const indexed = indexRowsOf(head.runId, rows.filter((row) => row.runId === head.runId).flatMap(callOfRow));
        if (indexed) {
          void tx.objectStore('callIndex').put(indexed.facts);
          void tx.objectStore('callText').put(indexed.texts);
        }
        void tx.objectStore('runs').put(head);
        await tx.done;
        available = true;
        failure = undefined;
        health?.saved();
        return 'written';
      } catch (error) {
        available = false;
        failure = { kind: isQuotaError(error) ? 'quota' : 'error', reason: errorMessage(error) };
        health?.failed('full', 0, failureSentence(failure));
        return 'refused';
      }
    },
    async writeMark(runId, mark) {
      const db = await database();
      if (!db) return 'unavailable';
      try {
        await db.put('marks', { ...mark, runId });
        return 'written';
      } catch {
        return 'refused';
      }
    },
    reportUnsaved(rows, runIds) {
      const what = rows > 0 && runIds.length > 0 ? describeUnsaved(runIds, rows) : undefined;
      health?.lost(rows, failure ? failureSentence(failure, what) : undefined);
    },
    async loadRuns() {
      const db = await database();
      if (!db) return [];
      const [rows, marks] = await Promise.all([db.getAll('runs'), db.getAll('marks')]);
      const markOf = new Map(marks.map(({ runId, ...mark }) => [runId, mark]));
      return rows.map((row) => {
        const mark = row.format === 3 && row.complete !== true ? markOf.get(row.runId) : undefined;
        return mark ? { ...row, refused: mark } : row;
      });
    },
    async loadLog(runId) {
      const db = await database();
      if (!db) return [];
      return (await db.getAll('log', range(runId))).map((row) => row.event);
    },
    async loadCalls(runId, from, to) {
      const db = await database();
      if (!db || to < from) return [];
      const rows = await db.getAllFromIndex('log', 'call', between(runId, from, to));
      return rows.flatMap(callOfRow);
    },
    async loadCallsAt(runId, cs) {
      const db = await database();
      if (!db || cs.length === 0) return [];
      const index = db.transaction('log').store.index('call');
      const rows = await Promise.all(cs.map((c) => index.get([runId, c])));
      return rows.flatMap((row) => (row ? callOfRow(row) : []));
    },
    async loadLogRows(runId, from, to) {
      const db = await database();
      return db && to >= from ? db.getAll('log', between(runId, from, to)) : [];
    },
    async loadIndex(runId) {
      const db = await database();
      return db ? db.getAll('callIndex', range(runId)) : [];
    },
    async loadTexts(runId) {
      const db = await database();
      return db ? db.getAll('callText', range(runId)) : [];
    },
    async loadLogRow(runId, n) {
      const db = await database();
      return db ? (await db.get('log', [runId, n]))?.event : undefined;
    },
    async loadV1(runId) {
      const db = await database();
      if (!db) return { calls: [], events: [] };
      const [calls, events] = await Promise.all([db.getAll('calls', range(runId)), db.getAll('events', range(runId))]);
      return { calls: calls.map(({ runId: _r, ...call }) => call), events: events.map((row) => row.event) };
    },
    async deleteRun(runId) {
      const db = await database();
      if (!db) return;
      const tx = db.transaction([...STORES], 'readwrite');
      await Promise.all([
        tx.objectStore('runs').delete(runId),
        tx.objectStore('log').delete(range(runId)),
        tx.objectStore('calls').delete(range(runId)),
        tx.objectStore('events').delete(range(runId)),
        tx.objectStore('callIndex').delete(range(runId)),
        tx.objectStore('callText').delete(range(runId)),
        tx.objectStore('marks').delete(runId),
        tx.done,
      ]);
    },
  };
}
