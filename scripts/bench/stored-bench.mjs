/**
 * Stored-run figures for `npm run bench` (the `stored` part; printed, never asserted): a scripted run of
 * `calls` calls (scale-scenario.mjs: INVALID_JSON every 100th call, the needle word in one observation),
 * a reload, the run opened from the run list, then on that stored run:
 *
 * - filter by code (`timeline-filter-code` = INVALID_JSON) → first filtered `timeline-call`, ms;
 * - text search (`timeline-search` = the needle word, after its 250 ms debounce) → first filtered row, ms;
 * - console trace export (`trace-export-console` → `trace-status[data-status="done"]`), ms, its bytes,
 *   and the page's JS heap growth across it (after full GCs, heap-snapshot.mjs), bytes;
 * - replay: Replay this run → position 1 shown, a jump to 1,000 calls (a tenth of a smaller run) before the stored end, then `steps` Next presses,
 *   each timed to `run-status[data-calls]` showing the new position (median and longest), ms.
 */
import { firstRender, openView, waitUntilSaved } from './app-page.mjs';
import { heapAfterGc } from './heap-snapshot.mjs';

const TIMEOUT_MS = 120_000;

/**
 * In the page: sets a text input's value as a user's typing would (React's value setter + `input`),
 * then times until the timeline is ready with a total other than `before` and draws a call (or says
 * that nothing matched: total 0).
 */
function timedFilter({ testId, value, before }) {
  return new Promise((resolve) => {
    const input = document.querySelector(`[data-testid="${testId}"]`);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const t0 = performance.now();
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const poll = () => {
      const timeline = document.querySelector('[data-testid="timeline"]');
      const total = timeline?.getAttribute('data-total');
      if (
        timeline?.getAttribute('data-status') === 'ready' &&
        total !== before &&
        (total === '0' || timeline.querySelector('[data-testid="timeline-call"]'))
      )
        resolve({ ms: performance.now() - t0, total: Number(total) });
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

/** In the page: clicks `testId` (or calls the store's `setReplay`) and times until `run-status[data-calls]` is `calls`. */
function timedReplay({ testId, replay, calls }) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    if (testId) document.querySelector(`[data-testid="${testId}"]`).click();
    else window.__consoleStore.getState().setReplay(replay);
    const poll = () =>
      document.querySelector(`[data-testid="run-status"][data-calls="${calls}"]`)
        ? resolve(performance.now() - t0)
        : requestAnimationFrame(poll);
    requestAnimationFrame(poll);
  });
}

/** Clears a filter input (no timing). */
async function clearFilter(page, testId, total) {
  await page.getByTestId(testId).fill('');
  await page.waitForSelector(`[data-testid="timeline"][data-status="ready"][data-total="${total}"]`, {
    state: 'attached',
    timeout: TIMEOUT_MS,
  });
}

/**
 * @param {import('playwright-core').Page} page a page with the run of `calls` calls done and shown
 * @param {import('playwright-core').CDPSession} cdp the page's CDP session
 * @param {{ runId: string, needle?: string, steps?: number, step?: (label: string) => void }} options
 *   `needle` the word one observation holds; `step` names what is being measured (the part runner prints it)
 * @returns {Promise<object>} the figures (ms, bytes)
 */
export async function storedRunFigures(
  page,
  cdp,
  { runId, needle = 'needle-1234', steps = 5, step = () => undefined },
) {
  // Reload only once the run is listed saved, so the figures are for the whole run.
  step('wait until the run is saved');
  await waitUntilSaved(page, runId, TIMEOUT_MS);
  step('reload and open the run');
  await page.reload();
  await openView(page, 'runs');
  await page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`).waitFor({ state: 'attached' });
  const openMs = await page.evaluate(firstRender, runId);
  const ready = `[data-testid="timeline"][data-run-id="${runId}"][data-status="ready"]`;
  await page.waitForSelector(ready, { state: 'attached', timeout: TIMEOUT_MS });
  // The calls storage holds after the reload (all of them, as the run was listed saved).
  const before = await page.getByTestId('timeline').getAttribute('data-total');
  const stored = Number(before);
  step('filter and search');
  await page.getByTestId('timeline-filters-toggle').click();
  const code = await page.evaluate(timedFilter, { testId: 'timeline-filter-code', value: 'INVALID_JSON', before });
  await clearFilter(page, 'timeline-filter-code', stored);
  const text = await page.evaluate(timedFilter, { testId: 'timeline-search', value: needle, before });
  await clearFilter(page, 'timeline-search', stored);

  step('trace export');
  await openView(page, 'runs');
  const heapBefore = await heapAfterGc(cdp);
  const download = page.waitForEvent('download', { timeout: TIMEOUT_MS });
  const t0 = Date.now();
  await page.getByTestId('trace-export-console').click();
  await page.waitForSelector('[data-testid="trace-status"][data-status="done"]', {
    state: 'attached',
    timeout: TIMEOUT_MS,
  });
  const exportMs = Date.now() - t0;
  const saved = await download;
  const exportBytes = Number(
    (await page.getByTestId('trace-status').textContent()).match(/\(([\d,]+) bytes\)/)?.[1]?.replaceAll(',', '') ?? NaN,
  );
  await saved.cancel().catch(() => undefined);
  const heapAfter = await heapAfterGc(cdp);

  step('replay');
  const startMs = await page.evaluate(timedReplay, { testId: 'replay-start', calls: 1 });
  const jumpTo = Math.max(1, stored - Math.min(1000, Math.floor(stored / 10)));
  const jumpMs = await page.evaluate(timedReplay, {
    replay: { runId, position: jumpTo - 1, total: stored },
    calls: jumpTo,
  });
  const stepMs = [];
  for (let step = 1; step <= steps; step += 1)
    stepMs.push(await page.evaluate(timedReplay, { testId: 'replay-next', calls: jumpTo + step }));
  const sorted = [...stepMs].sort((a, b) => a - b);
  return {
    openMs,
    stored,
    code,
    text,
    exportMs,
    exportBytes,
    exportHeap: heapAfter.data - heapBefore.data,
    replay: { startMs, jumpTo, jumpMs, stepP50: sorted[Math.floor(sorted.length / 2)], stepMax: sorted.at(-1) },
  };
}
