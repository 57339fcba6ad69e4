/**
 * Translates non-JSON-Schema type names (function-calling-benchmark docs: `dict`, `float`, `tuple`,
 * `any`, capitalised `String`/`Boolean`/…) into JSON Schema types at every depth. Never guesses: a
 * name it does not know is an error, so the tool is refused (DESIGN.md §5.2).
 */
import type { DescriptorNote, JsonSchema } from '../../contract';
import { mapSchema, pointerToken } from './schema-walk';
import { isRecord, setOwnMember } from '../../contract';

/** The seven JSON Schema type names (2020-12 Validation §6.1.1). */
const JSON_TYPES: ReadonlySet<string> = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/**
 * Foreign type name (lower-cased) → JSON Schema type; `null` means "any value" (the `type` keyword is
 * dropped). Source: BFCL `bfcl_eval/constants/type_mappings.py` (Python and Java/JavaScript names), with
 * one deliberate difference: `any` becomes unconstrained instead of the leaderboard's `string`, which
 * would narrow its meaning (case 29).
 */
const FOREIGN_TYPES: Readonly<Record<string, string | null>> = {
  dict: 'object',
  hashmap: 'object',
  hashtable: 'object',
  map: 'object',
  float: 'number',
  double: 'number',
  int: 'integer',
  long: 'integer',
  short: 'integer',
  byte: 'integer',
  bigint: 'integer',
  str: 'string',
  char: 'string',
  bool: 'boolean',
  tuple: 'array',
  list: 'array',
  arraylist: 'array',
  queue: 'array',
  stack: 'array',
  set: 'array',
  any: null,
};

/** Result of {@link mapTypeNames}. */
export type TypeNameResult =
  { ok: true; schema: JsonSchema; notes: DescriptorNote[] } | { ok: false; message: string; pointer: string };

/** Maps one name: exact JSON type → itself; known foreign or capitalised name → its type; else undefined. */
function translate(name: string): string | null | undefined {
  if (JSON_TYPES.has(name)) return name;
  const lower = name.toLowerCase();
  if (JSON_TYPES.has(lower)) return lower;
  return lower in FOREIGN_TYPES ? FOREIGN_TYPES[lower] : undefined;
}

/**
 * Rewrites every `type` keyword of `schema` to JSON Schema type names.
 *
 * @param schema the submitted schema (not mutated)
 * @param basePointer JSON Pointer of `schema` inside the submitted definition (e.g. `/parameters`)
 * @returns the rewritten schema and one TYPE_NAME_MAPPED note per rewritten `type` (pointer to it), or
 *   `{ ok: false }` with the pointer of the first unknown type name (→ INVALID_DESCRIPTOR)
 * @see DESIGN.md §5.2 (function-calling-benchmark docs); case 29
 */
export function mapTypeNames(schema: JsonSchema, basePointer: string): TypeNameResult {
  const notes: DescriptorNote[] = [];
  let failure: { message: string; pointer: string } | undefined;
  const rebuilt = mapSchema(schema, (node, pointer) => {
    if (failure || !('type' in node)) return node;
    const at = `${basePointer}${pointer}/type`;
    const declared = node.type;
    const names = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : undefined;
    if (!names || names.some((n) => typeof n !== 'string')) {
      failure = { message: '`type` must be a type name or an array of type names', pointer: at };
      return node;
    }
    const mapped: (string | null)[] = [];
    for (const [i, name] of (names as string[]).entries()) {
      const t = translate(name);
      if (t === undefined) {
        const where = Array.isArray(declared) ? `${at}/${pointerToken(i)}` : at;
        failure = { message: `unknown type name '${name}' (not JSON Schema and no known mapping)`, pointer: where };
        return node;
      }
      mapped.push(t);
    }
    const changed = (names as string[]).some((n, i) => n !== mapped[i]);
    if (!changed) return node;
    const { type: _dropped, ...rest } = node;
    void _dropped;
    let next: JsonSchema;
    if (mapped.includes(null))
      next = rest; // `any` anywhere in the list: no type constraint at all
    else {
      const unique = [...new Set(mapped as string[])];
      next = { ...rest, type: Array.isArray(declared) ? unique : unique[0] };
      if (!Array.isArray(declared)) next = reorderType(node, next);
    }
    notes.push({
      code: 'TYPE_NAME_MAPPED',
      message: `type ${JSON.stringify(declared)} mapped to ${'type' in next ? JSON.stringify(next.type) : 'any value (no type)'}`,
      pointer: at,
    });
    return next;
  });
  if (failure) return { ok: false, ...failure };
  return { ok: true, schema: isRecord(rebuilt) ? rebuilt : schema, notes };
}

/** Keeps `type` at its original key position so the rewritten schema reads like the submitted one. */
function reorderType(original: JsonSchema, next: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const key of Object.keys(original)) if (Object.hasOwn(next, key)) setOwnMember(out, key, next[key]);
  for (const key of Object.keys(next)) if (!Object.hasOwn(out, key)) setOwnMember(out, key, next[key]);
  return out;
}
