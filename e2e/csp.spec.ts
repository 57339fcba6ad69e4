/**
 * (4) The page's CSP is strict while the worker validates. Eval is triggered from PAGE code (the
 * `csp-probe` button's click handler, and code after an `await` inside `page.evaluate`), never
 * synchronously inside `page.evaluate`, which CDP exempts from CSP (TOOLCHAIN.md §5.2). The worker
 * script's own response allows 'unsafe-eval' (Ajv), so the tool catalog registers and a run completes.
 */
import { expect, test } from '@playwright/test';
import { ask, openConsole, waitForRunEnd } from './support/console-page';
import { openViewOf } from './support/views';

test('the document forbids eval, the worker script allows it, and a run completes', async ({ page }) => {
  const workerResponses: { url: string; csp: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || /worker/i.test(response.url())) {
      workerResponses.push({ url: response.url(), csp: response.headers()['content-security-policy'] ?? '' });
    }
  });
  const documentResponse = await page.goto('/');
  const documentCsp = documentResponse?.headers()['content-security-policy'] ?? '';
  const scriptSrc = documentCsp
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toBe("script-src 'self'");
  expect(documentCsp).not.toContain('unsafe-eval');
  await openConsole(page);

  // Page code: the probe's click handler runs as a page task and must be refused.
  const probe = page.getByTestId('csp-probe');
  await expect(probe).toHaveAttribute('data-eval', 'blocked');
  await probe.click();
  await expect(probe).toHaveAttribute('data-probes', '1');
  await expect(probe).toHaveAttribute('data-eval', 'blocked');

  // Code reached after an await inside evaluate is page code too (not exempt) and must be refused.
  const afterAwait = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test probes whether the CSP allows eval
      return new Function('return 1')() === 1 ? 'allowed' : 'blocked';
    } catch {
      return 'blocked';
    }
  });
  expect(afterAwait).toBe('blocked');

  // The worker: its script response allows 'unsafe-eval', its tool registered, and a run validates calls.
  // The Tools view's chunk loads under the same policy (script-src 'self').
  const catalogTool = await openViewOf(page, 'catalog-tool');
  await expect(catalogTool.and(page.locator('[data-tool-name="lookup_knowledge"]'))).toBeVisible();
  const workerScript = workerResponses.find((response) => /harness-worker/.test(response.url));
  expect(workerScript, 'the harness worker script was loaded').toBeTruthy();
  expect(workerScript?.csp).toContain("'unsafe-eval'");
  await ask(page, 'When should I use WAL mode?');
  expect(await waitForRunEnd(page)).toBe('done');
  await expect(
    page.locator('[data-testid="timeline-event"][data-stage="parse"][data-status="pass"]').first(),
  ).toBeAttached();
});
