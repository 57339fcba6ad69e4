/**
 * The sentences and defaults the model observation carries (DESIGN.md §4.2): one instruction per
 * violation type that a model can act on, one message per stop reason, and the default `retryable` per
 * error code. Tables, so a new code fails to compile until it has its entry. Pure.
 */
import type { ErrorSource, HarnessErrorCode, StopReason, ViolationType } from '../../contract';

/** A tool_call_id quoted for an instruction (JSON string, at most 128 UTF-16 units). */
function quoteId(id: string): string {
  return JSON.stringify(id.length > 128 ? `${id.slice(0, 127)}…` : id);
}

const INSTRUCTIONS: Record<ViolationType, (expectedId?: string) => string> = {
  UNKNOWN_TOOL: () => 'Call one of the tools in your tool list, using its exact name.',
  DUPLICATE_CALL_ID: () => 'Give each different tool call a new tool_call_id that this run has not used before.',
  INPUT_TOO_LARGE: () =>
    'Send shorter arguments: keep only the fields the tool needs, so the argument text fits the byte limit.',
  INVALID_JSON: () =>
    'Send the arguments as one valid JSON object: double-quoted keys and strings, no code fences, comments or trailing commas.',
  TRAILING_TOKENS: () => 'Send only the JSON object as the arguments, with nothing after its closing brace.',
  DUPLICATE_KEY: () => 'Send each property name only once in the arguments object.',
  INVALID_ENVELOPE: () =>
    'Send the arguments as {"previous_observation": <evaluation or null>, "input": {...}} with exactly these two keys.',
  SCHEMA_VIOLATION: () =>
    "Fix the fields named in errors so the input matches the tool's input schema, then call the tool again.",
  EVALUATION_MISSING: (id) =>
    id === undefined
      ? 'Set previous_observation to your evaluation of the pending call ({"tool_call_id": ..., "evaluation": "GAINED"|"NO_GAIN"}), then call again.'
      : `Set previous_observation to {"tool_call_id":${quoteId(id)},"evaluation":"GAINED"|"NO_GAIN"} to evaluate the pending call, then call again.`,
  EVALUATION_ID_MISMATCH: (id) =>
    id === undefined
      ? 'Set previous_observation.tool_call_id to the id of the pending call, then call again.'
      : `Set previous_observation.tool_call_id to ${quoteId(id)} (the pending call) with evaluation "GAINED" or "NO_GAIN", then call again.`,
  DUPLICATE_SCOPE: () =>
    'This tool already ran with the same input in this run; change the input to look for something new, or answer from what you have.',
  REQUEST_TOO_LARGE: () => 'Send a smaller input: the parsed input is over the request byte limit.',
};

/**
 * The instruction of a `repair_required` observation.
 *
 * @param type the violation type
 * @param expectedToolCallId the pending call (EVALUATION_MISSING / EVALUATION_ID_MISMATCH name it)
 * @returns one sentence the model can act on
 */
export function repairInstruction(type: ViolationType, expectedToolCallId?: string): string {
  return INSTRUCTIONS[type](expectedToolCallId);
}

const STOP_MESSAGES: Record<StopReason, string> = {
  NO_GAIN_STREAK:
    'Several evidence calls in a row gained nothing new; stop calling evidence tools and answer from the evidence you have.',
  EVIDENCE_BUDGET_EXHAUSTED:
    'The run has used all its evidence calls; stop calling evidence tools and answer from the evidence you have.',
  RUN_BYTES_EXHAUSTED:
    "The run's byte budget for tool results is spent; stop calling tools and answer from the evidence you have.",
};

/** The message of a `stop_required` observation for a saturation reason (DESIGN §4.3 stop reasons). */
export function stopMessage(reason: StopReason): string {
  return STOP_MESSAGES[reason];
}

/**
 * Default `retryable` per error code: true when sending the same call again, unchanged, may succeed
 * (a timeout; a transport or timeout failure of the backend). A tool's own error, a refusal by the user
 * or a budget, and a contract failure are not retryable as they stand.
 */
const RETRYABLE: Record<HarnessErrorCode, boolean | ((source: ErrorSource) => boolean)> = {
  STOP_REQUIRED: false,
  RUN_BYTES_EXHAUSTED: false,
  PLAN_MODE_BLOCKED: false,
  APPROVAL_DENIED: false,
  APPROVAL_TIMEOUT: false,
  TOOL_CALL_BUDGET_EXHAUSTED: false,
  BACKEND_ERROR: (source) => source === 'transport' || source === 'timeout',
  BACKEND_TIMEOUT: true,
  CANCELLED: false,
  RAW_TOO_LARGE: false,
  OUTPUT_SCHEMA_VIOLATION: false,
  PROJECTION_FAILED: false,
  AGENT_RESULT_INVALID: false,
  OBSERVATION_CONTRACT_MISMATCH: false,
  UNKNOWN_RUN: false,
  INTERNAL_ERROR: false,
};

/**
 * The default `retryable` of an `error` observation.
 *
 * @param code the error code
 * @param source where the error came from (BACKEND_ERROR from `transport` or `timeout` → true)
 */
export function defaultRetryable(code: HarnessErrorCode, source: ErrorSource): boolean {
  const entry = RETRYABLE[code];
  return typeof entry === 'function' ? entry(source) : entry;
}
