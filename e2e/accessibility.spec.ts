/**
 * Accessibility scan with axe-core (`@axe-core/playwright`, WCAG 2.x A/AA rules): every view empty, the
 * Run view after an offline run, with a call's drawer open, with the approval dialog open, and with the
 * elicitation and sampling dialogs of the reference MCP server open (Tab stays inside each) — in the
 * light and the dark theme (`prefers-color-scheme`). No violation of impact serious or critical is
 * allowed; minor and moderate ones are printed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { selectTool, send } from './support/catalog-page';
import { addServer, sendFromCatalog, serverRow } from './support/mcp-page';
import { openView } from './support/views';

const VIEWS = ['run', 'tools', 'sources', 'runs', 'settings'] as const;
const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);

/** Tab and Shift+Tab from the dialog's last and first control stay inside it. */
async function expectTabInside(page: Page, testId: string): Promise<void> {
  const dialog = page.getByTestId(testId);
  const inside = () => dialog.evaluate((box) => box.contains(document.activeElement));
  await dialog.getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  expect(await inside(), `${testId}: Tab from its last button`).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await inside(), `${testId}: Shift+Tab`).toBe(true);
}

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

    test('the elicitation and sampling dialogs open', async ({ page }) => {
      await openConsole(page);
      await addServer(page, 'everything', `http://127.0.0.1:${MCP_PORT}/mcp`);
      await expect(serverRow(page, 'everything')).toHaveAttribute('data-status', 'connected');
      const form = page.getByTestId('catalog-test-form');
      await sendFromCatalog(page, 'trigger-elicitation-request', '{}', false);
      await expect(page.getByTestId('elicitation-dialog')).toBeVisible();
      await scan(page, `${scheme} elicitation dialog`);
      await expectTabInside(page, 'elicitation-dialog');
      await page.getByTestId('elicitation-decline').click();
      await expect(form).toHaveAttribute('data-status', /^(ok|error)$/);
      await page
        .locator('[data-testid="catalog-tool"][data-tool-name="trigger-elicitation-request"] button')
        .first()
        .click();
      await sendFromCatalog(page, 'trigger-sampling-request', '{"prompt":"What is WAL mode?"}', false);
      await expect(page.getByTestId('sampling-dialog')).toBeVisible();
      await scan(page, `${scheme} sampling dialog`);
      await expectTabInside(page, 'sampling-dialog');
      await page.getByTestId('sampling-deny').click();
    });
  });
}
