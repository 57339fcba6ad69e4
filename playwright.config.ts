/**
 * Playwright: the e2e scenarios of `e2e/` in a real Chromium (TOOLCHAIN.md §3.2).
 *
 * Browser: `CHROMIUM_PATH` if set, else Debian's `/usr/bin/chromium` when it exists, else Playwright's
 * own Chromium (`npx playwright install chromium`). `scripts/check-chromium.mjs` fails fast before
 * `npm test` when none of them exists.
 * Servers (started in order, so the first one builds): the production build served by `vite preview`
 * with the CSP headers on 127.0.0.1:4173, the stand-in OpenAI server on 127.0.0.1:4180, and the reference
 * MCP server `server-everything` (Streamable HTTP) on `MCP_PORT` (default 4190).
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Flags that keep the distro Chromium quiet and deterministic in CI (TOOLCHAIN.md §3.2). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to drive, or undefined for Playwright's own. */
function chromiumExecutable(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

const executablePath = chromiumExecutable();

/**
 * Ports and build folder. `E2E_PORT` (default 4173) and `MOCK_PORT` (default 4180) let several
 * Playwright runs share a machine; a non-default port builds into `dist-e2e-<port>/`.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4180);
process.env.MOCK_PORT = String(MOCK_PORT);
/** The reference MCP server `@modelcontextprotocol/server-everything` (Streamable HTTP, `/mcp`; e2e/mcp.spec.ts). */
export const MCP_PORT = Number(process.env.MCP_PORT ?? 4190);
process.env.MCP_PORT = String(MCP_PORT);
const outDir = APP_PORT === 4173 ? 'dist' : `dist-e2e-${APP_PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}/`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      command: `npm run build && npx vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      env: { OUT_DIR: outDir },
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/support/mock-openai.mjs ${MOCK_PORT}`,
      url: `http://127.0.0.1:${MOCK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Binds all interfaces and has no DNS-rebinding protection (TOOLCHAIN §6.2): tests only.
      command: 'node node_modules/@modelcontextprotocol/server-everything/dist/index.js streamableHttp',
      env: { PORT: String(MCP_PORT) },
      port: MCP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
