/**
 * The root rule of DESIGN.md §5.2: a tool's input schema must describe an object. Adds `type: "object"`
 * to a root that says nothing about its type, keeps a nullable object root with a note, and refuses a
 * root whose `type` names only other types.
 */
import type { DescriptorNote, JsonSchema } from '../../contract';
import { isRecord } from '../../contract';

/** {@link checkRootSchema}'s result: the completed schema with its notes, or a refusal with a pointer. */
export type RootResult =
  { ok: true; schema: JsonSchema; notes: DescriptorNote[] } | { ok: false; message: string; pointer: string };

/**
 * Checks and completes the root of an input schema (after type-name mapping).
 *
 * @param schema the input schema (not mutated)
 * @param basePointer JSON Pointer of the schema inside the submitted definition
 * @returns the schema, with `type: "object"` added and a SCHEMA_UNDERSPECIFIED note when the root had no
 *   `type`, or a NULLABLE_ROOT note for `["object", "null"]`; or a refusal (→ INVALID_DESCRIPTOR) when the
 *   schema is not a JSON object (pointer = basePointer) or its `type` names no `object` (pointer to `type`)
 * @see DESIGN.md §5.2; case 24
 */
export function checkRootSchema(schema: unknown, basePointer: string): RootResult {
  if (!isRecord(schema)) {
    return { ok: false, message: 'the input schema must be a JSON Schema object', pointer: basePointer };
  }
  const typePointer = `${basePointer}/type`;
  if (!('type' in schema)) {
    const why = 'properties' in schema ? "it declares 'properties'" : 'nothing else describes the arguments';
    return {
      ok: true,
      // `type` first, after `$schema`, so the canonical schema reads naturally
      schema: insertType(schema),
      notes: [
        {
          code: 'SCHEMA_UNDERSPECIFIED',
          message: `root has no 'type'; 'type: "object"' added because ${why}`,
          pointer: basePointer,
        },
      ],
    };
  }
  const type = schema.type;
  const names = typeof type === 'string' ? [type] : Array.isArray(type) ? type : [];
  if (!names.includes('object')) {
    return {
      ok: false,
      message: `the root schema must describe an object, but 'type' is ${JSON.stringify(type)}`,
      pointer: typePointer,
    };
  }
  if (names.length > 1) {
    const others = names.filter((n) => n !== 'object');
    return {
      ok: true,
      schema,
      notes: [
        {
          code: 'NULLABLE_ROOT',
          message: `root 'type' ${JSON.stringify(type)} also allows ${others.join(', ')}; kept as declared (providers expect an object)`,
          pointer: typePointer,
        },
      ],
    };
  }
  return { ok: true, schema, notes: [] };
}

function insertType(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  if ('$schema' in schema) out.$schema = schema.$schema;
  out.type = 'object';
  for (const [k, v] of Object.entries(schema)) if (k !== '$schema') out[k] = v;
  return out;
}
