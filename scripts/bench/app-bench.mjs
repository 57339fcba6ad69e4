/**
 * App figures for `npm run bench` (printed, never asserted): builds the real app (`vite.config.ts`, into
 * `node_modules/.cache/bench-app-dist/`), serves it with `vite preview`, its CSP headers and COOP/COEP
 * (cross-origin isolated), and measures in headless Chromium, each part in a fresh browser context:
 *
 * - cold start: navigation → `run-status[data-status="idle"]` (worker up, built-in tools registered);
 * - a scripted run of `calls` tool calls (scale-scenario.mjs; stub backend, no model): Run → done, calls/s;
 * - after a reload: `run-list-item` click → first `timeline-call` in the DOM; scroll frame intervals
 *   p50/p95 of the lane view and the list view;
 * - a run of `longCalls` calls: main-thread long tasks (over 50 ms) while it runs;
 * - a run of `stopCalls` calls stopped once a fifth of them answered: Stop → `stopped`, ms;
 * - page JS heap growth (after a full GC; JS values, compiled code left out: heap-snapshot.mjs) of a run
 *   whose one raw result is 10 MB, beyond a 10-byte run's (each run the second of its page, the medians of
 *   `heapRepeats` pairs).
 * - stored-run figures (stored-bench.mjs): filter, search, trace export, replay steps on a stored run.
 * Plus the bundle sizes of the build (bundle-size.mjs).
 */
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { bundleSizes } from './bundle-size.mjs';
import {
  benchInitScript,
  firstRender,
  loadScenario,
  openConsole,
  openView,
  scrollFrames,
  timedRun,
} from './app-page.mjs';
import { rawResultScenario, scaleScenario } from './scale-scenario.mjs';
import { heapAfterGc } from './heap-snapshot.mjs';
import { storedRunFigures } from './stored-bench.mjs';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** A fresh context (own IndexedDB) with the bench init script, and its page. */
async function freshPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(benchInitScript);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** The scripted run, its first render after a reload, and the scroll frames. */
async function scaleFigures(browser, url, calls, frames, stepPx) {
  const { context, page } = await freshPage(browser);
  try {
    const coldStartMs = await openConsole(page, url);
    await loadScenario(page, scaleScenario({ calls }));
    const run = await timedRun(page);
    const runId = await page.getByTestId('timeline').getAttribute('data-run-id');
    await page.waitForSelector(`[data-testid="timeline"][data-total="${calls}"]`, { state: 'attached' });
    await page.reload();
    await openView(page, 'runs');
    const item = page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
    await item.waitFor({ state: 'attached' });
    // The run list's count after the reload (the head row; writes still queued at the reload are lost).
    const listedCalls = Number(await item.getAttribute('data-calls'));
    const firstRenderMs = await page.evaluate(firstRender, runId);
    await page.waitForSelector(`[data-testid="timeline"][data-run-id="${runId}"][data-status="ready"]`, {
      state: 'attached',
      timeout: 120_000,
    });
    // The calls the timeline found in the stored record.
    const storedCalls = Number(await page.getByTestId('timeline').getAttribute('data-total'));
    const lanes = await page.evaluate(scrollFrames, { frames, stepPx });
    await page.getByTestId('timeline-view-list').click();
    await page.waitForSelector('[data-testid="timeline-call"]');
    const list = await page.evaluate(scrollFrames, { frames, stepPx: Math.round(stepPx / 4) });
    await page.getByTestId('timeline-view-lanes').click();
    return {
      coldStartMs,
      runMs: run.runMs,
      callsPerSecond: (calls / run.runMs) * 1000,
      firstRenderMs,
      storedCalls,
      listedCalls,
      lanes: { p50: quantile(lanes, 0.5), p95: quantile(lanes, 0.95) },
      list: { p50: quantile(list, 0.5), p95: quantile(list, 0.95) },
    };
  } finally {
    await context.close();
  }
}

/** A `calls`-call run, stored, reloaded and opened: its filter, search, export and replay figures. */
async function storedFigures(browser, url, calls) {
  const { context, page } = await freshPage(browser);
  try {
    await openConsole(page, url);
    await loadScenario(page, scaleScenario({ calls }));
    await timedRun(page);
    const runId = await page.getByTestId('timeline').getAttribute('data-run-id');
    await page.waitForSelector(`[data-testid="timeline"][data-total="${calls}"]`, { state: 'attached' });
    const cdp = await context.newCDPSession(page);
    return await storedRunFigures(page, cdp, { runId });
  } finally {
    await context.close();
  }
}

/** Long tasks during a `calls`-call run (it ends on its script and budgets). */
async function longRunFigures(browser, url, calls) {
  const { context, page } = await freshPage(browser);
  try {
    await openConsole(page, url);
    await loadScenario(page, scaleScenario({ calls }));
    const run = await timedRun(page);
    return { calls, runMs: run.runMs, longTasks: run.longTasks };
  } finally {
    await context.close();
  }
}

/** Stop pressed once a fifth of a `calls`-call run answered → `run-status[data-status="stopped"]`. */
async function stopFigures(browser, url, calls) {
  const { context, page } = await freshPage(browser);
  try {
    await openConsole(page, url);
    await loadScenario(page, scaleScenario({ calls }));
    const run = await timedRun(page, { until: 'stopped', stopAtCalls: Math.ceil(calls / 5) });
    return { calls, stopMs: run.stopMs, answeredAtStop: run.calls };
  } finally {
    await context.close();
  }
}

/** Stop on a worker blocked by a `busyMs` tool → `run-status[data-status="stopped"]` (the watchdog restarts it), ms. */
async function blockedStopFigures(browser, url) {
  const { context, page } = await freshPage(browser);
  try {
    await openConsole(page, url);
    await loadScenario(page, {
      name: 'Blocked worker',
      description: 'A tool body that blocks the worker thread.',
      question: 'Crunch.',
      tools: [{ name: 'crunch', description: 'Crunch.', isReadOnly: true, inputSchema: { type: 'object' } }],
      backends: { crunch: { busyMs: 30_000, result: { ok: true } } },
      turns: [{ toolCalls: [{ id: 'call_busy', name: 'crunch', arguments: '{}' }] }, { text: 'Crunched.' }],
    });
    await page.getByTestId('run-button').click();
    await page.waitForSelector('[data-testid="call-running"][data-call-id="call_busy"]', { state: 'attached' });
    const started = Date.now();
    await page.getByTestId('stop-button').click();
    await page.waitForSelector('[data-testid="run-status"][data-status="stopped"]', { state: 'attached' });
    return { stopMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

/**
 * Heap growth (`{ used, data }` bytes, after full GCs, heap-snapshot.mjs) of one run of a one-call scenario whose raw result is `rawBytes`.
 * The page first runs the 10-byte scenario once (lazy chunks loaded, code compiled, first-run caches
 * filled), so the measured run has the same shape whatever its raw: the scenario loaded, GC, reading, Run →
 * done with the call drawn in the timeline and its observation shown, GC, reading.
 */
async function heapGrowth(browser, url, rawBytes) {
  const { context, page } = await freshPage(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await openConsole(page, url);
    await loadScenario(page, rawResultScenario({ rawBytes: 10 }));
    await timedRun(page);
    const warmRunId = await page.getByTestId('timeline').getAttribute('data-run-id');
    await loadScenario(page, rawResultScenario({ rawBytes }));
    const before = await heapAfterGc(cdp);
    await timedRun(page);
    const shown = `[data-testid="timeline"][data-total="1"]:not([data-run-id="${warmRunId}"])`;
    await page.waitForSelector(`${shown} [data-testid="timeline-call"]`, { state: 'attached' });
    await page.waitForSelector('[data-testid="observation"][data-call-id="call-1"]', { state: 'attached' });
    await page.waitForSelector('[data-testid="observation-exact"]', { state: 'attached' });
    const after = await heapAfterGc(cdp);
    return { used: after.used - before.used, data: after.data - before.data };
  } finally {
    await context.close();
  }
}

/**
 * Heap growth of the 10-byte and the 10 MB runs, `repeats` of each in turn (fresh contexts): the medians of
 * the JS data growth (heap-snapshot.mjs) and of the used heap's.
 *
 * @returns {Promise<{ small: number, large: number, growth: number, samples: number[], used: { small: number,
 *   large: number } }>} bytes; `samples` the per-pair differences of the data growth
 */
async function heapFigures(browser, url, repeats) {
  const small = [];
  const large = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    small.push(await heapGrowth(browser, url, 10));
    large.push(await heapGrowth(browser, url, 10 * 1024 * 1024));
  }
  const median = (runs, key) =>
    quantile(
      runs.map((run) => run[key]),
      0.5,
    );
  return {
    small: median(small, 'data'),
    large: median(large, 'data'),
    growth: median(large, 'data') - median(small, 'data'),
    samples: large.map((run, index) => run.data - small[index].data),
    used: { small: median(small, 'used'), large: median(large, 'used') },
  };
}

/** The parts of the app bench, in the order they run. */
export const APP_PARTS = ['scale', 'stored', 'long', 'stop', 'blocked', 'heap'];

/**
 * @param {{ root: string, port: number, calls: number, longCalls: number, stopCalls: number, frames: number,
 *   stepPx: number, heapRepeats: number, launch: object, parts?: string[] }} options `parts`: which of
 *   `APP_PARTS` to run (default all)
 * @returns {Promise<object>} the figures (ms and bytes) of the parts run, and the bundle sizes
 */
export async function runAppBench(options) {
  const { root, port, calls, longCalls, stopCalls, frames, stepPx, heapRepeats, launch } = options;
  const parts = new Set(options.parts ?? APP_PARTS);
  const outDir = path.join(root, 'node_modules', '.cache', 'bench-app-dist');
  process.env.CROSS_ORIGIN_ISOLATED = '1';
  const config = {
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
  };
  await build(config);
  const bundles = bundleSizes(outDir);
  const server = await preview(config);
  const url = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch(launch);
  try {
    const scale = parts.has('scale') ? await scaleFigures(browser, url, calls, frames, stepPx) : {};
    const stored = parts.has('stored') ? await storedFigures(browser, url, calls) : undefined;
    const long = parts.has('long') ? await longRunFigures(browser, url, longCalls) : undefined;
    const stop = parts.has('stop') ? await stopFigures(browser, url, stopCalls) : undefined;
    const blockedStop = parts.has('blocked') ? await blockedStopFigures(browser, url) : undefined;
    const heap = parts.has('heap') ? await heapFigures(browser, url, heapRepeats) : undefined;
    return { calls, ...scale, stored, long, stop, blockedStop, heap, bundles };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}
