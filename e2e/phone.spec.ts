/**
 * The console on a phone (390×844), measured after an offline run in every view, with a tool's details
 * open and with a call's drawer open: the document is the only scroller (no element with its own scrollable overflow), nothing
 * is wider than the viewport (`scrollWidth ≤ innerWidth`, no box past the right edge), every visible
 * control is a touch target of at least 44×44 CSS px (a checkbox or radio by its label), and the drawer
 * is a full-width sheet whose stage table fits the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { selectTool } from './support/catalog-page';
import { openView } from './support/views';

const VIEWS = ['run', 'tools', 'sources', 'runs', 'settings'] as const;
const TOUCH_PX = 44;

/** What breaks the phone layout in the current view, each as a short description (empty: nothing). */
async function phoneProblems(page: Page): Promise<{ scrollers: string[]; wide: string[]; small: string[] }> {
  return page.evaluate((touch) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${String(el.className).split(' ')[0]}`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const scrollers: string[] = [];
    const wide: string[] = [];
    const small: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > window.innerWidth) wide.push(`document scrollWidth ${root.scrollWidth}`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const scrollsY = /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const scrollsX = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (scrollsY || scrollsX)
        scrollers.push(`${name(el)} ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
      const box = el.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 && !el.closest('.visually-hidden'))
        wide.push(`${name(el)} right ${Math.round(box.right)}`);
    }
    const controls = document.body.querySelectorAll('button, a[href], input, select, textarea, summary');
    for (const el of Array.from(controls)) {
      if (!shown(el) || el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      if (el.closest('p, li.answer-text, .answer__text') && el.tagName === 'A') continue; // links in running text
      const type = (el as HTMLInputElement).type;
      const target = (type === 'checkbox' || type === 'radio') && el.closest('label') ? el.closest('label')! : el;
      const box = target.getBoundingClientRect();
      if (box.height < touch - 0.5 || box.width < touch - 0.5)
        small.push(`${name(target)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return { scrollers, wide: wide.slice(0, 20), small: small.slice(0, 20) };
  }, TOUCH_PX);
}

test('at 390×844 every view scrolls only as a document, fits the width and has 44 px touch targets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-status', 'ready');
  for (const view of VIEWS) {
    await openView(page, view);
    const problems = await phoneProblems(page);
    expect(problems.scrollers, `#/${view}: nested scroll areas`).toEqual([]);
    expect(problems.wide, `#/${view}: wider than the screen`).toEqual([]);
    expect(problems.small, `#/${view}: touch targets under ${TOUCH_PX} px`).toEqual([]);
  }
  // A tool's details: the test form and its six JSON blocks grow with the document too.
  await selectTool(page, 'lookup_knowledge');
  const tool = await phoneProblems(page);
  expect(tool.scrollers, '#/tools with a tool open: nested scroll areas').toEqual([]);
  expect(tool.wide, '#/tools with a tool open: wider than the screen').toEqual([]);
  expect(tool.small, `#/tools with a tool open: touch targets under ${TOUCH_PX} px`).toEqual([]);
  const scroller = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollHeight: root.scrollHeight, clientHeight: root.clientHeight };
  });
  expect(scroller.scrollHeight, 'the document itself scrolls').toBeGreaterThan(scroller.clientHeight);
});

test('at 390×844 the drawer is a full-width sheet whose detail is not cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await openView(page, 'run');
  await page.locator('[data-testid="timeline-call"] [data-row-focus]').first().click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  const box = await drawer.boundingBox();
  expect(box, 'the drawer is laid out').not.toBeNull();
  expect(box!.width, 'the sheet takes the screen width').toBeGreaterThanOrEqual(390 - 2 * 16);
  const problems = await phoneProblems(page);
  expect(problems.scrollers, 'drawer: nested scroll areas').toEqual([]);
  expect(problems.wide, 'drawer: wider than the screen').toEqual([]);
  expect(problems.small, `drawer: touch targets under ${TOUCH_PX} px`).toEqual([]);
  // Every cell of the stage table shows whole: none clips its text.
  const clipped = await drawer
    .locator('td, th')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent?.slice(0, 40)),
    );
  expect(clipped, 'stage table cells cut off').toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
});
