/**
 * Key-leak check (DESIGN §8, a key is sent only to the endpoint it was entered for): every request the page
 * and its worker make while the settings are typed is recorded. Choosing the OpenAI-compatible provider fetches
 * nothing (there is no default endpoint); a key typed before the base URL is sent nowhere until the user confirms
 * it for the URL they typed; moving to another host holds the key back; an MCP token typed for one URL is
 * cleared when the URL changes. No request goes to api.openai.com, and no request carries the key to a host
 * other than the one it was entered for. A run asked with the key held back is refused before it begins, and
 * the Runs view says why it has no trace to export.
 */
import { expect, test, type Request } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';

const MOCK_PORT = process.env.MOCK_PORT ?? '4180';
const ENTERED = `http://127.0.0.1:${MOCK_PORT}/v1`;
const OTHER = `http://localhost:${MOCK_PORT}/v1`;
const KEY = 'sk-LEAKCANARY-5d1e8a0c';

interface Seen {
  url: string;
  host: string;
  carriesKey: boolean;
}

test('a key typed in settings goes only to the endpoint it was entered for', async ({ page }) => {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  const record = (request: Request) => {
    pending.push(
      request.allHeaders().then((headers) => {
        seen.push({
          url: request.url(),
          host: new URL(request.url()).host,
          carriesKey: Object.values(headers).some((value) => value.includes('LEAKCANARY')),
        });
      }),
    );
  };
  // The context sees the page's requests and its workers'.
  page.context().on('request', record);
  // Nothing may reach the vendor's default; should anything try, it fails at once instead of leaving.
  await page.route(/api\.openai\.com|api\.anthropic\.com/, (route) => route.abort());

  await openConsole(page);
  await page.getByTestId('provider-select').selectOption('openai-compatible');
  await openView(page, 'settings');
  await expect(page.getByTestId('settings-base-url')).toHaveValue('');

  // The key first, before any endpoint: it is held, not sent.
  await page.getByTestId('settings-api-key').fill(KEY);
  await expect(page.getByTestId('settings-key-endpoint')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('settings-key-use-here')).toHaveCount(0);

  // Nothing has asked any endpoint for its models before a base URL was typed.
  await Promise.all(pending);
  expect(seen.filter((request) => /\/models(\?|$)/.test(request.url)).map((request) => request.url)).toEqual([]);

  // The base URL typed key by key (each prefix a candidate URL for the debounce); the list comes without the key.
  const listWithoutKey = page.waitForRequest((r) => r.url() === `${ENTERED}/models`);
  await page.getByTestId('settings-base-url').pressSequentially(ENTERED, { delay: 15 });
  await listWithoutKey;
  await expect(page.getByTestId('settings-model-options')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('settings-key-endpoint')).toHaveAttribute('data-state', 'pending');

  // Confirmed for this endpoint: the model list is asked again, now with the key.
  const listWithKey = page.waitForRequest(
    (r) => r.url() === `${ENTERED}/models` && (r.headers().authorization ?? '').includes('LEAKCANARY'),
  );
  await page.getByTestId('settings-key-use-here').click();
  await expect(page.getByTestId('settings-key-endpoint')).toHaveAttribute('data-state', 'bound');
  await listWithKey;

  // Another host: the key is held back; that host's list is fetched without it.
  const otherList = page.waitForRequest((r) => r.url() === `${OTHER}/models`);
  await page.getByTestId('settings-base-url').fill(OTHER);
  await expect(page.getByTestId('settings-key-endpoint')).toHaveAttribute('data-state', 'pending');
  await otherList;

  // MCP: a token typed for one URL is cleared when the URL changes to another endpoint.
  await openView(page, 'sources');
  await page.getByTestId('mcp-url').fill('http://127.0.0.1:9/mcp');
  await page.getByTestId('mcp-token').fill(KEY);
  await page.getByTestId('mcp-url').fill('http://localhost:9/mcp');
  await expect(page.getByTestId('mcp-token')).toHaveValue('');
  await expect(page.getByTestId('mcp-secret-cleared')).toBeVisible();

  await Promise.all(pending);
  expect(seen.filter((request) => /api\.(openai|anthropic)\.com/.test(request.url))).toEqual([]);
  const withKey = seen.filter((request) => request.carriesKey);
  expect(withKey.length).toBeGreaterThan(0);
  expect(withKey.filter((request) => request.host !== `127.0.0.1:${MOCK_PORT}`)).toEqual([]);
  // The other host was asked, but never with the key.
  expect(seen.some((request) => request.host === `localhost:${MOCK_PORT}`)).toBe(true);
});

test('a run refused for a key entered for another endpoint says why it has no trace to export', async ({ page }) => {
  await openConsole(page);
  await page.getByTestId('provider-select').selectOption('openai-compatible');
  await openView(page, 'settings');
  await page.getByTestId('settings-base-url').fill(ENTERED);
  // A key typed after the base URL is bound to it.
  await page.getByTestId('settings-api-key').fill(KEY);
  await expect(page.getByTestId('settings-key-endpoint')).toHaveAttribute('data-state', 'bound');
  await page.getByTestId('settings-base-url').fill(OTHER);
  await expect(page.getByTestId('settings-key-endpoint')).toHaveAttribute('data-state', 'pending');

  await openView(page, 'run');
  await ask(page, 'What is WAL mode?');
  expect(await waitForRunEnd(page)).toBe('error');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-calls', '0');

  await openView(page, 'runs');
  const status = page.getByTestId('trace-status');
  await expect(status).toHaveAttribute('data-status', 'unavailable');
  await expect(status).toContainText('stopped before it began');
  await expect(status).toContainText(`not for ${OTHER}`);
  await expect(page.getByTestId('trace-export-console')).toBeDisabled();
  await expect(page.getByTestId('trace-export-otlp')).toBeDisabled();
});
