/**
 * KnowledgeApi — the Comlink surface of the user's own documents: add, list and
 * remove documents that `lookup_knowledge` searches beside the shipped corpus, and the storage they use.
 * Every method resolves with data and never rejects (STYLE.md §3.4). No DOM types here (the contract
 * compiles with `lib: ES2022`): a browser `File` fits `DocumentFile` structurally.
 */

/** The document kinds the worker parses; a file is recognised by its extension, then its MIME type. */
export type DocumentKind = 'markdown' | 'text' | 'html' | 'pdf' | 'csv';

/**
 * A file handed to the worker UNREAD: the page passes the picker's or the drop's `File` as it is (a
 * structured clone of a File/Blob), and the worker reads it. Only these members are used.
 */
export interface DocumentFile {
  /** The file name with its extension (`notes.md`); used for the kind and shown in the list. */
  readonly name: string;
  /** The MIME type the browser guessed (`text/markdown`, `application/pdf`, … or `''`). */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
  /** A byte range [start, end) of the file, read piece by piece for progress. */
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** One document the user added, as listed in the knowledge panel. */
export interface DocumentSummary {
  /** Short id (8 lower-case letters and digits); also the citation root: `[doc:<id>#<n>]`. */
  id: string;
  /** The file name as added. */
  name: string;
  /** The MIME type the worker parsed it as (canonical for its kind, e.g. `text/markdown`). */
  mimeType: string;
  /** Size of the original file, in bytes. */
  sizeBytes: number;
  /** Number of searchable chunks it was split into. */
  chunkCount: number;
  /** When it was added, in milliseconds since the Unix epoch. */
  addedAt: number;
  /** The index source tag of its chunks: `user:<id>`. */
  source: `user:${string}`;
}

/** Why a document could not be added. */
export type DocumentFailureCode =
  /** Neither the extension nor the MIME type is one of Markdown, text, HTML, PDF, CSV. */
  | 'UNSUPPORTED_TYPE'
  /** The browser could not read the file's bytes (moved, deleted, permission lost). */
  | 'UNREADABLE'
  /** The file holds no searchable text (empty, only white space, a PDF of scanned images). */
  | 'EMPTY'
  /** Larger than the per-file limit (25 MiB). */
  | 'TOO_LARGE'
  /** The browser's storage quota for this site is full; nothing was stored. */
  | 'QUOTA_EXCEEDED'
  /** The file's content is malformed for its type (a damaged or encrypted PDF, …). */
  | 'PARSE_FAILED'
  /**
   * The document store refused for a reason other than quota (storage disabled, database blocked).
   * A code of its own: reporting it as QUOTA_EXCEEDED would tell the user the wrong fix.
   */
  | 'STORAGE_FAILED';

/** A refused or failed document; nothing of it was indexed or stored. */
export interface DocumentFailure {
  /** The file name as given. */
  name: string;
  /** Plain words for the user: what was wrong and, where there is one, what to do. */
  reason: string;
  code: DocumentFailureCode;
}

/** Storage use of this site and of the documents. */
export interface StorageInfo {
  /** Bytes this site uses in the browser's storage (`navigator.storage.estimate().usage`), when known. */
  usageBytes?: number;
  /** Bytes this site may use (`estimate().quota`), when known. */
  quotaBytes?: number;
  /** Whether the browser keeps the storage under pressure (`navigator.storage.persisted()`), when known. */
  persisted?: boolean;
  /** Bytes of document text and metadata held in the document store (UTF-8). */
  documentsBytes: number;
}

/** The phases of adding a document, in the order they run. */
export type IndexingPhase = 'reading' | 'parsing' | 'chunking' | 'storing' | 'indexing';

/**
 * Progress of one `addDocument`, reported per phase: `reading` in bytes, `parsing` in pages (PDF) or 1/1,
 * `chunking` in blocks, `storing` and `indexing` in chunks. `done` ≤ `total`; each phase ends at
 * `done === total`.
 */
export interface IndexingProgress {
  documentName: string;
  phase: IndexingPhase;
  done: number;
  total: number;
}

/** The progress callback of `addDocument`, passed by the page as `Comlink.proxy(fn)`. */
export type IndexingProgressSink = (progress: IndexingProgress) => void | Promise<void>;

/** What `addDocument` resolves with. */
export type AddDocumentResult = { ok: true; document: DocumentSummary } | { ok: false; failure: DocumentFailure };

/**
 * The user's documents as the page sees them: implemented in the worker by
 * `createKnowledgeService`, reached over Comlink. Every method resolves with data and never rejects.
 */
export interface KnowledgeApi {
  /** Reads, parses, chunks, stores and indexes one file; a failure leaves nothing behind. */
  addDocument(file: DocumentFile, onProgress?: IndexingProgressSink): Promise<AddDocumentResult>;
  /** Removes a document from the index and the store; `removed: false` when no such id. */
  removeDocument(id: string): Promise<{ removed: boolean }>;
  /** Every document, oldest first. */
  listDocuments(): Promise<DocumentSummary[]>;
  storageInfo(): Promise<StorageInfo>;
  /**
   * Whether storage is (now) persistent. `navigator.storage.persist()` is exposed to windows only
   * (Storage Standard: `[Exposed=Window] persist()`; WPT `storagemanager-persist.https.worker.js`), so
   * in the worker this calls it where it exists and otherwise reports `persisted()`; the page should
   * call `navigator.storage.persist()` itself, then `storageInfo()` shows the outcome.
   */
  requestPersistence(): Promise<boolean>;
}
