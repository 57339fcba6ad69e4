/**
 * The manager's wiring of MCP beyond tools: the client hooks of a server's connection (list changes,
 * resource updates, log messages, roots), loading the resource / template / prompt lists at connect and
 * on `list_changed`, the page's notice hooks, and the McpFeatureApi over the manager's servers
 * (mcp-feature-api.ts). MCP spec 2025-06-18 server/resources, server/prompts, server/utilities/logging,
 * client/roots.
 */
import type { McpFeatureApi, McpNotice, McpPageHooks } from '../../contract';
import type { McpServerState } from '../../contract/mcp-api';
import type { ClientHooks } from './mcp-client-handlers';
import type { McpConnection } from './mcp-connection';
import { createMcpFeatureApi } from './mcp-feature-api';
import { cut, featuresOf, listFeatures } from './mcp-lists';
import { appendLog, type ServerFeatures } from './mcp-server-features';
import { createInteractions } from './mcp-interactions';
import { createOAuthSession, type OAuthSession } from './mcp-oauth';
import type { OAuthStore } from './mcp-oauth-store';

/** What the wiring reads of a manager entry. */
export interface FeatureEntry {
  config: { name: string; url: string; roots: string[]; headers: Record<string, string> };
  oauth?: OAuthSession;
  state: McpServerState;
  connection?: McpConnection;
  features: ServerFeatures;
}

/** What the wiring needs from the manager. */
export interface FeatureWiringOptions<E extends FeatureEntry> {
  entry(server: string): E | undefined;
  /** Clock in epoch milliseconds. */
  now(): number;
  scrubFor(entry: E): (text: string) => string;
  /** Time for one list or feature request, in milliseconds. */
  requestTimeoutMs: number;
  /** Sets the entry's state again with its current feature fields (counts, roots), emitting its event. */
  restate(entry: E): void;
  /** Reconnects a server (after sign-in or sign-out). */
  reconnect(server: string): Promise<McpServerState>;
  /** The OAuth redirect URI (`/oauth/callback.html` of the page); undefined: no OAuth. */
  redirectUrl?: string;
  oauthStore?: OAuthStore;
}

/** The console's OAuth callback page on `origin`, or undefined without an origin. */
export function callbackUrl(origin: string | undefined): string | undefined {
  return origin ? new URL('/oauth/callback.html', origin).href : undefined;
}

/** The state's `oauth` member: whether signed in and remembered (never a token). */
export function oauthFields(entry: FeatureEntry): Partial<McpServerState> {
  return entry.oauth ? { oauth: { signedIn: entry.oauth.signedIn(), remembered: entry.oauth.remembered() } } : {};
}

/** Creates the wiring. */
export function createFeatureWiring<E extends FeatureEntry>(options: FeatureWiringOptions<E>) {
  let hooks: McpPageHooks | null = null;

  /** Tells the page (a hook that throws or rejects is ignored). */
  function notify(notice: McpNotice): void {
    try {
      void Promise.resolve(hooks?.notice(notice)).catch(() => undefined);
    } catch {
      // A page that went away must not break the manager.
    }
  }

  const interactions = createInteractions({
    hooks: () => hooks,
    now: options.now,
    log: (server, level, text) => {
      const entry = options.entry(server);
      if (entry)
        notify({
          kind: 'log',
          server,
          entry: appendLog(entry.features, { level, data: text }, options.now(), (t) => t),
        });
    },
  });

  /** The hooks of one connection of `entry`; `relist` re-lists tools or (with 'features') the rest. */
  function clientHooks(entry: E, relist: (what: 'tools' | 'features') => void): ClientHooks {
    const server = entry.config.name;
    const target = () => ({ server, calls: entry.features.calls, scrub: options.scrubFor(entry) });
    return {
      onElicit: (params, signal) => interactions.elicit(target(), params, signal),
      onSample: (params, signal) => interactions.sample(target(), params, signal),
      onToolListChanged: () => relist('tools'),
      onFeatureListChanged: () => relist('features'),
      onResourceUpdated: (uri) => notify({ kind: 'resource-updated', server, uri: cut(uri, 512) }),
      onLog: (params) =>
        notify({
          kind: 'log',
          server,
          entry: appendLog(entry.features, params, options.now(), options.scrubFor(entry)),
        }),
      roots: () => entry.features.roots,
    };
  }

  /** Lists resources, templates and prompts; a failure leaves the lists empty (the tools still work). */
  async function loadFeatures(entry: E, connection: McpConnection): Promise<void> {
    const features = featuresOf(connection.client.getServerCapabilities());
    entry.features.features = features;
    try {
      entry.features.listing = await listFeatures(connection.client, features, options.requestTimeoutMs);
    } catch {
      entry.features.listing = { resources: [], templates: [], prompts: [], incomplete: true };
    }
    entry.features.revision += 1;
  }

  const api: McpFeatureApi = createMcpFeatureApi({
    lookup(server) {
      const entry = options.entry(server);
      if (!entry) return undefined;
      return {
        connection: entry.connection,
        features: entry.features,
        status: entry.state.status,
        scrub: options.scrubFor(entry),
        setRoots: (roots) => {
          entry.config.roots = roots;
          options.restate(entry);
        },
      };
    },
    requestTimeoutMs: options.requestTimeoutMs,
    setHooks: (next) => {
      hooks = next;
    },
  });

  /** The OAuth session of a new server: none when it has an Authorization header or there is no redirect URI. */
  async function oauthFor(config: FeatureEntry['config']): Promise<OAuthSession | undefined> {
    const hasAuthorization = Object.keys(config.headers).some((key) => key.toLowerCase() === 'authorization');
    if (hasAuthorization || !options.redirectUrl) return undefined;
    return createOAuthSession({
      serverUrl: config.url,
      redirectUrl: options.redirectUrl,
      ...(options.oauthStore ? { store: options.oauthStore } : {}),
    });
  }

  const unknown = (name: string) => `No server named "${String(name).slice(0, 64)}" is added.`;
  const failedState = (name: string, reason: string): McpServerState => ({ name, url: '', status: 'failed', reason });
  const oauthApi = {
    async authorizeMcpServer({ name, remember }: { name: string; remember: boolean }) {
      const entry = options.entry(name);
      if (!entry) return { ok: false as const, reason: unknown(name) };
      if (!entry.oauth)
        return { ok: false as const, reason: 'This server is set up with an Authorization header, not OAuth.' };
      return entry.oauth.begin(remember === true);
    },
    async finishMcpAuthorization({ name, code, state }: { name: string; code: string; state: string }) {
      const entry = options.entry(name);
      if (!entry?.oauth) return failedState(name, unknown(name));
      const finished = await entry.oauth.finish(String(code), String(state));
      if (!finished.ok) {
        entry.state = { ...entry.state, status: 'needs-authorization', reason: finished.reason };
        options.restate(entry);
        return { ...entry.state };
      }
      return options.reconnect(name);
    },
    async signOutMcpServer(name: string) {
      const entry = options.entry(name);
      if (!entry?.oauth) return failedState(name, unknown(name));
      await entry.oauth.signOut();
      return options.reconnect(name);
    },
  };

  /** A failure verdict, with the OAuth step that failed in place of the generic 401 sentence. */
  function explain<V extends { status: string; reason: string }>(entry: E, verdict: V): V {
    const why = entry.oauth?.lastFailure();
    return verdict.status === 'needs-authorization' && why ? { ...verdict, reason: why } : verdict;
  }

  return {
    notify,
    clientHooks,
    loadFeatures,
    restate: options.restate,
    oauthFor,
    explain,
    api: { ...api, ...oauthApi },
  };
}
