/**
 * McpApi — the MCP half of the Comlink surface (DESIGN.md §4.1 "MCP server state", §5.5).
 * The worker entry exposes `HarnessApi & McpApi` together. Pure types: every value here is plain data
 * that passes `structuredClone` unchanged. Headers (a bearer token among them) go in through
 * `addMcpServer` and never come back out: no state, event, export or log carries a header value.
 */

/** What the page sends to add an MCP server. */
export interface McpServerConfig {
  /**
   * The user's name for the server: 1–64 characters, unique among added servers. Its tools are
   * registered with `source: 'mcp:<name>'` and it names the generated skill (DESIGN §5.5).
   */
  name: string;
  /** The MCP endpoint, `http:` or `https:` (Streamable HTTP, e.g. `…/mcp`; a legacy SSE `…/sse` URL works too). */
  url: string;
  /**
   * Extra HTTP headers sent with every request to the server (e.g. `Authorization: Bearer …`).
   * Kept only inside the worker's connection object; never echoed in any state, event, export or log.
   */
  headers?: Record<string, string>;
  /**
   * The roots offered to the server (MCP spec client/roots): `file://` URIs, at most 50. Declared with
   * `listChanged`; a change (`setMcpRoots`) sends `notifications/roots/list_changed`.
   */
  roots?: string[];
}

/**
 * What a user sees of a server (MCP spec 2025-06-18, basic/lifecycle and basic/transports):
 * - `connecting` — the first connection (initialize + tools/list) is under way;
 * - `connected` — initialized; its tools are registered;
 * - `needs-authorization` — the server answered 401 (an OAuth challenge): `authorizeMcpServer` signs in;
 * - `failed` — the connection could not be made or was lost; `reason` says why in plain words;
 * - `reconnecting` — after a lost connection, an automatic retry (with backoff, bounded attempts) is pending;
 * - `disconnected` — removed by the user (the last state a removed server reports).
 */
export type McpServerStatus =
  'connecting' | 'connected' | 'needs-authorization' | 'failed' | 'reconnecting' | 'disconnected';

/** The transport in use (MCP spec 2025-06-18 basic/transports; `sse` is the 2024-11-05 fallback). */
export type McpTransportKind = 'streamable-http' | 'sse';

/** A tool of the server that was not registered, and why (a name clash or an invalid descriptor). */
export interface McpSkippedTool {
  /** The tool's declared name (cut to 128 UTF-16 units). */
  name: string;
  /** Plain words (cut to 256 UTF-16 units). */
  reason: string;
}

/** One server as the page shows it. Bounded; never carries a header value. */
export interface McpServerState {
  name: string;
  url: string;
  status: McpServerStatus;
  /** `serverInfo.name` from the initialize result. */
  serverName?: string;
  /** `serverInfo.version` from the initialize result. */
  serverVersion?: string;
  /** Tools registered from this server (after clashes and refusals). */
  toolCount?: number;
  /** Why the server is failed, needs authorization or is reconnecting, in plain words. */
  reason?: string;
  transport?: McpTransportKind;
  /** Tools the server listed that were not registered (at most 50 entries). */
  skippedTools?: McpSkippedTool[];
  /** Resources listed (`resources/list`, all pages up to MAX_LISTED); absent without the capability. */
  resourceCount?: number;
  /** Resource templates listed (`resources/templates/list`). */
  templateCount?: number;
  /** Prompts listed (`prompts/list`). */
  promptCount?: number;
  /** What the server offers beyond tools (from its `initialize` capabilities). */
  features?: McpServerFeatures;
  /** The roots offered to the server. */
  roots?: string[];
  /** Bumped whenever the resource, template or prompt lists were listed again. */
  listRevision?: number;
  /** OAuth (servers added without an Authorization header): signed in, and whether the tokens are remembered. */
  oauth?: { signedIn: boolean; remembered: boolean };
}

/** The server's capabilities beyond tools (MCP spec 2025-06-18 basic/lifecycle "Capability Negotiation"). */
export interface McpServerFeatures {
  resources: boolean;
  /** `resources.subscribe`. */
  subscribe: boolean;
  prompts: boolean;
  /** `completions`: argument suggestions for templates and prompts. */
  completions: boolean;
  logging: boolean;
}

/** The MCP methods the worker exposes beside HarnessApi. Every method resolves with data and never rejects. */
export interface McpApi {
  /**
   * Connects (Streamable HTTP, falling back to legacy SSE on 404/405), lists the tools (all pages) and
   * registers them (`kind: 'mcp'`, `source: 'mcp:<name>'`). Resolves once the server is `connected`,
   * `needs-authorization` or `failed`; a name already in use resolves `failed` and changes nothing.
   */
  addMcpServer(config: McpServerConfig): Promise<McpServerState>;
  /** Closes the session (HTTP DELETE), removes the server's tools and backends; false when no such server. */
  removeMcpServer(name: string): Promise<{ removed: boolean }>;
  /** Closes and reopens the server's connection now (stopping any automatic retry); re-lists its tools. */
  reconnectMcpServer(name: string): Promise<McpServerState>;
  /** Every added server, in the order added. */
  listMcpServers(): Promise<McpServerState[]>;
  /**
   * Starts OAuth for a server (MCP spec 2025-06-18 basic/authorization): metadata discovery, dynamic
   * client registration, PKCE; resolves with the authorization URL the page opens in its popup, or the
   * failure naming the step. `remember`: keep the tokens in the worker's IndexedDB (else memory only).
   */
  authorizeMcpServer(request: {
    name: string;
    remember: boolean;
  }): Promise<{ ok: true; url: string } | { ok: false; reason: string }>;
  /** Finishes OAuth with the code and state the callback page received, then reconnects. */
  finishMcpAuthorization(request: { name: string; code: string; state: string }): Promise<McpServerState>;
  /** Forgets the server's tokens (memory and IndexedDB) and reconnects (it then needs authorization). */
  signOutMcpServer(name: string): Promise<McpServerState>;
}
