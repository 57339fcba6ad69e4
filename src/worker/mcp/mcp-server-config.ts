/**
 * Reads what the page sent to `addMcpServer`: a name, an http(s) URL, optional headers and roots.
 * Refusals are plain words and never quote a header value.
 */
import type { McpServerConfig } from '../../contract/mcp-api';
import { readRoots } from './mcp-server-features';

/** A config that passed the checks; `headers` is a fresh object the caller may keep privately. */
export interface ReadConfig {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** `file://` roots offered to the server (MCP spec client/roots). */
  roots: string[];
}

/** Headers the MCP transport sets itself (MCP spec 2025-06-18 basic/transports); a user value would break the session. */
const TRANSPORT_HEADERS = new Set([
  'content-type',
  'accept',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
]);

/** The state of an add refused because the name is in use. */
export function nameTaken(config: { name: string; url: string }) {
  const reason = `A server named "${config.name}" is already added; remove it first or pick another name.`;
  return { name: config.name, url: config.url, status: 'failed' as const, reason };
}

/** Longest server name, in UTF-16 code units. */
const MAX_SERVER_NAME = 64;

/**
 * Checks a config.
 *
 * @param config what the page sent (untrusted shape)
 * @returns `{ ok: true, value }`, or `{ ok: false, name, url, reason }` with the name and URL as far as
 *   they could be read (for the `failed` state) and the reason in plain words
 */
export function readMcpServerConfig(
  config: McpServerConfig | unknown,
): { ok: true; value: ReadConfig } | { ok: false; name: string; url: string; reason: string } {
  const record = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  const url = typeof record.url === 'string' ? record.url.trim() : '';
  const refuse = (reason: string) => ({ ok: false as const, name, url, reason });
  // eslint-disable-next-line no-control-regex -- the point is to find C0 control characters and DEL
  if (name === '' || name.length > MAX_SERVER_NAME || /[\u0000-\u001f\u007f]/.test(name)) {
    return refuse(`The server name must be 1–${MAX_SERVER_NAME} characters without control characters.`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('The URL is not a valid absolute URL (e.g. http://127.0.0.1:3001/mcp).');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return refuse('The URL must start with http:// or https://.');
  if (parsed.username !== '' || parsed.password !== '') {
    return refuse('Put credentials in a header (Authorization: Bearer …), not in the URL.');
  }
  const headers: Record<string, string> = {};
  if (record.headers !== undefined && record.headers !== null) {
    if (typeof record.headers !== 'object' || Array.isArray(record.headers))
      return refuse('Headers must be an object of name → value.');
    for (const [key, value] of Object.entries(record.headers as Record<string, unknown>)) {
      const headerName = key.trim();
      if (typeof value !== 'string') return refuse(`The value of header "${headerName}" must be text.`);
      if (TRANSPORT_HEADERS.has(headerName.toLowerCase()))
        return refuse(`Header "${headerName}" is set by the MCP client itself; remove it.`);
      try {
        new Headers([[headerName, value]]);
      } catch {
        return refuse(`Header "${headerName}" is not a valid HTTP header (check its name and value).`);
      }
      headers[headerName] = value;
    }
  }
  const roots = readRoots(record.roots);
  if (!roots.ok) return refuse(roots.reason);
  return { ok: true, value: { name, url: parsed.href, headers, roots: roots.roots } };
}
