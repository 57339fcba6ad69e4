/**
 * On a phone (390×844) a modal dialog is the page while it is open (phone.css), so the page steps aside;
 * once it closes the page is back where the user left it — the scroll position from before it opened, give
 * or take the line the answer adds —
 * and focus is back on the opener (or, while the opener is still disabled, on the run status line).
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { selectTool } from './support/catalog-page';
import { openView } from './support/views';

test('at 390×844 closing a dialog keeps the page scrolled where it was', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  await openView(page, 'run');
  await page.getByTestId('plan-mode-toggle').check();
  await selectTool(page, 'save_note');
  await page.getByTestId('catalog-arguments-text').fill('{"title":"Locking","text":"Use WAL mode."}');
  const sendButton = page.getByTestId('catalog-send');
  await sendButton.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => window.scrollY);
  expect(before, 'the page is scrolled down before the dialog opens').toBeGreaterThan(100);
  await expect(sendButton).toBeInViewport();

  await sendButton.click();
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog.getByTestId('approval-deny')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('catalog-test-form')).toHaveAttribute('data-status', /^(ok|error|repair_required)$/);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
  await expect.poll(focused).toMatch(/^(catalog-send|run-status)$/);
  // Where it was: the answer's result may grow the form by a line (scroll anchoring keeps the button put).
  await expect(sendButton).toBeInViewport();
  const after = await page.evaluate(() => window.scrollY);
  expect(Math.abs(after - before), `scrolled to ${after}, was ${before}`).toBeLessThan(120);
});
