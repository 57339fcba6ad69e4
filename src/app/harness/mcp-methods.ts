/**
 * The MCP server and document methods of the harness client: each goes through the connection with its
 * deadline, remembers what a restarted worker needs (registrations.ts) and what a reload needs (the
 * server's name, URL, roots and header names on this device, store/mcp-memory.ts — never a header
 * value), and reports each change (`mcpChanged`: the server list and the catalog are read again).
 */
import type { CallWorker } from './connection';
import { toWorker } from './connection';
import type { HarnessClient } from './client-types';
import { MCP_CONNECT_DEADLINE_MS, type Registrations } from './registrations';
import { forgetMcpServer, rememberMcpServer } from '../store/mcp-memory';

/** Reading, parsing and indexing a document of up to 25 MiB. */
const ADD_DOCUMENT_DEADLINE_MS = 300_000;

type McpMethods = Pick<
  HarnessClient,
  | 'addMcpServer'
  | 'removeMcpServer'
  | 'reconnectMcpServer'
  | 'mcp'
  | 'setMcpRoots'
  | 'setMcpHooks'
  | 'authorizeMcpServer'
  | 'finishMcpAuthorization'
  | 'signOutMcpServer'
  | 'addDocument'
  | 'removeDocument'
  | 'listDocuments'
  | 'storageInfo'
  | 'requestPersistence'
>;

/** What the methods need from the client. */
export interface McpMethodDeps {
  call: CallWorker;
  callTimeoutMs: number;
  registrations: Registrations;
  listMcpServers: HarnessClient['listMcpServers'];
  /** Tells the page's readers that the servers (and so the catalog) changed. */
  mcpChanged(): void;
}

/** Creates the MCP and document methods. */
export function createMcpMethods(deps: McpMethodDeps): McpMethods {
  const { call, callTimeoutMs, registrations } = deps;
  return {
    addMcpServer: async (config) => {
      registrations.mcpServer(config.name, config);
      const state = await call('addMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => api.addMcpServer(config));
      // A refused add (e.g. a name in use) changed nothing in the worker: forget the config unless it is listed.
      const servers = await deps.listMcpServers().catch(() => [state]);
      if (!servers.some((s) => s.name === config.name)) registrations.mcpServer(config.name, undefined);
      else rememberMcpServer(config);
      deps.mcpChanged();
      return state;
    },
    removeMcpServer: async (name) => {
      registrations.mcpServer(name, undefined);
      forgetMcpServer(name);
      const result = await call('removeMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => api.removeMcpServer(name));
      deps.mcpChanged();
      return result;
    },
    reconnectMcpServer: async (name) => {
      const state = await call('reconnectMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => api.reconnectMcpServer(name));
      deps.mcpChanged();
      return state;
    },
    mcp: (label, fn) => call(label, MCP_CONNECT_DEADLINE_MS, (api) => fn(api)),
    setMcpRoots: async (name, roots) => {
      const result = await call('setMcpRoots', MCP_CONNECT_DEADLINE_MS, (api) =>
        api.setMcpRoots({ server: name, roots }),
      );
      const config = registrations.mcpConfig(name);
      if (result.ok && config) {
        registrations.mcpServer(name, { ...config, roots });
        rememberMcpServer({ ...config, roots });
      }
      deps.mcpChanged();
      return result;
    },
    authorizeMcpServer: (name, remember) =>
      call('authorizeMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => api.authorizeMcpServer({ name, remember })),
    finishMcpAuthorization: async (name, code, state) => {
      const result = await call('finishMcpAuthorization', MCP_CONNECT_DEADLINE_MS, (api) =>
        api.finishMcpAuthorization({ name, code, state }),
      );
      deps.mcpChanged();
      return result;
    },
    signOutMcpServer: async (name) => {
      const result = await call('signOutMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => api.signOutMcpServer(name));
      deps.mcpChanged();
      return result;
    },
    setMcpHooks: async (hooks) => {
      const proxied = hooks ? toWorker(hooks) : null;
      registrations.mcpHooks = proxied;
      await call('setMcpHooks', callTimeoutMs, (api) => api.setMcpHooks(proxied));
    },
    addDocument: async (file, onProgress) => {
      // The worker's end of the proxy is released by Comlink when the worker drops it.
      const sink = onProgress ? toWorker(onProgress) : undefined;
      return call('addDocument', ADD_DOCUMENT_DEADLINE_MS, (api) => api.addDocument(file, sink));
    },
    removeDocument: (id) => call('removeDocument', callTimeoutMs, (api) => api.removeDocument(id)),
    listDocuments: () => call('listDocuments', callTimeoutMs, (api) => api.listDocuments()),
    storageInfo: () => call('storageInfo', callTimeoutMs, (api) => api.storageInfo()),
    requestPersistence: () => call('requestPersistence', callTimeoutMs, (api) => api.requestPersistence()),
  };
}
