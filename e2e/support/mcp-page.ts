/**
 * Playwright helpers for the MCP panel (README "Automation contract"): add a server, find its row, send
 * a tool's arguments from the catalog's test form. Waits on `data-status` / `data-call-id` only.
 */
import { expect, type Page } from '@playwright/test';
import { openView } from './views';

/** Opens the Sources view and adds a server through the MCP panel (optionally with a token and roots). */
export async function addServer(
  page: Page,
  name: string,
  url: string,
  options: { token?: string; roots?: string } = {},
): Promise<void> {
  await openView(page, 'sources');
  const panel = page.getByTestId('mcp-panel');
  await panel.getByTestId('mcp-url').fill(url);
  await panel.getByTestId('mcp-name').fill(name);
  if (options.token) await panel.getByTestId('mcp-token').fill(options.token);
  if (options.roots) await panel.locator('form [data-testid="mcp-roots"]').fill(options.roots);
  await panel.getByTestId('mcp-add').click();
}

/** The row of a server. */
export function serverRow(page: Page, name: string) {
  return page.locator(`[data-testid="mcp-server"][data-name="${name}"]`);
}

/** Opens the Tools view and a tool's test form in the catalog, sends `args`, and returns the call id once answered or failed. */
export async function sendFromCatalog(page: Page, toolName: string, args: string, wait = true): Promise<string | null> {
  await openView(page, 'tools');
  const row = page.locator(`[data-testid="catalog-tool"][data-tool-name="${toolName}"]`);
  await row.getByRole('button').first().click();
  const form = page.getByTestId('catalog-test-form');
  await expect(form).toHaveAttribute('aria-label', new RegExp(toolName));
  await form.getByTestId('catalog-arguments-text').fill(args);
  await form.getByTestId('catalog-send').click();
  if (!wait) return null;
  const result = form.getByTestId('catalog-test-result');
  await expect(result).toHaveAttribute('data-call-id', /.+/);
  const callId = await result.getAttribute('data-call-id');
  await row.getByRole('button').first().click(); // close the details again
  return callId;
}

/** The JSON of the observation the store holds for `callId`. */
export async function observationJson(page: Page, callId: string): Promise<string> {
  return page.evaluate((id) => {
    const store = (
      window as unknown as {
        __consoleStore: { getState(): { observations: { callId: string; observation: unknown }[] } };
      }
    ).__consoleStore;
    return JSON.stringify(store.getState().observations.find((o) => o.callId === id)?.observation ?? null);
  }, callId);
}
