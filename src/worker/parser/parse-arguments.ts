/**
 * A2 parse (DESIGN.md §3): argument text → exactly one strict JSON value → the envelope (evidence tools)
 * → `input` against the tool's `inputSchema`. The first refusing step wins; every refusal carries errors
 * with JSON Pointers and, where the text holds the spot, offsets (UTF-16 units), lines and columns.
 */
import type { Evaluation, ObservationError, ObservationNote, Outcome, Violation } from '../../contract';
import { ok, refuse } from '../../contract';
import type { RegisteredTool } from '../registry/registry';
import { stripOptionalNulls } from '../registry/export-tools';
import { readEnvelope } from './envelope';
import { parseStrictJson, type ParsedJson } from './strict-json';

export interface ParsedCall {
  /** The tool's input (for evidence tools, the envelope's `input`). */
  input: unknown;
  /** The envelope's `previous_observation` (always null for non-evidence tools). */
  evaluation: Evaluation | null;
  notes: ObservationNote[];
}

export interface ParseOptions {
  maxArgumentBytes: number;
  evidence: boolean;
  /** The run's export profile is OpenAI strict: drop the model's nulls for optional fields first. */
  stripNulls: boolean;
  /** The provider's finish reason; `length` adds "the output limit was hit" to INVALID_JSON. */
  finishReason?: string;
}

/**
 * @param argumentsText the model's argument text; anything that is not a string (a number, an object,
 *   undefined — DESIGN §4.1: no method rejects) is INVALID_JSON "the argument text must be a string"
 * @returns the parsed call, or INPUT_TOO_LARGE | INVALID_JSON | TRAILING_TOKENS | DUPLICATE_KEY |
 *   INVALID_ENVELOPE | SCHEMA_VIOLATION
 */
export function parseArguments(
  argumentsText: unknown,
  tool: RegisteredTool,
  options: ParseOptions,
): Outcome<ParsedCall> {
  if (typeof argumentsText !== 'string') {
    const got = argumentsText === null ? 'null' : Array.isArray(argumentsText) ? 'array' : typeof argumentsText;
    return refuse({ code: 'INVALID_JSON', message: `The argument text must be a string (got ${got}).` });
  }
  const parsed = parseStrictJson(argumentsText, { maxBytes: options.maxArgumentBytes });
  if (!parsed.ok) {
    let hint = '';
    if (parsed.violation.code === 'INVALID_JSON' && options.finishReason === 'length') {
      hint += ` The model's output limit was hit (finish_reason "length"): send a smaller payload.`;
    }
    if (options.evidence && parsed.violation.code !== 'INPUT_TOO_LARGE')
      hint += ` Expected arguments: ${ENVELOPE_TEMPLATE}`;
    return hint ? refuse(withHint(parsed.violation, hint)) : parsed;
  }
  let input: unknown = parsed.value.value;
  let evaluation: Evaluation | null = null;
  if (options.evidence) {
    const envelope = readEnvelope(input);
    if (!envelope.ok) return refuse(withOffsets(envelope.violation, parsed.value));
    input = envelope.value.input;
    evaluation = envelope.value.previous_observation;
  }
  const notes: ObservationNote[] = [];
  if (options.stripNulls) {
    const stripped = stripOptionalNulls(input, tool.descriptor.inputSchema);
    if (stripped !== input) {
      input = stripped;
      notes.push({
        code: 'NULLS_STRIPPED',
        message: 'Nulls sent for optional fields were removed (strict export profile).',
      });
    }
  }
  const errors = tool.input.validate(input, options.evidence ? '/input' : '');
  const [first] = errors;
  if (first) {
    return refuse(
      withOffsets(
        {
          code: 'SCHEMA_VIOLATION',
          message: `The input does not match ${tool.descriptor.name}'s inputSchema: ${first.message}`,
          pointer: first.pointer,
          errors,
        },
        parsed.value,
      ),
    );
  }
  return ok({ input, evaluation, notes });
}

/** The envelope an evidence tool expects, shown to the model when its arguments are not JSON (case 06). */
const ENVELOPE_TEMPLATE =
  '{"previous_observation": null | {"tool_call_id": "<id>", "evaluation": "GAINED" | "NO_GAIN"}, "input": {...}}';

/** Appends a sentence to a violation's message and to its first error's message. */
function withHint(violation: Violation, hint: string): Violation {
  const errors = violation.errors?.map((error, index) =>
    index === 0 ? { ...error, message: error.message + hint } : error,
  );
  return { ...violation, message: violation.message + hint, ...(errors ? { errors } : {}) };
}

/** Adds text positions to a violation's errors from the parsed text (only on refusals, so lazily). */
function withOffsets(violation: Violation, parsed: ParsedJson): Violation {
  const errors: ObservationError[] = (
    violation.errors ?? [{ pointer: violation.pointer ?? '', message: violation.message }]
  ).map((error) => {
    if (error.offset !== undefined) return error;
    const position = parsed.locate(error.pointer);
    return position ? { ...error, offset: position.offset, line: position.line, column: position.column } : error;
  });
  return { ...violation, errors, position: violation.position ?? parsed.locate(violation.pointer ?? '') };
}
