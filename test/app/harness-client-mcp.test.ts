import { describe, expect, it, beforeEach } from 'vitest';
import {
  createHarnessClient,
  invalidatedBy,
  queryKeys,
  type WorkerChange,
  type WorkerHandle,
  type WorkerLike,
} from '../../src/app/harness';
import { useConsoleStore } from '../../src/app/store';
import type { HarnessApi, LiveEventSink } from '../../src/contract';
import type { McpApi, McpServerConfig, McpServerState } from '../../src/contract/mcp-api';
import type { KnowledgeApi } from '../../src/contract/knowledge-api';
import type { ConsoleWorkerApi } from '../../src/contract/console-api';
import { createInProcessWorker } from './support/real-harness';

class FakeWorker extends EventTarget implements WorkerLike {
  terminate() {}
  override addEventListener(type: string, listener: (event: Event) => void) {
    super.addEventListener(type, listener);
  }
}

/** A fake worker with a tiny MCP manager: records every addMcpServer config it receives. */
function fakeMcpWorker(received: McpServerConfig[], sinks: LiveEventSink[]) {
  const servers = new Map<string, McpServerState>();
  const mcp: McpApi = {
    addMcpServer: async (config) => {
      received.push(config);
      const state: McpServerState = {
        name: config.name,
        url: config.url,
        status: 'connected',
        toolCount: 2,
        serverName: 'fake',
        serverVersion: '1.0.0',
      };
      servers.set(config.name, state);
      return state;
    },
    removeMcpServer: async (name) => ({ removed: servers.delete(name) }),
    reconnectMcpServer: async (name) => servers.get(name)!,
    listMcpServers: async () => [...servers.values()],
    authorizeMcpServer: async () => ({ ok: false, reason: 'no OAuth here' }),
    finishMcpAuthorization: async ({ name }) => ({ name, url: '', status: 'failed', reason: 'no OAuth here' }),
    signOutMcpServer: async (name) => ({ name, url: '', status: 'failed', reason: 'no OAuth here' }),
  };
  const api = {
    ...createInProcessWorker().api,
    ...mcp,
    subscribe: async (sink: LiveEventSink) => {
      sinks.push(sink);
      return { subscriptionId: 's' };
    },
  };
  return api as unknown as HarnessApi & McpApi & Partial<KnowledgeApi>;
}

describe('harness client: MCP servers', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('re-adds the servers (headers included) after a worker restart, and not a removed one', async () => {
    const received: McpServerConfig[] = [];
    const sinks: LiveEventSink[] = [];
    const handles: WorkerHandle[] = [];
    const client = createHarnessClient({
      spawn: () => {
        const handle = { worker: new FakeWorker(), api: fakeMcpWorker(received, sinks) as unknown as ConsoleWorkerApi };
        handles.push(handle);
        return handle;
      },
      store: useConsoleStore,
    });
    await client.addMcpServer({
      name: 'a',
      url: 'http://127.0.0.1:1/mcp',
      headers: { Authorization: 'Bearer s3cret' },
    });
    await client.addMcpServer({ name: 'b', url: 'http://127.0.0.1:2/mcp' });
    await client.removeMcpServer('b');
    expect((await client.listMcpServers()).map((s) => s.name)).toEqual(['a']);
    // The store never holds a header value.
    expect(JSON.stringify(useConsoleStore.getState())).not.toContain('s3cret');

    (handles[0]!.worker as FakeWorker).dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handles).toHaveLength(2);
    expect(received.map((c) => c.name)).toEqual(['a', 'b', 'a']);
    expect(received[2]!.headers).toEqual({ Authorization: 'Bearer s3cret' });
  });

  it('reports a server-state live event as an MCP change, which makes the server list and the catalog stale', async () => {
    const sinks: LiveEventSink[] = [];
    const api = fakeMcpWorker([], sinks);
    const client = createHarnessClient({
      spawn: () => ({ worker: new FakeWorker(), api: api as unknown as ConsoleWorkerApi }),
      store: useConsoleStore,
    });
    const changes: WorkerChange[] = [];
    client.onWorkerChange((change) => changes.push(change));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await api.addMcpServer({ name: 'direct', url: 'http://127.0.0.1:3/mcp' });
    expect(changes).toEqual([]);
    sinks[0]?.({
      runId: '',
      seq: 1,
      at: 0,
      lane: 'backend',
      stage: 'server-state',
      status: 'pass',
      detail: { server: 'direct', status: 'connected' },
    });
    expect(changes).toEqual([{ kind: 'mcp' }]);
    expect(invalidatedBy(changes[0]!)).toEqual([queryKeys.mcpServers, queryKeys.catalog]);
    expect((await client.listMcpServers()).map((s) => s.status)).toEqual(['connected']);
    client.dispose();
  });

  it('reports a catalog change once a tool or skill registration is answered, and reads the new catalog', async () => {
    const client = createHarnessClient({
      spawn: () => ({ worker: new FakeWorker(), api: createInProcessWorker().api as unknown as ConsoleWorkerApi }),
      store: useConsoleStore,
    });
    const changes: WorkerChange[] = [];
    client.onWorkerChange((change) => changes.push(change));
    const tool = { name: 'echo_text', description: 'Echoes.', inputSchema: { type: 'object' } };
    await client.registerTools([tool], { kind: 'builtin', source: 'test' });
    expect(changes).toEqual([{ kind: 'catalog' }]);
    expect(invalidatedBy(changes[0]!)).toEqual([queryKeys.catalog]);
    expect((await client.listTools()).map((t) => t.name)).toContain('echo_text');
    await client.registerSkills([{ name: 'echoing', toolNames: ['echo_text'] }]);
    expect(changes).toEqual([{ kind: 'catalog' }, { kind: 'catalog' }]);
    client.dispose();
  });
});
