/**
 * MCP servers as tool sources, against the REAL reference server
 * `@modelcontextprotocol/server-everything` in Streamable HTTP mode on loopback (playwright.config.ts
 * starts it on MCP_PORT; the failure test starts its own on MCP_PORT + 1 so it can kill it mid-call).
 * The console connects from the worker (CORS preflight, TOOLCHAIN §6.2), lists the server's tools in the
 * catalog (kind `mcp`, source `mcp:<name>`), and calls a text tool, the structured-content tool and the
 * image tool through the catalog's test form; stopping the server mid-call gives a clean `error`
 * observation and a `failed` server state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { openConsole } from './support/console-page';
import { openView } from './support/views';
import { addServer, sendFromCatalog, serverRow } from './support/mcp-page';

const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);
const SECRET = 'e2e-secret-token-5f3a';

/** Starts server-everything on `port` and resolves once it listens. */
function startEverything(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['node_modules/@modelcontextprotocol/server-everything/dist/index.js', 'streamableHttp'],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server-everything did not start')), 15_000);
    const onData = (chunk: Buffer) => {
      if (/listening on port/i.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error('server-everything exited')));
  });
}

test('connects to server-everything, lists its tools and calls text, structured and image tools', async ({ page }) => {
  await openConsole(page);
  await addServer(page, 'everything', `http://127.0.0.1:${MCP_PORT}/mcp`, { token: SECRET });
  const server = serverRow(page, 'everything');
  await expect(server).toHaveAttribute('data-status', 'connected');
  expect(Number(await server.getAttribute('data-tool-count'))).toBeGreaterThanOrEqual(10);
  await expect(server).toContainText(/v\d+\.\d+/);

  // The tools are in the catalog as MCP tools of this server.
  await openView(page, 'tools');
  for (const name of ['echo', 'get-structured-content', 'get-tiny-image']) {
    const tool = page.locator(`[data-testid="catalog-tool"][data-tool-name="${name}"]`);
    await expect(tool).toHaveAttribute('data-kind', 'mcp');
    await expect(tool).toHaveAttribute('data-source', 'mcp:everything');
  }

  const echo = await sendFromCatalog(page, 'echo', '{"message":"hello from the console"}');
  const structured = await sendFromCatalog(page, 'get-structured-content', '{"location":"Chicago"}');
  const image = await sendFromCatalog(page, 'get-tiny-image', '{}');
  await openView(page, 'run');
  for (const callId of [echo, structured, image]) {
    await expect(page.locator(`[data-testid="observation"][data-call-id="${callId}"]`)).toHaveAttribute(
      'data-status',
      'ok',
    );
    await expect(
      page.locator(`[data-testid="timeline-event"][data-call-id="${callId}"][data-stage="project"]`).first(),
    ).toHaveAttribute('data-status', 'pass');
  }
  // The projections: echo's text, the structured content, and the image part as a thumbnail (data: URL, image/*).
  const observed = await page.evaluate(
    () =>
      (
        window as unknown as {
          __consoleStore: { getState(): { observations: { callId: string; observation: unknown }[] } };
        }
      ).__consoleStore.getState().observations,
  );
  const byId = new Map(observed.map((o) => [o.callId, JSON.stringify(o.observation)]));
  expect(byId.get(echo!)).toContain('hello from the console');
  expect(byId.get(structured!)).toMatch(/"structured":\{[^}]*"temperature"/);
  expect(byId.get(image!)).toContain('"type":"image"');
  await page.locator(`[data-testid="observation"][data-call-id="${image}"] button`).click();
  const thumbnail = page.getByTestId('observation-image').first();
  await expect(thumbnail).toHaveAttribute('data-mime', /^image\//);
  expect(await thumbnail.getAttribute('src')).toMatch(/^data:image\/[a-z]+;base64,[A-Za-z0-9+/]+=*$/);
  // The call's drawer shows the same thumbnail, and its JSON names the part without its base64.
  const base64 = ((await thumbnail.getAttribute('src')) ?? '').split(',')[1]!.slice(0, 40);
  await page.locator(`[data-testid="timeline-call"][data-call-id="${image}"] [data-row-focus]`).first().click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toHaveAttribute('data-status', 'ready');
  await expect(drawer.getByTestId('observation-image')).toHaveAttribute('data-mime', /^image\//);
  await expect(drawer.getByTestId('call-drawer-observation')).toContainText('"type": "image"');
  expect(await drawer.getByTestId('call-drawer-observation').textContent()).not.toContain(base64);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The token never reaches the page's DOM or store (the worker keeps it in the transport).
  expect(await page.content()).not.toContain(SECRET);
  const store = await page.evaluate(() =>
    JSON.stringify((window as unknown as { __consoleStore: { getState(): unknown } }).__consoleStore.getState()),
  );
  expect(store).not.toContain(SECRET);

  // Removing the server removes its tools.
  await openView(page, 'sources');
  await server.getByTestId('mcp-remove').click();
  await expect(server).toHaveCount(0);
  await expect(page.locator('[data-testid="catalog-tool"][data-tool-name="echo"]')).toHaveCount(0);
});

test('stopping the server mid-call gives a clean error observation and a failed state', async ({ page }) => {
  const port = MCP_PORT + 1;
  const child = await startEverything(port);
  try {
    await openConsole(page);
    await addServer(page, 'doomed', `http://127.0.0.1:${port}/mcp`);
    const server = serverRow(page, 'doomed');
    await expect(server).toHaveAttribute('data-status', 'connected');
    await sendFromCatalog(page, 'trigger-long-running-operation', '{"duration":20,"steps":20}', false);
    const form = page.getByTestId('catalog-test-form');
    await expect(form).toHaveAttribute('data-status', 'sending');
    // The call is under way at the server (its first progress notification arrived); now the server dies.
    await page.waitForFunction(() =>
      (
        window as unknown as { __consoleStore: { getState(): { runEvents: { event: { stage: string } }[] } } }
      ).__consoleStore
        .getState()
        .runEvents.some((entry) => entry.event.stage === 'backend-progress'),
    );
    child.kill('SIGKILL');

    await expect(form).toHaveAttribute('data-status', 'error');
    const callId = await form.getByTestId('catalog-test-result').getAttribute('data-call-id');
    await expect(page.locator(`[data-testid="observation"][data-call-id="${callId}"]`)).toHaveAttribute(
      'data-status',
      'error',
    );
    // The server is reported lost — a `failed` state, then bounded retries — with the reason in plain
    // words (a browser cannot tell a refused connection from a CORS refusal, so the reason names both).
    await page.waitForFunction(() =>
      (
        window as unknown as {
          __consoleStore: {
            getState(): { runEvents: { event: { stage: string; detail?: Record<string, unknown> } }[] };
          };
        }
      ).__consoleStore
        .getState()
        .runEvents.some(
          (entry) =>
            entry.event.stage === 'server-state' &&
            entry.event.detail?.server === 'doomed' &&
            entry.event.detail?.status === 'failed',
        ),
    );
    await openView(page, 'sources');
    await expect(server).toHaveAttribute('data-status', /^(failed|reconnecting)$/);
    await expect(server.getByTestId('mcp-reason')).toContainText(/not running/);
  } finally {
    child.kill('SIGKILL');
  }
});
