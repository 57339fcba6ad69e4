/**
 * The MCP manager (DESIGN.md §4.1, §4.4, §5.5): MCP servers as tool sources in the worker. It connects
 * (mcp-connection.ts), lists tools with pagination and re-lists on `tools/list_changed`, registers them via
 * `registerTools` (mcp-tool-sync.ts) with `tools/call` backends (mcp-tool-backend.ts), and reports every
 * state as a live `server-state` event. Resources, prompts, roots, logs, elicitation, sampling, OAuth:
 * mcp-manager-features.ts. A lost connection is retried with backoff a bounded number of times, then
 * `failed` and its tools removed. Header values live only in the entry's `headers` and the transport.
 */
export type { McpManager, McpManagerOptions, ReconnectPolicy } from './mcp-manager-options';
import type { McpServerConfig, McpServerState } from '../../contract/mcp-api';
import { openMcpConnection, type McpConnection } from './mcp-connection';
import { describeFailure, isJsonRpcError, scrubReason, type FailureVerdict } from './mcp-failure';
import { serverStateEvent } from './mcp-live-events';
import { nameTaken, readMcpServerConfig, type ReadConfig } from './mcp-server-config';
import type { OAuthSession } from './mcp-oauth';
import { createMcpToolBackend } from './mcp-tool-backend';
import type { McpManager, McpManagerOptions, ReconnectPolicy } from './mcp-manager-options';
import { listMcpTools } from './mcp-tool-list';
import { createToolSync } from './mcp-tool-sync';
import { trackCall } from './mcp-calls-in-flight';
import { callbackUrl, createFeatureWiring, oauthFields } from './mcp-manager-features';
import { createServerFeatures, featureStateFields, type ServerFeatures } from './mcp-server-features';
import { countOf } from '../../contract';

interface Entry {
  config: ReadConfig;
  state: McpServerState;
  connection?: McpConnection;
  /** Bumped by every reconnect/remove; async work of an older epoch drops its result. */
  epoch: number;
  timer?: ReturnType<typeof setTimeout>;
  checking?: boolean;
  relisting?: Promise<void>;
  features: ServerFeatures;
  oauth?: OAuthSession;
}

const CLIENT_INFO = { name: 'tool-call-harness-console', version: '0.1.0' };

/**
 * Creates the manager.
 *
 * @param options registry-facing hooks, the shared backends map, the event sink and timings
 * @returns the McpApi methods (resolve with data, never reject) and `closeAll`
 * @see MCP spec 2025-06-18 basic/lifecycle, basic/transports, server/tools; DESIGN.md §4.1, §4.4, §5.5
 */
export function createMcpManager(options: McpManagerOptions): McpManager {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const policy: ReconnectPolicy = { attempts: 4, initialDelayMs: 1_000, maxDelayMs: 15_000, ...options.reconnect };
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const entries = new Map<string, Entry>();
  const sync = createToolSync(options);
  let seq = 0;

  const secretsOf = (entry: Entry) => Object.values(entry.config.headers);
  const pageOrigin = () => options.pageOrigin ?? (globalThis as { location?: { origin?: string } }).location?.origin;
  const snapshot = (state: McpServerState): McpServerState => JSON.parse(JSON.stringify(state)) as McpServerState;
  const scrubFor = (entry: Entry) => (text: string) => scrubReason(text, secretsOf(entry));
  const wiring = createFeatureWiring<Entry>({
    entry: (server) => entries.get(server),
    now,
    scrubFor,
    requestTimeoutMs: connectTimeoutMs,
    restate: (entry) => setState(entry, { ...entry.state, ...featureStateFields(entry.features) }),
    reconnect: (name) => manager.reconnectMcpServer(name),
    ...{ redirectUrl: options.oauthRedirectUrl ?? callbackUrl(pageOrigin()), oauthStore: options.oauthStore },
  });

  /** Sets the state (reason scrubbed) and emits its live event; a broken sink must not break the manager. */
  function setState(entry: Entry, next: Omit<McpServerState, 'name' | 'url'>): void {
    const state: McpServerState = { name: entry.config.name, url: entry.config.url, ...next, ...oauthFields(entry) };
    if (state.reason !== undefined) state.reason = scrubReason(state.reason, secretsOf(entry));
    entry.state = state;
    if (entries.get(entry.config.name) !== entry && state.status !== 'disconnected') return;
    try {
      options.emit?.(serverStateEvent(state, ++seq, now() - startedAt));
    } catch {
      // A live-event sink that throws must not break the manager's state machine.
    }
  }

  const describe = (entry: Entry, error: unknown, phase: 'connect' | 'session'): FailureVerdict =>
    wiring.explain(
      entry,
      describeFailure(error, {
        ...{ url: entry.config.url, pageOrigin: pageOrigin(), secrets: secretsOf(entry), phase },
        hasAuthorization: Object.keys(entry.config.headers).some((key) => key.toLowerCase() === 'authorization'),
      }),
    );

  /** Opens a connection and (re)registers the tools; sets `connected` or returns why it could not. */
  async function connect(entry: Entry): Promise<FailureVerdict | undefined> {
    const epoch = entry.epoch;
    let connection: McpConnection | undefined;
    try {
      connection = await openMcpConnection({
        url: entry.config.url,
        headers: entry.config.headers,
        clientInfo: CLIENT_INFO,
        connectTimeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        hooks: wiring.clientHooks(entry, (what) => relist(entry, epoch, what)),
        ...(entry.oauth ? { authProvider: entry.oauth.provider } : {}),
      });
      const offersTools = connection.client.getServerCapabilities()?.tools !== undefined;
      const listing = offersTools
        ? await listMcpTools(connection.client, { timeoutMs: connectTimeoutMs })
        : { tools: [], incomplete: false };
      await wiring.loadFeatures(entry, connection);
      if (entry.epoch !== epoch) throw new StaleAttempt();
      entry.connection = connection;
      const open = connection;
      connection.watch({
        onTransportError: (error) => check(entry, open, error),
        onUnexpectedClose: () => lose(entry, open, new Error('the connection was closed')),
      });
      await registerListing(entry, connection, listing.tools, listing.incomplete);
      return undefined;
    } catch (error) {
      if (entry.connection === connection) entry.connection = undefined;
      await connection?.close({ reason: 'connection attempt abandoned', terminateSession: true });
      if (error instanceof StaleAttempt || entry.epoch !== epoch) return undefined;
      return describe(entry, error, 'connect');
    }
  }

  async function registerListing(entry: Entry, connection: McpConnection, tools: unknown[], incomplete: boolean) {
    const report = await sync.replace(entry.config.name, tools, (toolName) =>
      createMcpToolBackend({
        ...{ serverName: entry.config.name, toolName, connection: () => entry.connection },
        statusWords: () => entry.state.status,
        onTransportFailure: (failed, error) => check(entry, failed, error),
        ...{ scrub: scrubFor(entry), requestTimeoutMs: options.requestTimeoutMs ?? 600_000 },
        track: (call) => trackCall(entry.features.calls, call),
      }),
    );
    setState(entry, {
      status: 'connected',
      transport: connection.transport,
      toolCount: report.registered.length,
      ...(connection.serverName !== undefined ? { serverName: connection.serverName } : {}),
      ...(connection.serverVersion !== undefined ? { serverVersion: connection.serverVersion } : {}),
      ...(incomplete ? { reason: 'The tool list was cut after 100 pages.' } : {}),
      ...(tools.length === 0 && !incomplete ? { reason: 'The server offers no tools.' } : {}),
      ...(report.skipped.length ? { skippedTools: report.skipped } : {}),
      ...featureStateFields(entry.features),
    });
  }

  /**
   * `notifications/tools/list_changed` → list the tools again and replace the source's tools;
   * `…/resources/list_changed` or `…/prompts/list_changed` (`what: 'features'`) → list those again and
   * tell the page. One re-list at a time.
   */
  function relist(entry: Entry, epoch: number, what: 'tools' | 'features' = 'tools'): void {
    const previous = entry.relisting ?? Promise.resolve();
    entry.relisting = previous.then(async () => {
      const connection = entry.connection;
      if (!connection || entry.epoch !== epoch || entry.state.status !== 'connected') return;
      try {
        if (what === 'features') {
          await wiring.loadFeatures(entry, connection);
          if (entry.connection !== connection || entry.epoch !== epoch) return;
          wiring.restate(entry);
          return wiring.notify({ kind: 'lists-changed', server: entry.config.name });
        }
        const listing = await listMcpTools(connection.client, { timeoutMs: connectTimeoutMs });
        if (entry.connection === connection && entry.epoch === epoch)
          await registerListing(entry, connection, listing.tools, listing.incomplete);
      } catch (error) {
        check(entry, connection, error);
      }
    });
  }

  /** A transport error: ping the server; when the ping fails too, the connection is lost. */
  function check(entry: Entry, connection: McpConnection, error: unknown): void {
    if (entry.connection !== connection || entry.checking) return;
    entry.checking = true;
    connection.client
      .ping({ timeout: options.healthCheckTimeoutMs ?? 5_000 })
      .then(
        () => undefined,
        (pingError: unknown) => {
          if (!isJsonRpcError(pingError)) lose(entry, connection, pingError ?? error); // a JSON-RPC answer means it is alive
        },
      )
      .finally(() => {
        entry.checking = false;
      });
  }

  /** The connection is lost: `failed` now (in-flight calls end), then bounded retries, then give up. */
  function lose(entry: Entry, connection: McpConnection, error: unknown): void {
    if (entry.connection !== connection) return;
    entry.connection = undefined;
    const verdict = describe(entry, error, 'session');
    const reason = `Lost the connection: ${verdict.reason}`;
    void connection.close({ reason, terminateSession: false });
    if (verdict.status === 'needs-authorization') return giveUp(entry, verdict.status, verdict.reason);
    setState(entry, {
      status: 'failed',
      reason,
      ...(entry.state.transport ? { transport: entry.state.transport } : {}),
    });
    if (policy.attempts <= 0) return giveUp(entry, 'failed', reason);
    schedule(entry, 1, verdict.reason);
  }

  function schedule(entry: Entry, attempt: number, lastReason: string): void {
    const epoch = entry.epoch;
    const delay = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1));
    const wait = delay < 1_000 ? `${delay} ms` : `${(delay / 1_000).toFixed(1)} s`;
    setState(entry, {
      status: 'reconnecting',
      reason: `Retry ${attempt} of ${policy.attempts} in ${wait} after: ${lastReason}`,
    });
    entry.timer = setTimeout(() => void retry(entry, epoch, attempt), delay);
  }

  /** One scheduled reconnect attempt: gives up, or schedules the next, unless the entry moved on. */
  async function retry(entry: Entry, epoch: number, attempt: number): Promise<void> {
    entry.timer = undefined;
    if (entry.epoch !== epoch) return;
    const verdict = await connect(entry);
    if (!verdict || entry.epoch !== epoch) return;
    if (verdict.status === 'needs-authorization') return giveUp(entry, verdict.status, verdict.reason);
    if (attempt < policy.attempts) return schedule(entry, attempt + 1, verdict.reason);
    giveUp(entry, 'failed', `Could not reconnect after ${countOf(policy.attempts, 'attempt')}: ${verdict.reason}`);
  }

  function giveUp(entry: Entry, status: 'failed' | 'needs-authorization', reason: string): void {
    void sync.remove(entry.config.name);
    setState(entry, { status, reason, toolCount: 0 });
  }

  async function drop(entry: Entry, reason: string): Promise<void> {
    entry.epoch++;
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.timer = undefined;
    const connection = entry.connection;
    entry.connection = undefined;
    await connection?.close({ reason, terminateSession: true });
  }

  const manager: McpManager = {
    ...wiring.api,
    async addMcpServer(config: McpServerConfig) {
      const read = readMcpServerConfig(config);
      if (!read.ok) return { name: read.name, url: read.url, status: 'failed', reason: read.reason };
      if (entries.has(read.value.name)) return nameTaken(read.value);
      const entry: Entry = {
        config: read.value,
        state: { name: read.value.name, url: read.value.url, status: 'connecting' },
        epoch: 0,
        features: createServerFeatures(read.value.roots),
        oauth: await wiring.oauthFor(read.value),
      };
      entries.set(entry.config.name, entry);
      setState(entry, { status: 'connecting' });
      const verdict = await connect(entry);
      if (verdict && entries.get(entry.config.name) === entry)
        setState(entry, { status: verdict.status, reason: verdict.reason });
      return snapshot(entry.state);
    },
    async removeMcpServer(name) {
      const entry = entries.get(name);
      if (!entry) return { removed: false };
      entries.delete(name);
      await sync.remove(name);
      await drop(entry, `MCP server "${name}" was removed.`);
      setState(entry, { status: 'disconnected' });
      return { removed: true };
    },
    async reconnectMcpServer(name) {
      const entry = entries.get(name);
      if (!entry)
        return { name: String(name), url: '', status: 'failed', reason: `No server named "${String(name)}" is added.` };
      await drop(entry, `MCP server "${name}" is reconnecting.`);
      setState(entry, { status: 'connecting' });
      const verdict = await connect(entry);
      if (verdict && entries.get(name) === entry) giveUp(entry, verdict.status, verdict.reason);
      return snapshot(entry.state);
    },
    async listMcpServers() {
      return [...entries.values()].map((entry) => snapshot(entry.state));
    },
    async closeAll() {
      await Promise.all([...entries.keys()].map((name) => manager.removeMcpServer(name)));
    },
  };
  return manager;
}

/** Thrown inside `connect` when a newer reconnect/remove superseded the attempt. */
class StaleAttempt extends Error {}
