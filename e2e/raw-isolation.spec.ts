/**
 * (3) Raw isolation (DESIGN.md §1): a canary that is in every raw tool result but outside what the
 * projection keeps never reaches the page — not the DOM, localStorage, sessionStorage, nor the store.
 *
 * The test serves the corpus with a canary appended to EVERY section, behind a long run of filler words
 * that match no query, so every raw hit of `lookup_knowledge` carries the canary while the bounded
 * snippets (≤ 600 characters around the query terms) cannot reach it. The product ships no test data.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';

const CANARY = 'RAW-CANARY-5e1d0c-NEVER-ON-PAGE';
const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";
const FILLER = Array.from({ length: 60 }, (_, index) => `Zqx filler vrb ${index} wq.`).join(' ');

interface Corpus {
  pages: { sections: { text: string }[] }[];
}

test('a canary in every raw result never reaches the DOM, storage or the store', async ({ page, context }) => {
  let served = 0;
  await context.route('**/corpus/sqlite-docs.json', async (route) => {
    const response = await route.fetch();
    const corpus = (await response.json()) as Corpus;
    for (const corpusPage of corpus.pages) {
      for (const section of corpusPage.sections) section.text = `${section.text}\n\n${FILLER} ${CANARY}.`;
    }
    served++;
    await route.fulfill({ response, json: corpus });
  });

  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  expect(served, 'the worker loaded the corpus that carries the canary').toBeGreaterThan(0);
  // The run really read raw results: ok observations with evidence, every one of them from a canary section.
  await expect(page.locator('[data-testid="observation"][data-status="ok"]').first()).toBeAttached();
  await expect(page.getByTestId('final-answer')).toContainText('[sqlite:');

  const html = await page.content();
  expect(html).not.toContain(CANARY);
  const dumped = await page.evaluate(() => {
    const dump = (store: Storage) => {
      const entries: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index) ?? '';
        entries.push(`${key}=${store.getItem(key) ?? ''}`);
      }
      return entries.join('\n');
    };
    const exposed = (window as unknown as { __consoleStore?: { getState(): unknown } }).__consoleStore;
    const state = exposed
      ? JSON.stringify(exposed.getState(), (_key, value) => (typeof value === 'function' ? undefined : value))
      : '';
    return { local: dump(localStorage), session: dump(sessionStorage), state, exposed: Boolean(exposed) };
  });
  expect(dumped.exposed, 'the store is exposed for this check').toBe(true);
  expect(dumped.state.length).toBeGreaterThan(100);
  expect(dumped.state).not.toContain(CANARY);
  expect(dumped.local).not.toContain(CANARY);
  expect(dumped.session).not.toContain(CANARY);
});
