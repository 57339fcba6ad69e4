/**
 * Playwright helpers for the tool catalog and the approval dialog (README "Automation contract"):
 * select a tool, send its test form, wait for the answer through `catalog-test-form[data-status]`.
 */
import { expect, type Page } from '@playwright/test';
import { callEvents, callStages } from './console-page';

/** Opens a tool's details in the catalog. */
export async function selectTool(page: Page, toolName: string): Promise<void> {
  await page.locator(`[data-testid="catalog-tool"][data-tool-name="${toolName}"] button`).click();
  await expect(page.locator(`[data-testid="catalog-details"][data-tool-name="${toolName}"]`)).toBeVisible();
}

/** Clicks Send (optionally after replacing the argument text). */
export async function send(page: Page, argumentsText?: string): Promise<void> {
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

/** Sets the approval timeout in the settings panel, in milliseconds. */
export async function setApprovalTimeout(page: Page, ms: number): Promise<void> {
  await page.getByTestId('settings-approval-timeout').fill(String(ms));
}

/** Waits until the timeline shows the call's `stage` row, then returns its stages in order. */
export async function stagesAfter(
  page: Page,
  callId: string,
  stage: string,
): Promise<{ stage: string; status: string; code: string }[]> {
  await expect(
    callEvents(page, callId)
      .and(page.locator(`[data-stage="${stage}"]`))
      .first(),
  ).toBeAttached();
  return callStages(page, callId);
}

/** The text of the call's preflight row (gate decision, grant, automatic), once it is shown. */
export async function preflightRow(page: Page, callId: string) {
  const row = callEvents(page, callId).and(page.locator('[data-stage="preflight"]'));
  await expect(row).toHaveCount(1);
  return row;
}
