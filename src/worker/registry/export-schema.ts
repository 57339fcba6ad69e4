/**
 * The schema every provider export starts from (DESIGN.md §5.3): a copy of the canonical `inputSchema`
 * without `$schema` at any level, an object root given `properties: {}` when it has none, and — for
 * evidence tools — wrapped in the progress envelope. Never changes the canonical schema.
 */
import type { JsonSchema } from '../../contract';
import { cloneJson, isPlainObject, mapSchema } from './schema-walk';

/**
 * Copies a schema for export: `$schema` dropped at every schema level (the dialect stays in the
 * descriptor); an object root without `properties` gets `properties: {}` (some providers require it).
 *
 * @param schema the canonical schema (not mutated)
 * @returns the export copy
 * @see DESIGN.md §5.3; case 21, case 24
 */
export function plainExportSchema(schema: JsonSchema): JsonSchema {
  const out = mapSchema(cloneJson(schema), (node) => {
    if (!('$schema' in node)) return node;
    const { $schema: _dialect, ...rest } = node;
    void _dialect;
    return rest;
  }) as JsonSchema;
  return withRootProperties(out);
}

/** Adds `properties: {}` to an object root that has none. */
export function withRootProperties(schema: JsonSchema): JsonSchema {
  const { type } = schema;
  const isObject = type === 'object' || (Array.isArray(type) && type.includes('object'));
  return isObject && !isPlainObject(schema.properties) ? { ...schema, properties: {} } : schema;
}

/** The evaluation of the pending call (DESIGN.md §4.5), closed. */
export const EVALUATION_SCHEMA: JsonSchema = Object.freeze({
  type: 'object',
  properties: {
    tool_call_id: { type: 'string', description: 'The tool_call_id of the call you evaluate.' },
    evaluation: { type: 'string', enum: ['GAINED', 'NO_GAIN'], description: 'Whether that result gave new evidence.' },
    reason: { type: 'string', description: 'One short sentence why.' },
  },
  required: ['tool_call_id', 'evaluation'],
  additionalProperties: false,
});

/** Appended to an evidence tool's description in every export. */
export const EVIDENCE_DESCRIPTION_SUFFIX =
  ' [Evidence tool: send {"previous_observation": ..., "input": {...}}. "input" holds the arguments. ' +
  '"previous_observation" is null on your first call; after a call that found evidence, it evaluates that call: ' +
  '{"tool_call_id": <its id>, "evaluation": "GAINED" or "NO_GAIN"}.]';

/** Rewrites a local `$ref` of the input schema so it still resolves once the input sits at `/properties/input`. */
function rebaseRef(ref: string): string {
  if (!ref.startsWith('#')) return ref; // remote or $id-relative: left as declared
  if (ref.startsWith('#/$defs/') || ref.startsWith('#/definitions/')) return ref; // hoisted to the root, same path
  if (ref === '#' || ref === '#/') return '#/properties/input';
  return ref.startsWith('#/') ? `#/properties/input${ref.slice(1)}` : ref; // '#anchor' stays
}

/**
 * Wraps an (already export-prepared) input schema in the evidence envelope: `{previous_observation:
 * null | Evaluation, input: <schema>}`, closed, both required. The input's `$defs`/`definitions` are
 * hoisted to the envelope root and every local `$ref` is rebased, so none dangles.
 *
 * @param inputSchema the export copy of the tool's input schema (no `$schema`)
 * @param options.requireReason list `reason` as required (for the OpenAI strict export: strict mode would
 *   otherwise make it required-and-nullable, and the envelope reader refuses a null `reason`)
 * @returns the envelope schema
 * @see DESIGN.md §4.5, §5.3; case 19
 */
export function envelopeSchema(inputSchema: JsonSchema, options: { requireReason?: boolean } = {}): JsonSchema {
  const rebased = mapSchema(inputSchema, (node) =>
    typeof node.$ref === 'string' ? { ...node, $ref: rebaseRef(node.$ref) } : node,
  ) as JsonSchema;
  // `$id` would rebase the input's refs away from the root that now holds its definitions
  const { $defs, definitions, $id: _id, ...input } = rebased;
  void _id;
  const evaluation = cloneJson(EVALUATION_SCHEMA);
  if (options.requireReason) evaluation.required = ['tool_call_id', 'evaluation', 'reason'];
  const envelope: JsonSchema = {
    type: 'object',
    properties: {
      previous_observation: { anyOf: [{ type: 'null' }, evaluation] },
      input,
    },
    required: ['previous_observation', 'input'],
    additionalProperties: false,
  };
  if ($defs !== undefined) envelope.$defs = $defs;
  if (definitions !== undefined) envelope.definitions = definitions;
  return envelope;
}
