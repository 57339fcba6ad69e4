/**
 * (2) The OpenAI-compatible provider against the stand-in server (e2e/support/mock-openai.mjs): argument
 * deltas split mid-string and mid-escape; the first call carries trailing prose and comes back
 * repair_required (TRAILING_TOKENS); the model resends it fixed, it passes, and the run ends `done` with
 * an answer citing the evidence. The request inspector shows each turn's response as the model sent it.
 */
import { expect, test } from '@playwright/test';
import {
  ask,
  callStages,
  openConsole,
  timelineCallIds,
  useOpenAiCompatible,
  waitForRunEnd,
} from './support/console-page';

const MOCK = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4180}`;

test('a malformed streamed call is refused, repaired, and the run completes', async ({ page, request }) => {
  await request.delete(`${MOCK}/__requests`);
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-model', apiKey: 'script-repair' });
  await ask(page, "Why do my writes fail with 'database is locked', and how do I fix it?");
  expect(await waitForRunEnd(page)).toBe('done');

  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-codes', /TRAILING_TOKENS|INVALID_JSON/);

  // The malformed call: refused at parse, never executed.
  const malformed = await callStages(page, 'call_mock_1');
  expect(malformed.find((event) => event.stage === 'parse')).toMatchObject({
    status: 'fail',
    code: expect.stringMatching(/TRAILING_TOKENS|INVALID_JSON/),
  });
  expect(malformed.some((event) => event.stage === 'execute')).toBe(false);
  await expect(page.locator('[data-testid="observation"][data-call-id="call_mock_1"]')).toHaveAttribute(
    'data-status',
    'repair_required',
  );

  // The repaired call: every stage passes and the observation is ok.
  const repaired = await callStages(page, 'call_mock_2');
  expect(repaired.find((event) => event.stage === 'parse')?.status).toBe('pass');
  expect(repaired.find((event) => event.stage === 'execute')?.status).toBe('pass');
  expect(repaired.find((event) => event.stage === 'observe')?.status).toBe('pass');
  await expect(page.locator('[data-testid="observation"][data-call-id="call_mock_2"]')).toHaveAttribute(
    'data-status',
    'ok',
  );
  expect(await timelineCallIds(page)).toEqual(expect.arrayContaining(['call_mock_1', 'call_mock_2']));

  // The answer cites the evidence, and the citation is supported.
  const citations = page.getByTestId('final-answer').getByTestId('citation');
  expect(await citations.count()).toBeGreaterThan(0);
  await expect(citations.first()).toHaveAttribute('data-supported', 'true');

  // The inspector shows each turn's response as received: the first turn's call with its trailing prose,
  // the last turn's text.
  const firstCall = page.locator('[data-testid="request-inspector-response-call"][data-tool-call-id="call_mock_1"]');
  await expect(firstCall).toContainText('Let me know if you need more.');
  await expect(firstCall).toHaveAttribute('data-tool-name', 'lookup_knowledge');
  const responses = page.getByTestId('request-inspector-response');
  await expect(responses).toHaveCount(await page.getByTestId('request-inspector-turn').count());
  await expect(responses.last()).toHaveAttribute('data-tool-calls', '0');
  await expect(responses.last().getByTestId('request-inspector-response-text')).toContainText(/\S/);

  // On the wire: the raw malformed text went back as the assistant's tool call, and the tool message
  // with the repair_required observation under the same id.
  const logged = (await (await request.get(`${MOCK}/__requests`)).json()) as { messages: Record<string, unknown>[] }[];
  const bodies = logged.filter((body) =>
    body.messages.some((message) => message.role === 'user' && String(message.content).includes('database is locked')),
  );
  expect(bodies.length).toBeGreaterThanOrEqual(3);
  const second = bodies[1]?.messages ?? [];
  const assistant = second.find((message) => message.role === 'assistant') as {
    tool_calls: { id: string; function: { arguments: string } }[];
  };
  expect(assistant.tool_calls[0]?.id).toBe('call_mock_1');
  expect(assistant.tool_calls[0]?.function.arguments).toMatch(/\}\} Let me know if you need more\.$/);
  const toolMessage = second.find((message) => message.role === 'tool') as { tool_call_id: string; content: string };
  expect(toolMessage.tool_call_id).toBe('call_mock_1');
  expect(JSON.parse(toolMessage.content)).toMatchObject({ status: 'repair_required' });
});

test('a refused key is explained in words and the run ends in error', async ({ page }) => {
  await openConsole(page);
  await useOpenAiCompatible(page, { baseUrl: `${MOCK}/v1`, model: 'mock-model', apiKey: 'script-unauthorized' });
  await ask(page, 'Anything');
  expect(await waitForRunEnd(page)).toBe('error');
  await expect(page.getByText(/refused the API key \(HTTP 401\)/).first()).toBeVisible();
});
