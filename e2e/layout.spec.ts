/**
 * The console's layout by task and its keyboard paths: five views reached by their nav links, by their
 * URLs (`#/run` …) and by Alt+Shift+1…5; every id of the automation contract once in the DOM (once each
 * view has been opened), and each id shown in the view the README's table names; a run that
 * goes on while the user works in another view; skip links; focus on the answer after a run (on the
 * status when it was stopped); at most 5 Tab presses from Run to the first timeline call; the CSP probe
 * out of the tab order; and, after a run at 1440×900, the timeline, observations and requests laid out
 * without overlap.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ask, openConsole, openTimelineFilters, waitForRunEnd } from './support/console-page';
import { viewOf } from './support/automation-table';
import { openView } from './support/views';

const VIEWS = ['run', 'tools', 'sources', 'runs', 'settings'] as const;
/** One id that lives in each view (README automation table). */
const MARKER: Record<(typeof VIEWS)[number], string> = {
  run: 'question-input',
  tools: 'catalog-panel',
  sources: 'mcp-panel',
  runs: 'run-list',
  settings: 'settings-base-url',
};

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the panel is laid out').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** Only the marker of `view` is visible; every other view's marker is in the DOM but hidden. */
async function expectOnly(page: Page, view: (typeof VIEWS)[number]): Promise<void> {
  await expect(page.getByTestId(`nav-${view}`)).toHaveAttribute('aria-current', 'page');
  for (const other of VIEWS) {
    const marker = page.getByTestId(MARKER[other]);
    if (other === view) await expect(marker).toBeVisible();
    else await expect(marker).toBeHidden();
  }
}

test('each view is reached by its nav link, by its URL and by Alt+Shift+digit', async ({ page }) => {
  await openConsole(page);
  await expectOnly(page, 'run');
  for (const view of VIEWS) {
    await page.getByTestId(`nav-${view}`).click();
    await expect(page).toHaveURL(new RegExp(`#/${view}$`));
    await expectOnly(page, view);
  }
  for (const view of VIEWS) {
    await openConsole(page, `/#/${view}`);
    await expectOnly(page, view);
  }
  for (const [index, view] of VIEWS.entries()) {
    await page.keyboard.press(`Alt+Shift+Digit${index + 1}`);
    await expectOnly(page, view);
    await expect(page.getByTestId(`nav-${view}`)).toBeFocused();
  }
  await page.goBack();
  await expectOnly(page, 'runs');
});

test('once each view has been opened, each id of the contract is in the DOM once, whichever view is open', async ({
  page,
}) => {
  await openConsole(page, '/#/sources');
  // Views load on first open (lazy-views.spec.ts); once loaded they stay mounted.
  for (const view of VIEWS) await openView(page, view);
  await openView(page, 'sources');
  const singles = [
    'run-status',
    'question-input',
    'run-button',
    'stop-button',
    'provider-select',
    'scenario-file',
    'timeline',
    'catalog-panel',
    'mcp-panel',
    'knowledge-panel',
    'run-list',
    'replay',
    'settings-base-url',
    'settings-api-key',
    'csp-probe',
    'skip-to-timeline',
    'skip-to-answer',
    ...VIEWS.map((view) => `nav-${view}`),
  ];
  for (const id of singles) await expect(page.getByTestId(id), id).toHaveCount(1);
});

test('every id shown in a view is one the README table puts in that view (or in any)', async ({ page }) => {
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  for (const view of VIEWS) {
    await openView(page, view);
    const shown = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('[data-testid]')]
          .filter((element) => element.checkVisibility())
          .map((element) => element.getAttribute('data-testid') ?? ''),
      ),
    ]);
    const misplaced = shown.filter((id) => {
      const listed = viewOf(id);
      return listed !== view && listed !== 'any';
    });
    expect(misplaced, `#/${view}: ids the table puts in another view`).toEqual([]);
  }
});

test('a run goes on while the user switches views; Stop then focuses the status', async ({ page }) => {
  await openConsole(page);
  // stop-cancels.json without its scripted Stop: the backend never answers, so the run stays running.
  const scenario = JSON.parse(readFileSync('e2e/scenarios/stop-cancels.json', 'utf8')) as {
    turns: { stop?: boolean }[];
  };
  for (const turn of scenario.turns) delete turn.stop;
  await page.getByTestId('scenario-file').setInputFiles({
    name: 'hanging.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await page.getByTestId('run-button').click();
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-status', 'running');
  // The hanging call is dispatched (read through the store: a call in flight has no timeline row yet).
  await page.waitForFunction(() =>
    (
      window as unknown as { __consoleStore: { getState(): { runEvents: { event: { stage: string } }[] } } }
    ).__consoleStore
      .getState()
      .runEvents.some((entry) => entry.event.stage === 'loop-dispatch'),
  );
  for (const view of ['tools', 'settings', 'sources', 'runs'] as const) {
    await openView(page, view);
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'running');
  }
  await openView(page, 'run');
  await page.getByTestId('stop-button').click();
  await expect(status).toHaveAttribute('data-status', 'stopped');
  await expect(status).toBeFocused();
  await expect(status).toHaveAttribute('data-codes', /CANCELLED/);
});

test('keyboard: skip links first, focus on the answer after a run, ≤ 5 Tabs from Run to the first call', async ({
  page,
}) => {
  await openConsole(page);
  await expect(page.getByTestId('csp-probe')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-to-timeline')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-to-answer')).toBeFocused();

  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.locator('#answer-panel')).toBeFocused();
  await expect(page.getByTestId('timeline-call').first()).toBeVisible();

  await page.getByTestId('run-button').focus();
  let presses = 0;
  const inFirstCall = () =>
    page.evaluate(() => {
      const first = document.querySelector('[data-testid="timeline-call"]');
      return first !== null && first.contains(document.activeElement);
    });
  while (presses < 12 && !(await inFirstCall())) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  console.log(`Tab presses from the run button to the first timeline call: ${presses}`);
  expect(presses).toBeLessThanOrEqual(5);

  // The skip link reaches the timeline's call from the top of the page, from any view.
  await openView(page, 'settings');
  await page.getByTestId('skip-to-timeline').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nav-run')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-testid="timeline-call"] [data-row-focus]').first()).toBeFocused();
});

test('after a run the Run view panels do not overlap at 1440×900 and the search stays in the timeline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-status', 'ready');
  await openTimelineFilters(page);

  const panels = {
    ask: page.locator('section[aria-labelledby="run-heading"]'),
    answer: page.locator('#answer-panel'),
    timeline: page.getByTestId('timeline'),
    observations: page.locator('section[aria-labelledby="inspector-heading"]'),
    requests: page.getByTestId('request-inspector'),
  };
  const boxes = Object.fromEntries(
    await Promise.all(Object.entries(panels).map(async ([name, locator]) => [name, await boxOf(locator)] as const)),
  );
  const names = Object.keys(boxes);
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) expect(overlaps(boxes[a]!, boxes[b]!), `${a} overlaps ${b}`).toBe(false);
  }
  expect(boxes.timeline!.width, 'the timeline gets the width').toBeGreaterThan(900);
  expect(
    inside(await boxOf(page.getByTestId('timeline-search')), boxes.timeline!),
    'the search box stays in the timeline panel',
  ).toBe(true);
});

test('after a run the Runs view counts it in the audit storage figures', async ({ page }) => {
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await openView(page, 'runs');
  const storage = page.getByTestId('audit-storage');
  await expect(storage).toHaveAttribute('data-state', 'ok');
  await expect(storage.locator('dd').first()).not.toHaveText('0 · 0');
  await expect(storage.locator('dd').first()).toHaveText(/^[1-9]\d* · [1-9]\d*$/);
});
