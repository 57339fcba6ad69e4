/**
 * The tool catalog's worker service (CatalogApi, src/contract/catalog-api.ts; DESIGN.md §5, §6): parses a
 * tool list file with the harness's strict JSON parser (positions as for argument text; never `eval`)
 * and sets a tool's redaction through the registry's override. Registering the parsed definitions is the
 * ordinary `registerTools`. Loads in plain Node.
 */
import type { CatalogApi, ToolListParse } from '../../contract';
import { MAX_TOOL_LIST_BYTES } from '../../contract/catalog-api';
import { parseStrictJson } from '../parser/strict-json';
import type { Registry } from '../registry/registry';

/**
 * Reads a tool list from file text.
 *
 * @param text the file's text (UTF-8 decoded)
 * @returns `{ ok: true, definitions, shape }` for a JSON array (`array`) or an object with a `tools`
 *   array (`tools-list`, MCP `tools/list` result); otherwise `{ ok: false, code, message, position? }` —
 *   INPUT_TOO_LARGE (over `MAX_TOOL_LIST_BYTES`), INVALID_JSON / TRAILING_TOKENS / DUPLICATE_KEY (with
 *   the offset, line and column of the fault), or NOT_A_TOOL_LIST
 * @see RFC 8259; MCP spec 2025-06-18 server/tools (`ListToolsResult.tools`)
 */
export function parseToolList(text: string): ToolListParse {
  if (typeof text !== 'string') return { ok: false, code: 'NOT_A_TOOL_LIST', message: 'The file is not text.' };
  const parsed = parseStrictJson(text, { maxBytes: MAX_TOOL_LIST_BYTES });
  if (!parsed.ok) {
    const { code, message, position } = parsed.violation;
    const where = position ? ` (line ${position.line}, column ${position.column}, offset ${position.offset})` : '';
    return { ok: false, code, message: `${message}${where}`, ...(position ? { position } : {}) };
  }
  const value = parsed.value.value;
  if (Array.isArray(value)) return { ok: true, definitions: value, shape: 'array' };
  if (typeof value === 'object' && value !== null && Array.isArray((value as { tools?: unknown }).tools)) {
    return { ok: true, definitions: (value as { tools: unknown[] }).tools, shape: 'tools-list' };
  }
  return {
    ok: false,
    code: 'NOT_A_TOOL_LIST',
    message:
      'The file is JSON but not a tool list: expected an array of tool definitions, or an object with a "tools" array (as MCP tools/list returns).',
  };
}

/**
 * Creates the catalog service over the harness's registry.
 *
 * @param registry the registry `createHarness` uses (the worker entry passes the same one to both)
 * @returns the CatalogApi; every method resolves with data and never rejects
 */
export function createCatalogService(registry: Registry): CatalogApi {
  return {
    async parseToolList(text) {
      try {
        return parseToolList(text);
      } catch (error) {
        return { ok: false, code: 'INTERNAL_ERROR', message: `The file could not be read: ${String(error)}` };
      }
    },
    async listSkills() {
      try {
        return registry.listSkills();
      } catch {
        return [];
      }
    },
    async setToolRedaction(request) {
      try {
        return { updated: registry.setRedaction(String(request?.source), String(request?.name), request?.redaction) };
      } catch {
        return { updated: false };
      }
    },
  };
}
