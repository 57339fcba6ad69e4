/**
 * Keys: after a run with a distinctive fake key, the key is nowhere — not in the DOM (the
 * password input's own value aside), the automation store, timeline events, observations, the request
 * inspector or an exported trace. "Remember on this device" stores it only when ticked, with a warning,
 * survives a reload, and unticking deletes it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ask, openConsole, useOpenAiCompatible, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';

const MOCK = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4180}`;
const KEY = 'script-repair-KEYCANARY-9f3b2c71';
const STORAGE_KEY = 'tool-console.api-key';

test('the key never appears in the DOM, the store, the timeline, the inspector or an export', async ({ page }) => {
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-model', apiKey: KEY });
  await expect(page.getByTestId('settings-api-key')).toHaveAttribute('type', 'password');
  await ask(page, `Why are SQLite writes blocked (key check)? ${Date.now()}`);
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('request-inspector-turn')).toHaveCount(3);
  // Keyboard: open the first turn's request (its content is in the DOM either way).
  await page.getByTestId('request-inspector-turn').first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('request-inspector-headers').first()).toBeVisible();

  // The DOM, without the password input's own value attribute.
  const html = (await page.content()).split(`value="${KEY}"`).join('');
  expect(html).not.toContain(KEY);
  expect(html).not.toContain('KEYCANARY');
  const state = await page.evaluate(() =>
    JSON.stringify((window as unknown as { __consoleStore: { getState(): unknown } }).__consoleStore.getState()),
  );
  expect(state).toContain('call_mock_2'); // the store holds the run's events and observations …
  expect(state).not.toContain('KEYCANARY'); // … but never the key
  await expect(page.getByTestId('request-inspector')).not.toContainText('KEYCANARY');
  expect(await page.evaluate(() => localStorage.getItem('tool-console.api-key'))).toBeNull();

  await openView(page, 'runs');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('trace-export-console').click(),
  ]);
  const trace = await readFile(await download.path(), 'utf8');
  expect(trace).toContain('call_mock_2');
  expect(trace).not.toContain('KEYCANARY');
});

test('remember on this device: only when ticked, with a warning; unticking deletes it', async ({ page }) => {
  await openConsole(page);
  await openView(page, 'settings');
  await page.getByTestId('settings-api-key').fill(KEY);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await page.getByTestId('settings-remember-key').check();
  await expect(page.getByTestId('settings-remember-key-warning')).toContainText(
    'any script running on this origin can read it',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(KEY);

  await page.reload();
  await expect(page.getByTestId('settings-api-key')).toHaveValue(KEY);
  await expect(page.getByTestId('settings-remember-key')).toBeChecked();
  await page.getByTestId('settings-remember-key').uncheck();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('settings-api-key')).toHaveValue('');
});
