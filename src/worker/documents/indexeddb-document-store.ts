/**
 * The IndexedDB document store (via `idb`): database `harness-documents` v1 with the object stores
 * `documents` (key `id`) and `chunks` (key `[docId, n]`). Opens the database lazily, on the first call —
 * never at import time, so the module loads in plain Node. A put is one readwrite transaction over both
 * stores: when the browser refuses a write (QuotaExceededError) the transaction aborts and nothing of
 * the document remains.
 */
import { type DBSchema, openDB } from 'idb';
import { createLazyDatabase } from '../storage/lazy-database';
import { byAddedAt, type DocumentRecord, type DocumentStore, type StoredChunk } from './document-store';

/** The default database name. */
const DOCUMENTS_DATABASE = 'harness-documents';

interface ChunkRow extends StoredChunk {
  docId: string;
}

interface DocumentsSchema extends DBSchema {
  documents: { key: string; value: DocumentRecord };
  chunks: { key: [string, number]; value: ChunkRow };
}

/** Reports progress at most this often while storing, in chunks. */
const PROGRESS_EVERY = 100;

/** The key range of every chunk of one document. */
function chunkRange(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, -Infinity], [id, Infinity]);
}

/**
 * Creates the IndexedDB store.
 * Takes the database name (tests use one per case); returns a `DocumentStore`. Rejections carry the
 * browser's DOMException (`QuotaExceededError`, `InvalidStateError`, …; opening where IndexedDB is
 * missing rejects with a plain Error). A failed open is retried by the next call.
 */
export function createIndexedDbDocumentStore(databaseName = DOCUMENTS_DATABASE): DocumentStore {
  const database = createLazyDatabase<DocumentsSchema>((onTerminated) => {
    if (typeof indexedDB === 'undefined')
      return Promise.reject(new Error('IndexedDB is not available in this browser'));
    return openDB<DocumentsSchema>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore('documents', { keyPath: 'id' });
        db.createObjectStore('chunks', { keyPath: ['docId', 'n'] });
      },
      terminated: onTerminated,
    });
  });

  return {
    async putDocument(record, chunks, onProgress) {
      const db = await database();
      const transaction = db.transaction(['documents', 'chunks'], 'readwrite');
      const done = transaction.done;
      done.catch(() => undefined); // read below; marked handled so an early abort is not "unhandled"
      try {
        const chunkStore = transaction.objectStore('chunks');
        await chunkStore.delete(chunkRange(record.id));
        let written = 0;
        const writes: Promise<unknown>[] = [];
        const track = (request: Promise<unknown>) => {
          request.catch(() => undefined); // every request fails once the transaction aborts: mark handled
          writes.push(request);
        };
        for (const chunk of chunks) {
          track(
            chunkStore.put({ docId: record.id, n: chunk.n, heading: chunk.heading, text: chunk.text }).then(() => {
              written += 1;
              if (written % PROGRESS_EVERY === 0 || written === chunks.length) onProgress?.(written, chunks.length);
            }),
          );
        }
        track(transaction.objectStore('documents').put(record));
        await Promise.all(writes);
        await done;
      } catch (error) {
        try {
          transaction.abort();
        } catch {
          // already aborted or finished: the browser rolled it back itself
        }
        await done.catch(() => undefined);
        throw transaction.error ?? error;
      }
    },
    async deleteDocument(id) {
      const db = await database();
      const transaction = db.transaction(['documents', 'chunks'], 'readwrite');
      transaction.done.catch(() => undefined); // awaited below; an abort rejects the awaited request first
      const existed = (await transaction.objectStore('documents').getKey(id)) !== undefined;
      await transaction.objectStore('documents').delete(id);
      await transaction.objectStore('chunks').delete(chunkRange(id));
      await transaction.done;
      return existed;
    },
    async listDocuments() {
      const db = await database();
      return (await db.getAll('documents')).sort(byAddedAt);
    },
    async readChunks(id) {
      const db = await database();
      const rows = await db.getAll('chunks', chunkRange(id));
      return rows.map(({ n, heading, text }) => ({ n, heading, text }));
    },
  };
}
