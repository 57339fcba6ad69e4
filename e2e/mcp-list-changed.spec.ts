/**
 * Live list updates (MCP spec 2025-06-18 server/resources and server/prompts, "List Changed
 * Notification"): a server that adds a resource or a prompt while connected sends
 * `notifications/resources/list_changed` / `notifications/prompts/list_changed`, and the Sources view's
 * server row updates `data-resource-count` / `data-prompt-count` and lists the new item without a reload.
 * Against e2e/support/changing-mcp-server.mjs (the SDK's McpServer) on MCP_PORT + 3.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { openView } from './support/views';
import { addServer, sendFromCatalog, serverRow } from './support/mcp-page';
// @ts-expect-error plain ESM test server without type declarations
import { startChangingMcpServer } from './support/changing-mcp-server.mjs';

const PORT = Number(process.env.MCP_PORT ?? 4190) + 3;

let server: { url: string; close(): Promise<void> };
test.beforeAll(async () => {
  server = (await startChangingMcpServer(PORT)) as typeof server;
});
test.afterAll(async () => server?.close());

test('resources and prompts added by the server appear live (list_changed), without a reload', async ({ page }) => {
  await openConsole(page);
  await addServer(page, 'changing', server.url);
  const row = serverRow(page, 'changing');
  await expect(row).toHaveAttribute('data-status', 'connected');
  await expect(row).toHaveAttribute('data-resource-count', '1');
  await expect(row).toHaveAttribute('data-prompt-count', '1');

  await sendFromCatalog(page, 'add_resource', '{}');
  await openView(page, 'sources');
  await expect(row).toHaveAttribute('data-resource-count', '2');
  await expect(row).toHaveAttribute('data-prompt-count', '1');

  await sendFromCatalog(page, 'add_prompt', '{}');
  await sendFromCatalog(page, 'add_prompt', '{}');
  await openView(page, 'sources');
  await expect(row).toHaveAttribute('data-prompt-count', '3');
  await expect(row).toHaveAttribute('data-resource-count', '2');

  // The open lists show the new items.
  const features = row.getByTestId('mcp-server-features');
  if ((await features.getAttribute('open')) === null) await features.locator('summary').first().click();
  await expect(row.locator('[data-testid="mcp-resource"][data-uri="test://note/2"]')).toHaveCount(1);
  await expect(row.locator('[data-testid="mcp-prompt"][data-name="prompt-3"]')).toHaveCount(1);
});
