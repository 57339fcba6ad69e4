/**
 * CatalogApi — the tool catalog's half of the Comlink surface (DESIGN.md §5, §6 "tool catalog").
 * The worker entry exposes it beside the HarnessApi. Pure types; every value passes `structuredClone`.
 *
 * Decisions: a tool list file is parsed inside the worker with the harness's strict JSON parser (never
 * `eval`, never a lenient parser), so a bad file is refused with the same position data as bad argument
 * text; its definitions are then registered through the ordinary `registerTools` (origin
 * `{ kind: 'builtin', source: 'file:<file name>' }`), which the page client replays after a worker restart.
 * The per-tool redaction setting (DESIGN §4.4 `redaction`) is changed with `setToolRedaction`, an override
 * the registry keeps by source + name: it survives the tool being registered again (an MCP re-sync),
 * and `sourceDefinition` stays the definition as submitted.
 */
import type { Skill } from './descriptor';
import type { TextPosition } from './violation';

/** Largest tool list file the worker parses, in UTF-8 bytes. */
export const MAX_TOOL_LIST_BYTES = 2_097_152;

/**
 * A parsed tool list: the definitions (from a top-level array, or MCP `tools/list`'s `{ tools: [...] }`),
 * or why the text is not one — `INVALID_JSON`/`TRAILING_TOKENS`/`DUPLICATE_KEY`/`INPUT_TOO_LARGE` with
 * the position, or `NOT_A_TOOL_LIST` when the JSON is neither shape.
 */
export type ToolListParse =
  | { ok: true; definitions: unknown[]; shape: 'array' | 'tools-list' }
  | { ok: false; code: string; message: string; position?: TextPosition };

/** A per-tool redaction change. */
export interface ToolRedactionRequest {
  /** The tool's `source` (`builtin`, `mcp:<server>`, `file:<name>` …). */
  source: string;
  /** The tool's declared `name`. */
  name: string;
  redaction: 'on' | 'off';
}

export interface CatalogApi {
  /** Parses a tool list file's text; never registers anything itself. */
  parseToolList(text: string): Promise<ToolListParse>;
  /** Sets one tool's redaction; `updated` is false when no tool has that source + name. */
  setToolRedaction(request: ToolRedactionRequest): Promise<{ updated: boolean }>;
  /** Every registered skill (DESIGN §5.5), so the catalog can show which skills include a tool. */
  listSkills(): Promise<Skill[]>;
}
