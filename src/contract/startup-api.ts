/**
 * When the worker is ready to work (DESIGN.md §2: the worker owns the tools and the corpus): up, the
 * built-in tools registered and the built-in corpus's search index loaded. The page shows it as the
 * console root's `data-status` (README automation contract) and the bench times navigation → ready.
 */

/** What `whenReady` resolves with. */
export interface WorkerReadiness {
  /** Built-in tools registered (`lookup_knowledge`, `save_note`, `list_notes`). */
  builtinTools: number;
  /**
   * The corpus index: `loaded` (serialised at build time), `built` (indexed in the worker: no index file
   * matched the corpus), or `failed` (the corpus did not load; lookups then try again and report
   * BACKEND_ERROR if it still fails).
   */
  corpusIndex: 'loaded' | 'built' | 'failed';
  /** Corpus sections searchable (0 when `failed`). */
  corpusSections: number;
  /** ms from the worker's start to the corpus searchable (fetch, parse and index). */
  corpusMs: number;
  /** ms of that spent on the index alone (load or build). */
  indexMs: number;
  /** Why the corpus failed, in words (only when `failed`). */
  error?: string;
}

/** The worker's readiness; resolves once, never rejects. */
export interface StartupApi {
  whenReady(): Promise<WorkerReadiness>;
}
