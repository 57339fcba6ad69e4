/**
 * Playwright helpers for the tool catalog and the approval dialog (README "Automation contract"):
 * select a tool, send its test form, wait for the answer through `catalog-test-form[data-status]`.
 */
import { expect, type Page } from '@playwright/test';
import { callEvents, callStages } from './console-page';
import { openView } from './views';

/** Opens the Tools view and a tool's details in the catalog. */
export async function selectTool(page: Page, toolName: string): Promise<void> {
  await openView(page, 'tools');
  await page.locator(`[data-testid="catalog-tool"][data-tool-name="${toolName}"] button`).click();
  await expect(page.locator(`[data-testid="catalog-details"][data-tool-name="${toolName}"]`)).toBeVisible();
}

/** Opens the Tools view and clicks Send (optionally after replacing the argument text). */
export async function send(page: Page, argumentsText?: string): Promise<void> {
  await openView(page, 'tools');
  if (argumentsText !== undefined) await page.getByTestId('catalog-arguments-text').fill(argumentsText);
  await page.getByTestId('catalog-send').click();
}

/** Waits until the test call is answered; returns the observation status and the call id. */
export async function answered(page: Page): Promise<{ status: string; callId: string }> {
  const form = page.getByTestId('catalog-test-form');
  await expect(form).toHaveAttribute('data-status', /^(ok|repair_required|stop_required|error)$/);
  const callId = (await page.getByTestId('catalog-test-result').getAttribute('data-call-id')) ?? '';
  return { status: (await form.getAttribute('data-status')) ?? '', callId };
}

/** Sets the approval timeout in the Settings view, in milliseconds, and returns to the view that was open. */
export async function setApprovalTimeout(page: Page, ms: number): Promise<void> {
  const back = await page.locator('[data-testid^="nav-"][aria-current="page"]').getAttribute('data-testid');
  await openView(page, 'settings');
  await page.getByTestId('settings-approval-timeout').fill(String(ms));
  if (back) await page.getByTestId(back).click();
}

/** Waits until the timeline shows the call's `stage` row, then returns its stages in order. */
export async function stagesAfter(
  page: Page,
  callId: string,
  stage: string,
): Promise<{ stage: string; status: string; code: string }[]> {
  await openView(page, 'run');
  await expect(
    callEvents(page, callId)
      .and(page.locator(`[data-stage="${stage}"]`))
      .first(),
  ).toBeAttached();
  return callStages(page, callId);
}

/** The text of the call's preflight row (gate decision, grant, automatic), once it is shown. */
export async function preflightRow(page: Page, callId: string) {
  await openView(page, 'run');
  const row = callEvents(page, callId).and(page.locator('[data-stage="preflight"]'));
  await expect(row).toHaveCount(1);
  return row;
}
