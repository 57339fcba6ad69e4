/**
 * (1) The offline demo model answers a real SQLite question end to end: at least two calls that each pass
 * all eleven stages, one GAINED evaluation (the second call evaluates the first), a released answer that
 * starts with a direct answer holding the fix, whose citations are all supported and which the release
 * step judges to answer the question (`data-answers-question="yes"`), and the run ends `done`.
 */
import { expect, test } from '@playwright/test';
import { STAGES, ask, callStages, openConsole, timelineCallIds, waitForRunEnd } from './support/console-page';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

test('the offline model answers a SQLite question with supported citations', async ({ page }) => {
  await openConsole(page);
  await expect(page.getByTestId('provider-select')).toHaveValue('offline');
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');

  // The released answer starts with a direct answer that gives the fix, and the release step says it
  // answers the question, in words beside it.
  const answer = page.getByTestId('final-answer');
  await expect(answer).toBeVisible();
  await expect(answer.getByTestId('answer-direct')).toContainText(/busy.?timeout|busy.?handler|BEGIN IMMEDIATE/i);
  await expect(answer).toHaveAttribute('data-answers-question', 'yes');
  await expect(page.getByTestId('answer-verdict')).toContainText('Answers the question');

  // It cites pages, and the release step marks every citation supported.
  const citations = answer.getByTestId('citation');
  expect(await citations.count()).toBeGreaterThan(0);
  for (const supported of await citations.evaluateAll((chips) =>
    chips.map((chip) => chip.getAttribute('data-supported')),
  )) {
    expect(supported).toBe('true');
  }

  // At least two calls with all eleven stages passing, in order.
  const callIds = await timelineCallIds(page);
  const complete: string[] = [];
  for (const callId of callIds) {
    const stages = await callStages(page, callId);
    const passed = stages.filter((event) => event.status === 'pass').map((event) => event.stage);
    if (STAGES.every((stage) => passed.includes(stage))) {
      expect(passed.filter((stage) => (STAGES as readonly string[]).includes(stage))).toEqual([...STAGES]);
      complete.push(callId);
    }
  }
  expect(complete.length).toBeGreaterThanOrEqual(2);

  // A later call evaluated an earlier one as GAINED (shown on its protocol stage).
  // (The lane view fills each stage's detail in once the call's events arrive from the worker: wait for it.)
  const gained = page.locator('[data-testid="timeline-event"][data-stage="protocol"]', { hasText: 'GAINED' });
  await expect(gained.first()).toBeAttached();
  const evaluating = await gained.first().getAttribute('data-call-id');
  expect(evaluating).not.toBe(complete[0]);

  // The observations the model read are on the page, one per call.
  for (const callId of complete) {
    await expect(page.locator(`[data-testid="observation"][data-call-id="${callId}"]`)).toHaveAttribute(
      'data-status',
      'ok',
    );
  }
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-calls', String(callIds.length));
});

test('on a phone-wide page a long citation chip wraps between its words and keeps the period after it on its line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openConsole(page);
  await ask(page, 'Are foreign keys enforced by default?');
  expect(await waitForRunEnd(page)).toBe('done');
  const answer = page.getByTestId('final-answer');
  await expect(answer.getByTestId('citation').first()).toBeVisible();
  const layout = await answer.getByTestId('citation').evaluateAll((chips) =>
    chips.map((chip) => {
      const lines = [...chip.getClientRects()];
      const last = lines[lines.length - 1] as DOMRect;
      // Each line of the chip ends at a separator of the id (or at its closing bracket).
      const pieces = [...chip.querySelectorAll(':scope > span')].map((piece) => piece.textContent ?? '');
      const next = chip.nextSibling?.textContent ?? '';
      let punctuationTop: number | null = null;
      const node = chip.nextSibling?.firstChild;
      if (/^[.,;:]/.test(next) && node?.nodeType === Node.TEXT_NODE) {
        const range = document.createRange();
        range.setStart(node, 0);
        range.setEnd(node, 1);
        punctuationTop = range.getBoundingClientRect().top;
      }
      return {
        text: chip.textContent,
        pieces,
        lines: lines.length,
        lastTop: last.top,
        lastHeight: last.height,
        punctuationTop,
      };
    }),
  );
  for (const chip of layout) {
    expect(chip.pieces.join('')).toBe(chip.text?.slice(1, -1));
    expect(chip.lines).toBeLessThanOrEqual(chip.pieces.length);
    if (chip.punctuationTop !== null)
      expect(Math.abs(chip.punctuationTop - chip.lastTop)).toBeLessThan(chip.lastHeight / 2);
  }
  expect(layout.some((chip) => chip.punctuationTop !== null)).toBe(true);
});
