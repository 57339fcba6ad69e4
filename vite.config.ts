/**
 * Vite config: React SPA + one ES-module harness worker (`assets/harness-worker-[hash].js`), and a
 * middleware on the dev and preview servers that sends the CSP headers of DESIGN.md §6:
 *
 *   document + every other response:
 *     default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self' http: https: ws: wss:;
 *     img-src 'self' data: blob:; media-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none';
 *     frame-ancestors 'none'
 *   the worker script's response: the same, but script-src 'self' 'unsafe-eval' (Ajv, TOOLCHAIN.md §5)
 *
 * The strings live in `scripts/csp-headers.mjs` so a Node server can send the same ones. The build also
 * ships the example scenarios (`scripts/scenario-assets.ts`) and the corpus's serialised search index
 * (`scripts/corpus-index-assets.ts`).
 * `CROSS_ORIGIN_ISOLATED=1` adds COOP/COEP (benchmark page); `OUT_DIR` overrides `dist/` (build and preview).
 */
import { defineConfig, type Connect } from 'vite';
import react from '@vitejs/plugin-react';
import { securityHeadersFor, WORKER_CHUNK_PREFIX } from './scripts/csp-headers.mjs';
import { scenarioAssetsPlugin } from './scripts/scenario-assets';
import { corpusIndexPlugin } from './scripts/corpus-index-assets';

const crossOriginIsolated = process.env.CROSS_ORIGIN_ISOLATED === '1';

/**
 * Returns a middleware that sets the security headers on every response before the static/transform
 * middlewares answer. `dev`: the dev server's React-refresh preamble is an inline script, so dev (only)
 * adds `'unsafe-inline'` to script-src; `vite preview` and the build keep the strict policy.
 */
function securityHeaders(dev: boolean): Connect.NextHandleFunction {
  return (req, res, next) => {
    const headers = securityHeadersFor(req.url ?? '/', { crossOriginIsolated });
    const csp = headers['Content-Security-Policy'];
    if (dev && csp)
      headers['Content-Security-Policy'] = csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/** The Vite config (see the header). */
export default defineConfig({
  plugins: [
    react(),
    scenarioAssetsPlugin(),
    corpusIndexPlugin(),
    {
      name: 'security-headers',
      configureServer(server) {
        server.middlewares.use(securityHeaders(true));
      },
      configurePreviewServer(server) {
        server.middlewares.use(securityHeaders(false));
      },
    },
  ],
  worker: {
    format: 'es' as const,
    rolldownOptions: {
      output: {
        entryFileNames: `assets/${WORKER_CHUNK_PREFIX}[hash].js`,
        chunkFileNames: `assets/${WORKER_CHUNK_PREFIX}chunk-[hash].js`,
      },
    },
  },
  build: {
    // OUT_DIR lets parallel Playwright runs (E2E_PORT) build into their own folders.
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
