/**
 * The page's side of MCP (McpPageHooks, src/contract/mcp-features-api.ts), installed once at start and
 * again in every restarted worker by the harness client: a server's log entry goes into the store's
 * bounded log, a changed resource/prompt list re-reads the server list (its `listRevision` makes open
 * lists reload), an updated subscribed resource bumps its counter (an open read reloads).
 */
import type { McpNotice, McpPageHooks } from '../../../contract';
import type { HarnessClient } from '../../harness-client';
import type { ConsoleStore } from '../../store';

/** Builds the hooks for `store`; `client` re-reads the server list. */
export function createMcpPageHooks(
  client: Pick<HarnessClient, 'refreshMcpServers'>,
  store: ConsoleStore,
): McpPageHooks {
  return {
    notice(notice: McpNotice) {
      const state = store.getState();
      if (notice.kind === 'log') state.addMcpLog(notice.server, notice.entry);
      else if (notice.kind === 'resource-updated') state.noteResourceUpdated(notice.server, notice.uri);
      else void client.refreshMcpServers().catch(() => undefined);
    },
  };
}

/** Installs the hooks in the client's worker (and every restarted one). */
export function installMcpPageHooks(
  client: Pick<HarnessClient, 'refreshMcpServers' | 'setMcpHooks'>,
  store: ConsoleStore,
): void {
  void client.setMcpHooks(createMcpPageHooks(client, store)).catch(() => undefined);
}
