/**
 * Page helpers of the app benchmark (app-bench.mjs): an init script that notes when the console is ready
 * and counts main-thread long tasks, loading a scenario, timing a run in the page (`performance.now()`,
 * polled each animation frame, so no Node round trip is counted) and scroll frame intervals. Functions passed to `page.evaluate` run in the browser.
 */

/**
 * Installed before any page script: `window.__bench.readyAt` = ms from navigation to the first
 * `run-status[data-status="idle"]` (the worker answered and the console can run), and
 * `window.__bench.longTasks` = { count, maxMs } of `longtask` entries (main-thread tasks over 50 ms).
 */
export function benchInitScript() {
  const bench = { readyAt: undefined, longTasks: { count: 0, maxMs: 0 } };
  window.__bench = bench;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="run-status"][data-status="idle"]')) {
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

/** Opens the console and waits until it is ready; returns the ms from navigation to ready. */
export async function openConsole(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="run-status"][data-status="idle"]', { state: 'attached' });
  return page.evaluate(() => window.__bench.readyAt);
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
 * Clicks Run and waits, in the page, for `run-status[data-status=<until>]`; when `stopAtCalls` is given,
 * clicks Stop once `run-status[data-calls]` reaches it and also times Stop → stopped.
 *
 * @returns {Promise<{ runMs: number, stopMs?: number, calls: number, longTasks: { count: number, maxMs: number } }>}
 */
export function timedRun(page, { until = 'done', stopAtCalls } = {}) {
  return page.evaluate(
    ({ until, stopAtCalls }) =>
      new Promise((resolve) => {
        const status = () => document.querySelector('[data-testid="run-status"]');
        window.__bench.longTasks = { count: 0, maxMs: 0 };
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
          if (line?.getAttribute('data-status') === until) {
            const end = performance.now();
            resolve({
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

/** Scrolls the timeline viewport by `stepPx` every frame; returns the frame intervals in ms (runs in the page). */
export function scrollFrames({ frames, stepPx }) {
  return new Promise((resolve) => {
    const viewport =
      document.querySelector('.vcalls__viewport') ??
      document.querySelector('[data-testid="timeline"] [class*="viewport"]');
    const intervals = [];
    let last = 0;
    let count = 0;
    const tick = (time) => {
      if (last) intervals.push(time - last);
      last = time;
      viewport.scrollTop += stepPx;
      if (++count < frames) requestAnimationFrame(tick);
      else resolve(intervals);
    };
    requestAnimationFrame(tick);
  });
}
