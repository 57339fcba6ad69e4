/**
 * The options and surface of the MCP manager (mcp-manager.ts): the registry-facing hooks the worker entry
 * wires (DESIGN.md §4.1 `registerTools`, `deps.backends`, `subscribe`), and timings.
 */
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { RegisterOrigin, RegisterReport, TimelineEvent } from '../../contract';
import type { McpApi } from '../../contract/mcp-api';
import type { McpFeatureApi } from '../../contract';
import type { ToolBackend } from '../harness-deps';
import type { OAuthStore } from './mcp-oauth-store';

/** Automatic reconnection after a lost connection: `attempts` tries, delays doubling from `initialDelayMs` up to `maxDelayMs`. */
export interface ReconnectPolicy {
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

/** What the worker entry gives the manager (see the wiring in the report / src/worker/mcp/README.md). */
export interface McpManagerOptions {
  /** `harness.registerTools` — the same registry path as every tool. */
  registerTools(definitions: unknown[], origin: RegisterOrigin): Promise<RegisterReport>;
  /** `registry.removeSource` (synchronous in the registry; its return value is ignored). */
  removeSource(source: string): unknown;
  /** The object given to `createHarness({ backends })`; the manager adds and deletes its tools' entries. */
  backends: Record<string, ToolBackend>;
  /** Live events (server state); e.g. `createLiveFanout().emit`. */
  emit?(event: TimelineEvent): void;
  /** Clock in milliseconds (epoch). Default `Date.now`. */
  now?(): number;
  /** The page origin for the CORS hint; default `self.location.origin` when there is one. */
  pageOrigin?: string;
  /** Replaces `fetch` in the transports (tests). */
  fetch?: FetchLike;
  /** Default 4 attempts, 1,000 ms doubling to 15,000 ms. `attempts: 0` turns reconnection off. */
  reconnect?: Partial<ReconnectPolicy>;
  /** initialize and tools/list time, in ms (default 15,000). */
  connectTimeoutMs?: number;
  /** SDK backstop per tools/call, in ms (default 600,000; the boundary's `timeoutMs` ends calls first). */
  requestTimeoutMs?: number;
  /** Ping time when checking a connection after a transport error, in ms (default 5,000). */
  healthCheckTimeoutMs?: number;
  /** The OAuth redirect URI; default `<page origin>/oauth/callback.html` (no OAuth without a page origin). */
  oauthRedirectUrl?: string;
  /** Where remembered OAuth credentials go (IndexedDB in the browser); default: nowhere. */
  oauthStore?: OAuthStore;
}

/** The manager: McpApi, McpFeatureApi, and `closeAll` for shutdown and tests. */
export interface McpManager extends McpApi, McpFeatureApi {
  /** Removes every server (closing sessions). */
  closeAll(): Promise<void>;
}
