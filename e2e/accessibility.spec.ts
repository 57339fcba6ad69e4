/**
 * Accessibility scan with axe-core (`@axe-core/playwright`, WCAG 2.x A/AA rules): every view empty, the
 * Run view after an offline run, with a call's drawer open, and with the approval dialog open — in the
 * light and the dark theme (`prefers-color-scheme`). No violation of impact serious or critical is
 * allowed; minor and moderate ones are printed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { selectTool, send } from './support/catalog-page';
import { openView } from './support/views';

const VIEWS = ['run', 'tools', 'sources', 'runs', 'settings'] as const;

/** Scans the page and fails on serious or critical violations, naming rule, impact and targets. */
async function scan(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const report = violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  console.log(`axe ${label}: ${violations.length} violation(s)${report.length ? `\n  ${report.join('\n  ')}` : ''}`);
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => report[violations.indexOf(violation)]),
    `serious or critical axe violations (${label})`,
  ).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    // Each scan reads the whole DOM (a few seconds each on a loaded machine).
    test.describe.configure({ timeout: 180_000 });

    test('every view, empty', async ({ page }) => {
      await openConsole(page);
      for (const view of VIEWS) {
        await openView(page, view);
        await scan(page, `${scheme} #/${view} empty`);
      }
    });

    test('the Run view after an offline run, then with a drawer open', async ({ page }) => {
      await openConsole(page);
      await ask(page, 'When should I use WAL mode?');
      expect(await waitForRunEnd(page)).toBe('done');
      await expect(page.getByTestId('timeline-call').first()).toBeVisible();
      await scan(page, `${scheme} #/run after a run`);
      for (const view of VIEWS.slice(1)) {
        await openView(page, view);
        await scan(page, `${scheme} #/${view} after a run`);
      }
      await openView(page, 'run');
      await page.locator('[data-testid="timeline-call"] [data-row-focus]').first().click();
      await expect(page.getByTestId('call-drawer')).toHaveAttribute('data-status', 'ready');
      await scan(page, `${scheme} #/run drawer open`);
    });

    test('the approval dialog open', async ({ page }) => {
      await openConsole(page);
      await page.getByTestId('plan-mode-toggle').check();
      await selectTool(page, 'save_note');
      await send(page, '{"title":"Locking","text":"Use WAL mode"}');
      await expect(page.getByTestId('approval-dialog')).toBeVisible();
      await scan(page, `${scheme} approval dialog`);
      await page.getByTestId('approval-deny').click();
    });
  });
}
