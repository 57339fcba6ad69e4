/** Types of `scripts/csp-headers.mjs` (see there). */
/** CSP of the document and all non-worker responses (DESIGN §6). */
export declare const PAGE_CSP: string;
/** CSP of the worker script's response: the page CSP plus `'unsafe-eval'` for Ajv. */
export declare const WORKER_CSP: string;
/** File-name prefix of the built worker chunk. */
export declare const WORKER_CHUNK_PREFIX: string;
/** COOP/COEP headers. */
export declare const CROSS_ORIGIN_ISOLATION_HEADERS: Readonly<Record<string, string>>;
/** True when a request path is the harness worker script. */
export declare function isWorkerScriptPath(path: string): boolean;
/** The security headers for one response path. */
export declare function securityHeadersFor(
  path: string,
  options?: { crossOriginIsolated?: boolean },
): Record<string, string>;
