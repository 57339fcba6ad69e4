/**
 * Schema compilation and validation for the registry and the A2/B3 checks (DESIGN.md §5.2): one Ajv
 * class per dialect per harness (Ajv for draft-07, Ajv2019, Ajv2020 — they cannot share an instance),
 * created on first use. Compiles a copy (closed by default when asked, `$schema` stripped, ids released
 * after compiling) so many tools' schemas never clash in one instance. Never logs to the console.
 */
import Ajv, { type AnySchema, type Options, type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  DIALECTS,
  type DescriptorNote,
  type Dialect,
  type JsonSchema,
  type ObservationError,
  errorMessage,
} from '../../contract';
import { toObservationErrors } from './ajv-errors';
import { type ClosedSchema, closeSchema } from './close-schema';
import { compileKey, createCompileCache } from './compile-cache';
import { describeCompileError } from './compile-errors';
import { LAZY_COMPILE_NODES, countSubschemas, deferred, firstInvalidPattern, firstUnresolvedRef } from './lazy-compile';
import { linearFormats } from './linear-formats';
import { linearRegExp } from './linear-regexp';
import { unenforcedPatterns } from './unenforced-patterns';

/** `$schema` → dialect (DESIGN §5.2); lives in resolve-dialect.ts, re-exported here per docs/internal-interfaces.md. */
export { resolveDialect } from './resolve-dialect';

/** A compiled schema: validates a value, returning observation errors (`[]` = valid). */
export interface CompiledSchema {
  /**
   * @param value the parsed value to check (never modified: no defaults, no coercion)
   * @param pointerPrefix prepended to every error pointer (`/input` for evidence tools), default ''
   * @returns SCHEMA_VIOLATION findings (≤ 20, see ajv-errors.ts), empty when valid
   */
  validate(value: unknown, pointerPrefix?: string): ObservationError[];
}

/**
 * What `compile` returns: the compiled schema with Ajv's strict-mode warnings and the closing notes, or
 * why it does not compile (the registry refuses the tool with INVALID_DESCRIPTOR and this pointer).
 */
export type CompileResult =
  | {
      ok: true;
      value: CompiledSchema;
      /** Ajv strict-mode messages (the registry records them as STRICT_MODE_WARNING notes). */
      warnings: string[];
      /** Closing notes (COMPOSITION_LEFT_OPEN), pointers relative to the schema root. */
      notes: DescriptorNote[];
    }
  | { ok: false; message: string; pointer?: string };

/** The validators of one harness (one Ajv instance per dialect, DESIGN §5.2). */
export interface SchemaValidators {
  /**
   * Compiles `schema` for `dialect` once (the registry caches the result per descriptor).
   * @param options.closeByDefault close object schemas that say nothing (DESIGN §5.2); default true,
   *   false for MCP `outputSchema`
   * @returns the compiled schema with warnings and notes, or `{ ok: false, message, pointer? }` when the
   *   schema does not compile (pointer into the schema where known) — the registry's INVALID_DESCRIPTOR
   */
  compile(schema: JsonSchema, dialect: Dialect, options?: { closeByDefault?: boolean }): CompileResult;
}

/** How many unknown `format` names one compile may register as annotations before giving up. */
const MAX_UNKNOWN_FORMATS = 32;

/**
 * Creates the validators of one harness: three lazily created Ajv instances with `allErrors`,
 * `allowUnionTypes`, strict mode as collected warnings (`strict: 'log'` with a collecting logger), no
 * `useDefaults`, no `coerceTypes`, `ownProperties` (members named like Object.prototype's are data),
 * `ajv-formats` with its regexes matched in linear time
 * (linear-formats.ts), and `pattern` / `patternProperties` compiled by the linear-time engine
 * (linear-regexp.ts; a pattern it cannot express is noted PATTERN_NOT_ENFORCED and not enforced). A `format` that neither Ajv nor ajv-formats knows
 * is registered as an annotation (always valid, as JSON Schema 2020-12 treats formats by default) with a
 * warning, instead of failing the whole tool. Identical schemas (same JSON text, dialect and closing)
 * compile once (compile-cache.ts); a schema with more than `LAZY_COMPILE_NODES` subschemas is checked
 * at registration and compiled at its first call (lazy-compile.ts), so registration stays fast.
 * @see DESIGN.md §5.2 "Dialects"
 */
export function createSchemaValidators(): SchemaValidators {
  const instances = new Map<Dialect, Ajv>();
  let sink: string[] = [];
  const logger = {
    log: () => undefined,
    warn: (...args: unknown[]) => void sink.push(args.map(String).join(' ')),
    error: (...args: unknown[]) => void sink.push(args.map(String).join(' ')),
  };
  const instanceFor = (dialect: Dialect): Ajv => {
    let ajv = instances.get(dialect);
    if (!ajv) {
      const options: Options = {
        allErrors: true,
        allowUnionTypes: true,
        strict: 'log',
        logger,
        useDefaults: false,
        coerceTypes: false,
        messages: true,
        // `required: ["constructor"]` is met by an own member only, never by Object.prototype.
        ownProperties: true,
        code: { regExp: linearRegExp },
      };
      ajv =
        dialect === DIALECTS.draft2019
          ? new Ajv2019(options)
          : dialect === DIALECTS.draft2020
            ? new Ajv2020(options)
            : new Ajv(options);
      addFormats(ajv);
      for (const [name, format] of linearFormats()) ajv.addFormat(name, format);
      instances.set(dialect, ajv);
    }
    return ajv;
  };

  /** Ajv's compile now, with its strict-mode warnings and the closing and pattern notes. */
  function compileNow(ajv: Ajv, copy: JsonSchema, schema: JsonSchema, closed?: ClosedSchema): CompileResult {
    sink = [];
    const warnings = sink;
    try {
      const validate = compileReleasingIds(ajv, copy, warnings);
      return {
        ok: true,
        value: { validate: (value, pointerPrefix = '') => run(validate, value, pointerPrefix) },
        warnings: [...new Set(warnings)].filter((warning) => !isAboutOurClosing(warning, closed?.closed)),
        notes: [...(closed?.notes ?? []), ...unenforcedPatterns(schema)],
      };
    } catch (error) {
      return describeCompileError(ajv, error, schema);
    } finally {
      sink = [];
    }
  }

  /**
   * A schema too large to compile at registration (lazy-compile.ts): the refusals a compile would give
   * for an invalid schema or pattern now, Ajv's compile at the first `validate` (a schema that still
   * fails then throws, and that call ends INTERNAL_ERROR).
   */
  function compileLater(ajv: Ajv, copy: JsonSchema, schema: JsonSchema, closed?: ClosedSchema): CompileResult {
    if (!ajv.validateSchema(copy)) return describeCompileError(ajv, new Error('schema is invalid'), schema);
    const invalid = firstInvalidPattern(schema);
    if (invalid) {
      const shown = invalid.pattern.length > 120 ? `${invalid.pattern.slice(0, 119)}…` : invalid.pattern;
      return {
        ok: false,
        message: `The schema does not compile: pattern ${JSON.stringify(shown)} is not a valid regular expression`,
        pointer: invalid.pointer,
      };
    }
    const unresolved = firstUnresolvedRef(copy);
    if (unresolved) {
      return {
        ok: false,
        message: `The schema does not compile: can't resolve reference ${unresolved.ref}`,
        pointer: unresolved.pointer,
      };
    }
    const compiled = deferred(() => {
      sink = [];
      try {
        return compileReleasingIds(ajv, copy, []);
      } catch (error) {
        throw new Error(`the tool's schema does not compile: ${errorMessage(error)}`);
      } finally {
        sink = [];
      }
    });
    return {
      ok: true,
      value: { validate: (value, pointerPrefix = '') => run(compiled.get(), value, pointerPrefix) },
      warnings: [],
      notes: [
        ...(closed?.notes ?? []),
        ...unenforcedPatterns(schema),
        {
          code: 'COMPILED_AT_FIRST_CALL',
          message: `the schema has more than ${LAZY_COMPILE_NODES} subschemas: it was checked against its meta-schema at registration and is compiled at the tool's first call (that call takes longer; Ajv's strict-mode warnings about it are not collected)`,
          pointer: '',
        },
      ],
    };
  }

  const cache = createCompileCache<CompileResult>();

  return {
    compile(schema, dialect, options) {
      const closeByDefault = options?.closeByDefault !== false;
      const key = compileKey(schema, dialect, closeByDefault);
      const cached = key === undefined ? undefined : cache.get(key);
      if (cached) return copyResult(cached);
      const closed = closeByDefault ? closeSchema(schema, dialect) : undefined;
      const copy = closed ? closed.schema : structuredClone(schema);
      delete copy.$schema;
      const ajv = instanceFor(dialect);
      const result =
        countSubschemas(copy) > LAZY_COMPILE_NODES
          ? compileLater(ajv, copy, schema, closed)
          : compileNow(ajv, copy, schema, closed);
      if (key !== undefined) cache.set(key, result);
      return copyResult(result);
    },
  };
}

/** Runs a compiled validator: `[]` when valid, else its errors as observation errors. */
function run(validate: ValidateFunction, value: unknown, pointerPrefix: string): ObservationError[] {
  return validate(value) ? [] : toObservationErrors(validate.errors ?? [], value, pointerPrefix);
}

/** A copy of a (cached) compile result whose lists the caller may change. */
function copyResult(result: CompileResult): CompileResult {
  if (!result.ok) return { ...result };
  return { ...result, warnings: [...result.warnings], notes: result.notes.map((note) => ({ ...note })) };
}

/**
 * Compiles, registering unknown formats as annotations; then forgets every id the schema brought, so
 * the next tool may use the same `$id` (the compiled function keeps what it resolved).
 */
function compileReleasingIds(ajv: Ajv, schema: JsonSchema, warnings: string[]): ValidateFunction {
  const known = new Set(Object.keys(ajv.refs));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return ajv.compile(schema as AnySchema);
      } catch (error) {
        const format = /unknown format "([^"]+)" ignored/.exec(String((error as Error)?.message))?.[1];
        if (!format || attempt >= MAX_UNKNOWN_FORMATS) throw error;
        warnings.push(`unknown format "${format}" is treated as an annotation (not checked)`);
        ajv.addFormat(format, true);
        release(ajv, schema, known);
      }
    }
  } finally {
    release(ajv, schema, known);
  }
}

function release(ajv: Ajv, schema: JsonSchema, known: Set<string>): void {
  ajv.removeSchema(schema);
  const refs = ajv.refs as Record<string, unknown>;
  for (const id of Object.keys(refs)) if (!known.has(id)) delete refs[id];
}

/** Ajv's strictTypes warning about a keyword this module added (not the author's doing). */
function isAboutOurClosing(warning: string, closedAt: string[] | undefined): boolean {
  const encoded = /for keyword "(?:additionalProperties|unevaluatedProperties)" at "#([^"]*)"/.exec(warning)?.[1];
  if (encoded === undefined || !closedAt) return false;
  let at: string;
  try {
    at = decodeURIComponent(encoded);
  } catch {
    return false;
  }
  return closedAt.includes(at);
}
