/**
 * Storage failures are loud and lose nothing else (DESIGN §8 "Honesty of states"). With a small quota forced
 * on the worker's IndexedDB, a run still ends `done`, the audit panel says `full`, and the live warning names
 * what was not saved (run history, audit records); deleting a run still works. With IndexedDB unavailable,
 * one banner names what will not survive a reload.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';
import { NO_INDEXEDDB_PRELUDE, quotaPrelude, wrapWorkerStorage } from './support/storage-faults';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

test('a full quota: the run completes, the audit store says full, and the warning names what was not saved', async ({
  page,
}) => {
  await wrapWorkerStorage(page, quotaPrelude(2_000));
  await openConsole(page);
  await expect(page.getByTestId('storage-warning')).toHaveCount(0);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');

  const warning = page.getByTestId('storage-warning');
  await expect(warning).toHaveAttribute('data-state', 'full');
  await expect(warning.locator('[data-store="runs"]')).toHaveAttribute('data-state', 'full');
  const runsLine = warning.locator('[data-store="runs"]');
  await expect(runsLine).toContainText(/history of run .* was not saved/);
  // The count and the sentence are one total: the record events storage does not hold.
  const said = Number(/\((\d+) record events?\)/.exec((await runsLine.textContent()) ?? '')?.[1]);
  expect(said).toBeGreaterThan(0);
  await expect(runsLine).toHaveAttribute('data-unsaved', String(said));
  await expect(warning.locator('[data-store="audit"]')).toHaveAttribute('data-state', 'full');
  await expect(warning.locator('[data-store="audit"]')).toContainText(/audit records? (was|were) not kept/);
  // The answer is still shown: the harness kept working.
  await expect(page.getByTestId('final-answer')).toBeVisible();
  await expect(page.getByTestId('storage-banner')).toHaveCount(0);
  await openView(page, 'runs');
  await expect(page.getByTestId('audit-storage')).toHaveAttribute('data-state', 'full');
  await expect(page.getByTestId('audit-storage')).toContainText('Storage is full');
  // The site figure is the browser's estimate, in the one byte style (KiB/MiB/GiB), not the limit hit.
  await expect(page.getByTestId('audit-storage')).toContainText(/iB \(the browser's estimate, not the limit/);

  // Deleting works with the quota full (it is how the user frees space).
  const item = page.getByTestId('run-list-item');
  await expect(item).toHaveCount(1);
  await item.getByTestId('run-list-delete').click();
  await expect(item).toHaveCount(0);
});

test('IndexedDB unavailable: one banner says what will not survive a reload', async ({ page }) => {
  await wrapWorkerStorage(page, NO_INDEXEDDB_PRELUDE);
  await openConsole(page);
  const banner = page.getByTestId('storage-banner');
  await expect(banner).toHaveCount(1);
  await expect(banner).toHaveAttribute('data-stores', 'runs documents notes audit');
  await expect(banner).toContainText('run history, documents, notes and audit records will not survive a reload');
  await expect(page.getByTestId('storage-warning')).toHaveAttribute('data-state', 'unavailable');
  await openView(page, 'runs');
  await expect(page.getByTestId('audit-storage')).toHaveAttribute('data-state', 'unavailable');
  // The harness works in memory.
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  // Every record event of the run is counted as not saved, not only the first write's.
  const runsLine = page.getByTestId('storage-warning').locator('[data-store="runs"]');
  await expect(runsLine).not.toHaveAttribute('data-unsaved', '0');
  await expect(runsLine).toContainText(/record events?\) is kept in this tab only/);
  // Nothing can be stored, so persistence is not offered.
  await openView(page, 'sources');
  await expect(page.getByTestId('knowledge-storage')).toContainText('nothing to keep');
  await expect(page.getByTestId('knowledge-storage').getByRole('button', { name: 'Ask to keep storage' })).toHaveCount(
    0,
  );
});
