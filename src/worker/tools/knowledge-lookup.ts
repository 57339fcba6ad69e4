/**
 * The built-in evidence tool `lookup_knowledge`: full-text search over the SQLite documentation corpus
 * and the user's own documents (`documents/knowledge-service.ts`). The raw result — whole sections —
 * stays in the worker; the model reads bounded, citable snippets made by `projectKnowledgeResult`.
 *
 * Loads in plain Node: nothing is fetched or indexed at import time. The corpus is loaded and indexed
 * once — by `warm()` (the worker entry calls it at start) or else on the first call — and kept. When the
 * loader brings the index serialised at build time (`corpus-index-file.ts`) it is loaded, not built.
 */
import type { BackendContext } from '../harness-deps';
import type { Projector } from '../projection/projection-types';
import { type CorpusPage, type KnowledgeDocument, pagesToDocuments } from './corpus-types';
import { createKnowledgeIndex } from './knowledge-index';
import type { LoadedCorpus } from './corpus-index-file';
import { type KnowledgeRawResult, projectKnowledgeResult } from './knowledge-projection';

export { loadCorpusFromUrl } from './corpus-types';
export { loadCorpusWithIndex } from './corpus-index-file';
export type { KnowledgeAgentResult, KnowledgeRawResult, KnowledgeResultItem } from './knowledge-projection';

/** Most hits kept in one raw result (`total` still counts every matching section): bounds raw bytes. */
export const MAX_RAW_HITS = 20;

/** The canonical definition of `lookup_knowledge` (DESIGN.md §5.1), registered by the worker entry. */
export const LOOKUP_KNOWLEDGE_DEFINITION = {
  name: 'lookup_knowledge',
  title: 'Look up SQLite documentation',
  description:
    'Full-text search over the official SQLite documentation (locking and busy errors, WAL and journal ' +
    'modes, transactions and isolation, PRAGMAs, SQL syntax such as CREATE TABLE, SELECT, UPSERT and ' +
    'expressions, datatypes and type affinity, FTS5, JSON functions, query planning and EXPLAIN QUERY ' +
    'PLAN, foreign keys, limits, result codes, file format, corruption) and any documents the user added. ' +
    'Phrase the query as a few specific keywords or a short question, using SQLite terms where you know ' +
    'them (e.g. "busy_timeout database is locked", "WAL checkpoint", "UPSERT ON CONFLICT"); quoting an ' +
    'exact error message works. Returns ranked snippets, each with a citation id such as ' +
    '[sqlite:wal#overview] (in a user document: [doc:k3f9x2ab#2]): cite claims with those ids exactly ' +
    'as given. An empty results list means nothing matched; rephrase with other keywords rather than ' +
    'repeating the query.',
  inputSchema: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        minLength: 1,
        maxLength: 500,
        description: 'Keywords or a short question, e.g. "database is locked busy_timeout".',
      },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: 10,
        description: 'How many results to return (default 5).',
      },
    },
    required: ['query'],
  },
  isReadOnly: true,
  riskLevel: 'low',
  availableInPlanMode: true,
  category: 'search',
  capabilities: { evidence: true },
} as const;

/** What `createKnowledgeLookup` needs: how to load the built-in corpus (called once, on first use). */
export interface KnowledgeLookupOptions {
  /** The corpus pages, or `{ pages, index }` with the index serialised at build time for these pages. */
  loadCorpus(): Promise<CorpusPage[] | LoadedCorpus>;
  /**
   * Settles once the user's stored documents are back in the index (the knowledge service's
   * `restore()`); each lookup waits for it, so a question asked right after a reload still finds them.
   * Its failure is ignored: the built-in corpus stays searchable.
   */
  userDocumentsReady?(): Promise<unknown>;
}

/** The backend of `lookup_knowledge`, plus hooks for user documents (`documents/knowledge-service.ts`). */
export interface KnowledgeLookup {
  /** Runs one lookup → the raw `{ query, total, hits }` (see `createKnowledgeLookup`). */
  execute(input: unknown, context: BackendContext): Promise<KnowledgeRawResult>;
  /** The tool's own projector (`projectKnowledgeResult`). */
  project: Projector;
  /** Adds searchable sections (user documents: `toKnowledgeDocuments` in `documents/`); returns the count. */
  addDocuments(documents: readonly KnowledgeDocument[]): number;
  /** Removes every section of one source (`user:<docId>`); returns the count removed. */
  removeSource(source: string): number;
  /** Loads and indexes the corpus now (once; rejects when the load fails, and a later call retries). */
  warm(): Promise<CorpusReadiness>;
}

/**
 * The built-in corpus once searchable: its sections, whether its index was `loaded` (serialised at build
 * time) or `built` here, and the ms spent on the index alone (load or build, after the fetch and parse).
 */
export interface CorpusReadiness {
  sections: number;
  index: 'loaded' | 'built';
  indexMs: number;
}

/**
 * Waits for `promise` unless `signal` aborts first; then rejects with the signal's reason (an
 * AbortError DOMException by default). The abort listener is removed once either settles.
 */
async function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Creates the `lookup_knowledge` backend.
 * Takes `{ loadCorpus }`; returns `{ execute, project, addDocuments, removeSource, warm }`. `execute(input,
 * { signal })` resolves with the raw `{ query, total, hits }` (at most `MAX_RAW_HITS` whole sections,
 * best first) and rejects when `signal` aborts (before, during the corpus load, or before searching).
 * A failed corpus load rejects that call and is retried by the next one. `project` is
 * `projectKnowledgeResult`.
 */
export function createKnowledgeLookup(options: KnowledgeLookupOptions): KnowledgeLookup {
  const index = createKnowledgeIndex();
  let corpusLoad: Promise<CorpusReadiness> | undefined;

  const indexCorpus = (loaded: CorpusPage[] | LoadedCorpus): CorpusReadiness => {
    const { pages, index: serialized } = Array.isArray(loaded) ? { pages: loaded, index: undefined } : loaded;
    const started = performance.now();
    const documents = pagesToDocuments(pages);
    const wasLoaded = serialized !== undefined && index.loadDocuments(documents, serialized);
    if (!wasLoaded) index.addDocuments(documents);
    return { sections: documents.length, index: wasLoaded ? 'loaded' : 'built', indexMs: performance.now() - started };
  };

  const ensureCorpus = (): Promise<CorpusReadiness> => {
    corpusLoad ??= options.loadCorpus().then(indexCorpus, (error: unknown) => {
      corpusLoad = undefined;
      throw error;
    });
    return corpusLoad;
  };

  const execute = async (input: unknown, context: BackendContext): Promise<KnowledgeRawResult> => {
    const { signal } = context;
    signal.throwIfAborted();
    const query = String((input as { query?: unknown } | null)?.query ?? '').trim();
    await raceAbort(ensureCorpus(), signal);
    if (options.userDocumentsReady)
      await raceAbort(
        options.userDocumentsReady().catch(() => undefined),
        signal,
      );
    signal.throwIfAborted();
    const { total, hits } = index.search(query, MAX_RAW_HITS);
    return {
      query,
      total,
      hits: hits.map((hit) => ({
        id: hit.id,
        pageId: hit.pageId,
        title: hit.title,
        heading: hit.heading,
        url: hit.url,
        score: hit.score,
        text: hit.text,
      })),
    };
  };

  return {
    execute,
    project: projectKnowledgeResult,
    addDocuments: (documents) => index.addDocuments(documents),
    removeSource: (source) => index.removeSource(source),
    warm: ensureCorpus,
  };
}
