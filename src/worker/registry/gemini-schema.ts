/**
 * Gemini's function-declaration schema is an OpenAPI 3.0 subset (Gemini API docs, "Function calling" →
 * FunctionDeclaration / `Schema` object). This module translates an export schema into that subset:
 * local `$ref`s inlined (a recursive one cut to a described object), type arrays with null → `nullable`,
 * `const` → one-value `enum`, `oneOf` → `anyOf`, unsupported keywords dropped. The canonical schema is
 * never touched; local validation still uses it.
 */
import { isUnknownArray, type JsonSchema, isRecord, setOwnMember } from '../../contract';

/** Keywords Gemini's `Schema` object supports (Gemini API reference, `Schema`). */
const GEMINI_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);
/** Formats Gemini documents; others are dropped (the canonical schema still checks them). */
const GEMINI_FORMATS: ReadonlySet<string> = new Set(['enum', 'date-time', 'int32', 'int64', 'float', 'double']);

function resolveLocal(root: JsonSchema, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) ? node[token] : Array.isArray(node) ? node[Number(token)] : undefined;
  }
  return node;
}

function convert(schema: unknown, root: JsonSchema, refs: readonly string[]): JsonSchema {
  if (!isRecord(schema)) return {};
  let node: JsonSchema = schema;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    const target = resolveLocal(root, ref);
    const { $ref: _ref, ...siblings } = node;
    void _ref;
    if (refs.includes(ref) || !isRecord(target)) {
      const why = refs.includes(ref) ? 'recursive reference' : 'unresolved reference';
      return {
        type: 'object',
        description: `${String(siblings.description ?? '')} (${why} ${ref} not expanded)`.trim(),
      };
    }
    return convert({ ...target, ...siblings }, root, [...refs, ref]);
  }
  if ('oneOf' in node && !('anyOf' in node)) {
    const { oneOf, ...rest } = node;
    node = { ...rest, anyOf: oneOf };
  }
  if ('const' in node && !('enum' in node)) node = { ...node, enum: [node.const] };
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!GEMINI_KEYWORDS.has(key)) continue;
    if (key === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, root, refs)]));
    } else if (key === 'items') {
      if (isRecord(value)) out.items = convert(value, root, refs);
    } else if (key === 'anyOf' && Array.isArray(value)) {
      out.anyOf = value.map((v) => convert(v, root, refs));
    } else if (key === 'format') {
      if (typeof value === 'string' && GEMINI_FORMATS.has(value)) out.format = value;
    } else if (key === 'type') {
      Object.assign(out, convertType(value));
    } else setOwnMember(out, key, value);
  }
  return foldNullBranch(out);
}

/** `anyOf` with a bare null branch → `nullable: true`; a single remaining branch is merged into the node. */
function foldNullBranch(node: JsonSchema): JsonSchema {
  if (!Array.isArray(node.anyOf)) return node;
  const isNull = (b: unknown) => isRecord(b) && Object.keys(b).length === 1 && b.nullable === true;
  const branches = node.anyOf.filter((b) => !isNull(b));
  if (branches.length === node.anyOf.length) return node;
  const { anyOf: _all, ...rest } = node;
  void _all;
  if (branches.length === 1 && isRecord(branches[0]) && !Object.keys(branches[0]).some((k) => k in rest)) {
    return { ...rest, ...branches[0], nullable: true };
  }
  return { ...rest, ...(branches.length ? { anyOf: branches } : {}), nullable: true };
}

/** `["string","null"]` → `{type:'string', nullable:true}`; several non-null types → `anyOf`. */
function convertType(type: unknown): JsonSchema {
  if (!isUnknownArray(type)) return type === 'null' ? { nullable: true } : { type };
  const nonNull = type.filter((t) => t !== 'null');
  const nullable = nonNull.length !== type.length ? { nullable: true } : {};
  if (nonNull.length === 1) return { type: nonNull[0], ...nullable };
  if (nonNull.length === 0) return nullable;
  return { anyOf: nonNull.map((t) => ({ type: t })), ...nullable };
}

/**
 * Translates an export schema (no `$schema`) into Gemini's schema subset.
 *
 * @param schema the plain export schema (or the evidence envelope)
 * @returns a new schema in Gemini's subset
 * @see DESIGN.md §5.3 (Gemini: its schema subset, never changing the canonical schema)
 */
export function toGeminiSchema(schema: JsonSchema): JsonSchema {
  return convert(schema, schema, []);
}
