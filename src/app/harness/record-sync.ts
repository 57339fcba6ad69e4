/**
 * Store sync: what the worker tells the page lands in the store's bounded windows (through the store's
 * frame batch, store/write-batch.ts) — each invoke's observation with its stages, and the live events
 * (approval, progress, MCP, storage states). A `run-change` notice is no event of a run: it goes to the
 * `onRunChange` listeners (the run list and the record views re-read on it, never by polling).
 */
import type { InvokeRequest, InvokeResult, TimelineEvent } from '../../contract';
import { storeHealthFromEvent, type ConsoleStore } from '../store';
import { writeBatchOf } from '../store/write-batch';
import { factEventsOf } from '../../contract/scenario-facts';
import { collectCodes } from '../observation-codes';

/** The sync of one client. */
export interface RecordSync {
  /** Handles one live event from the worker's subscription. */
  live(event: TimelineEvent): void;
  /** Puts one invoke's observation and stage events into the store (counted when its run is shown). */
  invoked(result: InvokeResult, request: InvokeRequest): void;
  /** Calls `listener(runId)` on each `run-change` notice; returns the unsubscribe function. */
  onRunChange(listener: (runId: string) => void): () => void;
}

/** What the sync asks of the client when a live event says the worker's lists changed. */
export interface RecordSyncHooks {
  /** An MCP server changed state: its list and the catalog are re-read. */
  serverStateChanged(): void;
}

/** Creates the sync over `store`. */
export function createRecordSync(store: ConsoleStore, hooks: RecordSyncHooks): RecordSync {
  const writes = writeBatchOf(store);
  const listeners = new Set<(runId: string) => void>();
  return {
    live(event) {
      if (event.stage === 'run-change') {
        for (const listener of listeners) listener(event.runId);
        return;
      }
      writes.push({
        events: [event],
        ...(store.getState().countsInStatus(event.runId) ? { codes: collectCodes([event]) } : {}),
      });
      if (event.stage === 'server-state') hooks.serverStateChanged();
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
    onRunChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
