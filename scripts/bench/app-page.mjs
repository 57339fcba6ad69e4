/**
 * Page helpers of the app benchmark (app-bench.mjs): an init script that notes when the console is ready
 * and counts main-thread long tasks, loading a scenario, timing a run in the page (`performance.now()`,
 * polled each animation frame, so no Node round trip is counted) and scroll frame intervals. Functions passed to `page.evaluate` run in the browser.
 */

/**
 * A fresh context (own IndexedDB, 1400 × 900) with the bench init script, registered with the part
 * runner's `track` (closed when the part ends), and its page.
 */
export async function freshPage(browser, track) {
  const context = track(await browser.newContext({ viewport: { width: 1400, height: 900 } }));
  await context.addInitScript(benchInitScript);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/**
 * Installed before any page script: `window.__bench.shownAt` = ms from navigation to the first
 * `run-status` in the DOM (the page drawn), `window.__bench.readyAt` = to the first
 * `console[data-status="ready"]` (the worker up, built-in tools registered, corpus index loaded), and
 * `window.__bench.longTasks` = { count, maxMs } of `longtask` entries (main-thread tasks over 50 ms).
 */
export function benchInitScript() {
  const bench = { shownAt: undefined, readyAt: undefined, longTasks: { count: 0, maxMs: 0 } };
  window.__bench = bench;
  const observer = new MutationObserver(() => {
    bench.shownAt ??= document.querySelector('[data-testid="run-status"]') ? performance.now() : undefined;
    if (document.querySelector('[data-testid="console"][data-status="ready"]')) {
      bench.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.count += 1;
      bench.longTasks.maxMs = Math.max(bench.longTasks.maxMs, entry.duration);
    }
  }).observe({ type: 'longtask' });
}

/**
 * Opens a console view by its nav link when the console has views (`nav-<view>`) and waits until its code
 * is loaded (`view[data-view=<view>][data-status="ready"]`); else does nothing.
 */
export async function openView(page, view) {
  const nav = page.getByTestId(`nav-${view}`);
  if ((await nav.count()) === 0) return;
  if ((await nav.getAttribute('aria-current')) !== 'page') await nav.click();
  await page.waitForSelector(`[data-testid="view"][data-view="${view}"][data-status="ready"]`, { state: 'attached' });
}

/**
 * Opens the Runs view and waits until the run list says the run `runId` is stored whole
 * (`run-list-item[data-storage="saved"]`, DESIGN §8), so a reload after it finds the whole record rather
 * than the part written before the reload; throws after `timeoutMs`.
 */
export async function waitUntilSaved(page, runId, timeoutMs = 120_000) {
  await openView(page, 'runs');
  await page.waitForSelector(`[data-testid="run-list-item"][data-run-id="${runId}"][data-storage="saved"]`, {
    state: 'attached',
    timeout: timeoutMs,
  });
}

/**
 * Opens the console and waits until it is ready (`console[data-status="ready"]`, then the idle status line).
 *
 * @returns {Promise<number>} ms from navigation to ready
 */
export async function openConsole(page, url) {
  return (await openConsoleTimed(page, url)).readyMs;
}

/**
 * Opens the console, waits until it is ready and reads its start figures.
 *
 * @returns {Promise<{ shownMs: number, readyMs: number, corpusIndex: string | null }>} ms from navigation
 *   to the page drawn and to ready; how the corpus index came (`loaded` | `built` | `failed`)
 */
export async function openConsoleTimed(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="console"][data-status="ready"]', { state: 'attached', timeout: 60_000 });
  await page.waitForSelector('[data-testid="run-status"][data-status="idle"]', { state: 'attached' });
  const { shownAt, readyAt } = await page.evaluate(() => window.__bench);
  const corpusIndex = await page.getByTestId('console').getAttribute('data-corpus-index');
  return { shownMs: shownAt, readyMs: readyAt, corpusIndex };
}

/** Loads a scenario object through the file picker and waits until it is loaded. */
export async function loadScenario(page, scenario) {
  await openView(page, 'run');
  await page.getByTestId('scenario-file').setInputFiles({
    name: 'bench.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
  await page.waitForSelector('[data-testid="scenario-status"][data-status="loaded"]', { state: 'attached' });
}

/**
 * Clicks Run and waits, in the page, for `run-status[data-status=<until>]` or any other end of the run
 * (`done`, `stopped`, `error`, `interrupted`: `status` says which); when `stopAtCalls` is given, clicks
 * Stop once `run-status[data-calls]` reaches it and also times Stop → the end.
 *
 * @returns {Promise<{ status: string, runMs: number, stopMs?: number, calls: number,
 *   longTasks: { count: number, maxMs: number } }>}
 */
export function timedRun(page, { until = 'done', stopAtCalls } = {}) {
  return page.evaluate(
    ({ until, stopAtCalls }) =>
      new Promise((resolve) => {
        const status = () => document.querySelector('[data-testid="run-status"]');
        window.__bench.longTasks = { count: 0, maxMs: 0 };
        const ENDS = ['done', 'stopped', 'error', 'interrupted'];
        const runId = () => document.querySelector('[data-testid="timeline"]')?.getAttribute('data-run-id');
        const previousRun = runId();
        let started = false;
        const t0 = performance.now();
        let stopAt;
        document.querySelector('[data-testid="run-button"]').click();
        const poll = () => {
          const line = status();
          const calls = Number(line?.getAttribute('data-calls') ?? 0);
          if (stopAtCalls !== undefined && stopAt === undefined && calls >= stopAtCalls) {
            document.querySelector('[data-testid="stop-button"]').click();
            stopAt = performance.now();
          }
          const now = line?.getAttribute('data-status');
          // The status line may still show the page's previous run until this one starts.
          started ||= now === 'running' || runId() !== previousRun;
          if (started && (now === until || ENDS.includes(now))) {
            const end = performance.now();
            resolve({
              status: now,
              runMs: end - t0,
              ...(stopAt !== undefined ? { stopMs: end - stopAt } : {}),
              calls,
              longTasks: { ...window.__bench.longTasks },
            });
          } else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }),
    { until, stopAtCalls },
  );
}

/**
 * Clicks the stored run's `run-list-item` in the Runs view, then the Run view's nav link in the same task
 * (the timeline lives in the Run view), and times the click → first `timeline-call` in the DOM, in ms
 * (runs in the page); NaN when none is drawn within 60 s, so the bench goes on and prints the miss.
 */
export function firstRender(runId) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(NaN), 60_000);
    const item = document.querySelector(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
    const button = item.querySelector('.run-list__view') ?? item.querySelector('button') ?? item;
    const t0 = performance.now();
    button.click();
    document.querySelector('[data-testid="nav-run"]')?.click();
    const poll = () =>
      document.querySelector('[data-testid="timeline-call"]')
        ? resolve(performance.now() - t0)
        : requestAnimationFrame(poll);
    poll();
  });
}

/**
 * Scrolls the timeline viewport from its top by `stepPx` every animation frame for `frames` frames (runs
 * in the page); returns the frame intervals (rAF deltas, ms), the pixels actually scrolled and how many
 * distinct rows (`data-index`) were drawn on the way, so a viewport that did not move is seen as such.
 *
 * @returns {Promise<{ intervals: number[], scrolledPx: number, rows: number }>}
 */
export function scrollFrames({ frames, stepPx }) {
  return new Promise((resolve) => {
    const viewport = document.querySelector('[data-testid="timeline"] .vcalls__viewport');
    if (!viewport) {
      resolve({ intervals: [], scrolledPx: 0, rows: 0 });
      return;
    }
    viewport.scrollTop = 0;
    const intervals = [];
    const rows = new Set();
    let last = 0;
    let count = 0;
    const tick = (time) => {
      if (last) intervals.push(time - last);
      last = time;
      for (const row of viewport.querySelectorAll('[data-index]')) rows.add(row.getAttribute('data-index'));
      viewport.scrollTop += stepPx;
      if (++count < frames) requestAnimationFrame(tick);
      else resolve({ intervals, scrolledPx: viewport.scrollTop, rows: rows.size });
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Switches the timeline to a view (`lanes` | `list`) by its toolbar button and waits until the button is
 * pressed and a call is drawn.
 */
export async function showTimelineView(page, view) {
  const button = page.getByTestId(`timeline-view-${view}`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.waitForSelector(`[data-testid="timeline-view-${view}"][aria-pressed="true"]`, { state: 'attached' });
  await page.waitForSelector('[data-testid="timeline"] [data-testid="timeline-call"]', { state: 'attached' });
}
