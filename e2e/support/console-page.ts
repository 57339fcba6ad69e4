/**
 * Playwright helpers for the console's automation contract (README "Automation contract"): start a run,
 * wait for it to end through `run-status[data-status]` (never fixed sleeps), and read the timeline.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openView } from './views';

/** The stages of one call, in order (DESIGN.md §3), from the contract. */
export { STAGES } from '../../src/contract/stages';

/** Opens the console and waits until it is idle (the app rendered its run status). */
export async function openConsole(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'idle');
}

/**
 * Selects the OpenAI-compatible provider (Run view), fills its settings (Settings view) and returns to
 * the Run view.
 */
export async function useOpenAiCompatible(
  page: Page,
  settings: { baseUrl: string; model: string; apiKey: string },
): Promise<void> {
  await openView(page, 'run');
  await page.getByTestId('provider-select').selectOption('openai-compatible');
  await openView(page, 'settings');
  await page.getByTestId('settings-base-url').fill(settings.baseUrl);
  await page.getByTestId('settings-model').fill(settings.model);
  await page.getByTestId('settings-api-key').fill(settings.apiKey);
  await openView(page, 'run');
}

/** Opens the Run view, types the question and clicks Run. */
export async function ask(page: Page, question: string): Promise<void> {
  await openView(page, 'run');
  await page.getByTestId('question-input').fill(question);
  await page.getByTestId('run-button').click();
}

/** Waits until the run ends (`done`, `stopped` or `error`) and returns the final status. */
export async function waitForRunEnd(page: Page, timeout = 45_000): Promise<string> {
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-status', /^(done|stopped|error)$/, { timeout });
  return (await status.getAttribute('data-status')) ?? '';
}

/**
 * Waits until the timeline shows every call the run answered (`timeline[data-total]` equals
 * `run-status[data-calls]`; the timeline pages from the worker a moment after each call).
 */
export async function waitForTimeline(page: Page): Promise<number> {
  const calls = (await page.getByTestId('run-status').getAttribute('data-calls')) ?? '0';
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-total', calls);
  return Number(calls);
}

/**
 * The distinct call ids of the RENDERED timeline rows, in first-seen order. The timeline is a virtual
 * list: with more calls than fit on screen, use the call-id filter (`callStagesOf`) or `data-calls`.
 */
export async function timelineCallIds(page: Page): Promise<string[]> {
  await waitForTimeline(page);
  const ids = await page
    .getByTestId('timeline-event')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-call-id') ?? '').filter((id) => id !== ''));
  return [...new Set(ids)];
}

/** Timeline rows of one call. */
export function callEvents(page: Page, callId: string): Locator {
  return page.locator(`[data-testid="timeline-event"][data-call-id="${callId}"]`);
}

/** The stages (with status) of one RENDERED call's events, in timeline order (waits until it is drawn). */
export async function callStages(
  page: Page,
  callId: string,
): Promise<{ stage: string; status: string; code: string }[]> {
  // The timeline pages calls in from the worker a moment after each call: wait until this one is drawn.
  await openView(page, 'run');
  await expect(callEvents(page, callId).first()).toBeAttached();
  return callEvents(page, callId).evaluateAll((rows) =>
    rows.map((row) => ({
      stage: row.getAttribute('data-stage') ?? '',
      status: row.getAttribute('data-status') ?? '',
      code: row.getAttribute('data-code') ?? '',
    })),
  );
}

/**
 * The stages of one call reached through the call-id filter (`timeline-filter-call`) — works for any call
 * of any size of run, since off-screen rows are not in the DOM — then clears the filter.
 */
export async function callStagesOf(
  page: Page,
  callId: string,
): Promise<{ stage: string; status: string; code: string }[]> {
  await openTimelineFilters(page);
  const filter = page.getByTestId('timeline-filter-call');
  await filter.fill(callId);
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-total', '1');
  await expect(callEvents(page, callId).first()).toBeAttached();
  const stages = await callStages(page, callId);
  await filter.fill('');
  return stages;
}

/** Opens the Run view and the timeline's filter fields ("Filters", `timeline-filters-toggle`). */
export async function openTimelineFilters(page: Page): Promise<void> {
  await openView(page, 'run');
  const toggle = page.getByTestId('timeline-filters-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
