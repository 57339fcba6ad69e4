/**
 * The heap part of `npm run bench` (printed, never asserted): the page's JS heap growth (after full GCs;
 * JS values, compiled code left out: heap-snapshot.mjs) of a run whose one raw result is 10 MB, beyond a
 * 10-byte run's, each run the second of its page, the medians of `repeats` pairs.
 */
import { freshPage, loadScenario, openConsole, timedRun } from './app-page.mjs';
import { heapAfterGc } from './heap-snapshot.mjs';
import { rawResultScenario } from './scale-scenario.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

/**
 * Heap growth (`{ used, data }` bytes, after full GCs) of one run of a one-call scenario whose raw result
 * is `rawBytes`. The page first runs the 10-byte scenario once (lazy chunks loaded, code compiled,
 * first-run caches filled), so the measured run has the same shape whatever its raw: the scenario loaded,
 * GC, reading, Run → done with the call drawn in the timeline and its observation shown, GC, reading.
 */
async function heapGrowth(browser, url, rawBytes, track) {
  const { page, context } = await freshPage(browser, track);
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
  await context.close();
  return { used: after.used - before.used, data: after.data - before.data };
}

/**
 * Heap growth of the 10-byte and the 10 MB runs, `repeats` of each in turn (fresh contexts).
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the app's address
 * @param {{ repeats: number, track: Function, step: Function }} options the part runner's helpers
 * @returns {Promise<{ small: number, large: number, growth: number, samples: number[], used: { small: number,
 *   large: number } }>} bytes: medians of the JS data growth (`samples`: per pair) and of the used heap's
 */
export async function heapFigures(browser, url, { repeats, track, step }) {
  const small = [];
  const large = [];
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    step(`pair ${repeat} of ${repeats}`);
    small.push(await heapGrowth(browser, url, 10, track));
    large.push(await heapGrowth(browser, url, 10 * 1024 * 1024, track));
  }
  const of = (runs, key) => median(runs.map((run) => run[key]));
  return {
    small: of(small, 'data'),
    large: of(large, 'data'),
    growth: of(large, 'data') - of(small, 'data'),
    samples: large.map((run, index) => run.data - small[index].data),
    used: { small: of(small, 'used'), large: of(large, 'used') },
  };
}
