/**
 * The knowledge service: the worker side of `KnowledgeApi`. It adds the user's
 * documents to the `lookup_knowledge` index (source `user:<id>`, citations `[doc:<id>#<n>]`) and to a
 * `DocumentStore`, lists and removes them, reports storage, and `restore()`s stored documents into the
 * index at worker start. Mutations run one at a time, in call order. Every method resolves with data.
 * Creating it does no I/O; `index.ts` wires it (see `createKnowledgeService`).
 */
import type {
  AddDocumentResult,
  DocumentFile,
  DocumentSummary,
  IndexingPhase,
  IndexingProgressSink,
  KnowledgeApi,
  StorageInfo,
} from '../../contract/knowledge-api';
import { addOneDocument, type UserDocumentIndex } from './add-document';
import {
  defaultStorageAccess,
  readStorageEstimate,
  requestStoragePersistence,
  type StorageAccess,
} from './browser-storage';
import { type ChunkOptions, DEFAULT_CHUNK_OPTIONS } from './chunk-blocks';
import { createDocumentId, toKnowledgeDocuments, userSource } from './document-chunks';
import { describeError } from './document-failures';
import { MAX_DOCUMENT_BYTES } from './document-kinds';
import type { DocumentRecord, DocumentStore } from './document-store';

/** The index operations the service needs (re-exported for the worker entry's types). */
export type { UserDocumentIndex } from './add-document';

/** What `createKnowledgeService` needs; only `index` and `store` are required. */
export interface KnowledgeServiceOptions {
  /** The `lookup_knowledge` backend (`createKnowledgeLookup(...)`) or a bare `KnowledgeIndex`. */
  index: UserDocumentIndex;
  /** `createIndexedDbDocumentStore()` in the browser; `createMemoryDocumentStore()` in tests. */
  store: DocumentStore;
  /** The StorageManager; default `navigator.storage` read at call time; `null` for none. */
  storage?: StorageAccess | null;
  /** Clock in milliseconds since the epoch; default `Date.now`. */
  now?: () => number;
  /** Document ids; default `createDocumentId` (8 random characters). */
  createId?: () => string;
  /** Per-file limit in bytes; default `MAX_DOCUMENT_BYTES` (25 MiB). */
  maxDocumentBytes?: number;
  chunkOptions?: ChunkOptions;
  /** Least time between two progress reports of one phase, in milliseconds; default 50. */
  progressIntervalMs?: number;
}

/** What `restore()` did: documents and chunks put back into the index, and what it could not read. */
export interface RestoreReport {
  documents: number;
  chunks: number;
  /** Documents whose chunks could not be read (left in the store, not searchable). */
  failed: { id: string; name: string; reason: string }[];
  /** Set when the store could not be read at all (e.g. IndexedDB unavailable). */
  error?: string;
}

/** The service: the `KnowledgeApi` plus `restore()` for the worker entry. */
export interface KnowledgeService extends KnowledgeApi {
  /**
   * Re-indexes every stored document (at worker start). Runs once: later calls return the same
   * promise. Never rejects.
   */
  restore(): Promise<RestoreReport>;
}

/** Calls the page's progress proxy without waiting and without letting its failure reach the add. */
function createReporter(name: string, sink: IndexingProgressSink | undefined, now: () => number, intervalMs: number) {
  let lastPhase: IndexingPhase | undefined;
  let lastAt = -Infinity;
  let lastDone = -1;
  return (phase: IndexingPhase, done: number, total: number) => {
    if (!sink) return;
    const at = now();
    const same = phase === lastPhase;
    if (same && done === lastDone) return;
    if (same && done < total && at - lastAt < intervalMs) return;
    lastPhase = phase;
    lastAt = at;
    lastDone = done;
    try {
      void Promise.resolve(sink({ documentName: name, phase, done, total })).catch(() => undefined);
    } catch {
      // a broken progress callback must not fail the add
    }
  };
}

/** The summary fields of a stored record (drops `storedBytes`). */
function toSummary({ storedBytes: _storedBytes, ...summary }: DocumentRecord): DocumentSummary {
  return summary;
}

/**
 * Creates the knowledge service.
 * Takes `{ index, store, storage?, now?, createId?, maxDocumentBytes?, chunkOptions? }`; returns the
 * `KnowledgeApi` methods plus `restore()`. `addDocument` resolves `{ ok, document | failure }` (codes in
 * `DocumentFailureCode`); `removeDocument` `{ removed }`; `listDocuments` oldest first (`[]` when the
 * store cannot be read); `storageInfo` bytes; `requestPersistence` a boolean. See DESIGN.md §4.1 (never
 * rejects).
 */
export function createKnowledgeService(options: KnowledgeServiceOptions): KnowledgeService {
  const { index, store } = options;
  const now = options.now ?? Date.now;
  const storage = () => (options.storage === null ? undefined : (options.storage ?? defaultStorageAccess()));
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };
  const listRecords = () => store.listDocuments().catch(() => [] as DocumentRecord[]);

  const createId = async () => {
    const taken = new Set((await listRecords()).map((record) => record.id));
    let id = (options.createId ?? createDocumentId)();
    for (let attempt = 0; taken.has(id) && attempt < 16; attempt += 1) id = (options.createId ?? createDocumentId)();
    return id;
  };

  let restoring: Promise<RestoreReport> | undefined;
  const restore = () => {
    restoring ??= serialize(async (): Promise<RestoreReport> => {
      const report: RestoreReport = { documents: 0, chunks: 0, failed: [] };
      let records: DocumentRecord[];
      try {
        records = await store.listDocuments();
      } catch (error) {
        return { ...report, error: describeError(error) };
      }
      for (const record of records) {
        try {
          const chunks = await store.readChunks(record.id);
          index.removeSource(userSource(record.id));
          report.chunks += index.addDocuments(toKnowledgeDocuments(record, chunks));
          report.documents += 1;
        } catch (error) {
          report.failed.push({ id: record.id, name: record.name, reason: describeError(error) });
        }
      }
      return report;
    });
    return restoring;
  };

  return {
    restore,
    addDocument(file: DocumentFile, onProgress?: IndexingProgressSink): Promise<AddDocumentResult> {
      const name = typeof file?.name === 'string' ? file.name : 'document';
      const report = createReporter(name, onProgress, now, options.progressIntervalMs ?? 50);
      return serialize(() =>
        addOneDocument(
          file,
          {
            index,
            store,
            storage: storage(),
            now,
            createId,
            maxDocumentBytes: options.maxDocumentBytes ?? MAX_DOCUMENT_BYTES,
            chunkOptions: options.chunkOptions ?? DEFAULT_CHUNK_OPTIONS,
          },
          report,
        ),
      ).catch((error: unknown) => ({
        ok: false as const,
        failure: {
          name,
          code: 'PARSE_FAILED' as const,
          reason: `“${name}” could not be added (${describeError(error)}).`,
        },
      }));
    },
    removeDocument(id: string) {
      return serialize(async () => {
        if (typeof id !== 'string' || !id) return { removed: false };
        const stored = await store.deleteDocument(id);
        const indexed = index.removeSource(userSource(id));
        return { removed: stored || indexed > 0 };
      }).catch(() => ({ removed: false }));
    },
    async listDocuments() {
      return (await listRecords()).map(toSummary);
    },
    async storageInfo(): Promise<StorageInfo> {
      const records = await listRecords();
      const estimate = await readStorageEstimate(storage());
      return { ...estimate, documentsBytes: records.reduce((sum, record) => sum + record.storedBytes, 0) };
    },
    requestPersistence: () => requestStoragePersistence(storage()),
  };
}
