/**
 * A2 strict parse, step 2 (DESIGN.md §3, §4.5): an evidence tool's parsed arguments must be the envelope
 * `{ previous_observation: Evaluation | null, input: {...} }`, closed, both keys required. Checked by hand
 * (it runs per call); the schema it follows is `src/contract/schemas/envelope-schema.ts`. Never unwraps
 * or re-parses a string (case 03).
 */
import type { Envelope, ObservationError, Outcome } from '../../contract';
import { ENVELOPE_KEYS, EVALUATION_VERDICTS } from '../../contract/schemas/envelope-schema';
import { jsonType, previewJson } from './json-type';

const EXPECTED =
  '{"previous_observation": null or {"tool_call_id": …, "evaluation": "GAINED"|"NO_GAIN"}, "input": {…}}';
const EVALUATION_KEYS: readonly string[] = ['tool_call_id', 'evaluation', 'reason'];

/**
 * Reads the envelope out of an evidence tool's parsed argument value.
 *
 * @param value the value `parseStrictJson` returned
 * @returns `{ ok: true, value: Envelope }` (the same object, now typed), or INVALID_ENVELOPE with one
 *   `errors` item per problem, in this order: top level not an object (pointer ''); a missing
 *   `previous_observation` or `input` (pointer '', the message names the member); an unknown top-level
 *   member (pointer '', as additionalProperties); `input` not an object (pointer '/input');
 *   `previous_observation` neither null nor a closed evaluation (pointer '/previous_observation[/…]').
 *   The violation's `pointer` and `message` are the first item's.
 * @see DESIGN.md §4.5; shared/cases 03, 05, 06
 */
export function readEnvelope(value: unknown): Outcome<Envelope> {
  if (!isObject(value)) {
    const kind = jsonType(value);
    const hint =
      kind === 'string'
        ? ' (do not encode the arguments as a JSON string)'
        : kind === 'array'
          ? ' (do not wrap the arguments in an array)'
          : '';
    const error: ObservationError = {
      pointer: '',
      message: `The top-level JSON value is ${article(kind)}${kind} where an object is required${hint}: send ${EXPECTED}.`,
    };
    return refuseEnvelope(error, [error]);
  }
  const errors: ObservationError[] = [];
  if (!hasOwn(value, 'previous_observation')) {
    errors.push({
      pointer: '',
      message: "Missing required property 'previous_observation': send null when there is no pending call to evaluate.",
    });
  }
  if (!hasOwn(value, 'input')) {
    errors.push({
      pointer: '',
      message: "Missing required property 'input': put the tool's arguments in an object under 'input'.",
    });
  }
  for (const key of Object.keys(value)) {
    if (key !== ENVELOPE_KEYS[0] && key !== ENVELOPE_KEYS[1]) {
      errors.push({
        pointer: '',
        message: `Unknown property '${key}' is not allowed at the top level: only 'previous_observation' and 'input' are; the tool's arguments go inside 'input'.`,
      });
    }
  }
  if (hasOwn(value, 'input') && !isObject(value.input)) {
    const kind = jsonType(value.input);
    errors.push({
      pointer: '/input',
      message: `'input' must be an object, got ${kind}${kind === 'string' ? ' (do not encode it as a JSON string)' : ''}.`,
    });
  }
  if (hasOwn(value, 'previous_observation')) checkEvaluation(value.previous_observation, errors);
  const [first] = errors;
  if (first) return refuseEnvelope(first, errors);
  return { ok: true, value: value as unknown as Envelope };
}

/** Adds the problems of `previous_observation` (null, or a closed Evaluation) to `errors`. */
function checkEvaluation(evaluation: unknown, errors: ObservationError[]): void {
  const base = '/previous_observation';
  if (evaluation === null) return;
  if (!isObject(evaluation)) {
    errors.push({
      pointer: base,
      message: `'previous_observation' must be null or an evaluation object {"tool_call_id", "evaluation", "reason"?}, got ${jsonType(evaluation)}.`,
    });
    return;
  }
  if (!hasOwn(evaluation, 'tool_call_id')) {
    errors.push({
      pointer: base,
      message: "Missing required property 'tool_call_id': name the pending call you evaluate.",
    });
  } else if (typeof evaluation.tool_call_id !== 'string') {
    errors.push({
      pointer: `${base}/tool_call_id`,
      message: `'tool_call_id' must be a string, got ${jsonType(evaluation.tool_call_id)}.`,
    });
  }
  if (!hasOwn(evaluation, 'evaluation')) {
    errors.push({ pointer: base, message: 'Missing required property \'evaluation\': send "GAINED" or "NO_GAIN".' });
  } else if (!(EVALUATION_VERDICTS as readonly unknown[]).includes(evaluation.evaluation)) {
    errors.push({
      pointer: `${base}/evaluation`,
      message: `'evaluation' must be "GAINED" or "NO_GAIN", got ${previewJson(evaluation.evaluation)}.`,
    });
  }
  if (hasOwn(evaluation, 'reason') && typeof evaluation.reason !== 'string') {
    errors.push({
      pointer: `${base}/reason`,
      message: `'reason' must be a string, got ${jsonType(evaluation.reason)}.`,
    });
  }
  for (const key of Object.keys(evaluation)) {
    if (!EVALUATION_KEYS.includes(key)) {
      errors.push({
        pointer: base,
        message: `Unknown property '${key}' is not allowed in 'previous_observation': only 'tool_call_id', 'evaluation' and 'reason' are.`,
      });
    }
  }
}

/** The INVALID_ENVELOPE refusal: `first` (one of `errors`) names the problem in the message. */
function refuseEnvelope(first: ObservationError, errors: ObservationError[]): Outcome<Envelope> {
  return {
    ok: false,
    violation: {
      code: 'INVALID_ENVELOPE',
      message: `The arguments are not the envelope ${EXPECTED}: ${first.message}`,
      pointer: first.pointer,
      errors,
    },
  };
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOwn(object: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function article(kind: string): string {
  return kind === 'array' || kind === 'object' ? 'an ' : kind === 'null' ? '' : 'a ';
}
