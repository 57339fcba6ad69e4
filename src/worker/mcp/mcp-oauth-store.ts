/**
 * Where remembered OAuth credentials of MCP servers live: IndexedDB database `mcp-oauth`, store
 * `credentials`, keyed by the server URL — written only when the user ticked "remember" at sign-in
 * (mcp-oauth.ts), removed at sign-out. Without IndexedDB (Node) nothing is remembered. Never read by the
 * page: the worker alone opens this database.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What is remembered of one server: the SDK's token set and client registration, as it gave them. */
export interface OAuthRecord {
  tokens?: Record<string, unknown>;
  client?: Record<string, unknown>;
}

/** The store's three operations (each may reject; callers ignore failures). */
export interface OAuthStore {
  load(serverUrl: string): Promise<OAuthRecord | undefined>;
  save(serverUrl: string, record: OAuthRecord): Promise<void>;
  remove(serverUrl: string): Promise<void>;
}

interface OAuthDb extends DBSchema {
  credentials: { key: string; value: OAuthRecord };
}

/** The IndexedDB store, or undefined where there is no IndexedDB. */
export function createIndexedDbOAuthStore(): OAuthStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let db: Promise<IDBPDatabase<OAuthDb>> | undefined;
  const open = () =>
    (db ??= openDB<OAuthDb>('mcp-oauth', 1, {
      upgrade(database) {
        database.createObjectStore('credentials');
      },
    }));
  return {
    load: async (serverUrl) => (await open()).get('credentials', serverUrl),
    save: async (serverUrl, record) => {
      await (await open()).put('credentials', JSON.parse(JSON.stringify(record)) as OAuthRecord, serverUrl);
    },
    remove: async (serverUrl) => (await open()).delete('credentials', serverUrl),
  };
}
