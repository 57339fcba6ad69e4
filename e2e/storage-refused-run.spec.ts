/**
 * A run whose record storage refused in part (quota) is listed as what happened, also after a reload
 * (DESIGN §8 "Honesty of states"): "done · storage refused the rest: k of n calls saved", titled by its
 * question — never "interrupted" or its run id. The quota (60,000 bytes) holds the run's start and first calls, not all of it.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';
import { quotaPrelude, wrapWorkerStorage } from './support/storage-faults';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

test('a done run whose later writes the quota refused reads done with the calls saved, after a reload too', async ({
  page,
}) => {
  await wrapWorkerStorage(page, quotaPrelude(60_000));
  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  const calls = await page.getByTestId('run-status').getAttribute('data-calls');

  await openView(page, 'runs');
  const item = page.getByTestId('run-list-item');
  await expect(item).toHaveAttribute('data-storage', 'partial');
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item).toHaveAttribute('data-run-calls', calls ?? '');
  await expect(item).toContainText(/done · storage refused the rest: \d+ of \d+ calls? saved/);

  await page.reload();
  await openView(page, 'runs');
  const stored = page.getByTestId('run-list-item');
  await expect(stored).toHaveCount(1);
  await expect(stored).toHaveAttribute('data-storage', 'partial');
  await expect(stored).toContainText(QUESTION.slice(0, 40));
  await expect(stored).not.toContainText('interrupted');
  const saved = Number(await stored.getAttribute('data-saved-calls'));
  await expect(stored).toHaveAttribute('data-calls', String(saved));
  // The mark written with the run's end says done; when the quota refused that one too, the mark written
  // at the refusal says only what the run had then, and that its end was not saved.
  if ((await stored.getAttribute('data-status')) === 'done') {
    await expect(stored).toHaveAttribute('data-run-calls', calls ?? '');
    expect(saved).toBeLessThan(Number(calls));
    await expect(stored).toContainText(`done · storage refused the rest: ${saved} of ${calls} calls saved`);
  } else {
    const then = Number(await stored.getAttribute('data-run-calls'));
    expect(then).toBeLessThanOrEqual(Number(calls));
    expect(saved).toBeLessThanOrEqual(then);
    await expect(stored).toContainText(/storage refused the rest at .*how the run ended was not saved/);
  }
});
