/**
 * Elicitation and sampling through the page's dialogs, against the REAL server-everything (MCP_PORT,
 * started by playwright.config.ts): its elicitation tool answered (the result holds the value typed) and
 * declined (the result says declined); its sampling tool approved (the result holds the offline model's
 * reply, with no second click) and denied. Calls go through the catalog's test form.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { addServer, observationJson, sendFromCatalog, serverRow } from './support/mcp-page';

const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);

test('elicitation answered and declined, sampling approved and denied', async ({ page }) => {
  await openConsole(page);
  await addServer(page, 'everything', `http://127.0.0.1:${MCP_PORT}/mcp`);
  await expect(serverRow(page, 'everything')).toHaveAttribute('data-status', 'connected');
  const form = page.getByTestId('catalog-test-form');
  const dialogCall = async (tool: string, args: string, answer: () => Promise<void>) => {
    await sendFromCatalog(page, tool, args, false);
    await answer();
    await expect(form).toHaveAttribute('data-status', /^(ok|error)$/);
    const callId = await form.getByTestId('catalog-test-result').getAttribute('data-call-id');
    // Read at once: the call the result line names is already in the store (and so in the inspector).
    const observation = await observationJson(page, callId!);
    await page.locator(`[data-testid="catalog-tool"][data-tool-name="${tool}"]`).getByRole('button').first().click();
    return observation;
  };

  const elicitation = page.getByTestId('elicitation-dialog');
  const accepted = await dialogCall('trigger-elicitation-request', '{}', async () => {
    await expect(elicitation).toHaveAttribute('data-tool-name', 'trigger-elicitation-request');
    // Enum options show as values, not as JSON strings.
    const friends = elicitation.locator(
      '[data-testid="elicitation-field"][data-name="untitledSingleSelectEnum"] option',
    );
    await expect(friends.filter({ hasText: /^Rachel$/ })).toHaveCount(1);
    await expect(friends.filter({ hasText: '"' })).toHaveCount(0);
    await elicitation.locator('[data-testid="elicitation-field"][data-name="email"] input').fill('not an email');
    await elicitation.locator('[data-testid="elicitation-field"][data-name="name"] input').fill('Grace Hopper');
    await elicitation.getByTestId('elicitation-accept').click();
    await expect(elicitation.getByTestId('elicitation-error')).toContainText('not an email address');
    await elicitation.locator('[data-testid="elicitation-field"][data-name="email"] input').fill('grace@example.org');
    await elicitation.getByTestId('elicitation-accept').click();
  });
  expect(accepted).toContain('Grace Hopper');
  await expect(elicitation).toHaveCount(0);
  const declined = await dialogCall('trigger-elicitation-request', '{}', () =>
    elicitation.getByTestId('elicitation-decline').click(),
  );
  expect(declined).toContain('declined');

  const sampling = page.getByTestId('sampling-dialog');
  const approved = await dialogCall(
    'trigger-sampling-request',
    '{"prompt":"What is WAL mode?","maxTokens":50}',
    async () => {
      await expect(sampling.getByTestId('sampling-message').first()).toContainText('What is WAL mode?');
      await sampling.getByTestId('sampling-approve').click();
    },
  );
  expect(approved).toContain('LLM sampling result');
  expect(approved).toContain('Offline demo model');
  const denied = await dialogCall('trigger-sampling-request', '{"prompt":"Again","maxTokens":50}', () =>
    sampling.getByTestId('sampling-deny').click(),
  );
  expect(denied).toContain('the user denied it');
});
