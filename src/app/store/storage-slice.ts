/**
 * Storage slice: the health of the worker's four stores (run history, documents, notes, audit;
 * contract/storage-health.ts), as the worker reports it — at start (`storageHealth`) and live
 * (`storage-state` events). Drives the storage banner and warning (components/storage) and the audit
 * panel's state. Holds only states, counts and sentences.
 */
import type { StateCreator } from 'zustand';
import {
  STORAGE_STORES,
  type StorageHealthReport,
  type StorageState,
  type StoreHealth,
  type TimelineEvent,
} from '../../contract';
import type { ConsoleState } from './index';

/** Storage state and its actions. */
export interface StorageSlice {
  /** One entry per store, in `STORAGE_STORES` order; every store `ok` until the worker says otherwise. */
  storageHealth: StoreHealth[];
  /** Replaces one store's health. */
  setStoreHealth(health: StoreHealth): void;
  /** Replaces all stores' health from a `storageHealth()` report (unknown stores are ignored). */
  setStorageHealth(report: StorageHealthReport): void;
}

const STATES: readonly StorageState[] = ['ok', 'full', 'unavailable'];

/**
 * Reads a `storage-state` live event (detail `store`, `state`, `unsaved`, `message`).
 *
 * @returns the store's health, or undefined for any other event or a malformed detail
 */
export function storeHealthFromEvent(event: TimelineEvent): StoreHealth | undefined {
  if (event.stage !== 'storage-state' || !event.detail) return undefined;
  const { store, state, unsaved, message } = event.detail as Record<string, unknown>;
  const known = STORAGE_STORES.find((name) => name === store);
  const knownState = STATES.find((name) => name === state);
  if (!known || !knownState) return undefined;
  return {
    store: known,
    state: knownState,
    unsaved: typeof unsaved === 'number' && unsaved >= 0 ? unsaved : 0,
    ...(typeof message === 'string' && message !== '' ? { message } : {}),
  };
}

/** Creates the storage slice. */
export const createStorageSlice: StateCreator<ConsoleState, [], [], StorageSlice> = (set) => ({
  storageHealth: STORAGE_STORES.map((store) => ({ store, state: 'ok', unsaved: 0 })),
  setStoreHealth: (health) =>
    set((state) => ({
      storageHealth: state.storageHealth.map((entry) => (entry.store === health.store ? health : entry)),
    })),
  setStorageHealth: (report) =>
    set((state) => ({
      storageHealth: state.storageHealth.map(
        (entry) => report.stores.find((reported) => reported.store === entry.store) ?? entry,
      ),
    })),
});
