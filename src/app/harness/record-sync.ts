/**
 * Store sync: what the worker tells the page lands in the store's bounded windows (through the store's
 * frame batch, store/write-batch.ts) — each invoke's observation with its stages, and the live events
 * (approval, progress, MCP, storage states). A `run-change` notice is no event of a run: it goes to the
 * `onChange` listeners as a run change, and a `server-state` event as an MCP change besides (the
 * provider invalidates the queries they make stale, never a poll).
 */
import type { InvokeRequest, InvokeResult, TimelineEvent } from '../../contract';
import { storeHealthFromEvent, type ConsoleStore } from '../store';
import { writeBatchOf } from '../store/write-batch';
import { factEventsOf } from '../../contract/scenario-facts';
import { collectCodes } from '../observation-codes';
import type { WorkerChange } from './query-keys';

/** The sync of one client. */
export interface RecordSync {
  /** Handles one live event from the worker's subscription. */
  live(event: TimelineEvent): void;
  /** Puts one invoke's observation and stage events into the store (counted when its run is shown). */
  invoked(result: InvokeResult, request: InvokeRequest): void;
  /** Calls `listener(change)` on each worker change; returns the unsubscribe function. */
  onChange(listener: (change: WorkerChange) => void): () => void;
  /** Tells the listeners of `change`. */
  changed(change: WorkerChange): void;
}

/** Creates the sync over `store`. */
export function createRecordSync(store: ConsoleStore): RecordSync {
  const writes = writeBatchOf(store);
  const listeners = new Set<(change: WorkerChange) => void>();
  const changed = (change: WorkerChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    live(event) {
      if (event.stage === 'run-change') return changed({ kind: 'run', runId: event.runId });
      writes.push({
        events: [event],
        ...(store.getState().countsInStatus(event.runId) ? { codes: collectCodes([event]) } : {}),
      });
      if (event.stage === 'server-state') changed({ kind: 'mcp' });
      const storage = storeHealthFromEvent(event);
      if (storage) store.getState().setStoreHealth(storage);
    },
    invoked(result, request) {
      const observation = {
        runId: request.runId,
        callId: result.toolCallId,
        callKey: result.callKey,
        toolName: request.toolName,
        observation: result.observation,
        stages: factEventsOf(result.events),
      };
      // `run-status` counts the run it describes only (a model run, or the catalog run: run-slice.ts).
      writes.push(
        store.getState().countsInStatus(request.runId)
          ? { observation, codes: collectCodes(result.events, [result.observation]), calls: 1 }
          : { observation },
      );
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed,
  };
}
