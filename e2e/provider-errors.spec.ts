/**
 * Errors a user understands, against the stand-in server: a 429 with an exposed
 * `Retry-After: 1` shows a countdown, records a model-error event and succeeds on the retry; Stop during
 * a countdown ends the run at once; a model without tool support is named as such.
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, useOpenAiCompatible, waitForRunEnd } from './support/console-page';

const MOCK = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4180}`;

/** The page events of the current run with this stage (from the automation store). */
async function pageEvents(page: Page, stage: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((wanted) => {
    const state = (
      window as unknown as {
        __consoleStore: { getState(): { runEvents: { event: { stage: string; detail?: Record<string, unknown> } }[] } };
      }
    ).__consoleStore.getState();
    return state.runEvents.filter((entry) => entry.event.stage === wanted).map((entry) => entry.event.detail ?? {});
  }, stage);
}

test('429 with Retry-After: a countdown, a model-error event, then success', async ({ page }) => {
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-model', apiKey: 'script-rate-once' });
  await ask(page, `Rate limited once? ${Date.now()}`);
  await expect(page.getByTestId('retry-countdown')).toBeVisible();
  await expect(page.getByTestId('retry-countdown')).toContainText('as the server asked');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('retry-countdown')).toHaveCount(0);
  await expect(page.getByTestId('final-answer')).toContainText('Answered after one retry');
  const errors = await pageEvents(page, 'model-error');
  expect(errors).toEqual([
    expect.objectContaining({ kind: 'rate-limit', status: 429, retry: 1, waitSeconds: 1, waitSource: 'retry-after' }),
  ]);
  await expect(page.getByTestId('request-inspector-turn').first()).toHaveAttribute('data-attempts', '2');
});

test('Stop during the countdown cancels it and the run ends stopped', async ({ page }) => {
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-model', apiKey: 'script-rate-limit' });
  await ask(page, 'Rate limited for good');
  await expect(page.getByTestId('retry-countdown')).toBeVisible();
  await page.getByTestId('stop-button').click();
  expect(await waitForRunEnd(page)).toBe('stopped');
  await expect(page.getByTestId('retry-countdown')).toHaveCount(0);
});

test('a model without tool support is named as such', async ({ page }) => {
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-no-tools', apiKey: 'script-no-tools' });
  await ask(page, 'Anything with tools');
  expect(await waitForRunEnd(page)).toBe('error');
  await expect(page.getByTestId('run-status')).toContainText('may not support tool calling');
  await expect(page.getByTestId('run-status')).toContainText('mock-no-tools');
});
