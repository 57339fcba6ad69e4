/**
 * Traces and the audit store: a real offline run whose every raw result carries a canary
 * (served corpus rewritten as in raw-isolation.spec.ts) is exported as the console's trace and as
 * OTLP/JSON — the OTLP file has the OTLP JSON shape with one `execute_tool` span per call and neither
 * file carries the canary; the trace imports as a read-only run whose replay shows the same calls and
 * stages step by step; the audit chain verifies, and a record tampered in IndexedDB is reported broken
 * at its call; the runs survive a reload.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  STAGES,
  ask,
  callStages,
  callStagesOf,
  openConsole,
  waitForRunEnd,
  waitForTimeline,
} from './support/console-page';
import { openView, openViewOf } from './support/views';

const CANARY = 'RAW-CANARY-7a2f91-NEVER-IN-A-TRACE';
const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";
const FILLER = Array.from({ length: 60 }, (_, index) => `Zqx filler vrb ${index} wq.`).join(' ');

interface Corpus {
  pages: { sections: { text: string }[] }[];
}
interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  attributes: { key: string; value: Record<string, unknown> }[];
  events?: { name: string }[];
}

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** The journey stages (DESIGN §3) of a call's rendered rows, without page events such as loop-dispatch. */
const journey = async (page: Page, callId: string) =>
  (await callStages(page, callId)).filter((event) => (STAGES as readonly string[]).includes(event.stage));

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

test('export → import → replay shows the same calls; OTLP has no raw; the audit chain verifies and catches tampering; runs survive a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.route('**/corpus/sqlite-docs.json', async (route) => {
    const response = await route.fetch();
    const corpus = (await response.json()) as Corpus;
    for (const corpusPage of corpus.pages)
      for (const section of corpusPage.sections) section.text = `${section.text}\n\n${FILLER} ${CANARY}.`;
    await route.fulfill({ response, json: corpus });
  });
  await openConsole(page);
  await ask(page, QUESTION);
  expect(await waitForRunEnd(page)).toBe('done');
  const runId = await page.getByTestId('timeline').getAttribute('data-run-id');
  expect(runId).toBeTruthy();
  const calls = await waitForTimeline(page);
  expect(calls).toBeGreaterThanOrEqual(2);

  // The console trace: every call with its stages and observation, never the canary.
  const trace = await saved(page, async () => (await openViewOf(page, 'trace-export-console')).click());
  expect(trace.name).toContain(runId!);
  expect(trace.text).not.toContain(CANARY);
  const traceJson = JSON.parse(trace.text) as { run: { runId: string }; calls: { callId: string }[] };
  expect(traceJson.run.runId).toBe(runId);
  const callIds = traceJson.calls.map((call) => call.callId);
  expect(callIds).toHaveLength(calls);
  const isJourney = (event: { stage: string }) => (STAGES as readonly string[]).includes(event.stage);
  const originalStages = [];
  for (const callId of callIds) originalStages.push((await callStagesOf(page, callId)).filter(isJourney));

  // OTLP/JSON: resourceSpans → scopeSpans → spans, an execute_tool span per call with the GenAI attributes.
  const otlp = await saved(page, async () => (await openViewOf(page, 'trace-export-otlp')).click());
  expect(otlp.text).not.toContain(CANARY);
  const otlpJson = JSON.parse(otlp.text) as {
    resourceSpans: { resource: unknown; scopeSpans: { scope: unknown; spans: OtlpSpan[] }[] }[];
  };
  const spans = otlpJson.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
  const toolSpans = spans.filter((span) => attribute(span, 'gen_ai.operation.name')?.stringValue === 'execute_tool');
  expect(toolSpans.map((span) => attribute(span, 'gen_ai.tool.call.id')?.stringValue)).toEqual(callIds);
  for (const span of toolSpans) {
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(attribute(span, 'gen_ai.tool.name')?.stringValue).toBe('lookup_knowledge');
    expect(attribute(span, 'gen_ai.tool.type')).toBeDefined();
    expect((span.events ?? []).map((event) => event.name)).toContain('observe');
  }

  // The audit chain of the run verifies.
  await (await openViewOf(page, 'audit-verify')).click();
  await expect(page.getByTestId('audit-verify-status')).toHaveAttribute('data-status', 'verified');

  // Import the trace: a read-only run, shown in the run list and the timeline.
  await (
    await openViewOf(page, 'trace-import')
  ).setInputFiles({ name: trace.name, mimeType: 'application/json', buffer: Buffer.from(trace.text) });
  await expect(page.getByTestId('trace-status')).toHaveAttribute('data-status', 'done');
  const imported = page.locator('[data-testid="run-list-item"][data-imported="true"]');
  await expect(imported).toHaveCount(1);
  const importedId = await imported.getAttribute('data-run-id');
  expect(importedId).not.toBe(runId);
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-run-id', importedId!);

  // Replay: one call at a time, the same calls and stages as the original run.
  await (await openViewOf(page, 'replay-start')).click();
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveAttribute('data-position', '1');
  await expect(position).toHaveAttribute('data-total', String(callIds.length));
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-total', '1');
  for (const [index, callId] of callIds.entries()) {
    await expect(position).toHaveAttribute('data-position', String(index + 1));
    await expect(page.getByTestId('timeline')).toHaveAttribute('data-total', String(index + 1));
    await expect.poll(() => journey(page, callId)).toEqual(originalStages[index]);
    // The model response of the turn that produced this call is shown with it.
    await openView(page, 'run');
    await expect(
      page.locator(`[data-testid="request-inspector-response-call"][data-tool-call-id="${callId}"]`).first(),
    ).toBeAttached();
    if (index < callIds.length - 1) await (await openViewOf(page, 'replay-next')).click();
  }
  await (await openViewOf(page, 'replay-previous')).click();
  await expect(position).toHaveAttribute('data-position', String(callIds.length - 1));
  await (await openViewOf(page, 'replay-speed')).selectOption('4');
  await (await openViewOf(page, 'replay-play')).click();
  await expect(position).toHaveAttribute('data-position', String(callIds.length));
  await expect(page.getByTestId('replay')).toHaveAttribute('data-status', 'paused');

  // Tamper with the second audit record in IndexedDB: verification names that call.
  await openView(page, 'runs');
  await page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`).getByTestId('run-list-view').click();
  const tampered = await page.evaluate(
    ({ id }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('harness-audit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('records', 'readwrite').objectStore('records');
          const get = store.get([id, 2]);
          get.onsuccess = () => {
            const record = get.result as { argumentsText: string; toolCallId: string };
            record.argumentsText = `${record.argumentsText} `;
            const put = store.put(record);
            put.onsuccess = () => resolve(record.toolCallId);
            put.onerror = () => reject(put.error);
          };
        };
      }),
    { id: runId! },
  );
  expect(tampered).toBe(callIds[1]);
  await (await openViewOf(page, 'audit-verify')).click();
  await expect(page.getByTestId('audit-verify-status')).toHaveAttribute('data-status', 'broken');
  await expect(page.getByTestId('audit-verify-status')).toContainText(`call 2 (${callIds[1]})`);

  // Runs and their timelines survive a reload.
  await page.reload();
  await expect(page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`)).toHaveAttribute(
    'data-calls',
    String(callIds.length),
  );
  await expect(page.locator(`[data-testid="run-list-item"][data-run-id="${importedId}"]`)).toBeAttached();
  await openView(page, 'runs');
  await page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`).getByTestId('run-list-view').click();
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-total', String(callIds.length));
  const [firstCallId = ''] = callIds;
  await expect.poll(() => journey(page, firstCallId)).toEqual(originalStages[0]);
});
