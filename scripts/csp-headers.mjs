/**
 * The Content-Security-Policy strings of DESIGN.md §6 / TOOLCHAIN.md §5, in one place so `vite.config.ts`
 * (dev + preview middleware) and any Node server send the same headers. Pure data, no imports.
 *
 * - PAGE_CSP: the document and every response that is not the worker script. `script-src 'self'` — the
 *   page may never eval.
 * - WORKER_CSP: the harness worker script's own response (`assets/harness-worker-*.js` in the build,
 *   `src/worker/…` in dev). A module worker takes the CSP of its own script response, not the page's;
 *   Ajv compiles tool schemas with `new Function`, so only this response allows `'unsafe-eval'`.
 * - CROSS_ORIGIN_ISOLATION_HEADERS: COOP/COEP, sent only when `CROSS_ORIGIN_ISOLATED=1` (benchmark page:
 *   5 µs timers).
 */

/** CSP of the document and all non-worker responses (DESIGN §6). */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self' http: https: ws: wss:; " +
  "img-src 'self' data: blob:; media-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; " +
  "base-uri 'none'; frame-ancestors 'none'";

/** CSP of the worker script's response: the page CSP plus `'unsafe-eval'` for Ajv (TOOLCHAIN §5). */
export const WORKER_CSP = PAGE_CSP.replace("script-src 'self';", "script-src 'self' 'unsafe-eval';");

/** File-name prefix of the built worker chunk (`assets/harness-worker-[hash].js`). */
export const WORKER_CHUNK_PREFIX = 'harness-worker-';

/** COOP/COEP headers that make the page cross-origin isolated. */
export const CROSS_ORIGIN_ISOLATION_HEADERS = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
});

/**
 * True when a request path is the harness worker script: the built chunk, or (dev server) a module
 * under `/src/worker/`.
 *
 * @param {string} path the request URL's path (query allowed)
 * @returns {boolean}
 */
export function isWorkerScriptPath(path) {
  const clean = path.split('?')[0] ?? '';
  const file = clean.slice(clean.lastIndexOf('/') + 1);
  return file.startsWith(WORKER_CHUNK_PREFIX) || clean.startsWith('/src/worker/') || clean.includes('worker_file');
}

/**
 * The security headers for one response path.
 *
 * @param {string} path the request URL's path
 * @param {{ crossOriginIsolated?: boolean }} [options]
 * @returns {Record<string, string>} header name → value
 */
export function securityHeadersFor(path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': isWorkerScriptPath(path) ? WORKER_CSP : PAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  if (options.crossOriginIsolated) Object.assign(headers, CROSS_ORIGIN_ISOLATION_HEADERS);
  return headers;
}
