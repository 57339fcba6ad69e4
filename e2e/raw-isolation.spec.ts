/**
 * (3) Raw isolation (DESIGN.md §1): a canary string that is in a raw tool result but outside what the
 * projection keeps never reaches the page — not the DOM, localStorage, sessionStorage, nor the store.
 *
 * The canary lives in the shipped corpus (a test document, far from the passage the question matches),
 * so the raw hit list of `lookup_knowledge` carries it and the bounded snippets do not. Override with
 * RAW_CANARY and RAW_CANARY_QUESTION. The test first proves the canary is in the corpus, so it cannot
 * pass vacuously.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';

const CANARY = process.env.RAW_CANARY ?? 'RAW-CANARY-5e1d0c-NEVER-ON-PAGE';
const QUESTION = process.env.RAW_CANARY_QUESTION ?? 'raw isolation canary test page: how does the harness keep raw results in the worker?';

test('a canary in the raw result never reaches the DOM, storage or the store', async ({ page, request }) => {
  const corpus = await (await request.get('/corpus/sqlite-docs.json')).text();
  expect(corpus.includes(CANARY), `the shipped corpus must contain the canary ${CANARY}`).toBe(true);

  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toMatch(/^(done|stopped)$/);
  // The run really produced raw results (at least one executed call with an ok observation).
  await expect(page.locator('[data-testid="observation"][data-status="ok"]').first()).toBeAttached();

  const html = await page.content();
  expect(html).not.toContain(CANARY);
  const storage = await page.evaluate(() => {
    const dump = (store: Storage) => {
      const entries: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index) ?? '';
        entries.push(`${key}=${store.getItem(key) ?? ''}`);
      }
      return entries.join('\n');
    };
    const exposed = (window as unknown as { __consoleStore?: { getState(): unknown } }).__consoleStore;
    let state = '';
    if (exposed) {
      try {
        state = JSON.stringify(exposed.getState(), (_key, value) => (typeof value === 'function' ? undefined : value));
      } catch (error) {
        state = `unserializable: ${String(error)}`;
      }
    }
    return { local: dump(localStorage), session: dump(sessionStorage), state, exposed: Boolean(exposed) };
  });
  expect(storage.local).not.toContain(CANARY);
  expect(storage.session).not.toContain(CANARY);
  expect(storage.state).not.toContain(CANARY);
  test.info().annotations.push({ type: 'store', description: storage.exposed ? 'window.__consoleStore checked' : 'store not exposed; DOM and storage checked' });
});
