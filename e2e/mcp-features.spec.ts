/**
 * MCP beyond tools against the REAL reference server `server-everything` (Streamable HTTP on MCP_PORT,
 * started by playwright.config.ts): the resource, template and prompt counts the server reports on its
 * row; a resource read, attached to the question as context; a template filled and read; a prompt used
 * as the question; the roots tool returns the configured root; the server's log shows in `mcp-log`.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { addServer, observationJson, sendFromCatalog, serverRow } from './support/mcp-page';

const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);

test('resources, templates, prompts, roots and the log of server-everything', async ({ page }) => {
  await openConsole(page);
  await addServer(page, 'everything', `http://127.0.0.1:${MCP_PORT}/mcp`, { roots: 'file:///work/e2e-root' });
  const server = serverRow(page, 'everything');
  await expect(server).toHaveAttribute('data-status', 'connected');
  await server.getByTestId('mcp-server-features').locator('summary').click();

  // Counts on the row equal the lists shown.
  const resources = server.getByTestId('mcp-resource');
  await expect(resources.first()).toBeVisible();
  await expect(server).toHaveAttribute('data-resource-count', String(await resources.count()));
  await expect(server).toHaveAttribute(
    'data-template-count',
    String(await server.getByTestId('mcp-resource-template').count()),
  );
  await expect(server).toHaveAttribute('data-prompt-count', String(await server.getByTestId('mcp-prompt').count()));
  expect(Number(await server.getAttribute('data-prompt-count'))).toBeGreaterThanOrEqual(3);

  // A listed resource is read (bounded text), then attached to the question as context.
  const first = resources.first();
  const uri = await first.getAttribute('data-uri');
  await first.getByTestId('mcp-resource-read').click();
  const content = server.getByTestId('mcp-resource-content');
  await expect(content).toHaveAttribute('data-status', 'done');
  await expect(content).toHaveAttribute('data-uri', uri!);
  await content.getByTestId('mcp-resource-attach').click();
  await expect(page.getByTestId('question-context-chip')).toHaveAttribute('data-uri', uri!);

  // A template: its variable filled in, the expanded URI read.
  const template = server.locator('[data-testid="mcp-resource-template"][data-uri-template*="/dynamic/text/"]');
  await template.locator('[data-testid="mcp-template-field"][data-name="resourceId"]').fill('7');
  await template.getByTestId('mcp-template-read').click();
  await expect(content).toHaveAttribute('data-uri', 'demo://resource/dynamic/text/7');
  await expect(content).toHaveAttribute('data-status', 'done');
  await expect(content.locator('[data-kind="text"]')).toContainText('7');

  // A prompt with an argument becomes the question.
  const prompt = server.locator('[data-testid="mcp-prompt"][data-name="args-prompt"]');
  await prompt.locator('[data-testid="mcp-prompt-field"][data-name="city"]').fill('Lisbon');
  await prompt.getByTestId('mcp-prompt-use').click();
  await expect(prompt.getByTestId('mcp-prompt-use')).toHaveAttribute('data-status', 'used');
  await expect(page.getByTestId('question-input')).toHaveValue(/Lisbon/);

  // The roots tool answers with the root given in the add form; the server logged that it got it.
  const callId = await sendFromCatalog(page, 'get-roots-list', '{}');
  expect(await observationJson(page, callId!)).toContain('file:///work/e2e-root');
  await expect(server.getByTestId('mcp-log-entry').first()).toContainText('Roots updated');
});
