/**
 * Permission gate, plan mode and approval in the browser (DESIGN §5.6): plan mode reaches the
 * run and lets read-only plan-mode tools run without asking; a write tool in plan mode is held until the
 * user answers (approve → runs, deny → APPROVAL_DENIED, no answer → APPROVAL_TIMEOUT); `save_note`
 * asks for confirmation outside plan mode; a standing grant answers later calls and can be revoked.
 * Every decision, with its grant, is in the timeline.
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, callEvents, openConsole, waitForRunEnd } from './support/console-page';
import { answered, preflightRow, selectTool, send, setApprovalTimeout } from './support/catalog-page';
import { openView } from './support/views';

const NOTE = '{"title":"Locking","text":"Use WAL mode"}';

/**
 * Waits until the call's preflight row names every part of the decision (the gate and the grant that
 * applied): the row may show before its details do, so the text is polled, never read once.
 */
async function expectDecision(page: Page, callId: string, ...parts: string[]): Promise<void> {
  const row = await preflightRow(page, callId);
  for (const part of parts) await expect(row).toContainText(part);
}

test('plan mode reaches the run: read-only plan-mode tools run without asking', async ({ page }) => {
  await openConsole(page);
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-plan-mode', 'off');
  await page.getByTestId('plan-mode-toggle').check();
  // Before any run the status follows the toggle.
  await expect(status).toHaveAttribute('data-plan-mode', 'on');
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(status).toHaveAttribute('data-plan-mode', 'on');
  await expect(page.locator('[data-testid="timeline-event"][data-stage="approval-request"]')).toHaveCount(0);
  await expect(
    page.locator('[data-testid="timeline-event"][data-stage="execute"][data-status="pass"]').first(),
  ).toBeAttached();
});

test('plan mode holds a write tool until approved, and records the grant', async ({ page }) => {
  await openConsole(page);
  await page.getByTestId('plan-mode-toggle').check();
  await selectTool(page, 'save_note');
  await send(page, NOTE);
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toHaveAttribute('data-reason', 'plan-mode');
  await expect(dialog).toHaveAttribute('data-tool-name', 'save_note');
  await expect(dialog).toContainText('Use WAL mode');
  await expect(page.getByTestId('approval-deny')).toBeFocused();
  // Held: nothing has executed while the dialog waits.
  await expect(page.locator('[data-testid="timeline-event"][data-stage="execute"]')).toHaveCount(0);
  await page.getByTestId('approval-approve-once').click();
  const { status, callId } = await answered(page);
  expect(status).toBe('ok');
  await expectDecision(page, callId, 'grant=once');
  await expect(callEvents(page, callId).and(page.locator('[data-stage="execute"]'))).toHaveAttribute(
    'data-status',
    'pass',
  );
  // The read-only list_notes is available in plan mode and reads the note back without asking.
  await selectTool(page, 'list_notes');
  await send(page);
  expect((await answered(page)).status).toBe('ok');
  await expect(dialog).toHaveCount(0);
});

test('plan mode: Escape denies (APPROVAL_DENIED); no answer in time is APPROVAL_TIMEOUT', async ({ page }) => {
  await openConsole(page);
  await page.getByTestId('plan-mode-toggle').check();
  await setApprovalTimeout(page, 1500);
  await selectTool(page, 'save_note');
  await send(page, NOTE);
  await expect(page.getByTestId('approval-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await answered(page)).status).toBe('error');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-codes', /APPROVAL_DENIED/);

  await send(page);
  await expect(page.getByTestId('approval-countdown')).toBeVisible();
  const { status, callId } = await answered(page);
  expect(status).toBe('error');
  await expect(page.getByTestId('approval-dialog')).toHaveCount(0);
  await expect(await preflightRow(page, callId)).toHaveAttribute('data-code', 'APPROVAL_TIMEOUT');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-codes', /APPROVAL_TIMEOUT/);
});

test('save_note asks for confirmation outside plan mode: approve runs it, deny refuses it', async ({ page }) => {
  await openConsole(page);
  await selectTool(page, 'save_note');
  await page.locator('[data-field="title *"]').fill('Busy timeout');
  await page.locator('[data-field="text *"]').fill('Set busy_timeout');
  await expect(page.getByTestId('catalog-arguments-text')).toHaveValue(/"title": "Busy timeout"/);
  await send(page);
  await expect(page.getByTestId('approval-dialog')).toHaveAttribute('data-reason', 'confirmation');
  await page.getByTestId('approval-approve-once').click();
  expect((await answered(page)).status).toBe('ok');

  await send(page);
  await page.getByTestId('approval-deny').click();
  const denied = await answered(page);
  expect(denied.status).toBe('error');
  await expect(await preflightRow(page, denied.callId)).toHaveAttribute('data-code', 'APPROVAL_DENIED');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-codes', /APPROVAL_DENIED/);
});

test('a standing grant answers later calls at once, is listed in settings and can be revoked', async ({ page }) => {
  await openConsole(page);
  await selectTool(page, 'save_note');
  await send(page, NOTE);
  await page.getByTestId('approval-approve-tool').click();
  expect((await answered(page)).status).toBe('ok');
  await openView(page, 'settings');
  const grant = page.locator('[data-testid="grant"][data-tool-name="save_note"]');
  await expect(grant).toHaveAttribute('data-scope', 'tool-source');

  await send(page);
  const automatic = await answered(page);
  expect(automatic.status).toBe('ok');
  await expectDecision(page, automatic.callId, 'grant=tool-source', 'automatic=true');

  await openView(page, 'settings');
  await grant.getByTestId('grant-revoke').click();
  await expect(grant).toHaveCount(0);
  await send(page);
  await expect(page.getByTestId('approval-dialog')).toBeVisible();
  await page.getByTestId('approval-deny').click();
  expect((await answered(page)).status).toBe('error');
});
