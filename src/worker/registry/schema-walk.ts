/**
 * Walks the subschemas of a JSON Schema by keyword (never into `enum`, `const`, `default`, `examples`
 * or property *names*), so rewrites that apply "at every depth" touch schema positions only. Pure; owns
 * no rule of its own.
 */
import type { JsonSchema } from '../../contract';
import { isRecord, setOwnMember } from '../../contract';

/** Keywords whose value is one subschema. */
const SINGLE = [
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
] as const;
/** Keywords whose value is an array of subschemas. */
const ARRAY = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
/** Keywords whose value is a map name → subschema. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;

/** Escapes one JSON Pointer reference token (RFC 6901 §3). */
export function pointerToken(token: string | number): string {
  const text = String(token);
  if (!text.includes('~') && !text.includes('/')) return text;
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A subschema position: its parent keyword path as pointer tokens. */
export interface SubschemaEntry {
  /** Pointer tokens from the parent schema to this subschema, e.g. `['properties', 'a']`. */
  path: (string | number)[];
  schema: unknown;
}

/**
 * Lists the direct subschemas of `schema` (object-valued or boolean), in keyword order.
 *
 * @param schema a schema object; anything else has no subschemas
 * @returns the entries with their relative token paths
 * @see JSON Schema 2020-12 Core §10 (applicators), draft-07 §6 (`items` array form, `definitions`)
 */
export function subschemas(schema: unknown): SubschemaEntry[] {
  if (!isRecord(schema)) return [];
  const out: SubschemaEntry[] = [];
  for (const key of SINGLE) if (key in schema) out.push({ path: [key], schema: schema[key] });
  if ('items' in schema) {
    const items = schema.items;
    if (Array.isArray(items)) items.forEach((s, i) => out.push({ path: ['items', i], schema: s }));
    else out.push({ path: ['items'], schema: items });
  }
  for (const key of ARRAY) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((s, i) => out.push({ path: [key, i], schema: s }));
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isRecord(map)) for (const name of Object.keys(map)) out.push({ path: [key, name], schema: map[name] });
  }
  return out;
}

/**
 * Rebuilds a schema bottom-up: `visit` receives a shallow copy of each schema object whose subschemas
 * were already rebuilt, plus its JSON Pointer relative to the root, and returns the replacement.
 *
 * @param schema the root schema (not mutated)
 * @param visit called once per schema object, children first
 * @returns the rebuilt schema
 */
export function mapSchema(
  schema: unknown,
  visit: (node: JsonSchema, pointer: string) => unknown,
  pointer = '',
): unknown {
  if (!isRecord(schema)) return schema;
  const copy: JsonSchema = { ...schema };
  const copied = new Set<string>();
  for (const entry of subschemas(schema)) {
    const childPointer = `${pointer}/${entry.path.map(pointerToken).join('/')}`;
    const rebuilt = mapSchema(entry.schema, visit, childPointer);
    setAt(copy, entry.path, rebuilt, copied);
  }
  return visit(copy, pointer);
}

/**
 * Writes `value` at a one- or two-token path inside `node`. The container (array or map) is copied the
 * first time it is written (copy-on-write, recorded in `copied`) and mutated in place afterwards, so a
 * map of n properties costs O(n), not O(n²).
 */
function setAt(node: JsonSchema, path: (string | number)[], value: unknown, copied: Set<string>): void {
  const [first, second] = path;
  const key = first as string;
  if (path.length === 1) {
    setOwnMember(node, key, value);
    return;
  }
  const container = node[key];
  if (!copied.has(key)) {
    if (Array.isArray(container)) node[key] = container.slice();
    else if (isRecord(container)) node[key] = { ...container };
    else return;
    copied.add(key);
  }
  const target = node[key];
  if (Array.isArray(target)) target[second as number] = value;
  else setOwnMember(target as Record<string, unknown>, String(second), value);
}

/** Deep clone of JSON-like data; falls back to a JSON round trip for values `structuredClone` refuses. */
export function cloneJson<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
  }
}

/** Order-insensitive deep equality of JSON values (object key order ignored, array order kept). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}
