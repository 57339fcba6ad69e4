/**
 * `tools/list` with pagination (MCP spec 2025-06-18 server/tools "Listing Tools", basic/utilities/pagination):
 * follows `nextCursor` until the server stops sending one. The tools come back as the server sent them
 * (no SDK schema parse, no output-validator caching): the registry normalizes and refuses per tool
 * (DESIGN.md §5.2), so one bad tool never hides the others.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { isUnknownArray } from '../../contract';

/** What listing found. */
export interface ToolListing {
  /** Tool definitions in the order the server listed them, verbatim. */
  tools: unknown[];
  /** True when `maxPages` was reached with a cursor still pending (the rest was not fetched). */
  incomplete: boolean;
}

/**
 * Lists every tool of the server, page by page.
 *
 * @param client a connected SDK client
 * @param options `timeoutMs` per page request (milliseconds); `maxPages` bound on pages (default 100)
 * @returns the tools and whether the listing stopped at the page bound
 * @throws the SDK's error for a failed request, or an Error when a page has no `tools` array or a cursor repeats
 */
export async function listMcpTools(
  client: Client,
  options: { timeoutMs: number; maxPages?: number },
): Promise<ToolListing> {
  const maxPages = options.maxPages ?? 100;
  const tools: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const result = await client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      ResultSchema,
      { timeout: options.timeoutMs },
    );
    const listed = (result as { tools?: unknown }).tools;
    if (!isUnknownArray(listed)) throw new Error('The server answered tools/list without a tools array.');
    tools.push(...listed);
    const next = (result as { nextCursor?: unknown }).nextCursor;
    if (typeof next !== 'string' || next === '') return { tools, incomplete: false };
    if (seen.has(next)) throw new Error('The server repeated a tools/list cursor (a pagination loop).');
    seen.add(next);
    cursor = next;
  }
  return { tools, incomplete: true };
}
