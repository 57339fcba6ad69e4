/**
 * One lazily opened IndexedDB database (through `idb`): opened on first use, shared by later calls,
 * and opened again after a failed open or after the browser terminated the connection.
 */
import type { IDBPDatabase } from 'idb';

/**
 * @param open opens the database (e.g. `openDB(name, version, { upgrade, terminated })`); `onTerminated`
 *   must be passed as its `terminated` callback so a closed connection is reopened on the next call
 * @returns the getter of the open database; it rejects when opening fails (the next call tries again)
 */
export function createLazyDatabase<TSchema>(
  open: (onTerminated: () => void) => Promise<IDBPDatabase<TSchema>>,
): () => Promise<IDBPDatabase<TSchema>> {
  let opening: Promise<IDBPDatabase<TSchema>> | undefined;
  const forget = () => {
    opening = undefined;
  };
  return () => {
    opening ??= open(forget).catch((error: unknown) => {
      forget();
      throw error;
    });
    return opening;
  };
}
