/**
 * (3) Raw isolation (DESIGN.md §1): a canary that is in every raw tool result but outside what the
 * projection keeps never reaches the page — not the DOM, localStorage, sessionStorage, the store, nor
 * the page's JavaScript heap (a CDP heap snapshot of the main thread after the run).
 *
 * The first test serves the corpus with a canary appended to EVERY section, behind a long run of filler
 * words that match no query, so every raw hit of `lookup_knowledge` carries the canary while the bounded
 * snippets (≤ 600 characters around the query terms) cannot reach it. The second runs a scenario whose
 * stub results carry one canary beyond the text bound and others inside secrets the redaction hides.
 * The product ships no test data.
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { occurrences, pageHeapText } from './support/page-heap';

const CANARY = 'RAW-CANARY-5e1d0c-NEVER-ON-PAGE';
const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";
const FILLER = Array.from({ length: 60 }, (_, index) => `Zqx filler vrb ${index} wq.`).join(' ');

interface Corpus {
  pages: { sections: { text: string }[] }[];
}

test('a canary in every raw result never reaches the DOM, storage, the store or the page heap', async ({
  page,
  context,
}) => {
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

  await expectNowhereOnPage(page, [CANARY]);
});

/** Asserts no canary is in the DOM, localStorage, sessionStorage, the store or the page's heap. */
async function expectNowhereOnPage(page: Page, canaries: string[]): Promise<void> {
  const html = await page.content();
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
  const heap = await pageHeapText(page);
  expect(heap.length, 'the heap snapshot was taken').toBeGreaterThan(100_000);
  expect(occurrences(heap, 'run-status'), 'the snapshot holds the page strings').toBeGreaterThan(0);
  for (const canary of canaries) {
    expect(html, 'DOM').not.toContain(canary);
    expect(dumped.state, 'store').not.toContain(canary);
    expect(dumped.local, 'localStorage').not.toContain(canary);
    expect(dumped.session, 'sessionStorage').not.toContain(canary);
    expect(occurrences(heap, canary), `${canary} in the page heap`).toBe(0);
  }
}

const BEYOND_BOUND = 'RAWBOUND7c2e9aNEVERONPAGE';
const IN_BEARER = 'RAWBEARER4f81dbNEVERONPAGE';
const IN_MEMBER = 'RAWMEMBER93a0c5NEVERONPAGE';

/** A scenario with one evidence tool whose stub results hold the three canaries; two calls, then an answer. */
function canaryScenario() {
  const long = Array.from({ length: 4_000 }, (_, i) => `filler${i}`).join(' ');
  const schema = { type: 'object', properties: { query: { type: 'string', minLength: 1 } }, required: ['query'] };
  return {
    name: 'Raw canaries',
    description: 'Stub results carry canaries beyond the text bound and inside secrets.',
    question: 'When does the pager rotate?',
    tools: [
      {
        name: 'search_docs',
        description: 'Search the handbook.',
        capabilities: { evidence: true },
        isReadOnly: true,
        inputSchema: schema,
      },
    ],
    backends: {
      search_docs: {
        result: [
          { id: 'hb-1', text: `The pager rotates every Monday. ${long} ${BEYOND_BOUND} ${long}` },
          { id: 'hb-2', text: `Ask the lead. Authorization: Bearer ${IN_BEARER}`, password: IN_MEMBER },
        ],
      },
    },
    turns: [
      {
        toolCalls: [
          {
            id: 'call_1',
            name: 'search_docs',
            arguments: JSON.stringify({ previous_observation: null, input: { query: 'pager rotates' } }),
          },
        ],
      },
      { text: 'The pager rotates every Monday.' },
    ],
  };
}

test('canaries beyond the text bound and inside redacted secrets never reach the page heap', async ({ page }) => {
  // The worker fetches the file; the page is only given the model turns.
  await page.context().route('**/scenarios/raw-canaries.json', (route) => route.fulfill({ json: canaryScenario() }));
  await page.goto(`/?scenario=${encodeURIComponent('/scenarios/raw-canaries.json')}`);
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', /^(done|stopped|error)$/);
  expect(await page.getByTestId('run-status').getAttribute('data-status')).toBe('done');
  await expect(page.locator('[data-testid="observation"][data-status="ok"]').first()).toBeAttached();
  await expectNowhereOnPage(page, [BEYOND_BOUND, IN_BEARER, IN_MEMBER]);
});
