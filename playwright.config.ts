/**
 * Playwright: the e2e scenarios of `e2e/` in a real Chromium (TOOLCHAIN.md §3.2).
 *
 * Browser: `CHROMIUM_PATH` if set, else Debian's `/usr/bin/chromium` when it exists, else Playwright's
 * own Chromium (`npx playwright install chromium`). `scripts/check-chromium.mjs` fails fast before
 * `npm test` when none of them exists.
 * Servers (started in order, so the first one builds): the production build served by `vite preview`
 * with the CSP headers on 127.0.0.1:4173, the stand-in OpenAI server on 127.0.0.1:4180, and the reference
 * MCP server `server-everything` (Streamable HTTP) on `MCP_PORT` (default 4190), the OAuth-protected MCP
 * test server on `OAUTH_MCP_PORT` (default 4192), and the same build behind
 * the shipped nginx and Caddy configs (projects "nginx" and "caddy", see below).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

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
/**
 * The OAuth-protected MCP test server (e2e/support/oauth-mcp-server.mjs, the SDK's auth router, bearer
 * middleware and demo provider) on `OAUTH_MCP_PORT` (default MCP_PORT + 2, so 4192; MCP_PORT + 1 is the
 * failure test's own server), reached as `http://localhost:<port>/mcp`.
 */
export const OAUTH_MCP_PORT = Number(process.env.OAUTH_MCP_PORT ?? MCP_PORT + 2);
process.env.OAUTH_MCP_PORT = String(OAUTH_MCP_PORT);
const outDir = APP_PORT === 4173 ? 'dist' : `dist-e2e-${APP_PORT}`;

/**
 * The shipped host configs (deploy/nginx, deploy/caddy) serve the same build on their own ports
 * (`NGINX_PORT`, `CADDY_PORT`; default E2E_PORT + 50 / + 51), and the projects "nginx" and "caddy" run the
 * CSP check and the offline main job against them. A host server that is not installed is left out with
 * a note, unless `REQUIRE_DEPLOY_SERVERS=1` (set by .ci/run), where its absence fails the run.
 */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? APP_PORT + 50);
export const CADDY_PORT = Number(process.env.CADDY_PORT ?? APP_PORT + 51);
const DEPLOY_SPECS = ['csp.spec.ts', 'offline-answer.spec.ts'];

/** True when `command` runs (`<command> -v` / `version` answers). */
function installed(command: string, versionFlag: string): boolean {
  try {
    execFileSync(command, [versionFlag], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const requireDeployServers = process.env.REQUIRE_DEPLOY_SERVERS === '1';
const deployServers = [
  { name: 'nginx', port: NGINX_PORT, present: installed('nginx', '-v') },
  { name: 'caddy', port: CADDY_PORT, present: installed('caddy', 'version') },
].filter((server) => {
  // Warn once, in the runner (worker processes load this file too and carry TEST_WORKER_INDEX).
  if (!server.present && !requireDeployServers && process.env.TEST_WORKER_INDEX === undefined)
    console.warn(
      `${server.name} is not installed: the "${server.name}" project is skipped (apt-get install -y ${server.name}).`,
    );
  return server.present || requireDeployServers;
});

const deployProjects: NonNullable<PlaywrightTestConfig['projects']> = deployServers.map((server) => ({
  name: server.name,
  testMatch: DEPLOY_SPECS,
  use: { baseURL: `http://127.0.0.1:${server.port}/` },
}));

const deployWebServers: NonNullable<PlaywrightTestConfig['webServer']> = deployServers.map((server) => ({
  command: `node scripts/serve-static.mjs ${server.name} --port ${server.port} --root ${outDir}`,
  url: `http://127.0.0.1:${server.port}/`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  // CI (.ci/run sets CI=1) retries a failed test once; the list reporter still names it "flaky".
  retries: process.env.CI ? 1 : 0,
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
  projects: [{ name: 'chromium' }, ...deployProjects],
  webServer: [
    {
      // `npm test` type-checks before the tests (`npm run check`), so the build here is Vite's alone.
      command: `npx vite build && npx vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
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
    {
      command: `node e2e/support/oauth-mcp-server.mjs ${OAUTH_MCP_PORT}`,
      url: `http://localhost:${OAUTH_MCP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    ...deployWebServers,
  ],
});
