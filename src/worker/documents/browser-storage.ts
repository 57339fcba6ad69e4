/**
 * The browser's StorageManager, reached lazily (`navigator.storage`, present in Chromium's and
 * Firefox's workers): usage and quota estimates, and persistence. Never throws; unknown values stay
 * undefined. `persist()` is Window-only per the Storage Standard, so in the worker it is usually absent.
 */

/** The parts of `StorageManager` used here (injected in tests). */
export interface StorageAccess {
  estimate?(): Promise<{ usage?: number; quota?: number }>;
  persisted?(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

/** `navigator.storage` when this global scope has one; read at call time, never at import time. */
export function defaultStorageAccess(): StorageAccess | undefined {
  return (globalThis as { navigator?: { storage?: StorageAccess } }).navigator?.storage;
}

/** Usage and quota in bytes and the persisted flag; each undefined when the browser does not say. */
export interface StorageEstimate {
  usageBytes?: number;
  quotaBytes?: number;
  persisted?: boolean;
}

/** Resolves a promise-returning call, or undefined when it is missing or fails. */
async function attempt<T>(call: (() => Promise<T>) | undefined): Promise<T | undefined> {
  try {
    return call ? await call() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the storage estimate.
 * Takes the storage access (may be undefined); returns `{ usageBytes?, quotaBytes?, persisted? }`
 * (bytes from `estimate()`, the flag from `persisted()`); never rejects.
 */
export async function readStorageEstimate(storage: StorageAccess | undefined): Promise<StorageEstimate> {
  const estimate = await attempt(storage?.estimate?.bind(storage));
  const persisted = await attempt(storage?.persisted?.bind(storage));
  return {
    ...(typeof estimate?.usage === 'number' ? { usageBytes: estimate.usage } : {}),
    ...(typeof estimate?.quota === 'number' ? { quotaBytes: estimate.quota } : {}),
    ...(typeof persisted === 'boolean' ? { persisted } : {}),
  };
}

/**
 * Asks for persistent storage.
 * Takes the storage access; returns `persist()`'s answer where it exists (a window), else `persisted()`
 * (a worker: only the page may ask), else false. Never rejects.
 */
export async function requestStoragePersistence(storage: StorageAccess | undefined): Promise<boolean> {
  const granted = await attempt(storage?.persist?.bind(storage));
  if (typeof granted === 'boolean') return granted;
  return (await attempt(storage?.persisted?.bind(storage))) ?? false;
}
