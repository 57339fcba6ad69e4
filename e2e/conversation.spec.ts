/**
 * Conversations and the request inspector with the OpenAI-compatible stand-in: model
 * parameters (tool_choice, temperature, max tokens) reach the wire and the inspector, the model list
 * from /models fills the suggestions, a follow-up question continues the conversation with old
 * observations trimmed to a small context budget (shown), usage per run is summed, and "New
 * conversation" starts over.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ask, openConsole, useOpenAiCompatible, waitForRunEnd } from './support/console-page';
import { openView } from './support/views';

const MOCK = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4180}`;

type Body = {
  messages: { role: string; content: unknown }[];
  tool_choice?: string;
  temperature?: number;
  max_tokens?: number;
};

/** The chat-completions bodies the mock received whose LAST user message is `question`. */
async function bodiesFor(request: APIRequestContext, question: string): Promise<Body[]> {
  const all = (await (await request.get(`${MOCK}/__requests`)).json()) as Body[];
  return all.filter((body) =>
    body.messages.filter((message) => message.role === 'user').some((message) => message.content === question),
  );
}

test('follow-up questions continue the conversation, trimmed to the budget; parameters reach the wire', async ({
  page,
  request,
}) => {
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-model', apiKey: 'script-repair' });
  await openView(page, 'settings');
  await expect(page.getByTestId('settings-model-options')).toHaveAttribute('data-count', '1');
  await page.getByTestId('settings-tool-choice').selectOption('required');
  await page.getByTestId('settings-temperature').fill('0.2');
  await page.getByTestId('settings-max-tokens').fill('256');
  await page.getByTestId('settings-context-budget').fill('500');

  const first = `Why are my SQLite writes blocked? ${Date.now()}`;
  await ask(page, first);
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('request-inspector-turn')).toHaveCount(3);
  const parameters = page.getByTestId('request-inspector-parameters').first();
  await expect(parameters).toContainText('tool_choice: required');
  await expect(parameters).toContainText('temperature: 0.2');
  await expect(parameters).toContainText('max tokens: 256');
  await expect(page.getByTestId('request-inspector-headers').first()).toContainText('authorization: [redacted]');
  await expect(page.getByTestId('token-usage')).toHaveAttribute('data-input-tokens', '300');
  await expect(page.getByTestId('token-usage')).toHaveAttribute('data-output-tokens', '60');
  const [sent] = await bodiesFor(request, first);
  expect(sent).toMatchObject({ tool_choice: 'required', temperature: 0.2, max_tokens: 256 });

  const followUp = `And how do I set the busy timeout? ${Date.now()}`;
  await ask(page, followUp);
  // The previous run's `done` is still shown until this one begins: wait for the question to count.
  await expect(page.getByTestId('conversation-questions')).toHaveAttribute('data-count', '2');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('context-trimmed')).toBeVisible();
  const trimmed = Number(await page.getByTestId('context-trimmed').getAttribute('data-count'));
  expect(trimmed).toBeGreaterThanOrEqual(2);
  const [continued] = await bodiesFor(request, followUp);
  const users = continued!.messages.filter((message) => message.role === 'user').map((message) => message.content);
  expect(users).toEqual([first, followUp]);
  const tools = continued!.messages
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content));
  expect(tools.length).toBeGreaterThanOrEqual(2);
  for (const content of tools) expect(content).toMatch(/^\[observation of call call_mock_\d+ trimmed: \d+ chars\]$/);

  await page.getByTestId('new-conversation').click();
  await expect(page.getByTestId('conversation-questions')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('context-trimmed')).toHaveCount(0);
  const fresh = `A fresh question ${Date.now()}`;
  await ask(page, fresh);
  await expect(page.getByTestId('conversation-questions')).toHaveAttribute('data-count', '1');
  expect(await waitForRunEnd(page)).toBe('done');
  const [restarted] = await bodiesFor(request, fresh);
  expect(restarted!.messages.map((message) => message.role)).toEqual(['system', 'user']);
});
