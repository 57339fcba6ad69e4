/**
 * One run record, shown truthfully (DESIGN §8): a reused tool_call_id is a call of its own (row, refusal,
 * drawer, observation); a stored run opened after a reload shows the answer, citations and observations
 * it showed live; an imported trace replayed at call 1 shows one observation and no answer, and at its
 * end the imported answer; an invalid or newer trace is refused with its JSON Pointer or versions and the
 * shown run stays; catalog test calls are listed as such, never "interrupted"; a 2,000-call run reloaded
 * once its row says `saved` is stored whole (same count in its row and when opened), and one reloaded mid-run is
 * listed as interrupted and partly stored with exactly the calls it opens with.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ask, openConsole, waitForRunEnd, waitForTimeline } from './support/console-page';
import { answered, selectTool, send } from './support/catalog-page';
import { openView, openViewOf } from './support/views';
import { longScenario, scaleScenario } from '../scripts/bench/scale-scenario.mjs';

const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

/** What the Run view shows of the shown run: answer text, citation verdicts, observation keys, timeline
 * rows and the request inspector's model response per turn (its text and tool calls). */
async function shownRun(page: Page) {
  await openView(page, 'run');
  return {
    answer: (await page.getByTestId('final-answer').textContent()) ?? '',
    citations: await page.getByTestId('citation').evaluateAll((chips) => chips.map((c) => c.dataset.supported)),
    observations: await page.getByTestId('observation').evaluateAll((rows) => rows.map((r) => r.dataset.callKey)),
    timeline: await page
      .getByTestId('timeline-call')
      .evaluateAll((rows) => rows.map((r) => `${r.dataset.callKey} ${r.dataset.status} ${r.dataset.code ?? ''}`)),
    responses: await page
      .getByTestId('request-inspector-response')
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? '')),
  };
}

/** Loads a generated scenario (stub backend, no model) and presses Run. */
async function startScriptedRun(page: Page, scenario: object) {
  await openConsole(page);
  const buffer = Buffer.from(JSON.stringify(scenario));
  await page.getByTestId('scenario-file').setInputFiles({ name: 'scale.json', mimeType: 'application/json', buffer });
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await page.getByTestId('run-button').click();
}

/** The stored run's row after a reload, opened: its attributes, then the timeline's and run status's counts. */
async function openStored(page: Page, runId: string) {
  await openView(page, 'runs');
  const item = page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
  await expect(item).toHaveAttribute('data-openable', 'true');
  const row = await item.evaluate((li: HTMLElement) => {
    const { status, calls, storage } = li.dataset;
    return { status, calls, storage, text: li.textContent ?? '' };
  });
  await item.getByTestId('run-list-view').click();
  await openView(page, 'run');
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('timeline-call').first()).toBeVisible();
  return {
    row,
    total: await page.getByTestId('timeline').getAttribute('data-total'),
    calls: await page.getByTestId('run-status').getAttribute('data-calls'),
  };
}

test('a 2,000-call run reloaded once listed saved is stored whole: the same count listed and opened', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startScriptedRun(page, scaleScenario({ calls: 2000 }));
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  const before = (await page.getByTestId('run-status').getAttribute('data-calls')) ?? '';
  const runId = (await page.getByTestId('timeline').getAttribute('data-run-id')) ?? '';
  // "done" shows when the run ends; storage says for itself when the record is written.
  await openView(page, 'runs');
  const listed = page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
  await expect(listed).toHaveAttribute('data-storage', /^(saving|saved)$/);
  await expect(listed).toHaveAttribute('data-storage', 'saved', { timeout: 30_000 });
  await page.reload();
  expect(before).toBe('2000');
  const stored = await openStored(page, runId);
  expect(stored.row).toMatchObject({ status: 'done', calls: before, storage: 'saved' });
  expect(stored.row.text).toContain('2,000 calls');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-calls', before);
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-total', before);
});

test('a run reloaded while it goes is listed as interrupted, partly stored, with the calls it opens with', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // One call per model turn: the record is stored as the run goes, between turns.
  await startScriptedRun(page, longScenario({ turns: 5000 }));
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-calls', /^([3-9]\d\d|[1-4]\d{3})$/, { timeout: 60_000 });
  const runId = (await page.getByTestId('timeline').getAttribute('data-run-id')) ?? '';
  await page.reload();
  const stored = await openStored(page, runId);
  expect(stored.row).toMatchObject({ status: 'interrupted', storage: 'partial' });
  expect(Number(stored.row.calls)).toBeGreaterThan(0);
  expect(Number(stored.row.calls)).toBeLessThan(5000);
  expect(stored.row.text).toMatch(/interrupted at [^·]+ · partly stored: [\d,]+ calls saved before it stopped/);
  expect(stored.total).toBe(stored.row.calls);
  await expect(status).toHaveAttribute('data-calls', stored.row.calls!);
  await expect(status).toHaveAttribute('data-status', 'interrupted');
});

test('a reused tool_call_id is its own row with its own refusal, drawer and observation', async ({ page }) => {
  await openConsole(page, `/?scenario=${encodeURIComponent('/scenarios/duplicate-scope.json')}`);
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await page.getByTestId('run-button').click();
  expect(await waitForRunEnd(page)).toBe('done');
  const calls = await waitForTimeline(page);
  expect(calls).toBe(5);
  await expect(page.getByTestId('observation')).toHaveCount(calls);
  const reused = page.locator('[data-testid="timeline-call"][data-call-id="call_1"]');
  await expect(reused).toHaveCount(2);
  const keys = await reused.evaluateAll((rows) => rows.map((row) => row.dataset.callKey ?? ''));
  expect(new Set(keys).size).toBe(2);
  const second = reused.nth(1);
  await expect(second).toHaveAttribute('data-code', 'DUPLICATE_CALL_ID');
  await expect(page.locator(`[data-testid="observation"][data-call-id="call_1"]`)).toHaveCount(2);
  const refusal = page.locator(
    `[data-testid="timeline-event"][data-call-key="${keys[1]}"][data-stage="supports"][data-status="fail"]`,
  );
  await expect(refusal).toHaveAttribute('data-code', 'DUPLICATE_CALL_ID');

  await second.locator('[data-row-focus]').first().click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  await expect(drawer).toHaveAttribute('data-call-key', keys[1]!);
  await expect(drawer.locator('.drawer-table tbody tr')).toHaveCount(1);
  await expect(drawer.locator('.drawer-table tbody')).toContainText('DUPLICATE_CALL_ID');
});

test('a stored run after a reload shows the answer, citations and observations it showed live', async ({ page }) => {
  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  const calls = await waitForTimeline(page);
  const runId = (await page.getByTestId('timeline').getAttribute('data-run-id')) ?? '';
  const live = await shownRun(page);
  expect(live.answer.length).toBeGreaterThan(20);
  expect(live.citations.length).toBeGreaterThan(0);
  expect(live.observations).toHaveLength(calls);
  expect(live.timeline).toHaveLength(calls);
  expect(live.responses.length).toBeGreaterThan(0);
  const responseTexts = await page.getByTestId('request-inspector-response-text').allTextContents();
  expect(responseTexts.join('').length).toBeGreaterThan(0);
  const liveMeta = (await page.locator('[data-testid="run-status"] .run-status__meta').textContent()) ?? '';
  expect(liveMeta).toMatch(/^[1-9]\d* turns? · /);

  await page.reload();
  await openView(page, 'run');
  await expect(page.getByTestId('answer-empty')).toBeVisible();
  await openView(page, 'runs');
  await page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`).getByTestId('run-list-view').click();
  await openView(page, 'run');
  await expect(page.getByTestId('final-answer')).toBeVisible();
  await expect(page.getByTestId('observation')).toHaveCount(calls);
  await expect(page.getByTestId('timeline-call')).toHaveCount(calls);
  expect(await shownRun(page)).toEqual(live);
  await expect(page.getByTestId('request-inspector-response-text')).toHaveText(responseTexts);
  await expect(page.getByTestId('request-inspector')).not.toContainText('No model turn');
  await expect(page.getByTestId('shown-question')).toContainText(QUESTION);
  await expect(page.getByTestId('shown-question')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-calls', String(calls));
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
  await expect(page.locator('[data-testid="run-status"] .run-status__meta')).toHaveText(liveMeta);

  // A new question asked while the stored run is shown runs live and is what the page shows.
  const next = 'How do I enable foreign keys?';
  await ask(page, next);
  await expect(page.getByTestId('run-status')).not.toContainText('Stored run');
  await expect(page.getByTestId('shown-question')).toHaveCount(0);
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(page.getByTestId('timeline')).not.toHaveAttribute('data-run-id', runId);
  await expect(page.getByTestId('final-answer')).not.toHaveText(live.answer);
});

test('export → import → replay: call 1 shows one observation and no answer; the end shows the imported answer', async ({
  page,
}) => {
  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  const calls = await waitForTimeline(page);
  expect(calls).toBeGreaterThanOrEqual(2);
  const live = await shownRun(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (await openViewOf(page, 'trace-export-console')).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  await (
    await openViewOf(page, 'trace-import')
  ).setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('trace-status')).toHaveAttribute('data-status', 'done');
  await expect(page.locator('[data-testid="run-list-item"][data-run-kind="imported"]')).toHaveCount(1);

  await (await openViewOf(page, 'replay-start')).click();
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveAttribute('data-position', '1');
  await expect(position).toHaveAttribute('data-total', String(calls));
  await openView(page, 'run');
  await expect(page.getByTestId('observation')).toHaveCount(1);
  await expect(page.getByTestId('answer-empty')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('final-answer')).toHaveCount(0);
  for (let step = 2; step <= calls; step += 1) {
    await (await openViewOf(page, 'replay-next')).click();
    await expect(position).toHaveAttribute('data-position', String(step));
  }
  await openView(page, 'run');
  await expect(page.getByTestId('observation')).toHaveCount(calls);
  await expect(page.getByTestId('final-answer')).toHaveText(live.answer);
  expect((await shownRun(page)).responses).toEqual(live.responses);
});

test('an invalid or newer trace is refused with where and why, and the shown run stays', async ({ page }) => {
  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  const calls = await waitForTimeline(page);
  const runId = (await page.getByTestId('timeline').getAttribute('data-run-id')) ?? '';
  const live = await shownRun(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (await openViewOf(page, 'trace-export-console')).click(),
  ]);
  const trace = JSON.parse(await readFile(await download.path(), 'utf8')) as { version: number; calls: unknown[] };
  const status = page.getByTestId('trace-status');
  const importText = async (name: string, value: unknown) =>
    (await openViewOf(page, 'trace-import')).setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(value)),
    });

  await importText('broken.json', { ...trace, calls: [{ ...(trace.calls[0] as object), toolName: 7 }] });
  await expect(status).toHaveAttribute('data-status', 'error');
  await expect(status).toContainText('/calls/0/toolName');
  await importText('newer.json', { ...trace, version: 99 });
  await expect(status).toHaveAttribute('data-status', 'error');
  await expect(status).toContainText('trace version 99; this console reads versions 1 and 2');

  await expect(page.locator('[data-testid="run-list-item"][data-run-kind="imported"]')).toHaveCount(0);
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-run-id', runId);
  await expect(page.getByTestId('observation')).toHaveCount(calls);
  expect(await shownRun(page)).toEqual(live);
});

test('catalog test calls are listed as "Catalog test calls · N calls · HH:MM", also after a reload', async ({
  page,
}) => {
  await openConsole(page);
  await selectTool(page, 'list_notes');
  await send(page, '{}');
  await answered(page);
  await send(page, '{}');
  await answered(page);
  await openView(page, 'runs');
  const item = page.locator('[data-testid="run-list-item"][data-run-kind="catalog"]');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-calls', '2');
  await expect(item).toContainText(/Catalog test calls\s*2 calls · \d\d:\d\d/);
  await page.reload();
  await openView(page, 'runs');
  await expect(item).toContainText(/Catalog test calls\s*2 calls · \d\d:\d\d/);
  await expect(item).not.toContainText('interrupted');
  await expect(item).toHaveAttribute('data-status', 'done');
  await item.getByTestId('run-list-view').click();
  await openView(page, 'run');
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('data-status', 'done');
  await expect(status).toHaveAttribute('data-run-kind', 'catalog');
  await expect(status).toContainText('Stored run: Done');
  await expect(page.getByTestId('request-inspector')).toContainText('This run had no model turns');
  await expect(page.getByTestId('request-inspector-turn')).toHaveCount(0);
});
