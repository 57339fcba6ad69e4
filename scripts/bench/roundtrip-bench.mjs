/**
 * Round-trip figures for `npm run bench` (printed, never asserted), with the method of TOOLCHAIN.md's
 * appendix: builds the bench page `scripts/bench/` (its own page and two workers; the harness worker
 * imports the real `createHarness`) into `node_modules/.cache/bench-dist/`, serves it with `vite preview`,
 * the app's CSP headers and COOP/COEP (cross-origin isolated → 5 µs timers), then in each of `runs` fresh
 * browsers measures in-page (bench-page.ts): the bare postMessage round trip, the harness `invoke` round
 * trip of a no-op evidence tool, the worker-side pipeline time per call, and four 500 ms calls of one turn.
 */
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { securityHeadersFor, WORKER_CHUNK_PREFIX } from '../csp-headers.mjs';

/** The Vite config of the bench page (no React; workers named like the app's so the CSP matches). */
function benchPageConfig(root, port) {
  return {
    configFile: false,
    root: path.join(root, 'scripts', 'bench'),
    logLevel: 'error',
    build: { outDir: path.join(root, 'node_modules', '.cache', 'bench-dist'), emptyOutDir: true, target: 'es2022' },
    worker: {
      format: 'es',
      rolldownOptions: {
        output: {
          entryFileNames: `assets/${WORKER_CHUNK_PREFIX}bench-[hash].js`,
          chunkFileNames: `assets/${WORKER_CHUNK_PREFIX}bench-chunk-[hash].js`,
        },
      },
    },
    preview: { host: '127.0.0.1', port, strictPort: true },
    plugins: [
      {
        name: 'bench-headers',
        configurePreviewServer(server) {
          server.middlewares.use((request, response, next) => {
            const headers = securityHeadersFor(request.url ?? '/', { crossOriginIsolated: true });
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
            next();
          });
        },
      },
    ],
  };
}

/**
 * Runs the round-trip series in `runs` fresh browsers.
 *
 * @param {{ root: string, port: number, runs: number, iterations: number, warmup: number, launch: object,
 *   track?: (browser: object) => object }} options `track` registers each browser with the part runner
 * @returns {Promise<{ runs: object[], mean: { bareMean: number, invokeMean: number, workerMean: number,
 *   workerP50: number, workerP95: number, overhead: number, overlapMs: number }, isolated: boolean }>}
 *   per-run summaries (µs; overlapMs in ms) and their means; overhead = (invoke − worker) / bare (batch means)
 */
export async function runRoundTripBench({ root, port, runs, iterations, warmup, launch, track = (b) => b }) {
  const config = benchPageConfig(root, port);
  await build(config);
  const server = await preview(config);
  const results = [];
  let isolated = true;
  try {
    for (let run = 1; run <= runs; run += 1) {
      const browser = track(await chromium.launch(launch));
      try {
        const page = await browser.newPage();
        page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
        await page.goto(`http://127.0.0.1:${port}/`);
        await page.waitForSelector('#status[data-ready="true"]', { state: 'attached', timeout: 30_000 });
        const result = await page.evaluate((options) => window.bench.run(options), { warmup, iterations });
        isolated &&= result.crossOriginIsolated;
        if (result.failures > 0) console.warn(`warning: ${result.failures} invoke calls did not return ok`);
        results.push(result);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  const rows = results.map((result) => ({
    bareMean: result.bare.batchMean,
    bareP50: result.bare.p50,
    invokeMean: result.invoke.batchMean,
    invokeP50: result.invoke.p50,
    invokeP95: result.invoke.p95,
    workerMean: result.worker.batchMean,
    workerP50: result.worker.p50,
    workerP95: result.worker.p95,
    overhead: (result.invoke.batchMean - result.worker.batchMean) / result.bare.batchMean,
    overlapMs: result.overlapMs,
  }));
  const mean = Object.fromEntries(
    Object.keys(rows[0]).map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0) / rows.length]),
  );
  return { runs: rows, mean, isolated };
}
