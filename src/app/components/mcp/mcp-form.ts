/**
 * The MCP add form's rules: turns what the user typed into an `McpServerConfig`, or names what
 * is wrong. The bearer token becomes `Authorization: Bearer <token>`; one optional extra header
 * (name/value). Pure; the values leave only in the returned config (handed to the harness client, which
 * keeps it in memory) — never logged, stored or shown.
 */
import type { McpServerConfig, McpServerState, McpServerStatus } from '../../../contract/mcp-api';
import { parseRootsText } from './mcp-feature-rules';
import { countOf } from '../../../contract';

/** What the form holds. */
export interface McpFormInput {
  url: string;
  name: string;
  token: string;
  headerName: string;
  headerValue: string;
  /** The roots textarea: one `file://` URI a line. */
  roots?: string;
}

/** RFC 9110 §5.1 field-name (a token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * A server name derived from a URL: its host as written in the URL, lower-cased (`127.0.0.1:3001`,
 * `mcp.example.com:8443`; the port only when the URL names one), at most 48 characters, with `-2`, `-3` …
 * appended while `taken` holds it. Returns '' when the URL has no host.
 */
export function nameFromHost(url: URL, taken: readonly string[]): string {
  const base = url.host.toLowerCase().slice(0, 48);
  if (!base) return '';
  let candidate = base;
  for (let n = 2; taken.includes(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Checks the form (an empty name is derived from the URL's host, `nameFromHost`).
 *
 * @returns `{ ok: true, config }`, or `{ ok: false, error }` with one sentence naming the wrong field
 */
export function buildMcpConfig(
  input: McpFormInput,
  taken: readonly string[],
): { ok: true; config: McpServerConfig } | { ok: false; error: string } {
  const url = input.url.trim();
  if (!url) return { ok: false, error: 'Enter the server URL (e.g. http://127.0.0.1:3001/mcp).' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: `“${url.slice(0, 80)}” is not a URL.` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, error: 'The URL must start with http:// or https://.' };
  // An empty name is the URL's host (http://127.0.0.1:3001/mcp → 127.0.0.1:3001), made unique.
  const name = input.name.trim() || nameFromHost(parsed, taken);
  if (!name) return { ok: false, error: 'Enter a name for the server (its tools are listed as mcp:<name>).' };
  if (name.length > 64) return { ok: false, error: 'The name is longer than 64 characters.' };
  if (taken.includes(name))
    return { ok: false, error: `A server named “${name}” is already added; choose another name.` };
  const headers: Record<string, string> = {};
  const token = input.token.trim();
  if (token) headers.Authorization = /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
  const headerName = input.headerName.trim();
  if (headerName || input.headerValue.trim()) {
    if (!HEADER_NAME.test(headerName))
      return { ok: false, error: "The header name may hold only letters, digits and -_.!#$%&'*+^`|~." };
    headers[headerName] = input.headerValue.trim();
  }
  const roots = parseRootsText(input.roots ?? '');
  if (!roots.ok) return { ok: false, error: `Roots: ${roots.error}` };
  return {
    ok: true,
    config: {
      name,
      url,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(roots.roots.length > 0 ? { roots: roots.roots } : {}),
    },
  };
}

/** What a user reads for a status (McpServerStatus, src/contract/mcp-api.ts). */
export const STATUS_WORDS: Readonly<Record<McpServerStatus, string>> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  'needs-authorization': 'Needs authorization',
  failed: 'Failed',
  reconnecting: 'Reconnecting…',
  disconnected: 'Disconnected',
};

/**
 * The line under a server's name: for `connected` the server's own name, version and tool count; for
 * `needs-authorization` a plain statement that the server asks for a sign-in the console cannot do yet.
 */
export function serverSummary(state: McpServerState): string {
  if (state.status === 'connected') {
    const who = [state.serverName, state.serverVersion && `v${state.serverVersion}`].filter(Boolean).join(' ');
    const tools = countOf(state.toolCount ?? 0, 'tool');
    return `${who ? `${who} · ` : ''}${tools}${state.transport === 'sse' ? ' · legacy SSE' : ''}`;
  }
  if (state.status === 'needs-authorization')
    return state.oauth
      ? 'The server asks for authorization (OAuth): Authorize opens its sign-in in a small window.'
      : 'The server asks for authorization and refused the token given: check it, or add the server without one to sign in with OAuth.';
  return '';
}
