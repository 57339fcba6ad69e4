/**
 * The lazy MCP manager (src/worker/mcp/mcp-lazy-manager.ts): the manager's module is fetched by the first
 * call that needs a server, never by the reads a page makes at start; page hooks set before are handed
 * over; a module that cannot be fetched gives a failed state with the reason, and the next call retries.
 */
import { afterEach, expect, it } from 'vitest';
import type { McpPageHooks, McpNotice } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createLazyMcpManager, type McpManagerModule } from '../../../src/worker/mcp/mcp-lazy-manager';
import type { McpManagerOptions } from '../../../src/worker/mcp/mcp-manager-options';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';
import { startFixtureServer } from './fixture-server';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** Options over a real registry, and a loader of the real module that counts its fetches. */
function setup(fail: () => boolean = () => false) {
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {};
  const harness = createHarness({ backends, registry, validators });
  const options: McpManagerOptions = {
    registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
    removeSource: (source) => registry.removeSource(source),
    backends,
    reconnect: { attempts: 0 },
  };
  const loads = { count: 0 };
  const load = async (): Promise<McpManagerModule> => {
    loads.count++;
    if (fail()) throw new TypeError('Failed to fetch dynamically imported module');
    return import('../../../src/worker/mcp/mcp-manager');
  };
  const mcp = createLazyMcpManager(options, load);
  cleanups.push(() => mcp.closeAll());
  return { mcp, loads, harness };
}

it('answers the start-up reads without fetching the manager, then fetches it once for a server', async () => {
  const server = await startFixtureServer();
  cleanups.push(() => server.close());
  const { mcp, loads, harness } = setup();
  const notices: McpNotice[] = [];
  const hooks: McpPageHooks = { notice: (notice) => void notices.push(notice) };

  await mcp.setMcpHooks(hooks);
  expect(await mcp.listMcpServers()).toEqual([]);
  expect(await mcp.removeMcpServer('nothing')).toEqual({ removed: false });
  expect(await mcp.listMcpLogs('nothing')).toEqual([]);
  await mcp.closeAll();
  expect(loads.count).toBe(0);
  expect(mcp.loaded()).toBe(false);

  const [first, second] = await Promise.all([
    mcp.addMcpServer({ name: 'fixture', url: server.url }),
    mcp.addMcpServer({ name: 'again', url: server.url }),
  ]);
  // Both connected through one fetch; the same tool names are registered by whichever came first.
  expect(first).toMatchObject({ name: 'fixture', status: 'connected' });
  expect(second).toMatchObject({ name: 'again', status: 'connected' });
  expect((first.toolCount ?? 0) + (second.toolCount ?? 0)).toBe(8);
  expect(loads.count).toBe(1);
  expect(mcp.loaded()).toBe(true);
  expect((await mcp.listMcpServers()).map((state) => state.name)).toEqual(['fixture', 'again']);
  expect((await harness.listTools()).filter((tool) => tool.source.startsWith('mcp:'))).toHaveLength(8);

  // The hooks set before the fetch reach the manager: the declined elicitation's log entry is a notice.
  const { runId } = await harness.startRun({});
  await harness.invoke({ runId, toolCallId: 'c1', toolName: 'ask_nested', argumentsText: '{}' });
  await expect.poll(() => notices.map((notice) => notice.kind)).toContain('log');

  expect(await mcp.removeMcpServer('fixture')).toEqual({ removed: true });
});

it('a manager that cannot be fetched fails the call with the reason; the next call fetches again', async () => {
  const server = await startFixtureServer();
  cleanups.push(() => server.close());
  let offline = true;
  const { mcp, loads } = setup(() => offline);

  const failed = await mcp.addMcpServer({ name: 'fixture', url: server.url });
  expect(failed).toMatchObject({ name: 'fixture', url: server.url, status: 'failed' });
  expect(failed.reason).toMatch(/^The MCP client could not be loaded \(Failed to fetch .*\); reload the page/);
  expect(await mcp.listMcpResources('fixture')).toMatchObject({ ok: false, reason: /could not be loaded/ });
  expect(mcp.loaded()).toBe(false);

  offline = false;
  expect(await mcp.addMcpServer({ name: 'fixture', url: server.url })).toMatchObject({ status: 'connected' });
  expect(loads.count).toBe(3);
});
