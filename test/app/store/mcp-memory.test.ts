import { beforeEach, describe, expect, it } from 'vitest';
import { createHarnessClient, type HarnessClient, type WorkerLike } from '../../../src/app/harness';
import { useConsoleStore } from '../../../src/app/store';
import {
  forgetMcpServer,
  loadRememberedMcpServers,
  MCP_SERVERS_STORAGE_KEY,
  rememberMcpServer,
} from '../../../src/app/store/mcp-memory';
import { restoreMcpServers } from '../../../src/app/components/mcp/mcp-restore';
import type { ConsoleWorkerApi } from '../../../src/contract/console-api';
import type { McpServerConfig } from '../../../src/contract/mcp-api';
import { createInProcessWorker } from '../support/real-harness';

class FakeWorker extends EventTarget implements WorkerLike {
  terminate() {}
}

/** A client over the worker's real services in-process, and the configs its MCP manager received. */
function clientRecording(): { client: HarnessClient; received: McpServerConfig[] } {
  const worker = createInProcessWorker();
  const client = createHarnessClient({
    spawn: () => ({ worker: new FakeWorker(), api: worker.api as unknown as ConsoleWorkerApi }),
    store: useConsoleStore,
  });
  return { client, received: worker.mcpConfigs };
}

describe('MCP servers remembered on this device', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsoleStore.setState(useConsoleStore.getInitialState(), true);
  });

  it('keeps name, URL, roots and header names, never a header value', () => {
    rememberMcpServer({
      name: 'docs',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: 'Bearer s3cret', 'X-Team': 'v4lue' },
      roots: ['file:///work'],
    });
    expect(localStorage.getItem(MCP_SERVERS_STORAGE_KEY)).not.toMatch(/s3cret|v4lue/);
    expect(loadRememberedMcpServers()).toEqual([
      {
        name: 'docs',
        url: 'https://mcp.example.com/mcp',
        roots: ['file:///work'],
        headerNames: ['Authorization', 'X-Team'],
      },
    ]);
    forgetMcpServer('docs');
    expect(loadRememberedMcpServers()).toEqual([]);
    expect(localStorage.getItem(MCP_SERVERS_STORAGE_KEY)).toBeNull();
  });

  it('reads nothing from an unreadable entry and skips malformed servers', () => {
    localStorage.setItem(MCP_SERVERS_STORAGE_KEY, '{not json');
    expect(loadRememberedMcpServers()).toEqual([]);
    localStorage.setItem(
      MCP_SERVERS_STORAGE_KEY,
      JSON.stringify([{ name: 'ok', url: 'http://127.0.0.1:1/mcp' }, { name: 'bad', url: 'ftp://x' }, 7]),
    );
    expect(loadRememberedMcpServers()).toEqual([{ name: 'ok', url: 'http://127.0.0.1:1/mcp' }]);
  });

  it('the client remembers an added server, forgets a removed one, and a reload re-adds those without headers', async () => {
    const { client } = clientRecording();
    await client.addMcpServer({ name: 'open', url: 'http://127.0.0.1:1/mcp', roots: ['file:///a'] });
    await client.addMcpServer({
      name: 'keyed',
      url: 'http://127.0.0.1:2/mcp',
      headers: { Authorization: 'Bearer t0ken' },
    });
    await client.addMcpServer({ name: 'gone', url: 'http://127.0.0.1:3/mcp' });
    await client.removeMcpServer('gone');
    expect(loadRememberedMcpServers().map((s) => s.name)).toEqual(['open', 'keyed']);

    // A new page: the open server is added again at once, the keyed one waits for its token.
    useConsoleStore.setState(useConsoleStore.getInitialState(), true);
    const reloaded = clientRecording();
    await restoreMcpServers(reloaded.client, useConsoleStore);
    const again = reloaded.received;
    expect(again).toEqual([{ name: 'open', url: 'http://127.0.0.1:1/mcp', roots: ['file:///a'] }]);
    expect(useConsoleStore.getState().mcpAwaitingSecret).toEqual([
      { name: 'keyed', url: 'http://127.0.0.1:2/mcp', headerNames: ['Authorization'] },
    ]);
    expect(JSON.stringify(localStorage)).not.toContain('t0ken');
  });
});
