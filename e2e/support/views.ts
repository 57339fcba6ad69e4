/**
 * Playwright helpers for the console's five views (`#/run`, `#/tools`, `#/sources`, `#/runs`,
 * `#/settings`): open a view by its nav link, or open the view a `data-testid` lives in (per the README's
 * automation table, `automation-table.ts`) and return its locator.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { viewOf, type ContractView } from './automation-table';

/**
 * Opens `view` by its nav link (`nav-<view>`) unless it is open, and waits until the view is ready (its
 * code is loaded on first open: `view[data-view=<view>]` goes from `data-status="loading"` to `ready`);
 * `any` opens nothing.
 */
export async function openView(page: Page, view: ContractView): Promise<void> {
  if (view === 'any') return;
  const nav = page.getByTestId(`nav-${view}`);
  if ((await nav.getAttribute('aria-current')) !== 'page') await nav.click();
  await expect(nav).toHaveAttribute('aria-current', 'page');
  await expect(page.locator(`[data-testid="view"][data-view="${view}"]`)).toHaveAttribute('data-status', 'ready');
}

/** Opens the view that `testId` lives in and returns `page.getByTestId(testId)`. */
export async function openViewOf(page: Page, testId: string): Promise<Locator> {
  await openView(page, viewOf(testId));
  return page.getByTestId(testId);
}
