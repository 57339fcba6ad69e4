/**
 * Anthropic Messages end to end against the stand-in server (e2e/support/mock-anthropic.mjs): the
 * provider's default base URL, a tool_use whose input_json_delta is split mid-string and carries
 * trailing prose comes back repair_required, the repaired call passes, a second call in the same turn
 * (save_note, approval denied) gives an error observation, the tool_result blocks go back in one user
 * message (is_error on the error) with the browser-access header, usage is summed, and the run is done.
 */
import { expect, test } from '@playwright/test';
import { openView } from './support/views';
import { ask, callStages, openConsole, waitForRunEnd } from './support/console-page';

const MOCK = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4180}`;

interface Logged {
  headers: Record<string, unknown>;
  body: { messages: { role: string; content: string | Record<string, unknown>[] }[] };
}

test('anthropic: refused then repaired tool_use, tool_result blocks back (is_error), run done', async ({
  page,
  request,
}) => {
  await openConsole(page);
  await page.getByTestId('provider-select').selectOption('anthropic');
  await openView(page, 'settings');
  await expect(page.getByTestId('settings-base-url')).toHaveValue('https://api.anthropic.com');
  await page.getByTestId('settings-base-url').fill(MOCK);
  await page.getByTestId('settings-model').fill('mock-claude');
  await page.getByTestId('settings-api-key').fill('script-repair-anthropic');
  const question = `Why is the database locked? (anthropic ${Date.now()})`;
  await ask(page, question);

  // save_note asks for approval: deny it, so its observation is an error.
  await page.getByTestId('approval-deny').click();
  expect(await waitForRunEnd(page)).toBe('done');

  const refused = await callStages(page, 'toolu_mock_1');
  expect(refused.find((event) => event.stage === 'parse')).toMatchObject({ status: 'fail', code: 'TRAILING_TOKENS' });
  await expect(page.locator('[data-testid="observation"][data-call-id="toolu_mock_1"]')).toHaveAttribute(
    'data-status',
    'repair_required',
  );
  await expect(page.locator('[data-testid="observation"][data-call-id="toolu_mock_2"]')).toHaveAttribute(
    'data-status',
    'ok',
  );
  await expect(page.locator('[data-testid="observation"][data-call-id="toolu_mock_3"]')).toHaveAttribute(
    'data-status',
    'error',
  );
  await expect(page.getByTestId('final-answer')).toContainText('WAL');

  // Usage: three turns of 50 input / 15 output tokens.
  await expect(page.getByTestId('token-usage')).toHaveAttribute('data-input-tokens', '150');
  await expect(page.getByTestId('token-usage')).toHaveAttribute('data-output-tokens', '45');
  await expect(page.getByTestId('request-inspector-turn')).toHaveCount(3);
  await expect(page.getByTestId('request-inspector-headers').first()).toContainText('x-api-key: [redacted]');

  const logged = ((await (await request.get(`${MOCK}/__anthropic-requests`)).json()) as Logged[]).filter(
    (entry) => entry.body.messages[0]?.content === question,
  );
  expect(logged).toHaveLength(3);
  for (const entry of logged) {
    expect(entry.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
    expect(entry.headers['anthropic-version']).toBeTruthy();
  }
  // Turn 2 got the repair_required tool_result; turn 3 got both results of turn 2 in ONE user message.
  const second = logged[1]!.body.messages.at(-1)!.content as Record<string, unknown>[];
  expect(second).toEqual([expect.objectContaining({ type: 'tool_result', tool_use_id: 'toolu_mock_1' })]);
  expect(second[0]!.is_error).toBeUndefined();
  const third = logged[2]!.body.messages.at(-1)!.content as Record<string, unknown>[];
  expect(third.map((block) => [block.tool_use_id, block.is_error ?? false])).toEqual([
    ['toolu_mock_2', false],
    ['toolu_mock_3', true],
  ]);
});
