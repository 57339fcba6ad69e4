/**
 * MCP servers remembered on this device (localStorage), so they are listed and reconnect after a reload:
 * each server's name, URL, roots and the NAMES of its headers — never a header value, a bearer token or
 * an OAuth token (the worker keeps OAuth tokens itself, in memory or, when the user ticked "remember" at
 * sign-in, in its own IndexedDB). A server that was added with a header therefore needs its value typed
 * again after a reload; one without headers reconnects on its own. Only these functions touch the stored
 * list; without a `localStorage` (Node tests, storage blocked) nothing is remembered and nothing fails.
 */
import type { McpServerConfig } from '../../contract/mcp-api';

/** The localStorage key of the remembered list (JSON array of `RememberedMcpServer`). */
export const MCP_SERVERS_STORAGE_KEY = 'tool-console.mcp-servers';
/** Most servers remembered (the oldest are dropped beyond this). */
export const MAX_REMEMBERED_MCP_SERVERS = 20;

/** What is remembered of one server: no secret, only what the add form showed in the clear. */
export interface RememberedMcpServer {
  /** 1–64 characters, unique in the list. */
  name: string;
  /** `http:` or `https:` MCP endpoint. */
  url: string;
  /** `file://` roots offered to the server. */
  roots?: string[];
  /** Names of the headers the server was added with (e.g. `Authorization`); their values are not kept. */
  headerNames?: string[];
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Checks one stored entry; anything else (an edited or older format) is skipped. */
function asRemembered(value: unknown): RememberedMcpServer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  if (typeof entry.name !== 'string' || entry.name.length === 0 || entry.name.length > 64) return undefined;
  if (typeof entry.url !== 'string' || !/^https?:\/\//i.test(entry.url)) return undefined;
  return {
    name: entry.name,
    url: entry.url,
    ...(isStringArray(entry.roots) && entry.roots.length > 0 ? { roots: entry.roots.slice(0, 50) } : {}),
    ...(isStringArray(entry.headerNames) && entry.headerNames.length > 0
      ? { headerNames: entry.headerNames.slice(0, 8) }
      : {}),
  };
}

/** The remembered servers, in the order they were added; `[]` when none or the entry is unreadable. */
export function loadRememberedMcpServers(): RememberedMcpServer[] {
  try {
    const text = storage()?.getItem(MCP_SERVERS_STORAGE_KEY);
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed
      .map(asRemembered)
      .filter(
        (entry): entry is RememberedMcpServer => entry !== undefined && !seen.has(entry.name) && !!seen.add(entry.name),
      )
      .slice(-MAX_REMEMBERED_MCP_SERVERS);
  } catch {
    return [];
  }
}

function save(list: readonly RememberedMcpServer[]): void {
  try {
    const kept = list.slice(-MAX_REMEMBERED_MCP_SERVERS);
    if (kept.length === 0) storage()?.removeItem(MCP_SERVERS_STORAGE_KEY);
    else storage()?.setItem(MCP_SERVERS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the server is kept for this page's life only.
  }
}

/** What of `config` is remembered: name, URL, roots and header names (values dropped). */
export function rememberedOf(config: McpServerConfig): RememberedMcpServer {
  const headerNames = Object.keys(config.headers ?? {});
  return {
    name: config.name,
    url: config.url,
    ...(config.roots && config.roots.length > 0 ? { roots: [...config.roots] } : {}),
    ...(headerNames.length > 0 ? { headerNames } : {}),
  };
}

/** Remembers `config` (without its header values), replacing a server of the same name in its place. */
export function rememberMcpServer(config: McpServerConfig): void {
  const entry = rememberedOf(config);
  const list = loadRememberedMcpServers();
  const index = list.findIndex((held) => held.name === entry.name);
  if (index >= 0) list[index] = entry;
  else list.push(entry);
  save(list);
}

/** Forgets the server `name` (nothing happens when it is not remembered). */
export function forgetMcpServer(name: string): void {
  const list = loadRememberedMcpServers();
  if (list.some((held) => held.name === name)) save(list.filter((held) => held.name !== name));
}
