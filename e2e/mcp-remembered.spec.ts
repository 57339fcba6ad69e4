/**
 * MCP servers survive a reload (README "MCP servers beyond tools"): the page remembers each server's
 * name, URL, roots and header names on this device, never a header value. After a reload a server added
 * without a token reconnects on its own (its tools back in the catalog); one added with a token is listed
 * as waiting for it (`mcp-remembered[data-status="needs-secret"]`) and connects once it is typed again; a
 * removed server stays gone. Against the real server-everything on MCP_PORT.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { openView } from './support/views';
import { addServer, serverRow } from './support/mcp-page';

const MCP_URL = `http://127.0.0.1:${process.env.MCP_PORT ?? 4190}/mcp`;
const TOKEN = 'e2e-remembered-token-7c21';

test('an MCP server survives a reload and reconnects; a token is asked again, never stored', async ({ page }) => {
  await openConsole(page);
  await addServer(page, 'everything', MCP_URL);
  await expect(serverRow(page, 'everything')).toHaveAttribute('data-status', 'connected');
  await addServer(page, 'keyed', MCP_URL, { token: TOKEN });
  await expect(serverRow(page, 'keyed')).toHaveAttribute('data-status', 'connected');

  await page.reload();
  await openView(page, 'sources');
  const everything = serverRow(page, 'everything');
  await expect(everything).toHaveAttribute('data-status', 'connected');
  await expect(everything).toHaveAttribute('data-tool-count', /^[1-9]\d*$/);
  await openView(page, 'tools');
  await expect(page.locator('[data-testid="catalog-tool"][data-tool-name="echo"]')).toHaveAttribute(
    'data-source',
    'mcp:everything',
  );
  await openView(page, 'sources');
  // The token was not remembered: the server waits for it, and nothing on this device holds it.
  const waiting = page.locator('[data-testid="mcp-remembered"][data-name="keyed"]');
  await expect(waiting).toHaveAttribute('data-status', 'needs-secret');
  await expect(waiting).toContainText(MCP_URL);
  await expect(serverRow(page, 'keyed')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(TOKEN);

  await waiting.locator('[data-testid="mcp-remembered-secret"][data-header="Authorization"]').fill(TOKEN);
  await waiting.getByTestId('mcp-remembered-connect').click();
  await expect(serverRow(page, 'keyed')).toHaveAttribute('data-status', 'connected');
  await expect(waiting).toHaveCount(0);

  // Removed stays removed; forgotten stays forgotten.
  await serverRow(page, 'keyed').getByTestId('mcp-remove').click();
  await expect(serverRow(page, 'keyed')).toHaveCount(0);
  await page.reload();
  await openView(page, 'sources');
  await expect(serverRow(page, 'everything')).toHaveAttribute('data-status', 'connected');
  await expect(page.locator('[data-testid="mcp-remembered"]')).toHaveCount(0);
  await expect(serverRow(page, 'keyed')).toHaveCount(0);
});
