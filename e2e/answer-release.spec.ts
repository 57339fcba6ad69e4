/**
 * The release step and the question box as a user meets them with the default offline model: an
 * off-topic question gets one plain sentence, no citation and the verdict "no"; an empty question keeps
 * Run disabled and says why, a question over the limit is refused with its length and the limit
 * (`question-error`, `data-code` EMPTY | TOO_LONG); asked to save a note, the offline model calls
 * `save_note`, the approval dialog asks, and the answer reports the note saved.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';

const DECLINE = 'The documents I can search do not answer this.';

test('an off-topic question is declined in one sentence, with no citation, and the release says it does not answer', async ({
  page,
}) => {
  await openConsole(page);
  await ask(page, 'What is the capital of France?');
  expect(await waitForRunEnd(page)).toBe('done');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toHaveText(DECLINE);
  await expect(answer.getByTestId('citation')).toHaveCount(0);
  await expect(answer).toHaveAttribute('data-answers-question', 'no');
  await expect(page.getByTestId('answer-verdict')).toContainText('Does not answer the question');
});

test('an empty question keeps Run disabled and says why; one over 4,000 characters is refused with its length', async ({
  page,
}) => {
  await openConsole(page);
  const input = page.getByTestId('question-input');
  const error = page.getByTestId('question-error');
  const run = page.getByTestId('run-button');
  await input.fill('   ');
  await expect(error).toHaveAttribute('data-code', 'EMPTY');
  await expect(error).toHaveText('Type a question to run it.');
  await expect(run).toBeDisabled();

  await input.fill(`${'Why is my database locked? '.repeat(160)}x`);
  await expect(error).toHaveAttribute('data-code', 'TOO_LONG');
  await expect(error).toContainText('4,321 characters long; the limit is 4,000');
  await expect(run).toBeDisabled();
  // Nothing is cut: the text stays as typed.
  expect((await input.inputValue()).length).toBe(4_321);

  await input.fill('What does VACUUM do?');
  await expect(error).toHaveCount(0);
  await expect(run).toBeEnabled();
});

test('asked to save a note, the offline model calls save_note, which asks for approval, and reports it saved', async ({
  page,
}) => {
  await openConsole(page);
  await ask(page, 'Save a note that we chose WAL');
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toHaveAttribute('data-tool-name', 'save_note');
  await page.getByTestId('approval-approve-once').click();
  expect(await waitForRunEnd(page)).toBe('done');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toHaveText('Saved the note "We chose WAL".');
  await expect(answer).toHaveAttribute('data-answers-question', 'yes');
});
