/**
 * The worker's MCP client (the MCP SDK, its own chunk) is fetched on the first MCP use: a session that
 * runs a question and opens every view without adding a server never fetches it, and adding a server
 * does (the chunk is the worker chunk holding the Streamable HTTP client's `mcp-session-id` header).
 * Against the real server-everything on MCP_PORT, under the console's CSP (worker-src/script-src 'self').
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';
import { addServer, serverRow } from './support/mcp-page';

const MCP_URL = `http://127.0.0.1:${process.env.MCP_PORT ?? 4190}/mcp`;

/** The worker chunks the page's worker fetched so far, each with whether it holds the MCP client. */
function watchWorkerChunks(page: Page): { url: string; mcpClient: boolean }[] {
  const fetched: { url: string; mcpClient: boolean }[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/harness-worker-chunk-[^/]+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    fetched.push({ url: response.url(), mcpClient: body.includes('mcp-session-id') });
  });
  return fetched;
}

test('without an MCP server the worker never fetches the MCP client; adding one fetches it', async ({ page }) => {
  const fetched = watchWorkerChunks(page);
  await openConsole(page);
  await ask(page, 'Is WAL the default journal mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  for (const view of ['tools', 'sources', 'runs', 'settings', 'run'] as const) await openView(page, view);
  await expect(page.getByTestId('mcp-panel')).toBeAttached();
  expect(fetched.filter((chunk) => chunk.mcpClient)).toEqual([]);

  await addServer(page, 'everything', MCP_URL);
  await expect(serverRow(page, 'everything')).toHaveAttribute('data-status', 'connected');
  await expect.poll(() => fetched.filter((chunk) => chunk.mcpClient).length).toBe(1);
});
