/**
 * The cold-start part of `npm run bench` (printed, never asserted): `repeats` fresh contexts (empty
 * HTTP cache, own IndexedDB) open the console, each timing navigation → the page drawn (`run-status`
 * in the DOM) and → ready (`console[data-status="ready"]`: the worker up, built-in tools registered,
 * the corpus index loaded); then as many with the serialised index file blocked, so the worker builds
 * the index itself — the difference is what loading instead of building saves. Medians.
 */
import { freshPage, openConsoleTimed } from './app-page.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

/** `repeats` cold starts; `blockIndex` blocks the index file. Medians (ms) and how the index came. */
async function coldStarts(browser, url, repeats, blockIndex, track) {
  const shown = [];
  const ready = [];
  const methods = new Set();
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const { context, page } = await freshPage(browser, track);
    if (blockIndex) await page.route('**/corpus/sqlite-docs.index.json', (route) => route.abort());
    const start = await openConsoleTimed(page, url);
    shown.push(start.shownMs);
    ready.push(start.readyMs);
    methods.add(start.corpusIndex);
    await context.close();
  }
  return { shownMs: median(shown), readyMs: median(ready), corpusIndex: [...methods].join('/') };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the app's address
 * @param {{ repeats: number, track: Function, step: Function }} options the part runner's helpers
 * @returns {Promise<{ loaded: object, built: object, repeats: number }>} per way: `shownMs`, `readyMs`
 *   (medians, ms) and `corpusIndex` (what the console reported)
 */
export async function coldStartFigures(browser, url, { repeats, track, step }) {
  step(`${repeats} cold starts`);
  const loaded = await coldStarts(browser, url, repeats, false, track);
  step(`${repeats} cold starts with the index file blocked`);
  const built = await coldStarts(browser, url, repeats, true, track);
  return { loaded, built, repeats };
}
