/**
 * Storage faults for Playwright: the harness's stores live in its Web Worker, where `addInitScript` does not
 * reach, so the worker's entry script (`/assets/harness-worker-<hash>.js`, not its chunks) is served with a
 * prelude that wraps IndexedDB before any store opens it (stores open lazily, never at import time).
 * - `quotaPrelude(bytes)`: every `IDBObjectStore.put`/`add` past `bytes` (summed JSON length of the values)
 *   throws a `QuotaExceededError` DOMException, as a browser does when the site's quota is full; deletes work.
 * - `NO_INDEXEDDB_PRELUDE`: `indexedDB` is undefined in the worker (private mode, storage disabled).
 */
import type { Page } from '@playwright/test';

/** The worker entry, not its chunks. */
const WORKER_ENTRY = /\/assets\/harness-worker-(?!chunk-)[^/]*\.js(\?.*)?$/;

/** Serves the worker entry with `prelude` in front of it. */
export async function wrapWorkerStorage(page: Page, prelude: string): Promise<void> {
  await page.route(WORKER_ENTRY, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: `${prelude}\n${body}` });
  });
}

/** A prelude that gives the worker's IndexedDB a quota of `bytes`. */
export function quotaPrelude(bytes: number): string {
  return `(() => {
  let used = 0;
  const size = (value) => { try { return JSON.stringify(value)?.length ?? 0; } catch { return 0; } };
  for (const method of ['put', 'add']) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (value, ...rest) {
      const next = used + size(value);
      if (next > ${bytes}) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      used = next;
      return original.call(this, value, ...rest);
    };
  }
})();`;
}

/** A prelude that removes IndexedDB from the worker. */
export const NO_INDEXEDDB_PRELUDE = `Object.defineProperty(self, 'indexedDB', { value: undefined, configurable: true });`;
