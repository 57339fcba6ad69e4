/**
 * The MCP manager behind a dynamic import (TOOLCHAIN §8: heavy libraries load on first use). The worker
 * entry gets the whole `McpManager` surface at once; the manager's code (mcp-manager.ts with the MCP SDK
 * and zod, their own chunk) is fetched by the first call that needs a server: add, reconnect, OAuth or a
 * feature read. Before that no server can exist, so `listMcpServers` answers `[]`, `removeMcpServer`
 * `{ removed: false }`, `listMcpLogs` `[]` and `closeAll` closes nothing, all without fetching; the page's
 * hooks (`setMcpHooks`) are kept and handed to the manager when it is created.
 *
 * Like the manager, every method resolves and never rejects (McpApi): when the chunk cannot be fetched
 * (offline, or a new build replaced it) a server method resolves `status: 'failed'` and a feature method
 * `{ ok: false }`, each with the reason and "reload the page"; the next call tries the fetch again.
 */
import type { McpPageHooks, McpServerState } from '../../contract';
import { errorMessage } from '../../contract';
import type { McpManager, McpManagerOptions } from './mcp-manager-options';

/** What the loader resolves with: the module `./mcp-manager` (tests pass their own). */
export interface McpManagerModule {
  createMcpManager(options: McpManagerOptions): McpManager;
}

/**
 * Creates the lazy manager.
 *
 * @param options handed unchanged to `createMcpManager` when the module has loaded
 * @param load fetches the manager's module; default `import('./mcp-manager')`
 * @returns the McpManager surface; `loaded()` says whether the manager's code has been fetched
 */
export function createLazyMcpManager(
  options: McpManagerOptions,
  load: () => Promise<McpManagerModule> = () => import('./mcp-manager'),
): McpManager & { loaded(): boolean } {
  let pending: Promise<McpManager> | undefined;
  let created: McpManager | undefined;
  let hooks: McpPageHooks | null = null;

  /** The manager, fetching its module on the first call; a failed fetch is forgotten so the next call retries. */
  function ready(): Promise<McpManager> {
    pending ??= load().then(
      async (module) => {
        const manager = module.createMcpManager(options);
        if (hooks) await manager.setMcpHooks(hooks);
        created = manager;
        return manager;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  /** `method` of the manager once loaded; `failed(reason, args)` answers when its code cannot be fetched. */
  function forward<A extends unknown[], R>(
    method: (manager: McpManager) => (...args: A) => Promise<R>,
    failed: (reason: string, args: NoInfer<A>) => NoInfer<R>,
  ): (...args: A) => Promise<R> {
    return async (...args) => {
      let manager: McpManager;
      try {
        manager = await ready();
      } catch (error) {
        return failed(
          `The MCP client could not be loaded (${errorMessage(error)}); reload the page to try again.`,
          args,
        );
      }
      return method(manager)(...args);
    };
  }

  /** `method` of the manager when one was ever asked for; else `none` without fetching anything. */
  function ifStarted<A extends unknown[], R>(
    method: (manager: McpManager) => (...args: A) => Promise<R>,
    none: R,
  ): (...args: A) => Promise<R> {
    return async (...args) => (pending ? forward(method, () => none)(...args) : none);
  }

  const failedState = (reason: string, name: unknown, url: unknown = ''): McpServerState => ({
    name: String(name),
    url: typeof url === 'string' ? url : '',
    status: 'failed',
    reason,
  });
  const failure = (reason: string) => ({ ok: false as const, reason });

  return {
    loaded: () => created !== undefined,
    addMcpServer: forward(
      (m) => m.addMcpServer,
      (reason, [config]) => failedState(reason, config.name, config.url),
    ),
    removeMcpServer: ifStarted((m) => m.removeMcpServer, { removed: false }),
    reconnectMcpServer: forward(
      (m) => m.reconnectMcpServer,
      (reason, [name]) => failedState(reason, name),
    ),
    listMcpServers: ifStarted((m) => m.listMcpServers, []),
    authorizeMcpServer: forward((m) => m.authorizeMcpServer, failure),
    finishMcpAuthorization: forward(
      (m) => m.finishMcpAuthorization,
      (reason, [request]) => failedState(reason, request.name),
    ),
    signOutMcpServer: forward(
      (m) => m.signOutMcpServer,
      (reason, [name]) => failedState(reason, name),
    ),
    listMcpResources: forward((m) => m.listMcpResources, failure),
    readMcpResource: forward((m) => m.readMcpResource, failure),
    setMcpResourceSubscription: forward((m) => m.setMcpResourceSubscription, failure),
    completeMcpArgument: forward((m) => m.completeMcpArgument, failure),
    listMcpPrompts: forward((m) => m.listMcpPrompts, failure),
    getMcpPrompt: forward((m) => m.getMcpPrompt, failure),
    setMcpRoots: forward((m) => m.setMcpRoots, failure),
    listMcpLogs: ifStarted((m) => m.listMcpLogs, []),
    async setMcpHooks(next) {
      hooks = next;
      if (created) await created.setMcpHooks(next);
    },
    closeAll: ifStarted((m) => m.closeAll, undefined),
  };
}
