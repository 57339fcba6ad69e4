/**
 * The timeline in words: lanes named in full at 1400 px, stages named in words with their A1…C8 step, a
 * refusal's code and sentence on its row, the saturation and the stop reason on the rows that report them,
 * a waterfall bar per call, the drawer as a side pane beside the list; and a long MCP call
 * (server-everything's `trigger-long-running-operation`) shows live progress on its row and is cancelled
 * from there: CANCELLED in the timeline and `notifications/cancelled` sent to the server.
 */
import { expect, test } from '@playwright/test';
import { callEvents, openConsole } from './support/console-page';
import { addServer, sendFromCatalog, serverRow } from './support/mcp-page';
import { runScenario } from './support/scenario';
import { openView } from './support/views';

const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);

test('lanes and stages in words; saturation, stop reason and refusal sentences on their rows', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const run = await runScenario(page, '/scenarios/no-gain-stop.json');
  expect(run.codes).toContain('STOP_REQUIRED');
  const header = page.locator('.lane-header');
  await expect(header).toContainText('agent loop');
  await expect(header).toContainText('interceptor');

  const parse = callEvents(page, 'call_1').and(page.locator('[data-stage="parse"]'));
  await expect(parse).toContainText('A2');
  await expect(parse).toContainText('arguments parsed');

  const refused = callEvents(page, 'call_4').and(page.locator('[data-stage="supports"]'));
  await expect(refused).toHaveAttribute('data-code', 'STOP_REQUIRED');
  await expect(refused.locator('.lane-line__sentence')).toContainText('STOP_REQUIRED:');
  await expect(refused.locator('.lane-line__sentence')).toContainText('Stop reason: NO_GAIN');
  await expect(page.locator('[data-testid="timeline-event"][data-stage="record"]').last()).toContainText(
    'Run saturated: NO_GAIN',
  );

  // A waterfall bar per call, and the drawer beside the list (not over it).
  const calls = page.getByTestId('timeline-call');
  await expect(calls.first().locator('.call-waterfall__bar')).toHaveCount(1);
  const list = await page.locator('.timeline-split__list').boundingBox();
  await calls.first().locator('[data-row-focus]').click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  const pane = await drawer.boundingBox();
  const listOpen = await page.locator('.timeline-split__list').boundingBox();
  expect(list && pane && listOpen).toBeTruthy();
  expect(pane!.x, 'the drawer sits beside the list').toBeGreaterThanOrEqual(listOpen!.x + listOpen!.width);
});

test('a long MCP call shows its progress on its row and is cancelled from there', async ({ page }) => {
  const cancelled: string[] = [];
  page.context().on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('notifications/cancelled')) cancelled.push(body);
  });
  await openConsole(page);
  // No name typed: the server is named after the URL's host.
  await addServer(page, '', `http://127.0.0.1:${MCP_PORT}/mcp`);
  await expect(serverRow(page, `127.0.0.1:${MCP_PORT}`)).toHaveAttribute('data-status', 'connected');
  await sendFromCatalog(page, 'trigger-long-running-operation', '{"duration":30,"steps":30}', false);
  await openView(page, 'run');
  const running = page.getByTestId('call-running');
  await expect(running).toHaveCount(1);
  const progress = running.getByTestId('call-progress');
  await expect(progress).toHaveAttribute('data-progress', /^[1-9]\d*$/);
  await expect(progress).toHaveAttribute('data-total', '30');
  const callId = (await running.getAttribute('data-call-id')) ?? '';
  await expect(running, 'the row knows the call by its callKey').toHaveAttribute('data-call-key', /#\d+$/);

  await running.getByTestId('call-cancel').click();
  await expect(running).toHaveCount(0);
  await expect(page.getByTestId('catalog-test-form')).toHaveAttribute('data-status', 'error');
  await expect(callEvents(page, callId).and(page.locator('[data-code="CANCELLED"]')).first()).toBeAttached();
  await expect
    .poll(() => cancelled.length, { message: 'notifications/cancelled reached the server' })
    .toBeGreaterThan(0);
  expect(cancelled.join('\n')).toContain('notifications/cancelled');
});
