/**
 * `$schema` → one of the three dialects the registry validates with (DESIGN.md §5.2). Pure.
 */
import { DIALECTS, type Dialect } from '../../contract';

const BY_PATH: Readonly<Record<string, Dialect>> = {
  'json-schema.org/draft-07/schema': DIALECTS.draft07,
  'json-schema.org/draft/2019-09/schema': DIALECTS.draft2019,
  'json-schema.org/draft/2020-12/schema': DIALECTS.draft2020,
};

/**
 * Resolves a schema's declared `$schema` to its canonical dialect URI (`DIALECTS`), accepting `http` or
 * `https`, with or without a trailing `#` (or an empty fragment), case-insensitive host.
 *
 * @param declared the `$schema` value as submitted (any JSON value; absent = undefined)
 * @returns `{ dialect, known }`: absent → 2020-12, known (MCP's default); a known spelling → that dialect,
 *   known; anything else (draft-04/06, other URIs, non-strings) → 2020-12 with `known: false`, which the
 *   registry records as UNKNOWN_DIALECT
 * @see DESIGN.md §5.2 "Dialects"
 */
export function resolveDialect(declared: unknown): { dialect: Dialect; known: boolean } {
  if (declared === undefined) return { dialect: DIALECTS.draft2020, known: true };
  if (typeof declared !== 'string') return { dialect: DIALECTS.draft2020, known: false };
  const match = /^https?:\/\/([^#]*?)#?$/i.exec(declared.trim());
  const path = match?.[1]?.replace(/^json-schema\.org/i, 'json-schema.org');
  const dialect = path ? BY_PATH[path] : undefined;
  return dialect ? { dialect, known: true } : { dialect: DIALECTS.draft2020, known: false };
}
