/**
 * Views other than Run load their code when first opened: until then their ids are not in the DOM; while
 * the code is fetched the view shows its named loading state (`view[data-status="loading"]`, "Loading the
 * Tools view…"); a view whose code cannot be fetched says so and asks for a reload, and the rest of the
 * console keeps working. The chunk requests are held or refused with `page.route`, so nothing is timed.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';

test('a view not yet opened is not in the DOM; on first open it shows its loading state, then the view', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ToolsView-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openConsole(page);
  await expect(page.getByTestId('catalog-panel')).toHaveCount(0);

  await page.getByTestId('nav-tools').click();
  const view = page.locator('[data-testid="view"][data-view="tools"]');
  await expect(view).toHaveAttribute('data-status', 'loading');
  await expect(view).toBeVisible();
  await expect(view).toHaveAttribute('role', 'status');
  await expect(view).toContainText('Loading the Tools view');

  release();
  await expect(view).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('catalog-tool').first()).toBeVisible();
  // Once loaded it stays mounted: back on the Run view it is in the DOM, hidden.
  await page.getByTestId('nav-run').click();
  await expect(page.getByTestId('catalog-panel')).toBeHidden();
  await expect(page.getByTestId('catalog-panel')).toHaveCount(1);
});

test('a view whose code cannot be fetched says so, and a run still completes', async ({ page }) => {
  await page.route(/\/assets\/SettingsView-[^/]+\.js$/, (route) => route.abort('failed'));
  await openConsole(page);
  await page.getByTestId('nav-settings').click();
  const view = page.locator('[data-testid="view"][data-view="settings"]');
  await expect(view).toHaveAttribute('data-status', 'error');
  await expect(view).toHaveAttribute('role', 'alert');
  await expect(view).toContainText('Reload the page');
  await expect(page.getByTestId('settings-base-url')).toHaveCount(0);

  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
});
