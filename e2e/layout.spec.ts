/**
 * The main panels stack without overlap after a run (tester's report: the timeline and the observations
 * painted over "Requests to the model" and the tool catalog). After an offline run at 1440×900 the
 * bounding boxes of the timeline, the observations, the request inspector and the catalog are pairwise
 * disjoint, the search box stays inside the timeline panel, and a click on the catalog's first tool
 * reaches it (Playwright's actionability check fails when another element would receive the click).
 */
import { expect, test, type Locator } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';

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

test('after a run the main panels do not overlap at 1440×900 and the catalog takes clicks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-status', 'ready');

  const panels = {
    timeline: page.getByTestId('timeline'),
    observations: page.locator('section[aria-labelledby="inspector-heading"]'),
    requests: page.getByTestId('request-inspector'),
    catalog: page.getByTestId('catalog-panel'),
  };
  const boxes = Object.fromEntries(
    await Promise.all(Object.entries(panels).map(async ([name, locator]) => [name, await boxOf(locator)] as const)),
  );
  const names = Object.keys(boxes);
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) expect(overlaps(boxes[a]!, boxes[b]!), `${a} overlaps ${b}`).toBe(false);
  }
  expect(
    inside(await boxOf(page.getByTestId('timeline-search')), boxes.timeline!),
    'the search box stays in the timeline panel',
  ).toBe(true);

  const first = page.getByTestId('catalog-tool').first();
  await first.getByRole('button').first().click({ timeout: 5_000 });
  await expect(page.getByTestId('catalog-details')).toBeVisible();
});
