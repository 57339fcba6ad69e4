/**
 * Ajv's `ErrorObject[]` → the bounded `errors` list of a SCHEMA_VIOLATION (DESIGN.md §4.2): JSON Pointers
 * into the argument text's JSON, one sentence each, parent-object pointers for `required` and
 * unknown-member failures, no noise from failed anyOf/oneOf branches where a clearer error exists.
 */
import type { ErrorObject } from 'ajv';
import type { ObservationError } from '../../contract';
import { jsonType, previewJson } from './json-type';

/** Most errors one violation lists (DESIGN §4.2: bounded). */
export const MAX_SCHEMA_ERRORS = 20;

/**
 * Maps Ajv errors (from a validator compiled with `allErrors`) to observation errors.
 *
 * @param errors `validate.errors` after a failed validation
 * @param value the validated value (to say what was sent: "got number")
 * @param pointerPrefix prepended to every pointer (`/input` for evidence tools' envelopes, else '')
 * @returns at most `MAX_SCHEMA_ERRORS` items, deduplicated, in Ajv's order. `required` →
 *   pointer of the parent object, "missing required property 'b'"; `additionalProperties` /
 *   `unevaluatedProperties` → parent, "unknown property 'c' is not allowed"; a failed anyOf/oneOf is
 *   reported by its one plausible branch when exactly one branch got past type checks, else as one
 *   "must be string or null" / "must match one of the allowed shapes" line.
 * @see DESIGN.md §4.2 `errors[].pointer`; RFC 6901
 */
export function toObservationErrors(
  errors: readonly ErrorObject[],
  value: unknown,
  pointerPrefix = '',
): ObservationError[] {
  const kept = dropShadowedUnevaluated(dropBranchNoise(errors));
  const out: ObservationError[] = [];
  const seen = new Set<string>();
  for (const error of kept) {
    const item = { pointer: pointerPrefix + error.instancePath, message: describe(error, value) };
    const key = `${item.pointer}\u0000${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= MAX_SCHEMA_ERRORS) break;
  }
  return out;
}

function describe(error: ErrorObject, root: unknown): string {
  const params = error.params as Record<string, unknown>;
  const got = (): string => describeValue(valueAt(root, error.instancePath));
  switch (error.keyword) {
    case 'required':
      return `missing required property '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `unknown property '${String(params.additionalProperty)}' is not allowed`;
    case 'unevaluatedProperties':
      return `unknown property '${String(params.unevaluatedProperty)}' is not allowed`;
    case 'dependentRequired':
    case 'dependencies':
      return `missing property '${String(params.missingProperty)}', required when '${String(params.property)}' is present`;
    case 'type':
      return `must be ${String(params.type).split(',').join(' or ')}, got ${got()}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((item) => previewJson(item)).join(', ')}, got ${got()}`;
    case 'const':
      return `must be ${previewJson(params.allowedValue)}, got ${got()}`;
    case 'false schema':
      return 'is not allowed here';
    case 'anyOf':
    case 'oneOf':
      return (error as BranchSummary).typeList
        ? `must be ${(error as BranchSummary).typeList}, got ${got()}`
        : `${error.message ?? 'is invalid'}, got ${got()}`;
    default: {
      const message = error.message ?? 'is invalid';
      const scalar = valueAt(root, error.instancePath);
      return scalar !== null && typeof scalar !== 'object' ? `${message}, got ${previewJson(scalar)}` : message;
    }
  }
}

/** A composition summary we rewrote: all branches failed on type alone. */
type BranchSummary = ErrorObject & { typeList?: string };

/**
 * With `allErrors`, a failed anyOf/oneOf yields every branch's errors plus a summary. Keep what a model
 * can act on: when every branch failed only on `type` at the composition's own instance, one line
 * "must be A or B"; when exactly one branch got past its type checks, that branch's errors; otherwise
 * the summary alone. `if` summaries are dropped when the `then`/`else` errors are there.
 */
function dropBranchNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const summaries = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  if (summaries.length === 0) return errors.filter((error) => error.keyword !== 'if');
  const drop = new Set<ErrorObject>();
  const replace = new Map<ErrorObject, ErrorObject>();
  // Innermost compositions first, so an outer summary sees the inner decision.
  for (const summary of [...summaries].sort((a, b) => b.schemaPath.length - a.schemaPath.length)) {
    if (summary.keyword === 'oneOf' && (summary.params as { passingSchemas?: unknown }).passingSchemas) continue;
    const base = `${summary.schemaPath}/`;
    const branchErrors = errors.filter((error) => error.schemaPath.startsWith(base) && !drop.has(error));
    const byBranch = new Map<string, ErrorObject[]>();
    for (const error of branchErrors) {
      const [index = ''] = error.schemaPath.slice(base.length).split('/');
      byBranch.set(index, [...(byBranch.get(index) ?? []), error]);
    }
    const shapeOnly = (list: ErrorObject[]): boolean =>
      list.every(
        (error) =>
          error.instancePath === summary.instancePath &&
          (error.keyword === 'type' || error.keyword === 'const' || error.keyword === 'enum'),
      );
    const plausible = [...byBranch.values()].filter((list) => !shapeOnly(list));
    for (const error of branchErrors) drop.add(error);
    const [only] = plausible;
    if (only && plausible.length === 1) {
      drop.add(summary);
      for (const error of only) drop.delete(error);
      continue;
    }
    const types = [...byBranch.values()].flat();
    if (plausible.length === 0 && types.length > 0 && types.every((error) => error.keyword === 'type')) {
      const names = [...new Set(types.flatMap((error) => String((error.params as { type: unknown }).type).split(',')))];
      replace.set(summary, { ...summary, typeList: names.join(' or ') } as BranchSummary);
    }
  }
  return errors
    .filter((error) => !drop.has(error) && error.keyword !== 'if')
    .map((error) => replace.get(error) ?? error);
}

/**
 * A member whose own value failed a branch is also "unevaluated" (annotations of failed branches are
 * dropped, JSON Schema 2020-12 Core §11.3); the member's own error is the one to act on.
 */
function dropShadowedUnevaluated(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter((error) => {
    if (error.keyword !== 'unevaluatedProperties') return true;
    const member = `${error.instancePath}/${String(
      (error.params as { unevaluatedProperty?: unknown }).unevaluatedProperty,
    )
      .replace(/~/g, '~0')
      .replace(/\//g, '~1')}`;
    return !errors.some(
      (other) => other !== error && (other.instancePath === member || other.instancePath.startsWith(`${member}/`)),
    );
  });
}

/** The value at an Ajv `instancePath` (a JSON Pointer), or undefined. */
function valueAt(root: unknown, instancePath: string): unknown {
  if (instancePath === '') return root;
  let node: unknown = root;
  for (const raw of instancePath.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function describeValue(value: unknown): string {
  const type = jsonType(value);
  if (value === null || type === 'object' || type === 'array') return type;
  if (type === 'number' && Number.isInteger(value)) return `integer ${String(value)}`;
  return `${type} ${previewJson(value)}`;
}
