/**
 * OAuth from the browser against the OAuth-protected MCP test server (the SDK's auth router, bearer
 * middleware and demo provider; e2e/support/oauth-mcp-server.mjs on OAUTH_MCP_PORT): connect (401 →
 * needs authorization), Authorize (discovery, registration, PKCE in a popup to /oauth/callback.html),
 * list tools, call one. No token reaches the DOM or the store.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { openView } from './support/views';
import { addServer, observationJson, sendFromCatalog, serverRow } from './support/mcp-page';

const OAUTH_MCP_PORT = Number(process.env.OAUTH_MCP_PORT ?? Number(process.env.MCP_PORT ?? 4190) + 2);

test('connect, authorise in a popup, list tools, call one, sign out', async ({ page }) => {
  await openConsole(page);
  await addServer(page, 'secured', `http://localhost:${OAUTH_MCP_PORT}/mcp`);
  const server = serverRow(page, 'secured');
  await expect(server).toHaveAttribute('data-status', 'needs-authorization');

  // The demo provider approves at once, so the popup may have closed itself before a 'close' listener
  // could be attached: wait on the row's status, then check that the popup is gone.
  const [popup] = await Promise.all([page.waitForEvent('popup'), server.getByTestId('mcp-authorize').click()]);
  await expect(server).toHaveAttribute('data-status', 'connected');
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(server).toHaveAttribute('data-tool-count', '1');

  const callId = await sendFromCatalog(page, 'whoami', '{}');
  expect(await observationJson(page, callId!)).toContain('Signed in as client');
  const store = await page.evaluate(() =>
    JSON.stringify((window as unknown as { __consoleStore: { getState(): unknown } }).__consoleStore.getState()),
  );
  for (const text of [store, await page.content()])
    expect(text).not.toMatch(/access_token|refresh_token|Bearer [0-9a-f-]{36}/);

  await openView(page, 'sources');
  await server.getByTestId('mcp-sign-out').click();
  await expect(server).toHaveAttribute('data-status', 'needs-authorization');
});
