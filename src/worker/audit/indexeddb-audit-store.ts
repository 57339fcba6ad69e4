/**
 * The IndexedDB audit store (DESIGN.md §3 "the raw goes to the audit store and
 * nowhere else"), via `idb`: database `harness-audit` v1 with `records` (key `[runId, seq]`), `runs`
 * (key `runId`: count, bytes, chain head, first write) and `settings` (the retention). Implements
 * `AuditStore`: `record()` only queues and returns — hashing (audit-chain.ts) and the write happen in a
 * batch on a later task, never on `invoke`'s awaited path. After each batch the retention drops the
 * oldest runs past `maxRuns` / `maxBytes` (never the run just written) and remembers what it dropped.
 * A write the browser refuses (QuotaExceededError) turns the state to `full`: those records are dropped
 * and counted, the chain stays consistent over what was stored, `health` is told (a live warning naming
 * how many records were lost), and the harness keeps working. Retention keeps working while the store is
 * full (deleting is how the user frees space): `setRetention` applies the limits before it tries to save them.
 * IndexedDB is opened lazily, never at import time.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createWriteBehindQueue } from '../storage/write-behind-queue';
import type { AuditRetention, AuditStorageReport, AuditStoreState } from '../../contract/audit-api';
import { utf8ByteLength } from '../../contract/byte-length';
import { readStorageEstimate, type StorageAccess } from '../documents/browser-storage';
import { GENESIS_HASH, chainRecord, type ChainedAuditRecord } from './audit-chain';
import { type AuditRecord, type AuditStore, createMemoryAuditStore } from './audit-store';
import { countOf, errorMessage } from '../../contract';
import type { StoreHealthSink } from '../storage/storage-health';
import { isQuotaError } from '../documents/document-failures';

/** The default database name. */
const AUDIT_DATABASE = 'harness-audit';
/** Retention defaults: 50 runs, 200 MiB. */
export const DEFAULT_RETENTION: AuditRetention = { maxRuns: 50, maxBytes: 200 * 1024 * 1024 };

interface RunRow {
  runId: string;
  records: number;
  bytes: number;
  head: string;
  firstAt: number;
}
interface AuditSchema extends DBSchema {
  records: { key: [string, number]; value: ChainedAuditRecord & { bytes: number } };
  runs: { key: string; value: RunRow };
  settings: { key: string; value: AuditRetention };
}

/** The audit store with its persistent side (the AuditApi's worker half). */
export interface PersistentAuditStore extends AuditStore {
  /** Resolves once every record queued so far is written (or dropped). */
  flush(): Promise<void>;
  /** The run's stored records, oldest first (pending writes flushed first). */
  records(runId: string): Promise<ChainedAuditRecord[]>;
  storage(): Promise<AuditStorageReport>;
  setRetention(retention: Partial<AuditRetention>): Promise<AuditStorageReport>;
  deleteRun(runId: string): Promise<boolean>;
}

export interface IndexedDbAuditOptions {
  databaseName?: string;
  /** `navigator.storage` (usage and quota estimates). */
  storage?: StorageAccess;
  /** Told of every failed write (`full`, `unavailable`, with the records lost) and of a write that works again. */
  health?: StoreHealthSink;
  /** Awaited before each batch (call-wire.ts `quiet()`: the call wire's calls are answered first). */
  quiet?: () => Promise<void>;
}

/** Most audit records one transaction writes. */
const MAX_AUDIT_BATCH = 256;

const MIB = 1024 * 1024;
const clampRetention = (r: AuditRetention): AuditRetention => ({
  maxRuns: Math.max(1, Math.floor(Number.isFinite(r.maxRuns) ? r.maxRuns : DEFAULT_RETENTION.maxRuns)),
  maxBytes: Math.max(MIB, Math.floor(Number.isFinite(r.maxBytes) ? r.maxBytes : DEFAULT_RETENTION.maxBytes)),
});
const sizeOf = (r: AuditRecord) =>
  256 + utf8ByteLength(r.argumentsText) + utf8ByteLength(r.rawText ?? '') + utf8ByteLength(r.agentResultText ?? '');

/** Creates the IndexedDB audit store; see the module doc. Never throws from `record`. */
export function createIndexedDbAuditStore(options: IndexedDbAuditOptions = {}): PersistentAuditStore {
  const mirror = createMemoryAuditStore(16 * MIB);
  const runs = new Map<string, RunRow>();
  let retention = DEFAULT_RETENTION;
  let state: AuditStoreState = 'ok';
  let message: string | undefined;
  let droppedRecords = 0;
  let lastDropped: AuditStorageReport['lastDropped'];

  /** Sets the state; `lost` records were dropped by this change (reported with the sentence). */
  const setState = (next: AuditStoreState, text?: string, lost = 0) => {
    state = next;
    message = text;
    if (next === 'ok') options.health?.saved();
    else options.health?.failed(next, lost, text ?? '');
  };

  let opening: Promise<IDBPDatabase<AuditSchema> | undefined> | undefined;
  const database = () =>
    (opening ??= (async () => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      const db = await openDB<AuditSchema>(options.databaseName ?? AUDIT_DATABASE, 1, {
        upgrade(d) {
          d.createObjectStore('records', { keyPath: ['runId', 'seq'] });
          d.createObjectStore('runs', { keyPath: 'runId' });
          d.createObjectStore('settings');
        },
      });
      for (const row of await db.getAll('runs')) runs.set(row.runId, row);
      retention = clampRetention((await db.get('settings', 'retention')) ?? DEFAULT_RETENTION);
      return db;
    })().catch((error: unknown) => {
      setState(
        'unavailable',
        `The audit store cannot open IndexedDB (${errorMessage(error)}): audit records are kept in this tab only and are lost on reload.`,
      );
      return undefined;
    }));

  const enforceRetention = async (db: IDBPDatabase<AuditSchema>, keep: Set<string>) => {
    const ordered = [...runs.values()].sort((a, b) => a.firstAt - b.firstAt);
    let bytes = ordered.reduce((sum, row) => sum + row.bytes, 0);
    let count = ordered.length;
    const dropped: RunRow[] = [];
    for (const row of ordered) {
      if (count <= retention.maxRuns && bytes <= retention.maxBytes) break;
      if (keep.has(row.runId)) continue;
      dropped.push(row);
      count -= 1;
      bytes -= row.bytes;
    }
    for (const row of dropped) await removeRun(db, row.runId);
    if (dropped.length > 0) {
      lastDropped = {
        runs: dropped.length,
        bytes: dropped.reduce((s, r) => s + r.bytes, 0),
        runIds: dropped.map((r) => r.runId),
        at: Date.now(),
      };
    }
  };

  const removeRun = async (db: IDBPDatabase<AuditSchema>, runId: string) => {
    const tx = db.transaction(['records', 'runs'], 'readwrite');
    await tx.objectStore('records').delete(IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]));
    await tx.objectStore('runs').delete(runId);
    await tx.done;
    runs.delete(runId);
  };

  const writeBatch = async (batch: AuditRecord[]) => {
    const db = await database();
    if (!db) {
      // Unavailable: the records live in the in-memory mirror only (the state already says so).
      droppedRecords += batch.length;
      return;
    }
    const next = new Map<string, RunRow>();
    const rows: (ChainedAuditRecord & { bytes: number })[] = [];
    for (const entry of batch) {
      const before = next.get(entry.runId) ??
        runs.get(entry.runId) ?? {
          runId: entry.runId,
          records: 0,
          bytes: 0,
          head: GENESIS_HASH,
          firstAt: entry.recordedAt,
        };
      const chained = await chainRecord(entry, before.records + 1, before.head);
      const bytes = sizeOf(entry);
      rows.push({ ...chained, bytes });
      next.set(entry.runId, { ...before, records: chained.seq, bytes: before.bytes + bytes, head: chained.chainHash });
    }
    try {
      const tx = db.transaction(['records', 'runs'], 'readwrite');
      for (const row of rows) void tx.objectStore('records').put(row);
      for (const row of next.values()) void tx.objectStore('runs').put(row);
      await tx.done;
      for (const row of next.values()) runs.set(row.runId, row);
      if (state !== 'ok') setState('ok');
      await enforceRetention(db, new Set(next.keys()));
    } catch (error) {
      droppedRecords += batch.length;
      const runIds = [...new Set(batch.map((entry) => entry.runId))].slice(0, 3).join(', ');
      if (isQuotaError(error))
        setState(
          'full',
          `Storage is full: ${countOf(droppedRecords, 'audit record was', 'audit records were')} not kept (latest of run ${runIds}). Delete runs or lower the retention.`,
          batch.length,
        );
      else
        setState(
          'full',
          `The audit store could not write (${errorMessage(error)}); ${countOf(droppedRecords, 'record was', 'records were')} not kept (latest of run ${runIds}).`,
          batch.length,
        );
    }
  };

  const writes = createWriteBehindQueue(writeBatch, { maxBatch: MAX_AUDIT_BATCH, before: options.quiet });
  const flush = () => writes.flush();

  const storage = async (): Promise<AuditStorageReport> => {
    await flush();
    await database();
    const estimate = await readStorageEstimate(options.storage);
    let records = 0;
    let bytes = 0;
    for (const row of runs.values()) {
      records += row.records;
      bytes += row.bytes;
    }
    return {
      state,
      ...(message ? { message } : {}),
      runs: runs.size,
      records,
      bytes,
      ...(estimate.usageBytes !== undefined ? { usageBytes: estimate.usageBytes } : {}),
      ...(estimate.quotaBytes !== undefined ? { quotaBytes: estimate.quotaBytes } : {}),
      retention,
      ...(lastDropped ? { lastDropped } : {}),
      droppedRecords,
    };
  };

  return {
    record(entry) {
      try {
        mirror.record(entry);
        writes.push(entry);
      } catch {
        droppedRecords += 1;
      }
    },
    list: (runId) => mirror.list(runId),
    flush,
    async records(runId) {
      await flush();
      const db = await database();
      if (!db) return [];
      const rows = await db.getAll('records', IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]));
      return rows.map(({ bytes: _bytes, ...row }) => row);
    },
    storage,
    async setRetention(partial) {
      await flush();
      const db = await database();
      retention = clampRetention({ ...retention, ...partial });
      if (db) {
        // Deleting first: it works with the quota full, and it is how the user frees space.
        await enforceRetention(db, new Set());
        await db.put('settings', retention, 'retention').catch((error: unknown) => {
          message = `The retention applies now but could not be saved (${errorMessage(error)}); it resets on reload.`;
        });
      }
      return storage();
    },
    async deleteRun(runId) {
      await flush();
      const db = await database();
      if (!db || !runs.has(runId)) return false;
      await removeRun(db, runId);
      return true;
    },
  };
}
