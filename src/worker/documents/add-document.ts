/**
 * Adding one document: read → parse → chunk → store → index, with progress per phase and a failure as
 * data at any step. Order decision: the store is written (one atomic transaction) BEFORE the index, so
 * a full quota never reaches the index; an index failure afterwards is rolled back in both. So a failed
 * add leaves no chunk behind and touches no other document.
 */
import { utf8ByteLength } from '../../contract/byte-length';
import { formatBytes } from '../../contract/byte-format';
import type { AddDocumentResult, DocumentFile, DocumentSummary, IndexingPhase } from '../../contract/knowledge-api';
import type { KnowledgeDocument } from '../tools/corpus-types';
import { type StorageAccess, readStorageEstimate } from './browser-storage';
import { type ChunkOptions, chunkBlocks } from './chunk-blocks';
import { toKnowledgeDocuments, toStoredChunks, userSource } from './document-chunks';
import * as failures from './document-failures';
import { CANONICAL_MIME_TYPES, detectDocumentKind } from './document-kinds';
import type { DocumentRecord, DocumentStore } from './document-store';
import { parseDocument } from './parse-document';
import { readDocumentBytes } from './read-document-file';

/** The index operations adding and removing documents needs (the `lookup_knowledge` backend has them). */
export interface UserDocumentIndex {
  addDocuments(documents: readonly KnowledgeDocument[]): number;
  removeSource(source: string): number;
}

/** What one add needs. */
export interface AddDocumentDeps {
  index: UserDocumentIndex;
  store: DocumentStore;
  storage: StorageAccess | undefined;
  /** Clock in milliseconds since the epoch (`addedAt`). */
  now: () => number;
  /** A fresh id not used by any stored document. */
  createId: () => Promise<string>;
  /** Largest file accepted, in bytes. */
  maxDocumentBytes: number;
  chunkOptions: ChunkOptions;
}

/** Progress of this add: phase, units done, units total. */
export type ReportProgress = (phase: IndexingPhase, done: number, total: number) => void;

/** Chunks added to the index per step; the worker yields between steps so other messages get a turn. */
const INDEX_BATCH = 500;

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Adds one file.
 * Takes the file (unread), the deps and a progress reporter; resolves `{ ok: true, document }` or
 * `{ ok: false, failure }` with UNSUPPORTED_TYPE | TOO_LARGE | EMPTY | UNREADABLE | PARSE_FAILED |
 * QUOTA_EXCEEDED | STORAGE_FAILED. Never rejects.
 */
export async function addOneDocument(
  file: DocumentFile,
  deps: AddDocumentDeps,
  report: ReportProgress,
): Promise<AddDocumentResult> {
  const name = typeof file?.name === 'string' && file.name ? file.name : 'document';
  const fail = (failure: ReturnType<typeof failures.emptyDocument>): AddDocumentResult => ({ ok: false, failure });
  const mimeType = typeof file?.type === 'string' ? file.type : '';
  const kind = detectDocumentKind(name, mimeType);
  if (!kind) return fail(failures.unsupportedType(name, mimeType));
  if (typeof file.size !== 'number' || typeof file.slice !== 'function')
    return fail(failures.unreadable(name, 'not a file'));
  if (file.size > deps.maxDocumentBytes) return fail(failures.tooLarge(name, file.size, deps.maxDocumentBytes));
  if (file.size === 0) return fail(failures.emptyDocument(name));

  let bytes: Uint8Array;
  try {
    bytes = await readDocumentBytes(file, (done, total) => report('reading', done, total));
  } catch (error) {
    return fail(failures.unreadable(name, error));
  }

  let storedChunks;
  try {
    const blocks = await parseDocument(bytes, kind, name, (done, total) => report('parsing', done, total));
    report('chunking', 0, blocks.length);
    storedChunks = toStoredChunks(chunkBlocks(blocks, deps.chunkOptions));
    report('chunking', blocks.length, blocks.length);
  } catch (error) {
    return fail(failures.parseFailed(name, error));
  }
  if (storedChunks.length === 0) return fail(failures.emptyDocument(name, kind));

  const id = await deps.createId();
  const summary: DocumentSummary = {
    id,
    name,
    mimeType: CANONICAL_MIME_TYPES[kind],
    sizeBytes: file.size,
    chunkCount: storedChunks.length,
    addedAt: deps.now(),
    source: userSource(id),
  };
  const storedBytes = utf8ByteLength(JSON.stringify(summary)) + utf8ByteLength(JSON.stringify(storedChunks));
  const record: DocumentRecord = { ...summary, storedBytes };

  const { usageBytes, quotaBytes } = await readStorageEstimate(deps.storage);
  if (usageBytes !== undefined && quotaBytes !== undefined && quotaBytes - usageBytes < storedBytes) {
    const free = formatBytes(Math.max(0, quotaBytes - usageBytes));
    return fail(failures.quotaExceeded(name, storedBytes, `${free} free`));
  }
  try {
    report('storing', 0, storedChunks.length);
    await deps.store.putDocument(record, storedChunks, (done, total) => report('storing', done, total));
    report('storing', storedChunks.length, storedChunks.length);
  } catch (error) {
    return fail(
      failures.isQuotaError(error) ? failures.quotaExceeded(name, storedBytes) : failures.storageFailed(name, error),
    );
  }

  try {
    const documents = toKnowledgeDocuments(summary, storedChunks);
    for (let start = 0; start < documents.length; start += INDEX_BATCH) {
      report('indexing', start, documents.length);
      deps.index.addDocuments(documents.slice(start, start + INDEX_BATCH));
      if (start + INDEX_BATCH < documents.length) await yieldToEventLoop();
    }
    report('indexing', documents.length, documents.length);
  } catch (error) {
    deps.index.removeSource(summary.source);
    await deps.store.deleteDocument(id).catch(() => false);
    return fail({
      name,
      code: 'PARSE_FAILED',
      reason: `“${name}” could not be indexed (${failures.describeError(error)}); nothing was kept.`,
    });
  }
  return { ok: true, document: summary };
}
