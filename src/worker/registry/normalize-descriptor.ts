/**
 * One submitted definition → one canonical descriptor with compiled validators, or a refusal for that
 * tool only (DESIGN.md §5.1–5.2). Reads the shape, translates type names, checks the root, resolves the
 * dialect and compiles once. Assigns no export name (the registry does, across all tools).
 */
import type {
  CanonicalToolDescriptor,
  DescriptorNote,
  DescriptorRefusal,
  JsonSchema,
  RegisterOrigin,
} from '../../contract';
import { REGISTRY_NOTE_CODES, isRecord } from '../../contract';
import type { CompiledSchema, SchemaValidators } from '../parser/schema-validator';
import { resolveDialect } from '../parser/schema-validator';
import { deriveDefaults } from './descriptor-defaults';
import { plainExportSchema } from './export-schema';
import { readShape } from './read-shape';
import { schemaDepthProblem } from './schema-depth';
import { checkRootSchema } from './root-schema';
import { cloneJson } from './schema-walk';
import { toStrictSchema } from './strict-schema';
import { mapTypeNames } from './type-names';

/** A normalized tool before the registry names it. */
export interface NormalizedTool {
  /** `exportName` is '' until the registry assigns it. */
  descriptor: CanonicalToolDescriptor;
  input: CompiledSchema;
  output?: CompiledSchema;
  /** Pointer of the declared name in the submitted definition (for name notes). */
  namePointer: string;
}

/** {@link normalizeDescriptor}'s result: the tool, or its INVALID_DESCRIPTOR refusal. */
export type NormalizeResult = { ok: true; value: NormalizedTool } | { ok: false; refusal: DescriptorRefusal };

const NOTE_CODES: ReadonlySet<string> = new Set(REGISTRY_NOTE_CODES);

/** Compile warnings → notes: a warning that starts with a registry note code keeps it, others are STRICT_MODE_WARNING. */
function warningNotes(warnings: readonly string[], pointer: string): DescriptorNote[] {
  return warnings.map((w) => {
    const [, code, message] = /^([A-Z_]+):\s*(.*)$/s.exec(w) ?? [];
    return code !== undefined && message !== undefined && NOTE_CODES.has(code)
      ? { code, message, pointer }
      : { code: 'STRICT_MODE_WARNING', message: w, pointer };
  });
}

/** The schema Ajv sees: the root `$schema` left out, since the dialect is passed explicitly (any spelling works). */
function forCompile(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  void _dialect;
  return rest;
}

type SchemaStep =
  | {
      ok: true;
      schema: JsonSchema;
      compiled: CompiledSchema;
      dialect: CanonicalToolDescriptor['dialect'];
      notes: DescriptorNote[];
    }
  | { ok: false; message: string; pointer: string };

/** Type names → root check (input only) → dialect → compile, for one schema at `pointer`. */
function prepareSchema(raw: unknown, pointer: string, validators: SchemaValidators, isInput: boolean): SchemaStep {
  if (!isRecord(raw)) return { ok: false, message: 'the schema must be a JSON Schema object', pointer };
  const tooDeep = schemaDepthProblem(raw);
  if (tooDeep) return { ok: false, message: tooDeep, pointer };
  const mapped = mapTypeNames(raw, pointer);
  if (!mapped.ok) return mapped;
  const notes = [...mapped.notes];
  let schema = mapped.schema;
  if (isInput) {
    const root = checkRootSchema(schema, pointer);
    if (!root.ok) return root;
    schema = root.schema;
    notes.push(...root.notes);
  }
  const { dialect, known } = resolveDialect(schema.$schema);
  if ('$schema' in schema && !known) {
    notes.push({
      code: 'UNKNOWN_DIALECT',
      message: `unknown $schema ${JSON.stringify(schema.$schema)}; validated as ${dialect}`,
      pointer: `${pointer}/$schema`,
    });
  }
  const compiled = validators.compile(forCompile(schema), dialect, { closeByDefault: isInput });
  if (!compiled.ok) {
    // compiled.message already says "The schema does not compile: …" / "The schema is invalid: …".
    const message = compiled.message.charAt(0).toLowerCase() + compiled.message.slice(1);
    return { ok: false, message, pointer: `${pointer}${compiled.pointer ?? ''}` };
  }
  notes.push(...warningNotes(compiled.warnings, pointer));
  for (const note of compiled.notes ?? []) notes.push({ ...note, pointer: `${pointer}${note.pointer ?? ''}` });
  return { ok: true, schema, compiled: compiled.value, dialect, notes };
}

/**
 * Normalizes one submitted definition.
 *
 * @param definition the definition as submitted (canonical, OpenAI chat or Responses, Anthropic, MCP,
 *   legacy `{name, parameters}`, or function-calling-benchmark docs)
 * @param index its position in the `registerTools` list (for the refusal)
 * @param origin the `registerTools` origin (kind, source)
 * @param validators the harness's schema validators (one Ajv per dialect)
 * @returns the descriptor (notes: PARAMETERS_DIVERGED, TYPE_NAME_MAPPED, SCHEMA_UNDERSPECIFIED,
 *   NULLABLE_ROOT, UNKNOWN_DIALECT, STRICT_MODE_WARNING, COMPOSITION_LEFT_OPEN, STRICT_EXPORT_UNAVAILABLE)
 *   with its compiled input (closed by default) and output (open) validators; or an INVALID_DESCRIPTOR
 *   refusal with a pointer into the submitted definition
 * @see DESIGN.md §5.1, §5.2, §5.3 (strict availability); seed 002 §5
 */
export function normalizeDescriptor(
  definition: unknown,
  index: number,
  origin: RegisterOrigin | undefined,
  validators: SchemaValidators,
): NormalizeResult {
  const refuse = (message: string, pointer: string, name?: string): NormalizeResult => ({
    ok: false,
    refusal: { index, ...(name !== undefined ? { name } : {}), code: 'INVALID_DESCRIPTOR', message, pointer },
  });
  const shape = readShape(definition);
  if (!shape.ok) return refuse(shape.message, shape.pointer, shape.name);
  const { name, schemaPointer } = shape.value;
  const def = definition as Record<string, unknown>;

  const input = prepareSchema(shape.value.schema, schemaPointer, validators, true);
  if (!input.ok) return refuse(input.message, input.pointer, name);
  let output: SchemaStep | undefined;
  if ('outputSchema' in def && def.outputSchema !== undefined) {
    output = prepareSchema(def.outputSchema, '/outputSchema', validators, false);
    if (!output.ok) return refuse(`outputSchema: ${output.message}`, output.pointer, name);
  }

  const notes = [...shape.value.notes, ...input.notes, ...(output?.ok ? output.notes : [])];
  const strict = toStrictSchema(plainExportSchema(input.schema));
  if (!strict.ok) {
    notes.push({
      code: 'STRICT_EXPORT_UNAVAILABLE',
      message: `an OpenAI strict export would change this schema's meaning (${strict.reason}); exported with strict: false`,
      pointer: `${schemaPointer}${strict.pointer}`,
    });
  }

  const descriptor: CanonicalToolDescriptor = {
    name,
    exportName: '',
    ...(shape.value.description !== undefined ? { description: shape.value.description } : {}),
    ...deriveDefaults(def, origin),
    inputSchema: input.schema,
    parameters: cloneJson(input.schema),
    dialect: input.dialect,
    ...(shape.value.strict !== undefined ? { strict: shape.value.strict } : {}),
    ...(output?.ok ? { outputSchema: output.schema } : {}),
    // Copied once, with the whole descriptor, below.
    sourceDefinition: definition,
    notes,
  };
  return {
    ok: true,
    value: {
      descriptor: cloneJson(descriptor),
      input: input.compiled,
      ...(output?.ok ? { output: output.compiled } : {}),
      namePointer: shape.value.namePointer,
    },
  };
}
