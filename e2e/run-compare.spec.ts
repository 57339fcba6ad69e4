/**
 * Comparing two runs in the Runs view: the same question asked twice gives runs whose every call is
 * `same` and whose comparison counts no difference; a different question's run compared with it shows
 * changed, added or removed calls in words, with the two answers' places side by side. The comparison is the one
 * `npm run scenarios -- diff` prints (src/contract/run-diff.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole } from './support/console-page';
import { openView } from './support/views';

/** Asks a question with the offline model and returns the run's id once the run list shows it `done`. */
async function runOf(page: Page, question: string, runsBefore: number): Promise<string> {
  await ask(page, question);
  // The run list is the sync point: the run-status of the previous run may still read `done`.
  await openView(page, 'runs');
  const items = page.getByTestId('run-list-item');
  await expect(items).toHaveCount(runsBefore + 1);
  await expect(items.first()).toHaveAttribute('data-status', 'done', { timeout: 45_000 });
  return (await items.first().getAttribute('data-run-id')) ?? '';
}

async function compare(page: Page, a: string, b: string) {
  await openView(page, 'runs');
  const pick = (id: string) =>
    page.locator(`[data-testid="run-list-item"][data-run-id="${id}"]`).getByTestId('run-list-select');
  for (const box of await page.getByTestId('run-list-select').all()) if (await box.isChecked()) await box.uncheck();
  await expect(page.getByTestId('run-compare-open')).toBeDisabled();
  await pick(a).check();
  await pick(b).check();
  await page.getByTestId('run-compare-open').click();
  const panel = page.getByTestId('run-compare');
  await expect(panel).toHaveAttribute('data-status', 'done');
  return panel;
}

test('two runs of one question compare the same; a different question shows what changed', async ({ page }) => {
  await openConsole(page);
  const first = await runOf(page, 'What does VACUUM do?', 0);
  const second = await runOf(page, 'What does VACUUM do?', 1);
  const other = await runOf(page, 'How do I create an index on two columns?', 2);

  const same = await compare(page, first, second);
  await expect(same).toHaveAttribute('data-differences', '0');
  const rows = same.getByTestId('run-compare-row');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) await expect(row).toHaveAttribute('data-diff', 'same');
  await expect(same).toContainText('The runs are the same');
  await expect(rows.first()).toContainText(/^Call 1 lookup_knowledge \(offline_1_1\): the same in both runs/);

  const changed = await compare(page, first, other);
  await expect(changed).not.toHaveAttribute('data-differences', '0');
  await expect(changed.locator('[data-testid="run-compare-row"]:not([data-diff="same"])').first()).toContainText(
    /changed —|only in run [ab]/,
  );
  await expect(changed).toContainText('Answer of run a');
  await expect(changed).toContainText('Answer of run b');
  // Each side shows its run's released answer, read from the run's trace export.
  for (const side of ['a', 'b']) {
    const answer = changed.locator(`[data-testid="run-compare-answer"][data-run="${side}"]`);
    await expect(answer).toContainText(/\[sqlite:[^\]]+\]/);
    await expect(answer).not.toHaveText('No answer.');
  }
});
