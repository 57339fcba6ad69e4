#!/usr/bin/env node
/**
 * `npm run bench` (not part of CI): harness round-trip benchmark in headless Chromium, cross-origin
 * isolated (COOP/COEP → 5 µs timers), with the method of TOOLCHAIN.md's appendix.
 *
 * Builds the bench page `scripts/bench/` (its own page and two workers; the harness worker imports the
 * real `createHarness`) into `node_modules/.cache/bench-dist/`, serves it with `vite preview` plus the app's CSP headers and
 * COOP/COEP, then in each of three fresh browsers measures in-page: the bare postMessage round trip, the
 * harness `invoke` round trip for a no-op evidence tool, their ratio (batch means), and the worker-side
 * pipeline time per call (p50/p95). Prints a table with each run and the mean of the three.
 *
 * Then the timeline figures (scripts/bench/timeline-bench.mjs): a generated 10,000-call scenario run in
 * the real app — run time, first render of the stored run, p50/p95 scroll frame times (not asserted).
 *
 * Options: `--quick` (smoke: 1 run, 200 iterations, 1,000 timeline calls), `--runs N`, `--iterations N`,
 * `--warmup N`, `--timeline-calls N`, `--no-timeline`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { securityHeadersFor, WORKER_CHUNK_PREFIX } from './csp-headers.mjs';
import { printTimelineFigures, runTimelineBench } from './bench/timeline-bench.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_ROOT = path.join(ROOT, 'scripts', 'bench');
const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'bench-dist');
const PORT = 4175;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Reads `--name value` / `--flag` options. */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1];
  return value === undefined || value.startsWith('--') ? true : Number(value);
}

const quick = option('quick', false) === true;
const runs = option('runs', quick ? 1 : 3);
const iterations = option('iterations', quick ? 200 : 10_000);
const warmup = option('warmup', quick ? 50 : 1_000);
const timelineCalls = option('timeline-calls', quick ? 1_000 : 10_000);
const skipTimeline = option('no-timeline', false) === true;

/** The Vite config of the bench page (no React; workers named like the app's so the CSP matches). */
const viteConfig = {
  configFile: false,
  root: BENCH_ROOT,
  logLevel: 'warn',
  build: { outDir: OUT_DIR, emptyOutDir: true, target: 'es2022' },
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        entryFileNames: `assets/${WORKER_CHUNK_PREFIX}bench-[hash].js`,
        chunkFileNames: `assets/${WORKER_CHUNK_PREFIX}bench-chunk-[hash].js`,
      },
    },
  },
  preview: { host: '127.0.0.1', port: PORT, strictPort: true },
  plugins: [
    {
      name: 'bench-headers',
      configurePreviewServer(server) {
        server.middlewares.use((request, response, next) => {
          for (const [name, value] of Object.entries(
            securityHeadersFor(request.url ?? '/', { crossOriginIsolated: true }),
          ))
            response.setHeader(name, value);
          next();
        });
      },
    },
  ],
};

/** The Chromium to drive (same order as playwright.config.ts). */
function executablePath() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

/** Formats µs. */
const us = (value) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

console.log(`Building the bench page (${path.relative(ROOT, BENCH_ROOT)}) …`);
await build(viteConfig);
const server = await preview(viteConfig);
const url = `http://127.0.0.1:${PORT}/`;
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const executable = executablePath();
    const browser = await chromium.launch({
      headless: true,
      args: CHROMIUM_ARGS,
      ...(executable ? { executablePath: executable } : {}),
    });
    try {
      const page = await browser.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      await page.goto(url);
      await page.waitForSelector('#status[data-ready="true"]', { state: 'attached', timeout: 30_000 });
      const result = await page.evaluate((options) => window.bench.run(options), { warmup, iterations });
      if (!result.crossOriginIsolated)
        console.warn('warning: the page is not cross-origin isolated; timers are coarse (100 µs).');
      if (result.failures > 0) console.warn(`warning: ${result.failures} invoke calls did not return ok`);
      results.push(result);
      console.log(`run ${run}/${runs} done`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const rows = results.map((result, index) => ({
  run: String(index + 1),
  bareP50: result.bare.p50,
  bareP95: result.bare.p95,
  bareMean: result.bare.batchMean,
  invokeP50: result.invoke.p50,
  invokeP95: result.invoke.p95,
  invokeMean: result.invoke.batchMean,
  ratio: result.invoke.batchMean / result.bare.batchMean,
  workerP50: result.worker.p50,
  workerP95: result.worker.p95,
}));
const mean = (key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
if (rows.length > 1) {
  rows.push({
    run: 'mean',
    ...Object.fromEntries(
      ['bareP50', 'bareP95', 'bareMean', 'invokeP50', 'invokeP95', 'invokeMean', 'ratio', 'workerP50', 'workerP95'].map(
        (key) => [key, mean(key)],
      ),
    ),
  });
}

console.log(
  `\nHarness round trip, headless Chromium, ${iterations} timed iterations after ${warmup} warm-up, ${runs} fresh browser(s); µs`,
);
const header = [
  'run',
  'bare p50',
  'bare p95',
  'bare mean',
  'invoke p50',
  'invoke p95',
  'invoke mean',
  'ratio (means)',
  'worker p50',
  'worker p95',
];
const table = rows.map((row) => [
  row.run,
  us(row.bareP50),
  us(row.bareP95),
  us(row.bareMean),
  us(row.invokeP50),
  us(row.invokeP95),
  us(row.invokeMean),
  `${row.ratio.toFixed(2)}×`,
  us(row.workerP50),
  us(row.workerP95),
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
const format = (cells) => `| ${cells.map((cell, column) => cell.padStart(widths[column])).join(' | ')} |`;
console.log(format(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const line of table) console.log(format(line));
console.log(
  '\nbare = postMessage echo to a trivial module worker; invoke = Comlink HarnessApi.invoke of a no-op evidence tool;',
);
console.log(
  'mean = batch mean (total / N); worker = performance.now() around invoke inside the worker. Targets: ratio ≤ 1.5×, worker p50 ≤ 50 µs.',
);

if (!skipTimeline) {
  const executable = executablePath();
  const figures = await runTimelineBench({
    root: ROOT,
    port: PORT + 1,
    calls: timelineCalls,
    frames: 240,
    stepPx: 600,
    launch: { headless: true, args: CHROMIUM_ARGS, ...(executable ? { executablePath: executable } : {}) },
  });
  printTimelineFigures(figures);
}
