/**
 * What the manager keeps per server beyond tools: the bounded resource / template / prompt lists, the
 * features the server announced, its roots and its log (MCP spec 2025-06-18 server/resources,
 * server/prompts, client/roots, server/utilities/logging). Pure state and small functions; the I/O is
 * the caller's (mcp-lists.ts lists, mcp-manager.ts wires the notifications).
 */
import { MAX_LOG_ENTRIES, type McpLogEntry, type McpLogLevel } from '../../contract';
import type { McpServerFeatures, McpServerState } from '../../contract/mcp-api';
import { boundText } from './mcp-content';
import type { FeatureListing } from './mcp-lists';
import type { InFlightCalls } from './mcp-calls-in-flight';

/** Most roots per server. */
export const MAX_ROOTS = 50;
/** Longest log text kept, in UTF-8 bytes. */
const MAX_LOG_TEXT_BYTES = 1_000;
const LEVELS: readonly McpLogLevel[] = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
];

/** The per-server state beyond tools. */
export interface ServerFeatures {
  features?: McpServerFeatures;
  listing: FeatureListing;
  roots: string[];
  logs: McpLogEntry[];
  logSeq: number;
  /** Bumped by every listing. */
  revision: number;
  /** The server's tool calls in flight, oldest first. */
  calls: InFlightCalls;
}

/** A fresh state with the configured roots. */
export function createServerFeatures(roots: readonly string[]): ServerFeatures {
  return {
    listing: { resources: [], templates: [], prompts: [], incomplete: false },
    roots: [...roots],
    logs: [],
    logSeq: 0,
    revision: 0,
    calls: [],
  };
}

/** The state fields of a connected server: counts (for offered features), features, roots and the revision. */
export function featureStateFields(target: ServerFeatures): Partial<McpServerState> {
  const features = target.features;
  return {
    ...(features?.resources
      ? { resourceCount: target.listing.resources.length, templateCount: target.listing.templates.length }
      : {}),
    ...(features?.prompts ? { promptCount: target.listing.prompts.length } : {}),
    ...(features ? { features: { ...features } } : {}),
    ...(target.roots.length > 0 ? { roots: [...target.roots] } : {}),
    listRevision: target.revision,
  };
}

/**
 * Checks a list of roots: each a `file://` URI (at most 2,048 characters), at most MAX_ROOTS, duplicates
 * dropped, blank entries ignored.
 *
 * @returns the roots, or the reason naming the first wrong entry
 */
export function readRoots(roots: unknown): { ok: true; roots: string[] } | { ok: false; reason: string } {
  if (roots === undefined || roots === null) return { ok: true, roots: [] };
  if (!Array.isArray(roots)) return { ok: false, reason: 'Roots must be a list of file:// URIs.' };
  const out: string[] = [];
  for (const entry of roots as unknown[]) {
    if (typeof entry !== 'string') return { ok: false, reason: 'Each root must be a file:// URI (text).' };
    const uri = entry.trim();
    if (uri === '') continue;
    let parsed: URL;
    try {
      parsed = new URL(uri);
    } catch {
      return { ok: false, reason: `The root “${uri.slice(0, 80)}” is not a URI (one file:// URI a line).` };
    }
    if (parsed.protocol !== 'file:')
      return { ok: false, reason: `The root “${uri.slice(0, 80)}” is not a file:// URI (MCP roots are file:// URIs).` };
    if (uri.length > 2_048) return { ok: false, reason: 'A root is longer than 2,048 characters.' };
    if (!out.includes(parsed.href)) out.push(parsed.href);
  }
  if (out.length > MAX_ROOTS) return { ok: false, reason: `At most ${MAX_ROOTS} roots per server.` };
  return { ok: true, roots: out };
}

/**
 * Appends one `notifications/message` to the log: the data as text (a string as is, anything else as
 * JSON), redacted and scrubbed of the server's header values, cut to 1,000 bytes; the oldest entry goes
 * beyond MAX_LOG_ENTRIES.
 *
 * @returns the entry added
 */
export function appendLog(
  target: ServerFeatures,
  params: { level: string; logger?: string; data: unknown },
  at: number,
  scrub: (text: string) => string,
): McpLogEntry {
  let text: string;
  try {
    text = typeof params.data === 'string' ? params.data : (JSON.stringify(params.data) ?? String(params.data));
  } catch {
    text = '[log data that is not JSON]';
  }
  const level = (LEVELS as readonly string[]).includes(params.level) ? (params.level as McpLogLevel) : 'info';
  const entry: McpLogEntry = {
    seq: ++target.logSeq,
    at,
    level,
    ...(params.logger ? { logger: scrub(params.logger).slice(0, 128) } : {}),
    text: boundText(scrub(text), MAX_LOG_TEXT_BYTES).text,
  };
  target.logs.push(entry);
  if (target.logs.length > MAX_LOG_ENTRIES) target.logs.splice(0, target.logs.length - MAX_LOG_ENTRIES);
  return entry;
}
