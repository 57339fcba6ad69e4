/**
 * App figures for `npm run bench` (printed, never asserted): builds the real app (`vite.config.ts`, into a
 * folder of the system's temp dir named after the checkout), serves it with `vite preview`, its CSP
 * headers and COOP/COEP (cross-origin isolated), and measures in headless Chromium, each part in fresh
 * browser contexts under its own time limit (part-runner.mjs: a part that fails or hangs yields
 * `{ failed }` and the next part runs):
 *
 * - cold (cold-bench.mjs): navigation → the console ready (worker up, built-in tools registered, corpus
 *   index loaded), and the same with the serialised index blocked (the worker builds it);
 * - scale: a scripted run of
 *   `calls` tool calls (scale-scenario.mjs; stub backend, no model): Run → done, calls/s and main-thread
 *   tasks over 50 ms during it; once the run is listed saved, a reload, then `run-list-item` click → first `timeline-call` in the DOM;
 *   scroll frame intervals p50/p95 while scrolling the lanes view, then the list view;
 * - stored (stored-bench.mjs): filter, search, trace export, replay steps on a stored run;
 * - long: main-thread tasks over 50 ms during a run of `longCalls` calls;
 * - stop: a run of `stopCalls` calls stopped once a fifth of them answered: Stop → `stopped`, ms;
 * - blocked: Stop on a worker blocked by a tool (the watchdog restarts it), ms;
 * - heap (heap-bench.mjs): page JS heap growth of a 10 MB raw beyond a 10-byte raw.
 * Plus the bundle sizes of the build (bundle-size.mjs).
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { bundleSizes } from './bundle-size.mjs';
import {
  firstRender,
  freshPage,
  loadScenario,
  openConsole,
  openView,
  scrollFrames,
  showTimelineView,
  timedRun,
  waitUntilSaved,
} from './app-page.mjs';
import { defaultNeedleAt, longScenario, scaleScenario } from './scale-scenario.mjs';
import { storedRunFigures } from './stored-bench.mjs';
import { heapFigures } from './heap-bench.mjs';
import { runPart } from './part-runner.mjs';
import { coldStartFigures } from './cold-bench.mjs';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** p50/p95 of a scroll's frame intervals, with what was scrolled; throws when the viewport did not move. */
function frameFigures(view, { intervals, scrolledPx, rows }) {
  if (scrolledPx === 0) throw new Error(`the ${view} viewport did not scroll`);
  return { p50: quantile(intervals, 0.5), p95: quantile(intervals, 0.95), frames: intervals.length, scrolledPx, rows };
}

/** The scripted run, its long tasks, its first render after a reload, and the scroll frames. */
async function scaleFigures(browser, url, { calls, frames, stepPx }, { track, step }) {
  const { page } = await freshPage(browser, track);
  await openConsole(page, url);
  await loadScenario(page, scaleScenario({ calls }));
  step(`${calls}-call run`);
  const run = await timedRun(page);
  const runId = await page.getByTestId('timeline').getAttribute('data-run-id');
  await page.waitForSelector(`[data-testid="timeline"][data-total="${calls}"]`, { state: 'attached' });
  // Reload only once the run is listed saved, so the stored run opened is the whole run.
  step('wait until the run is saved');
  await waitUntilSaved(page, runId);
  step('reload and open the stored run');
  await page.reload();
  await openView(page, 'runs');
  const item = page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
  await item.waitFor({ state: 'attached' });
  // The run list's count after the reload (its head row).
  const listedCalls = Number(await item.getAttribute('data-calls'));
  const firstRenderMs = await page.evaluate(firstRender, runId);
  await page.waitForSelector(`[data-testid="timeline"][data-run-id="${runId}"][data-status="ready"]`, {
    state: 'attached',
  });
  // The calls the timeline found in the stored record.
  const storedCalls = Number(await page.getByTestId('timeline').getAttribute('data-total'));
  step('scroll the lanes view');
  await showTimelineView(page, 'lanes');
  const lanes = frameFigures('lanes', await page.evaluate(scrollFrames, { frames, stepPx }));
  step('scroll the list view');
  await showTimelineView(page, 'list');
  const list = frameFigures('list', await page.evaluate(scrollFrames, { frames, stepPx: Math.round(stepPx / 4) }));
  await showTimelineView(page, 'lanes');
  return {
    runMs: run.runMs,
    callsPerSecond: (calls / run.runMs) * 1000,
    longTasks: run.longTasks,
    firstRenderMs,
    storedCalls,
    listedCalls,
    lanes,
    list,
  };
}

/** A `calls`-call run, stored, reloaded and opened: its filter, search, export and replay figures. */
async function storedFigures(browser, url, { calls }, { track, step }) {
  const { context, page } = await freshPage(browser, track);
  await openConsole(page, url);
  await loadScenario(page, scaleScenario({ calls }));
  step(`${calls}-call run`);
  await timedRun(page);
  const runId = await page.getByTestId('timeline').getAttribute('data-run-id');
  await page.waitForSelector(`[data-testid="timeline"][data-total="${calls}"]`, { state: 'attached' });
  const cdp = await context.newCDPSession(page);
  return storedRunFigures(page, cdp, { runId, needle: `needle-${defaultNeedleAt(calls)}`, step });
}

/** Long tasks during a `longCalls`-call run (it ends on its script and budgets). */
async function longRunFigures(browser, url, { longCalls }, { track, step }) {
  const { page } = await freshPage(browser, track);
  await openConsole(page, url);
  await loadScenario(page, scaleScenario({ calls: longCalls }));
  step(`${longCalls}-call run`);
  const run = await timedRun(page);
  return { calls: longCalls, runMs: run.runMs, longTasks: run.longTasks };
}

/**
 * Stop pressed once a fifth of a `stopCalls`-turn run (one call a turn, so it is still running) answered →
 * `run-status[data-status="stopped"]`; throws when the run ended otherwise.
 */
async function stopFigures(browser, url, { stopCalls }, { track }) {
  const { page } = await freshPage(browser, track);
  await openConsole(page, url);
  await loadScenario(page, longScenario({ turns: stopCalls }));
  const run = await timedRun(page, { until: 'stopped', stopAtCalls: Math.ceil(stopCalls / 5) });
  if (run.status !== 'stopped') throw new Error(`the run ended ${run.status} at ${run.calls} calls, not stopped`);
  return { calls: stopCalls, stopMs: run.stopMs, answeredAtStop: run.calls };
}

/** Stop on a worker blocked by a `busyMs` tool → `run-status[data-status="stopped"]` (the watchdog restarts it), ms. */
async function blockedStopFigures(browser, url, _settings, { track }) {
  const { page } = await freshPage(browser, track);
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
}

/**
 * The parts of the app bench, in the order they run: each its figures function and its time limit (ms,
 * from the run's sizes; generous, as the machine is shared).
 */
const PARTS = {
  cold: {
    figures: (browser, url, s, helpers) => coldStartFigures(browser, url, { repeats: s.coldRepeats, ...helpers }),
    limitMs: (s) => 20_000 * s.coldRepeats,
  },
  scale: { figures: scaleFigures, limitMs: (s) => 45_000 + s.calls * 8 },
  stored: { figures: storedFigures, limitMs: (s) => 45_000 + s.calls * 10 },
  long: { figures: longRunFigures, limitMs: (s) => 20_000 + s.longCalls * 8 },
  stop: { figures: stopFigures, limitMs: (s) => 20_000 + s.stopCalls * 4 },
  blocked: { figures: blockedStopFigures, limitMs: () => 30_000 },
  heap: {
    figures: (browser, url, s, helpers) => heapFigures(browser, url, { repeats: s.heapRepeats, ...helpers }),
    limitMs: (s) => 20_000 * s.heapRepeats,
  },
};

/** The parts of the app bench, in the order they run. */
export const APP_PARTS = Object.keys(PARTS);

/**
 * @param {{ root: string, port: number, calls: number, longCalls: number, stopCalls: number, frames: number,
 *   stepPx: number, heapRepeats: number, coldRepeats: number, launch: object, parts?: string[], partLimitMs?: number }} options
 *   `parts`: which of `APP_PARTS` to run (default all); `partLimitMs` overrides every part's time limit
 * @returns {Promise<object>} per part run its figures (ms and bytes) or `{ failed }`, and the bundle sizes
 */
export async function runAppBench(options) {
  const { root, port, launch } = options;
  const parts = APP_PARTS.filter((part) => (options.parts ?? APP_PARTS).includes(part));
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  const outDir = path.join(tmpdir(), `bench-app-dist-${checkout}`);
  process.env.CROSS_ORIGIN_ISOLATED = '1';
  const config = {
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
  };
  const builtAt = Date.now();
  await build(config);
  console.log(`  app built in ${((Date.now() - builtAt) / 1000).toFixed(1)} s`);
  const bundles = bundleSizes(outDir);
  const server = await preview(config);
  const url = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch(launch);
  const figures = { bundles };
  try {
    for (const part of parts) {
      const { figures: measure, limitMs } = PARTS[part];
      figures[part] = await runPart(part, options.partLimitMs ?? limitMs(options), (helpers) =>
        measure(browser, url, options, helpers),
      );
    }
    return figures;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}
