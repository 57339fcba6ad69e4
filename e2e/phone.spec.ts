/**
 * The console on a phone (390×844), measured (`support/phone-layout.ts`) after an offline run in every
 * view, after a scenario run whose calls are refused with codes (their labels and sentences on the rows,
 * a reused call id, two calls of one turn), with a tool's details and all its folded schema blocks open,
 * after a catalog test call, and with a call's drawer open: the document is the only scroller (no element
 * with its own scrollable overflow), nothing is wider than the viewport (`scrollWidth ≤ innerWidth`, no
 * box past the right edge), every visible control is a touch target of at least 44×44 CSS px (a checkbox
 * or radio by its label), no timeline row is drawn over another, and the drawer is a full-width sheet
 * whose stage table fits the screen, closed by Escape or Close with focus back on its call's row. The
 * approval, elicitation and sampling dialogs are the page while open (an elicitation form taller than
 * the screen scrolls with the document), take focus, answer Escape and hand focus back.
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { answered, selectTool, send } from './support/catalog-page';
import { addServer, sendFromCatalog, serverRow } from './support/mcp-page';
import { phoneProblems, TOUCH_PX } from './support/phone-layout';
import { runScenario } from './support/scenario';
import { openView } from './support/views';

const VIEWS = ['run', 'tools', 'sources', 'runs', 'settings'] as const;
const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);

/** Expects no phone-layout problem in the page as it is now; `where` names the state in the messages. */
async function expectPhoneLayout(page: Page, where: string): Promise<void> {
  const problems = await phoneProblems(page);
  expect(problems.scrollers, `${where}: nested scroll areas`).toEqual([]);
  expect(problems.wide, `${where}: wider than the screen`).toEqual([]);
  expect(problems.small, `${where}: touch targets under ${TOUCH_PX} px`).toEqual([]);
  expect(problems.overlaps, `${where}: timeline rows drawn over one another`).toEqual([]);
}

test('at 390×844 every view scrolls only as a document, fits the width and has 44 px touch targets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-status', 'ready');
  for (const view of VIEWS) {
    await openView(page, view);
    await expectPhoneLayout(page, `#/${view}`);
  }
  // A tool's details: the test form, then its six JSON blocks, each folded with its byte count; opened,
  // they grow with the document too.
  await selectTool(page, 'lookup_knowledge');
  const details = page.getByTestId('catalog-details');
  const folds = details.locator('details.schema-block');
  await expect(folds).toHaveCount(6);
  await expect(folds.first().locator('summary')).toContainText('bytes');
  for (const fold of await folds.all()) await fold.locator('summary').click();
  await expect(details.locator('details.schema-block[open]')).toHaveCount(6);
  await expectPhoneLayout(page, '#/tools with a tool and its schemas open');
  // A test call's answer.
  await send(page, '{"previous_observation": null, "input": {"query": "database is locked busy_timeout"}}');
  expect((await answered(page)).status).toBe('ok');
  await expectPhoneLayout(page, '#/tools after a test call');
  // The run list with two runs (the model run and the catalog test calls): it grows with the document.
  await openView(page, 'runs');
  await expect(page.getByTestId('run-list-item')).toHaveCount(2);
  await expectPhoneLayout(page, '#/runs with two runs');
  const scroller = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollHeight: root.scrollHeight, clientHeight: root.clientHeight };
  });
  expect(scroller.scrollHeight, 'the document itself scrolls').toBeGreaterThan(scroller.clientHeight);
});

test('at 390×844 refused calls fit the screen: codes, sentences and every call of a turn on its own row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const run = await runScenario(page, '/scenarios/duplicate-scope.json');
  expect(run.codes).toEqual(expect.arrayContaining(['DUPLICATE_SCOPE', 'DUPLICATE_CALL_ID', 'UNKNOWN_TOOL']));
  await openView(page, 'run');
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-status', 'ready');
  const calls = page.getByTestId('timeline-call');
  await expect(calls).toHaveCount(run.calls);
  await expectPhoneLayout(page, '#/run after refused calls');
  // Each call the model sent has its model-lane line, also the second call of a turn.
  for (const call of await calls.all())
    await expect(call.locator('.lane-line--turn'), `${await call.getAttribute('data-call-key')}`).toContainText(
      'tool_call',
    );
  const refused = page.locator('[data-testid="timeline-event"][data-code="DUPLICATE_SCOPE"]');
  await expect(refused.locator('.lane-line__code')).toHaveText('DUPLICATE_SCOPE');
  await expect(refused.locator('.lane-line__sentence')).toContainText('DUPLICATE_SCOPE:');

  // The drawer of a refused call.
  await page.locator('[data-testid="timeline-call"][data-code="DUPLICATE_SCOPE"] [data-row-focus]').click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  await expectPhoneLayout(page, 'drawer of a refused call');
});

test('at 390×844 the drawer is a full-width sheet whose detail is not cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await openView(page, 'run');
  await page.locator('[data-testid="timeline-call"] [data-row-focus]').first().click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  const box = await drawer.boundingBox();
  expect(box, 'the drawer is laid out').not.toBeNull();
  expect(box!.width, 'the sheet takes the screen width').toBeGreaterThanOrEqual(390 - 2 * 16);
  await expectPhoneLayout(page, 'drawer');
  // Every cell of the stage table shows whole: none clips its text.
  const clipped = await drawer
    .locator('td, th')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent?.slice(0, 40)),
    );
  expect(clipped, 'stage table cells cut off').toEqual([]);
  // Escape closes the sheet and focus is back on the call's row (the list is shown again).
  const row = page.locator('[data-testid="timeline-call"] [data-row-focus]').first();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(row).toBeFocused();
  await row.press('Enter');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(row).toBeFocused();
});

test('at 390×844 a dialog is the page: approval, elicitation and sampling fit, take focus, answer Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  const status = page.getByTestId('run-status');
  const form = page.getByTestId('catalog-test-form');
  /** The dialog is shown from its top, fits the phone layout, and Escape answers it and returns focus. */
  const expectSheet = async (testId: string, focused: string, where: string) => {
    const dialog = page.getByTestId(testId);
    await expect(dialog.locator(focused)).toBeFocused();
    await expect(dialog.locator('h2')).toBeInViewport();
    await expectPhoneLayout(page, where);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(form).toHaveAttribute('data-status', /^(ok|error|repair_required)$/);
    // The Send button that opened it was disabled while its call waited: focus goes to the run status.
    await expect(status).toBeFocused();
  };

  await openView(page, 'run');
  await page.getByTestId('plan-mode-toggle').check();
  await selectTool(page, 'save_note');
  await send(page, `{"title":"Locking","text":"${'Use WAL mode. '.repeat(80)}"}`);
  await expectSheet('approval-dialog', '[data-testid="approval-deny"]', 'approval dialog');
  await openView(page, 'run');
  await page.getByTestId('plan-mode-toggle').uncheck();

  await addServer(page, 'everything', `http://127.0.0.1:${MCP_PORT}/mcp`);
  await expect(serverRow(page, 'everything')).toHaveAttribute('data-status', 'connected');
  await sendFromCatalog(page, 'trigger-elicitation-request', '{}', false);
  const elicitation = page.getByTestId('elicitation-dialog');
  await expect(elicitation.getByTestId('elicitation-field')).not.toHaveCount(0);
  const tall = await elicitation.boundingBox();
  expect(tall!.height, 'the elicitation form is taller than the screen').toBeGreaterThan(844);
  await expectSheet('elicitation-dialog', '[data-testid="elicitation-field"] input >> nth=0', 'elicitation dialog');

  await page
    .locator('[data-testid="catalog-tool"][data-tool-name="trigger-elicitation-request"] button')
    .first()
    .click();
  await sendFromCatalog(page, 'trigger-sampling-request', `{"prompt":"${'What is WAL mode? '.repeat(60)}"}`, false);
  await expectSheet('sampling-dialog', '[data-testid="sampling-deny"]', 'sampling dialog');
});
