/**
 * A follow-up in the console with the offline model: "How do I create an index on two columns?" then
 * "And how do I drop it again?" — the second is answered with DROP INDEX, the release step judges it as
 * resolved from the conversation and says so beside its verdict (`answer-judged-as`).
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';

test('a follow-up question is answered and judged as resolved from the conversation', async ({ page }) => {
  await openConsole(page);
  await expect(page.getByTestId('provider-select')).toHaveValue('offline');
  await ask(page, 'How do I create an index on two columns?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('conversation-questions')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('answer-direct')).toContainText('CREATE INDEX');
  await expect(page.getByTestId('answer-judged-as')).toHaveCount(0);

  await ask(page, 'And how do I drop it again?');
  // The first run's `done` is shown until the second begins: wait for the question to count.
  await expect(page.getByTestId('conversation-questions')).toHaveAttribute('data-count', '2');
  expect(await waitForRunEnd(page)).toBe('done');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toHaveAttribute('data-answers-question', 'yes');
  await expect(answer.getByTestId('answer-direct')).toContainText('DROP INDEX');
  await expect(page.getByTestId('answer-verdict')).toContainText('Answers the question');
  await expect(page.getByTestId('answer-judged-as')).toHaveText(/judged as: “How do I drop an index\?”/);
  for (const supported of await answer
    .getByTestId('citation')
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-supported'))))
    expect(supported).toBe('true');
});
