/**
 * One Playwright test per example scenario (e2e/scenarios/*.json, served at /scenarios/): each loads
 * through `?scenario=`, runs with the scripted provider against the real worker, and meets the file's
 * `expect` — the same file and the same checks as the headless runner (`npm run scenarios`).
 */
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenario } from './support/scenario';
import { openViewOf } from './support/views';

const files = readdirSync(resolve(dirname(fileURLToPath(import.meta.url)), 'scenarios'))
  .filter((name) => name.endsWith('.json'))
  .sort();

for (const file of files) {
  test(`scenario ${file}`, async ({ page }) => {
    // runScenario throws with each failed expectation of the file's `expect`, as the headless runner prints it.
    const run = await runScenario(page, `/scenarios/${file}`);
    expect(run.failures).toEqual([]);
    if (run.status === 'done') await expect(page.getByTestId('final-answer')).not.toBeEmpty();
  });
}

test('runScenario throws with the pointer, the expected and the actual value of a failed expectation', async ({
  page,
}) => {
  await page.context().route('**/scenarios/happy-path-wrong.json', async (route) => {
    const original = await route.fetch({ url: route.request().url().replace('-wrong', '') });
    const file = (await original.json()) as { expect: Record<string, unknown> };
    await route.fulfill({ response: original, json: { ...file, expect: { ...file.expect, calls: 3 } } });
  });
  await expect(runScenario(page, '/scenarios/happy-path-wrong.json')).rejects.toThrow(
    'FAIL Happy path\n  /expect/calls: calls answered: expected 3, got 2',
  );
});

test('noRaw looks in both trace downloads: a string only the exports hold fails with the place it is in', async ({
  page,
}) => {
  // Strings that only the two exports contain stand in for a raw that leaked into them.
  await page.context().route('**/scenarios/happy-path-exports.json', async (route) => {
    const original = await route.fetch({ url: route.request().url().replace('-exports', '') });
    const file = (await original.json()) as { expect: Record<string, unknown> };
    const noRaw = ['tool-harness-console/trace', 'resourceSpans'];
    await route.fulfill({ response: original, json: { ...file, expect: { ...file.expect, noRaw } } });
  });
  const failed = await runScenario(page, '/scenarios/happy-path-exports.json').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failed).toContain(
    '/expect/noRaw/0: "tool-harness-console/trace" must appear nowhere the page can see, but is in trace\n',
  );
  expect(failed).toMatch(/\/expect\/noRaw\/1: "resourceSpans" must appear nowhere the page can see, but is in otlp$/);
  await expect(page.getByTestId('nav-run')).toHaveAttribute('aria-current', 'page');
});

test('a broken scenario file shows each problem with its JSON Pointer', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        name: 'Broken',
        description: '',
        question: 'q',
        tools: [{ name: 't' }],
        backends: {},
        turns: [{ toolCalls: [{ id: 'c', name: 't' }] }],
      }),
    ),
  });
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'error');
  await expect(page.locator('[data-testid="scenario-error"][data-pointer="/turns/0/toolCalls/0"]')).toContainText(
    'arguments',
  );
});

test('a picked scenario file is loaded and run, and the run is a scenario run live and in the run list', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('scenario-file').setInputFiles('e2e/scenarios/happy-path.json');
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');
  await expect(page.getByTestId('question-input')).toHaveValue(/on-call pager/);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-calls', '2');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-run-kind', 'scenario');
  const listed = await openViewOf(page, 'run-list');
  await expect(listed.locator('[data-testid="run-list-item"][data-run-kind="scenario"]')).toHaveCount(1);
});
