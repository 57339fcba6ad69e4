/**
 * Brings back the MCP servers remembered on this device (store/mcp-memory.ts) when the page loads: a
 * server added without headers is added again at once (it reconnects; an OAuth server finds the tokens
 * the worker remembered, or asks to authorise again); a server added with a header is listed as waiting
 * for that header's value (`mcpAwaitingSecret`), since values are never remembered. Called once, after
 * the page's MCP hooks are installed (so elicitation and sampling work from the first connection).
 */
import type { HarnessClient } from '../../harness';
import type { ConsoleStore } from '../../store';
import { loadRememberedMcpServers, type RememberedMcpServer } from '../../store/mcp-memory';
import type { McpServerConfig } from '../../../contract/mcp-api';

/** The config of a remembered server with the given header values (none for a server without headers). */
export function configOf(server: RememberedMcpServer, headers: Record<string, string> = {}): McpServerConfig {
  return {
    name: server.name,
    url: server.url,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(server.roots ? { roots: server.roots } : {}),
  };
}

/**
 * Re-adds the remembered servers that need no secret and lists the others as waiting.
 *
 * @returns once every re-add has been answered (connected, needs-authorization or failed)
 */
export async function restoreMcpServers(client: HarnessClient, store: ConsoleStore): Promise<void> {
  const remembered = loadRememberedMcpServers();
  store.getState().setMcpAwaitingSecret(remembered.filter((server) => server.headerNames));
  await Promise.all(
    remembered
      .filter((server) => !server.headerNames)
      .map((server) => client.addMcpServer(configOf(server)).catch(() => undefined)),
  );
}
