/**
 * Stop always stops (DESIGN.md §4.1): a tool whose stub blocks the worker's thread (`busyMs`) leaves the
 * worker unable to read the cancel; after 1 s the page restarts it. The run ends `stopped` (not `error`),
 * the notice says in words what the restart lost, the stored run records the blocked call as CANCELLED,
 * and the restarted worker has the scenario and its tools again (the next run starts and stops the same
 * way). Prints the Stop → stopped latency (the bench figure; not asserted).
 */
import { expect, test, type Page } from '@playwright/test';
import { openView } from './support/views';

/** One tool that blocks the worker for 30 s, called once; the run is stopped long before. */
function busyScenario() {
  return {
    name: 'Blocked worker',
    description: 'A tool body that blocks the worker thread; Stop must still stop.',
    question: 'Crunch the numbers.',
    tools: [{ name: 'crunch', description: 'Crunch numbers.', isReadOnly: true, inputSchema: { type: 'object' } }],
    backends: { crunch: { busyMs: 30_000, result: { ok: true } } },
    turns: [{ toolCalls: [{ id: 'call_busy', name: 'crunch', arguments: '{}' }] }, { text: 'Crunched.' }],
  };
}

/** Runs the loaded scenario, presses Stop once the blocked call is in flight, and returns Stop → stopped in ms. */
async function runAndStop(page: Page): Promise<number> {
  await page.getByTestId('run-button').click();
  await expect(page.locator('[data-testid="call-running"][data-call-id="call_busy"]')).toBeAttached();
  const pressed = Date.now();
  await page.getByTestId('stop-button').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', /^(stopped|error|done)$/, {
    timeout: 10_000,
  });
  const latency = Date.now() - pressed;
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'stopped');
  return latency;
}

test('Stop restarts a blocked worker: the run ends stopped and the next run works', async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().route('**/scenarios/blocked-worker.json', (route) => route.fulfill({ json: busyScenario() }));
  await page.goto(`/?scenario=${encodeURIComponent('/scenarios/blocked-worker.json')}`);
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-status', 'loaded');

  const first = await runAndStop(page);
  console.log(`Stop → stopped with a blocked worker: ${first} ms (target ≤ 2,000 ms)`);
  const notice = page.getByTestId('worker-restart-notice');
  await expect(notice).toContainText('Stop restarted the harness worker');
  await expect(notice).toContainText('1 call in flight was recorded as cancelled');
  await expect(notice).toContainText('pending approvals were dropped');
  await expect(notice).toContainText('not yet written are lost');
  const runId = await page.evaluate(
    () =>
      (window as unknown as { __consoleStore: { getState(): { runId: string | null } } }).__consoleStore.getState()
        .runId,
  );

  // The stored run: stopped, with the blocked call recorded (CANCELLED) by the new worker.
  await openView(page, 'runs');
  const item = page.locator(`[data-testid="run-list-item"][data-run-id="${runId}"]`);
  await expect(item).toHaveAttribute('data-status', 'stopped');
  await expect(item).toHaveAttribute('data-calls', '1');

  // The new worker has the scenario and its tool: the next run reaches the same call, and stops the same way.
  await openView(page, 'run');
  const second = await runAndStop(page);
  console.log(`Stop → stopped, second run: ${second} ms`);
  await expect(notice).toContainText('1 call in flight was recorded as cancelled');
});
