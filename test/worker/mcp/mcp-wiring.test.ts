/**
 * The wiring proposed for src/worker/index.ts (src/worker/mcp/README.md), over a real Comlink
 * MessageChannel: `HarnessApi & McpApi` as one exposed object; a page subscriber (a Comlink proxy) gets the
 * server-state events; states cross structured-cloned; the server's tools are callable from the page.
 */
import * as Comlink from 'comlink';
import { afterEach, expect, it, vi } from 'vitest';
import type { HarnessApi, TimelineEvent } from '../../../src/contract';
import type { McpApi } from '../../../src/contract/mcp-api';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createLiveFanout } from '../../../src/worker/mcp/mcp-live-events';
import { createMcpManager } from '../../../src/worker/mcp/mcp-manager';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';
import { startFixtureServer } from './fixture-server';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

it('a page adds a server, sees its state events, calls its tool and removes it, all over Comlink', async () => {
  const server = await startFixtureServer();
  cleanups.push(() => server.close());

  // — what src/worker/index.ts would do —
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {};
  const harness = createHarness({ backends, registry, validators });
  const live = createLiveFanout();
  const mcp = createMcpManager({
    registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
    removeSource: (source) => registry.removeSource(source),
    backends,
    emit: live.emit,
  });
  cleanups.push(() => mcp.closeAll());
  const api: HarnessApi & McpApi = {
    ...live.wrap(harness),
    addMcpServer: mcp.addMcpServer,
    removeMcpServer: mcp.removeMcpServer,
    reconnectMcpServer: mcp.reconnectMcpServer,
    listMcpServers: mcp.listMcpServers,
    authorizeMcpServer: mcp.authorizeMcpServer,
    finishMcpAuthorization: mcp.finishMcpAuthorization,
    signOutMcpServer: mcp.signOutMcpServer,
  };
  const channel = new MessageChannel();
  cleanups.push(() => (channel.port1.close(), channel.port2.close()));
  Comlink.expose(api, channel.port1);

  // — what the page would do —
  const remote = Comlink.wrap<HarnessApi & McpApi>(channel.port2);
  const seen: TimelineEvent[] = [];
  await remote.subscribe(Comlink.proxy((event: TimelineEvent) => void seen.push(event)));
  const state = await remote.addMcpServer({
    name: 'fixture',
    url: server.url,
    headers: { Authorization: 'Bearer page-SECRET-value' },
  });
  expect(state).toMatchObject({ name: 'fixture', status: 'connected', toolCount: 8 });
  await vi.waitFor(() => expect(seen.map((event) => event.detail?.status)).toEqual(['connecting', 'connected']));
  expect(seen.every((event) => event.runId === '' && event.lane === 'backend' && event.stage === 'server-state')).toBe(
    true,
  );
  expect((await remote.listTools()).filter((tool) => tool.source === 'mcp:fixture')).toHaveLength(8);

  const { runId } = await remote.startRun({});
  const result = await remote.invoke({ runId, toolCallId: 'c1', toolName: 'add', argumentsText: '{"a":20,"b":22}' });
  expect(result.observation).toMatchObject({ status: 'ok', result: { parts: [{ type: 'text', text: '42' }] } });

  expect(await remote.removeMcpServer('fixture')).toEqual({ removed: true });
  await vi.waitFor(() => expect(seen.at(-1)?.detail?.status).toBe('disconnected'));
  expect(await remote.listMcpServers()).toEqual([]);
  expect(JSON.stringify([state, seen])).not.toContain('SECRET');
});
