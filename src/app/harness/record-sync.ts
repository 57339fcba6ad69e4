/**
 * Store sync: the live events the worker sends (approval, progress, MCP, storage states) land in the
 * store's bounded run events (through the store's frame batch, store/write-batch.ts); an answered invoke
 * and a `run-change` notice mark the run's live record window stale (live-record.ts: the figures and
 * observations are read from the record). A `run-change` notice is no event of a run: it goes to the
 * `onChange` listeners as a run change, and a `server-state` event as an MCP change besides (the
 * provider invalidates the queries they make stale, never a poll).
 */
import type { TimelineEvent } from '../../contract';
import { storeHealthFromEvent, type ConsoleStore } from '../store';
import { writeBatchOf } from '../store/write-batch';
import type { LiveRecord } from './live-record';
import type { WorkerChange } from './query-keys';

/** The sync of one client. */
export interface RecordSync {
  /** Handles one live event from the worker's subscription. */
  live(event: TimelineEvent): void;
  /** Calls `listener(change)` on each worker change; returns the unsubscribe function. */
  onChange(listener: (change: WorkerChange) => void): () => void;
  /** Tells the listeners of `change`. */
  changed(change: WorkerChange): void;
}

/** Creates the sync over `store`; run changes mark `liveRecord` stale (absent: nothing is read). */
export function createRecordSync(store: ConsoleStore, liveRecord?: LiveRecord): RecordSync {
  const writes = writeBatchOf(store);
  const listeners = new Set<(change: WorkerChange) => void>();
  const changed = (change: WorkerChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    live(event) {
      if (event.stage === 'run-change') {
        liveRecord?.touch(event.runId);
        return changed({ kind: 'run', runId: event.runId });
      }
      writes.push({ events: [event] });
      if (event.stage === 'server-state') changed({ kind: 'mcp' });
      const storage = storeHealthFromEvent(event);
      if (storage) store.getState().setStoreHealth(storage);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed,
  };
}
