/**
 * One live connection to an MCP server: the SDK `Client` over Streamable HTTP, falling back to the legacy
 * HTTP+SSE transport when the server answers the first POST with 404 or 405 (MCP spec 2025-06-18
 * basic/transports, "Backwards Compatibility"). Headers (a bearer token among them) go into the
 * transport's `requestInit` only and live nowhere else. `fetch` is touched only inside these functions.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { McpTransportKind } from '../../contract/mcp-api';
import { installClientHandlers, clientCapabilities, type ClientHooks } from './mcp-client-handlers';
import { httpStatusOf } from './mcp-failure';

/** What opening a connection needs. */
export interface OpenConnectionOptions {
  url: string;
  /** Sent with every request; kept only inside the transport. */
  headers: Record<string, string>;
  clientInfo: { name: string; version: string };
  /** Time for initialize, in milliseconds. */
  connectTimeoutMs: number;
  /** Replaces global `fetch` (tests). */
  fetch?: FetchLike;
  /** What the client answers and is told by the server (roots, notifications …): mcp-client-handlers.ts. */
  hooks: ClientHooks;
  /** OAuth (mcp-oauth.ts): the transports send its token and refresh it on a 401. */
  authProvider?: OAuthClientProvider;
}

/** Hooks the owner installs once the connection is up. */
export interface ConnectionWatch {
  /** A transport error after connecting (a dropped SSE stream, a failed POST …); may be benign. */
  onTransportError(error: unknown): void;
  /** The client closed without `close()` being called. */
  onUnexpectedClose(): void;
}

/** An open connection. */
export interface McpConnection {
  client: Client;
  transport: McpTransportKind;
  serverName?: string;
  serverVersion?: string;
  /** Aborted when the connection is closed or declared lost; in-flight `tools/call`s listen to it. */
  closedSignal: AbortSignal;
  /** Why `closedSignal` was aborted, in plain words (undefined while open). */
  closedReason(): string | undefined;
  /** Installs the owner's error and close hooks. */
  watch(hooks: ConnectionWatch): void;
  /**
   * Closes the connection: aborts in-flight calls with `reason`, optionally ends the session first
   * (Streamable HTTP `DELETE`, at most `terminateTimeoutMs`, default 2,000 ms). Never throws.
   */
  close(options: { reason: string; terminateSession: boolean; terminateTimeoutMs?: number }): Promise<void>;
}

/**
 * Opens a connection: initialize over Streamable HTTP, or over legacy SSE after a 404/405.
 *
 * @returns the open connection with the server's `serverInfo` name and version
 * @throws what the SDK or `fetch` threw (the caller turns it into plain words with `describeFailure`);
 *   after a fallback, the SSE transport's error
 */
export async function openMcpConnection(options: OpenConnectionOptions): Promise<McpConnection> {
  const url = new URL(options.url);
  const requestInit: RequestInit = { headers: { ...options.headers } };
  const streamable = createClient(options);
  const streamableTransport = new StreamableHTTPClientTransport(url, {
    requestInit,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.authProvider ? { authProvider: options.authProvider } : {}),
    reconnectionOptions: {
      initialReconnectionDelay: 500,
      maxReconnectionDelay: 5_000,
      reconnectionDelayGrowFactor: 2,
      maxRetries: 2,
    },
  });
  try {
    await streamable.connect(streamableTransport, { timeout: options.connectTimeoutMs });
    return wrapConnection(streamable, 'streamable-http', () => streamableTransport.terminateSession());
  } catch (error) {
    await streamable.close().catch(() => undefined);
    const status = httpStatusOf(error);
    if (status !== 404 && status !== 405) throw error;
  }
  const legacy = createClient(options);
  const sseTransport = new SSEClientTransport(url, {
    requestInit,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.authProvider ? { authProvider: options.authProvider } : {}),
  });
  try {
    await legacy.connect(sseTransport, { timeout: options.connectTimeoutMs });
  } catch (error) {
    await legacy.close().catch(() => undefined);
    throw error;
  }
  return wrapConnection(legacy, 'sse', undefined);
}

function createClient(options: OpenConnectionOptions): Client {
  const client = new Client(options.clientInfo, { capabilities: clientCapabilities() });
  installClientHandlers(client, options.hooks);
  return client;
}

function wrapConnection(
  client: Client,
  transport: McpTransportKind,
  terminateSession: (() => Promise<void>) | undefined,
): McpConnection {
  const closed = new AbortController();
  let reason: string | undefined;
  let hooks: ConnectionWatch | undefined;
  let closing = false;
  client.onerror = (error) => {
    if (!closing) hooks?.onTransportError(error);
  };
  client.onclose = () => {
    if (!closing) hooks?.onUnexpectedClose();
  };
  const info = client.getServerVersion();
  return {
    client,
    transport,
    ...(typeof info?.name === 'string' ? { serverName: info.name } : {}),
    ...(typeof info?.version === 'string' ? { serverVersion: info.version } : {}),
    closedSignal: closed.signal,
    closedReason: () => reason,
    watch(next) {
      hooks = next;
    },
    async close({ reason: why, terminateSession: terminate, terminateTimeoutMs = 2_000 }) {
      if (closing) return;
      closing = true;
      reason = why;
      closed.abort(why);
      if (terminate && terminateSession)
        await withTimeout(terminateSession(), terminateTimeoutMs).catch(() => undefined);
      await client.close().catch(() => undefined);
    },
  };
}

/** Resolves or rejects with `promise`, or rejects after `ms` milliseconds. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
