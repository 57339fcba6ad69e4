/**
 * OpenAI strict export of one schema (DESIGN.md §5.3): every object closed, every property required,
 * optional ones made nullable, refused keywords removed (restated in `description`). A schema whose
 * meaning strict mode cannot carry is reported instead of bent. Never touches the canonical schema.
 */
import { isUnknownArray, type JsonSchema, isRecord, setOwnMember } from '../../contract';
import { mapSchema, pointerToken, subschemas } from './schema-walk';
import { STRICT_REMOVED_KEYWORDS, STRICT_UNAVAILABLE_KEYWORDS } from './strict-keywords';

/** {@link toStrictSchema}'s result: the strict schema, or why (and where) strict mode cannot express it. */
export type StrictResult = { ok: true; schema: JsonSchema } | { ok: false; reason: string; pointer: string };

/** True when `schema` accepts `null` on its own (type, enum, const, or an anyOf branch that does). */
export function allowsNull(schema: unknown): boolean {
  if (schema === true) return true;
  if (!isRecord(schema)) return false;
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema.enum)) return schema.enum.includes(null);
  if ('const' in schema) return schema.const === null;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some(allowsNull)) return true;
  }
  const constraining = ['type', 'enum', 'const', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'properties', 'items'];
  return !constraining.some((k) => k in schema); // unconstrained `{}` accepts null
}

/** Makes an optional property's schema also accept null (type union, enum + null, or anyOf branch). */
function nullable(schema: unknown): unknown {
  if (!isRecord(schema) || allowsNull(schema)) return schema;
  const { type } = schema;
  if ((typeof type === 'string' || Array.isArray(type)) && !('const' in schema) && !('$ref' in schema)) {
    const out: JsonSchema = {
      ...schema,
      type: typeof type === 'string' ? [type, 'null'] : [...(type as unknown[]), 'null'],
    };
    if (isUnknownArray(schema.enum)) out.enum = [...schema.enum, null];
    return out;
  }
  if (isUnknownArray(schema.anyOf) && Object.keys(schema).every((k) => k === 'anyOf' || k === 'description')) {
    return { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  }
  return { anyOf: [schema, { type: 'null' }] };
}

/** Restates removed constraints at the end of the node's description. */
function restate(node: JsonSchema, removed: [string, unknown][]): JsonSchema {
  if (removed.length === 0) return node;
  const text = removed.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('; ');
  const description =
    typeof node.description === 'string' && node.description ? `${node.description} (${text})` : `(${text})`;
  return { ...node, description };
}

/**
 * Builds the strict form of an export schema (already without `$schema`).
 *
 * @param schema the plain export schema (object root)
 * @returns `{ ok: true, schema }`, or `{ ok: false, reason, pointer }` (pointer relative to `schema`) when
 *   strict mode cannot express it: a keyword of STRICT_UNAVAILABLE_KEYWORDS, an open map (an object
 *   below the root without declared properties, or `additionalProperties` other than false), `anyOf`
 *   at the root, an unconstrained value (no type), or an array without `items`. Decision: a root object
 *   without declared properties (a tool without arguments) is closed, as OpenAI expects for such tools.
 * @see DESIGN.md §5.3; strict-keywords.ts (OpenAI Structured Outputs "Supported schemas"); case 26, 27
 */
export function toStrictSchema(schema: JsonSchema): StrictResult {
  let failure: { reason: string; pointer: string } | undefined;
  const fail = (reason: string, pointer: string): JsonSchema => {
    failure ??= { reason, pointer };
    return {};
  };
  if ('anyOf' in schema)
    return { ok: false, reason: 'strict mode does not allow anyOf at the root', pointer: '/anyOf' };
  const blocked = findBlocked(schema, '');
  if (blocked) return { ok: false, ...blocked };
  const rebuilt = mapSchema(schema, (node, pointer) => {
    if (failure) return node;
    const blocked = STRICT_UNAVAILABLE_KEYWORDS.find((k) => k in node);
    if (blocked) return fail(`strict mode cannot express '${blocked}'`, `${pointer}/${blocked}`);
    const removed: [string, unknown][] = [];
    let out: JsonSchema = {};
    for (const [k, v] of Object.entries(node)) {
      if (STRICT_REMOVED_KEYWORDS.includes(k)) removed.push([k, v]);
      else out[k] = v;
    }
    out = restate(out, removed);
    const types = typeof out.type === 'string' ? [out.type] : Array.isArray(out.type) ? out.type : [];
    const isObject = types.includes('object') || 'properties' in out;
    if (isObject) {
      const props = isRecord(out.properties) ? out.properties : {};
      const names = Object.keys(props);
      const extra = out.additionalProperties;
      if (extra !== undefined && extra !== false)
        return fail('strict mode cannot express an open map (additionalProperties)', `${pointer}/additionalProperties`);
      if (names.length === 0 && pointer !== '' && extra !== false)
        return fail('strict mode cannot express an object with undeclared members', pointer);
      const required = new Set(Array.isArray(out.required) ? (out.required as unknown[]) : []);
      const nextProps: JsonSchema = {};
      for (const name of names) setOwnMember(nextProps, name, required.has(name) ? props[name] : nullable(props[name]));
      out = { ...out, properties: nextProps, required: names, additionalProperties: false };
    }
    if (types.includes('array') && !('items' in out)) return fail('strict mode needs `items` for an array', pointer);
    const described = ['type', 'enum', 'const', '$ref', 'anyOf'].some((k) => k in out);
    if (!described && pointer !== '' && !/\/(\$defs|definitions)\/[^/]+$/.test(pointer)) {
      return fail('strict mode cannot express a value of any type', pointer);
    }
    return out;
  });
  if (failure) return { ok: false, ...failure };
  return { ok: true, schema: rebuilt as JsonSchema };
}

/** Top-down search for the outermost keyword strict mode cannot express (so the pointer names the cause). */
function findBlocked(node: unknown, pointer: string): { reason: string; pointer: string } | undefined {
  if (!isRecord(node)) return undefined;
  const keyword = STRICT_UNAVAILABLE_KEYWORDS.find((k) => k in node);
  if (keyword) return { reason: `strict mode cannot express '${keyword}'`, pointer: `${pointer}/${keyword}` };
  for (const entry of subschemas(node)) {
    const found = findBlocked(entry.schema, `${pointer}/${entry.path.map(pointerToken).join('/')}`);
    if (found) return found;
  }
  return undefined;
}
