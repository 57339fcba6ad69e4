/**
 * The document store behind the knowledge service: where documents' metadata and chunks persist across
 * reloads. A small interface with two implementations: IndexedDB (`indexeddb-document-store.ts`, the
 * browser) and in memory (here: Node tests, and a fallback where IndexedDB is unavailable).
 * Decision: the store keeps the extracted chunks, never the original file bytes — restore re-indexes
 * from chunks without re-parsing, and a 25 MB PDF does not cost its size twice in the quota.
 */
import type { DocumentSummary } from '../../contract/knowledge-api';

/** One stored chunk: its number in the document (from 1), its heading path joined, and its text. */
export interface StoredChunk {
  n: number;
  /** Heading path joined with ` › ` (empty when the chunk has no heading). */
  heading: string;
  text: string;
}

/** A stored document: the summary the panel lists plus the bytes it takes in the store. */
export interface DocumentRecord extends DocumentSummary {
  /** UTF-8 bytes of the record's and its chunks' JSON: what the document costs in the store (about). */
  storedBytes: number;
}

/** Persists documents. Every write is atomic: it stores everything or nothing. */
export interface DocumentStore {
  /**
   * Stores a document and all its chunks in one transaction; `onProgress(done, total)` counts chunks
   * written. Rejects with the storage's own error (a `QuotaExceededError` when the quota is full) and
   * then has stored nothing of this document.
   */
  putDocument(
    record: DocumentRecord,
    chunks: readonly StoredChunk[],
    onProgress?: (done: number, total: number) => void,
  ): Promise<void>;
  /** Deletes a document and its chunks atomically; resolves `false` when there was none. */
  deleteDocument(id: string): Promise<boolean>;
  /** Every stored document, oldest first (by `addedAt`, then id). */
  listDocuments(): Promise<DocumentRecord[]>;
  /** The chunks of one document, by `n`; `[]` for an unknown id. */
  readChunks(id: string): Promise<StoredChunk[]>;
}

/** Orders records oldest first (`addedAt`, then id). */
export function byAddedAt(left: DocumentRecord, right: DocumentRecord): number {
  return left.addedAt - right.addedAt || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);
}

/** Options of the in-memory store. */
export interface MemoryDocumentStoreOptions {
  /**
   * Simulated quota, in bytes of `storedBytes` summed over documents: a put past it rejects with a
   * `QuotaExceededError` DOMException, as a browser does. Default: no limit.
   */
  quotaBytes?: number;
}

/**
 * Creates an in-memory document store (lost on reload).
 * Takes `{ quotaBytes? }`; returns a `DocumentStore` that copies values in and out (structured clone),
 * as IndexedDB does, so callers cannot change what is stored.
 */
export function createMemoryDocumentStore(options: MemoryDocumentStoreOptions = {}): DocumentStore {
  const documents = new Map<string, { record: DocumentRecord; chunks: StoredChunk[] }>();
  const usedBytes = () => [...documents.values()].reduce((sum, entry) => sum + entry.record.storedBytes, 0);
  return {
    async putDocument(record, chunks, onProgress) {
      const previous = documents.get(record.id)?.record.storedBytes ?? 0;
      if (options.quotaBytes !== undefined && usedBytes() - previous + record.storedBytes > options.quotaBytes) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      documents.set(record.id, { record: structuredClone(record), chunks: structuredClone([...chunks]) });
      onProgress?.(chunks.length, chunks.length);
    },
    async deleteDocument(id) {
      return documents.delete(id);
    },
    async listDocuments() {
      return [...documents.values()].map((entry) => structuredClone(entry.record)).sort(byAddedAt);
    },
    async readChunks(id) {
      return structuredClone(documents.get(id)?.chunks ?? []);
    },
  };
}
