/**
 * The timeline at scale: a scripted run of 2,000 tool calls (a generated scenario
 * file, loaded through the scenario picker; stub backend, no model) renders as a virtual list — only the
 * calls on screen are in the DOM (the list follows the newest call while the run is live) — while `run-status` keeps the exact run-level `data-calls` and
 * `data-codes`; the keyboard reaches the last call (End) and pages (PageDown); the call-id filter, the
 * code filter and the observation search reach calls without scrolling; Enter opens the detail drawer
 * and Escape closes it, returning focus to the row.
 */
import { expect, test, type Page } from '@playwright/test';
import { scaleScenario } from '../scripts/bench/scale-scenario.mjs';
import { openTimelineFilters } from './support/console-page';

const CALLS = 2000;

async function loadAndRun(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'idle');
  const file = {
    name: 'scale-2000.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scaleScenario({ calls: CALLS }))),
  };
  await page.getByTestId('scenario-file').setInputFiles(file);
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await expect(page.getByTestId('provider-select')).toHaveValue('scenario');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
}

const timeline = (page: Page) => page.getByTestId('timeline');
const rowsOf = (page: Page, callId: string) => page.locator(`[data-testid="timeline-event"][data-call-id="${callId}"]`);

test('a 2,000-call run renders, scrolls by keyboard and filters by call id, code and text', async ({ page }) => {
  test.setTimeout(150_000);
  await loadAndRun(page);

  // Run-level attributes are exact; the timeline holds every call but renders only a window.
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-calls', String(CALLS));
  await expect(status).toHaveAttribute('data-codes', 'INVALID_JSON UNKNOWN_TOOL');
  await expect(timeline(page)).toHaveAttribute('data-status', 'ready');
  await expect(timeline(page)).toHaveAttribute('data-total', String(CALLS));
  await expect(page.getByTestId('timeline-call').first()).toBeVisible();
  const rendered = await page.getByTestId('timeline-call').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(60);

  // Keyboard: Home reaches the first call, PageDown moves down a screen, End reaches the last call.
  await page.locator('[data-testid="timeline-call"] [data-row-focus]').first().focus();
  await page.keyboard.press('Home');
  await expect(rowsOf(page, 'call-1').first()).toBeVisible();
  expect(await rowsOf(page, `call-${CALLS}`).count()).toBe(0);
  await page.keyboard.press('PageDown');
  await expect(page.locator('[data-row-focus][aria-current="true"]')).not.toHaveText(/#1 call-1$/);
  // The virtualizer re-renders rows as they scroll: press End only once the active row holds focus.
  await expect(page.locator('[data-row-focus][aria-current="true"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(rowsOf(page, `call-${CALLS}`).first()).toBeVisible();
  await expect(page.locator('[data-row-focus][aria-current="true"]')).toHaveText(`#${CALLS} call-${CALLS}`);
  await expect(page.locator(`[data-row-focus][aria-current="true"]`)).toBeFocused();
  await expect(
    page.locator(`[data-testid="timeline-event"][data-call-id="call-${CALLS - 1}"][data-stage="supports"]`),
  ).toHaveAttribute('data-code', 'UNKNOWN_TOOL');
  await page.keyboard.press('Home');
  await expect(rowsOf(page, 'call-1').first()).toBeVisible();

  // Enter opens the drawer with the argument text; Escape closes it and focus returns to the row.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  await expect(drawer).toHaveAttribute('data-call-id', 'call-2');
  await expect(drawer).toContainText('{"n": 2}');
  await expect(drawer.getByTestId('call-drawer-observation')).toContainText('"status": "ok"');
  await drawer.getByTestId('call-drawer-observation-exact').check();
  await expect(drawer.getByTestId('call-drawer-observation')).toContainText('"status":"ok"');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.locator('[data-testid="timeline-call"][data-call-id="call-2"] [data-row-focus]')).toBeFocused();

  // The call-id filter reaches a call deep in the run without scrolling.
  await openTimelineFilters(page);
  await page.getByTestId('timeline-filter-call').fill('call-1777');
  await expect(timeline(page)).toHaveAttribute('data-total', '1');
  await expect(rowsOf(page, 'call-1777').first()).toBeVisible();
  const stages = await rowsOf(page, 'call-1777').evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-stage')),
  );
  expect(stages).toEqual(
    expect.arrayContaining([
      'supports',
      'parse',
      'preflight',
      'execute',
      'raw-check',
      'project',
      'validate',
      'observe',
    ]),
  );
  await page.getByTestId('timeline-filter-call').fill('');

  // The code filter: every 100th call was refused at parse with INVALID_JSON.
  await page.getByTestId('timeline-filter-code').fill('INVALID_JSON');
  await expect(timeline(page)).toHaveAttribute('data-total', String(CALLS / 100));
  await expect(
    page.locator('[data-testid="timeline-event"][data-stage="parse"][data-code="INVALID_JSON"]').first(),
  ).toBeVisible();
  const ids = await page
    .getByTestId('timeline-call')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-call-id')));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(Number(id?.slice(5)) % 100).toBe(0);
  await page.getByTestId('timeline-filter-code').fill('');

  // Text search in the observations the model read.
  await page.getByTestId('timeline-search').fill('needle-1234');
  await expect(timeline(page)).toHaveAttribute('data-total', '1');
  await expect(page.getByTestId('timeline-call')).toHaveAttribute('data-call-id', 'call-1234');

  // The list view shows the same call, one row per call, expandable to its stages.
  await page.getByTestId('timeline-view-list').click();
  await expect(page.getByTestId('timeline-call')).toHaveAttribute('data-call-id', 'call-1234');
  await expect(rowsOf(page, 'call-1234')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the stages of call call-1234' }).click();
  await expect(rowsOf(page, 'call-1234').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('timeline-view-list')).toHaveAttribute('aria-pressed', 'true');
});
