/**
 * Pure helpers behind the catalog's test form (STYLE.md §3.7: schema normalisation helpers live in the
 * contract, not in a component). `buildFormField` reads a tool's canonical `inputSchema` into a small
 * field model the form renders: strings, numbers, integers, booleans, choices (`enum`, `const`, or a
 * `oneOf`/`anyOf` whose branches are all `const`), nested objects, arrays, nullable fields (`type: [T,
 * "null"]`, a `oneOf`/`anyOf` with one `{type:"null"}` branch, OpenAPI `nullable: true`, `null` in an
 * `enum`), and local `$ref`s into `$defs`/`definitions` (JSON Pointers, resolved against the root).
 * Anything it cannot render faithfully becomes a `json` field whose `reason` says why (the inspector's
 * SchemaForm fallback rule): `allOf`, `if`/`not`, other unions, tuples, open maps, recursion, external
 * `$ref`s, untyped values. The form emits argument TEXT (`toArgumentsText`) that goes through `invoke`
 * and the strict parser like a model's — the form can never bypass a check (DESIGN §5, §6).
 */
import type { JsonSchema } from './descriptor';
import { isRecord, isUnknownArray } from './guards';

/** A JSON value as the form edits it. */
export type FormValue = null | boolean | number | string | FormValue[] | { [key: string]: FormValue };

/** Fields every kind carries. */
interface FieldCommon {
  title?: string;
  description?: string;
  /** The schema also accepts `null` (the form shows a "null" checkbox). */
  nullable: boolean;
  /** The schema's `default`, when it is JSON. */
  defaultValue?: FormValue;
}

/** One property of an object field. */
export interface FormProperty {
  name: string;
  required: boolean;
  field: FormField;
}

/** A choice of a `choice` field: the exact JSON value sent, and its label. */
export interface FormOption {
  label: string;
  value: FormValue;
}

/** The field model of one schema. */
export type FormField = FieldCommon &
  (
    | {
        kind: 'string';
        format?: string;
        /** The schema's `maxLength`, in characters, when given. */ maxLength?: number;
      }
    | { kind: 'number' | 'integer'; minimum?: number }
    | { kind: 'boolean' }
    | { kind: 'choice'; options: FormOption[] }
    | { kind: 'object'; properties: FormProperty[] }
    | { kind: 'array'; items: FormField }
    | { kind: 'json'; reason: string; expected?: 'object' | 'array' }
  );

/** Deepest nesting the form renders before falling back to a JSON editor. */
export const MAX_FORM_DEPTH = 12;

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf', 'if', 'not'] as const;

/**
 * Resolves a local `$ref` (`#`, `#/$defs/x`, `#/definitions/x`, any RFC 6901 pointer with `~0`/`~1` and
 * percent-encoding) against `root`.
 *
 * @returns the schema it points at, or undefined for an external or dangling reference
 */
export function resolveLocalRef(root: JsonSchema, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isRecord(node) && Object.prototype.hasOwnProperty.call(node, token)) node = node[token];
    else return undefined;
  }
  return node;
}

const json = (common: FieldCommon, reason: string, expected?: 'object' | 'array'): FormField => ({
  ...common,
  nullable: false,
  kind: 'json',
  reason,
  ...(expected ? { expected } : {}),
});

const isNullSchema = (s: unknown) =>
  isRecord(s) &&
  (s.type === 'null' || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null) || s.const === null);

/** The label of an enum or const value in a form: a string as itself (`error`, not `"error"`), any other value as JSON. */
function optionLabel(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Builds the field model of `schema`.
 *
 * @param schema a JSON Schema (object or boolean) inside `root`
 * @param root the whole `inputSchema`, for `$ref`s
 * @param refs the `$ref`s being expanded on this path (recursion guard); callers pass nothing
 * @returns a FormField; never throws
 */
export function buildFormField(schema: unknown, root: JsonSchema, refs: readonly string[] = []): FormField {
  const common: FieldCommon = { nullable: false };
  if (!isRecord(schema))
    return json(
      common,
      schema === false ? 'The schema accepts no value at all.' : 'The schema accepts any JSON value.',
    );
  if (typeof schema.title === 'string') common.title = schema.title;
  if (typeof schema.description === 'string') common.description = schema.description;
  if (schema.default !== undefined) common.defaultValue = schema.default as FormValue;
  if (refs.length >= MAX_FORM_DEPTH) return json(common, `Nested deeper than ${MAX_FORM_DEPTH} levels.`);

  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    if (refs.includes(ref)) return json(common, `Recursive schema: ${ref} refers back to itself.`);
    const target = resolveLocalRef(root, ref);
    if (target === undefined) return json(common, `The reference ${ref} is not a local $defs/definitions entry.`);
    const inner = buildFormField(target, root, [...refs, ref]);
    return {
      ...inner,
      ...(common.title ? { title: common.title } : {}),
      ...(common.description ? { description: common.description } : {}),
    };
  }
  const nested = (s: unknown) => buildFormField(s, root, [...refs, `#depth${refs.length}`]);

  // Nullable unions: oneOf/anyOf with one null branch and one other.
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (
      Array.isArray(branches) &&
      branches.length === 2 &&
      branches.some(isNullSchema) &&
      !branches.every(isNullSchema)
    ) {
      const other = nested(branches.find((b) => !isNullSchema(b)));
      return other.kind === 'json' ? other : { ...other, ...common, nullable: true };
    }
  }
  if (schema.nullable === true) common.nullable = true;

  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (values) {
    const options = values.filter((v) => v !== null).map((v) => ({ label: optionLabel(v), value: v as FormValue }));
    if (options.length < values.length) common.nullable = true;
    return { ...common, kind: 'choice', options };
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!isUnknownArray(branches)) continue;
    const resolved = branches.map((b) =>
      isRecord(b) && typeof b.$ref === 'string' ? resolveLocalRef(root, b.$ref) : b,
    );
    const consts = resolved.filter((b) => !isNullSchema(b));
    if (consts.length > 0 && consts.every((b) => isRecord(b) && 'const' in b)) {
      const options = consts.map((b) => {
        const branch = b as Record<string, unknown>;
        return {
          label:
            typeof branch.title === 'string'
              ? `${branch.title} (${optionLabel(branch.const)})`
              : optionLabel(branch.const),
          value: branch.const as FormValue,
        };
      });
      return { ...common, nullable: common.nullable || consts.length < resolved.length, kind: 'choice', options };
    }
  }
  const composition = COMPOSITIONS.find((key) => key in schema);
  if (composition) return json(common, `"${composition}" composes several schemas; a form cannot show it faithfully.`);

  let types =
    typeof schema.type === 'string'
      ? [schema.type]
      : Array.isArray(schema.type)
        ? schema.type.filter((t) => typeof t === 'string')
        : [];
  if (types.includes('null') && types.length > 1) {
    common.nullable = true;
    types = types.filter((t) => t !== 'null');
  }
  if (types.length === 0 && isRecord(schema.properties)) types = ['object'];
  if (types.length !== 1) {
    return json(
      common,
      types.length === 0
        ? 'The schema names no type, so any JSON value is accepted.'
        : `A value of several types (${types.join(', ')}).`,
    );
  }
  switch (types[0]) {
    case 'string':
      return {
        ...common,
        kind: 'string',
        ...(typeof schema.format === 'string' ? { format: schema.format } : {}),
        ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
      };
    case 'number':
    case 'integer':
      return { ...common, kind: types[0], ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}) };
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'null':
      return { ...common, kind: 'choice', options: [{ label: 'null', value: null }] };
    case 'array':
      if (Array.isArray(schema.items) || 'prefixItems' in schema)
        return json(common, 'A tuple (items by position).', 'array');
      return { ...common, kind: 'array', items: nested(schema.items ?? true) };
    case 'object': {
      if ('patternProperties' in schema)
        return json(common, 'Property names given by patterns (patternProperties).', 'object');
      const properties = isRecord(schema.properties) ? schema.properties : {};
      const names = Object.keys(properties);
      if (names.length === 0)
        return json(common, 'An object with free-form members (no properties declared).', 'object');
      if (isRecord(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0) {
        return json(
          common,
          'An object that also takes extra members of a given shape (additionalProperties).',
          'object',
        );
      }
      const required = Array.isArray(schema.required) ? schema.required : [];
      return {
        ...common,
        kind: 'object',
        properties: names.map((name) => ({ name, required: required.includes(name), field: nested(properties[name]) })),
      };
    }
    default:
      return json(common, `Unknown type "${String(types[0])}".`);
  }
}

/**
 * The value a field starts with: its `default` when given, else an empty value of its kind (`''`,
 * the `minimum` or 0, false, the first choice, an object of its required properties, `[]`; a JSON field
 * `{}`/`[]`/null by what it expects).
 */
export function initialFormValue(field: FormField): FormValue {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.kind) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return field.minimum ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return field.options[0]?.value ?? null;
    case 'object':
      return Object.fromEntries(
        field.properties.filter((p) => p.required).map((p) => [p.name, initialFormValue(p.field)]),
      );
    case 'array':
      return [];
    case 'json':
      return field.expected === 'object' ? {} : field.expected === 'array' ? [] : null;
  }
}

/**
 * The argument text the form emits: the input as JSON (2-space indented), wrapped for evidence tools in
 * the envelope `{"previous_observation": null, "input": …}` (DESIGN §4.5), which the user may edit.
 */
export function toArgumentsText(input: FormValue, evidence: boolean): string {
  return JSON.stringify(evidence ? { previous_observation: null, input } : input, null, 2);
}
