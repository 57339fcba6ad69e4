/**
 * Timeline figures for `npm run bench` (printed, never asserted): builds
 * the real app (`vite.config.ts`, into `node_modules/.cache/bench-app-dist/`), serves it with
 * `vite preview` and its CSP headers, runs a generated scenario of `calls` tool calls (default 10,000;
 * scale-scenario.mjs; stub backend, no model) in headless Chromium, then measures:
 *
 * - run time: Run clicked → `run-status[data-status="done"]`, and the calls per second;
 * - first render: after a reload, the run picked in the run list → its first band in the DOM
 *   (`performance.now()` in the page, polled each animation frame);
 * - scroll frames: the timeline viewport scrolled by `stepPx` every animation frame for `frames` frames
 *   (lane view, then list view); p50/p95 of the frame-to-frame intervals (rAF timestamps), in ms.
 *
 * A 60 Hz display gives ~16.7 ms frames; headless Chromium paces rAF the same way.
 */
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { scaleScenario } from './scale-scenario.mjs';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Scrolls the viewport every frame and returns the frame intervals (runs in the page). */
function scrollFrames({ frames, stepPx }) {
  return new Promise((resolve) => {
    const viewport = document.querySelector('.vcalls__viewport');
    const intervals = [];
    let last = 0;
    let count = 0;
    const tick = (time) => {
      if (last) intervals.push(time - last);
      last = time;
      viewport.scrollTop += stepPx;
      if (++count < frames) requestAnimationFrame(tick);
      else resolve({ intervals, rendered: document.querySelectorAll('[data-testid="timeline-call"]').length });
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Runs the timeline bench.
 *
 * @param {{ root: string, port: number, calls: number, frames: number, stepPx: number, launch: object }} options
 * @returns {Promise<object>} the figures (ms unless named otherwise)
 */
export async function runTimelineBench({ root, port, calls, frames, stepPx, launch }) {
  const outDir = path.join(root, 'node_modules', '.cache', 'bench-app-dist');
  const config = {
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
  };
  console.log(`Building the app for the timeline bench (${calls} calls) …`);
  await build(config);
  const server = await preview(config);
  const browser = await chromium.launch(launch);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('[data-testid="run-status"][data-status="idle"]');
    const scenario = JSON.stringify(scaleScenario({ calls }));
    await page
      .getByTestId('scenario-file')
      .setInputFiles({ name: 'scale.json', mimeType: 'application/json', buffer: Buffer.from(scenario) });
    await page.waitForSelector('[data-testid="scenario-status"][data-status="loaded"]');
    const started = Date.now();
    await page.getByTestId('run-button').click();
    await page.waitForSelector('[data-testid="run-status"][data-status="done"]', { timeout: 30 * 60_000 });
    const runMs = Date.now() - started;
    const runId = await page.getByTestId('timeline').getAttribute('data-run-id');
    await page.waitForSelector(`[data-testid="timeline"][data-total="${calls}"]`);

    await page.reload();
    await page.waitForSelector(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
    const firstRenderMs = await page.evaluate(
      (id) =>
        new Promise((resolve) => {
          const button = document.querySelector(`[data-testid="run-list-item"][data-run-id="${id}"] .run-list__view`);
          const t0 = performance.now();
          button.click();
          const poll = () =>
            document.querySelector('[data-testid="timeline-call"]')
              ? resolve(performance.now() - t0)
              : requestAnimationFrame(poll);
          poll();
        }),
      runId,
    );
    await page.waitForSelector(`[data-testid="timeline"][data-total="${calls}"]`);
    const lanes = await page.evaluate(scrollFrames, { frames, stepPx });
    await page.getByTestId('timeline-view-list').click();
    await page.waitForSelector('.list-call');
    const list = await page.evaluate(scrollFrames, { frames, stepPx: Math.round(stepPx / 4) });
    await page.getByTestId('timeline-view-lanes').click();
    return {
      calls,
      runMs,
      callsPerSecond: (calls / runMs) * 1000,
      firstRenderMs,
      lanes: { p50: quantile(lanes.intervals, 0.5), p95: quantile(lanes.intervals, 0.95), rendered: lanes.rendered },
      list: { p50: quantile(list.intervals, 0.5), p95: quantile(list.intervals, 0.95), rendered: list.rendered },
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

/** Prints the figures as a small table. */
export function printTimelineFigures(figures) {
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
  console.log(`\nTimeline, ${figures.calls.toLocaleString('en')}-call scenario run, headless Chromium (1400×900); ms`);
  console.log(
    `| run (Run → done) | calls/s | first render | lanes scroll p50 | lanes p95 | list scroll p50 | list p95 |`,
  );
  console.log(`|---|---|---|---|---|---|---|`);
  console.log(
    `| ${ms(figures.runMs)} | ${figures.callsPerSecond.toFixed(0)} | ${ms(figures.firstRenderMs)} | ${ms(figures.lanes.p50)} | ${ms(figures.lanes.p95)} | ${ms(figures.list.p50)} | ${ms(figures.list.p95)} |`,
  );
  console.log(
    `first render = run picked in the run list after a reload → first band in the DOM; scroll = frame intervals while the viewport scrolls every frame (${figures.lanes.rendered} bands / ${figures.list.rendered} list rows in the DOM at the end).`,
  );
}
