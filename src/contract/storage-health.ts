/**
 * Storage health (DESIGN §8 "Honesty of states"): each of the worker's four stores — run history
 * (`runs`: timelines and run records), `documents`, `notes` and `audit` — says whether its writes reach
 * IndexedDB. `full`: the browser refused a write (quota); what was not saved is counted and named.
 * `unavailable`: IndexedDB cannot be opened (private mode, storage disabled): the store works in memory and
 * loses everything on reload. Changes arrive live as a `storage-state` event (runId '', detail `store`,
 * `state`, `unsaved`, `message`). Pure types and the store names.
 */

/** The stores, in the order the page names them. */
export const STORAGE_STORES = ['runs', 'documents', 'notes', 'audit'] as const;
export type StorageStore = (typeof STORAGE_STORES)[number];

/** Words for a store in sentences ("run history, documents, notes and audit records"). */
export const STORAGE_STORE_WORDS: Readonly<Record<StorageStore, string>> = {
  runs: 'run history',
  documents: 'documents',
  notes: 'notes',
  audit: 'audit records',
};

/** `ok` — writes reach IndexedDB; `full` — a write was refused (quota); `unavailable` — no IndexedDB. */
export type StorageState = 'ok' | 'full' | 'unavailable';

/** One store's health. */
export interface StoreHealth {
  store: StorageStore;
  state: StorageState;
  /** Writes (records, calls, events, documents, notes) not saved since the worker started. */
  unsaved: number;
  /** One sentence naming what was not saved, or why the store is in memory only; absent while `ok` and nothing lost. */
  message?: string;
}

/** What `storageHealth` reports: the four stores, in `STORAGE_STORES` order. */
export interface StorageHealthReport {
  stores: StoreHealth[];
}

/** The storage-health half of the worker's surface. Never rejects. */
export interface StorageHealthApi {
  storageHealth(): Promise<StorageHealthReport>;
}
