/**
 * Every code the harness can yield, as `as const` lists with derived unions (DESIGN.md §3; STYLE.md §3.3).
 * A new code is added to DESIGN §3's table and to this file together; the page's exhaustive map
 * (`src/app/components/violations/violation-text.ts`) and its test fail on a code without a sentence.
 * Pure data: no DOM, no worker globals.
 */

/**
 * Codes that give the model a `repair_required` observation; they fill `violation_type`.
 * - UNKNOWN_TOOL: A1, the call names no registered tool (neither an exportName nor a unique name).
 * - DUPLICATE_CALL_ID: A1, a different call reuses a tool_call_id already seen in the run (§4.5).
 * - INPUT_TOO_LARGE: A2, argument text over `maxArgumentBytes` UTF-8 bytes, checked before parsing.
 * - INVALID_JSON: A2, the argument text is not one RFC 8259 JSON text (position filled).
 * - TRAILING_TOKENS: A2, a complete JSON value followed by anything but whitespace (position filled).
 * - DUPLICATE_KEY: A2, one object names the same member twice, compared after unescaping (position, pointer).
 * - INVALID_ENVELOPE: A2, evidence tool arguments are not `{previous_observation, input}` (pointer).
 * - SCHEMA_VIOLATION: A2, `input` fails the tool's `inputSchema` (errors with pointers).
 * - EVALUATION_MISSING: A3, `previous_observation` is null while a call is pending (expected_tool_call_id).
 * - EVALUATION_ID_MISMATCH: A3, the evaluation names another call than the pending one (expected_tool_call_id).
 * - DUPLICATE_SCOPE: A3, same tool + canonical input already reached READY in this run (counts as NO_GAIN).
 * - REQUEST_TOO_LARGE: B1, canonical JSON of the parsed input over `maxRequestBytes`.
 */
export const VIOLATION_TYPES = [
  'UNKNOWN_TOOL',
  'DUPLICATE_CALL_ID',
  'INPUT_TOO_LARGE',
  'INVALID_JSON',
  'TRAILING_TOKENS',
  'DUPLICATE_KEY',
  'INVALID_ENVELOPE',
  'SCHEMA_VIOLATION',
  'EVALUATION_MISSING',
  'EVALUATION_ID_MISMATCH',
  'DUPLICATE_SCOPE',
  'REQUEST_TOO_LARGE',
] as const;

/**
 * Codes that give the model a `stop_required` observation (they fill `error_code` there, beside `reason`).
 * - STOP_REQUIRED: A1, the run is saturated; every later evidence call is refused before parsing.
 * - RUN_BYTES_EXHAUSTED: B1, the run byte budget is spent (bytes reserved reach `runByteBudget`), so the
 *   call is not executed; or B3, reserving this raw would pass `runByteBudget`. Saturates the run.
 */
export const STOP_CODES = ['STOP_REQUIRED', 'RUN_BYTES_EXHAUSTED'] as const;

/**
 * Codes that give the model an `error` observation; they fill `error_code`.
 * - PLAN_MODE_BLOCKED: B1, plan mode asks for approval and there is no approver (headless).
 * - APPROVAL_DENIED: B1, the approver denied, or confirmation was needed and there is no approver.
 * - APPROVAL_TIMEOUT: B1, no answer within `approvalTimeoutMs`.
 * - TOOL_CALL_BUDGET_EXHAUSTED: B1, this tool already ran `maxCallsPerTool` times in the run.
 * - BACKEND_ERROR: B2, the backend threw (error_source 'tool'; 'protocol' for a JSON-RPC-shaped error:
 *   integer code and string message, not a DOMException)
 *   or returned an MCP result with `isError: true` (error_source 'tool', bounded `result`).
 * - BACKEND_TIMEOUT: B2, the backend ran past `timeoutMs`; its AbortSignal is aborted.
 * - CANCELLED: B2, `cancel()` aborted the call (or the run ended while it was in flight).
 * - RAW_TOO_LARGE: B3, one raw result over `maxRawBytes`.
 * - OUTPUT_SCHEMA_VIOLATION: B3, a success without a matching `structuredContent` for a declared `outputSchema`.
 * - PROJECTION_FAILED: B4, the projector threw or returned no agent_result.
 * - AGENT_RESULT_INVALID: B5, the agent_result breaks its contract or its byte bound.
 * - OBSERVATION_CONTRACT_MISMATCH: C6, the control view re-derived another evidence_status.
 * - UNKNOWN_RUN: outside a call, `invoke` on a run that does not exist or has ended (no run_state).
 * - INTERNAL_ERROR: outside a call, an unexpected exception caught at the outer layer of the harness.
 */
export const ERROR_CODES = [
  'PLAN_MODE_BLOCKED',
  'APPROVAL_DENIED',
  'APPROVAL_TIMEOUT',
  'TOOL_CALL_BUDGET_EXHAUSTED',
  'BACKEND_ERROR',
  'BACKEND_TIMEOUT',
  'CANCELLED',
  'RAW_TOO_LARGE',
  'OUTPUT_SCHEMA_VIOLATION',
  'PROJECTION_FAILED',
  'AGENT_RESULT_INVALID',
  'OBSERVATION_CONTRACT_MISMATCH',
  'UNKNOWN_RUN',
  'INTERNAL_ERROR',
] as const;

/** Every code that fills `error_code` (stop and error observations). */
export const HARNESS_ERROR_CODES = [...STOP_CODES, ...ERROR_CODES] as const;

/** Every code of DESIGN §3, in one list (for exhaustiveness tests). */
export const HARNESS_CODES = [...VIOLATION_TYPES, ...HARNESS_ERROR_CODES] as const;

/** Saturation reasons (DESIGN §4.3): set in `run_state.reason` and on `stop_required`. */
export const STOP_REASONS = ['NO_GAIN_STREAK', 'EVIDENCE_BUDGET_EXHAUSTED', 'RUN_BYTES_EXHAUSTED'] as const;

/**
 * Codes of observation notes (DESIGN §4.2) — informational, never a refusal.
 * - TRUNCATED: text or JSON was cut head + tail, or `structured` replaced by a placeholder.
 * - REDACTED: emails, bearer tokens or API-key-like secrets were replaced by typed placeholders.
 * - SANITIZED: lone surrogates became U+FFFD.
 * - INVALID_CONTENT_BLOCK: an MCP content block was malformed and became a placeholder part.
 * - BINARY_OVER_BUDGET: a binary part passed `maxImageBytes` and became a placeholder part.
 * - EMPTY_RESULT: the backend returned nothing to show (null, empty content).
 * - EVALUATION_IGNORED: an evaluation was sent while nothing was pending (or evaluated a FOUND call of the
 *   same turn), or it contradicted the evaluation already counted in this turn; the call still ran.
 * - NULLS_STRIPPED: the strict export profile removed the model's nulls for optional fields.
 */
export const OBSERVATION_NOTE_CODES = [
  'TRUNCATED',
  'REDACTED',
  'SANITIZED',
  'INVALID_CONTENT_BLOCK',
  'BINARY_OVER_BUDGET',
  'EMPTY_RESULT',
  'EVALUATION_IGNORED',
  'NULLS_STRIPPED',
] as const;

/**
 * Codes of registry notes and warnings (DESIGN §5.1–5.2): each rewrite the registry made.
 * - SCHEMA_UNDERSPECIFIED: root had no `type` (with `properties` or nothing); `type: "object"` added.
 * - NULLABLE_ROOT: root `type: ["object","null"]` kept as declared.
 * - PARAMETERS_DIVERGED: the definition carried `inputSchema` and a different `parameters`; `inputSchema` kept.
 * - UNKNOWN_DIALECT: unknown `$schema`, validated as 2020-12.
 * - TYPE_NAME_MAPPED: a non-standard type name (`dict`, `float`, `String`, …) was mapped to JSON Schema.
 * - NAME_SANITIZED: the declared name is not provider-safe; `exportName` differs from it.
 * - NAME_COLLISION: a sanitized name met another tool's name; a short hash suffix settled it.
 * - COMPOSITION_LEFT_OPEN: a composed object in draft-07 cannot be closed; it is validated open.
 * - STRICT_MODE_WARNING: Ajv strict mode reported something about the schema (never console noise).
 * - STRICT_EXPORT_UNAVAILABLE: the schema cannot be made OpenAI-strict without changing its meaning.
 * - PATTERN_NOT_ENFORCED: a `pattern` or `patternProperties` key uses a construct the linear-time regex
 *   engine cannot run (lookahead, backreference); the tool registers and that pattern is not enforced.
 * - COMPILED_AT_FIRST_CALL: the schema has more subschemas than registration compiles at once (2,000);
 *   it was checked against its meta-schema and its patterns, and Ajv compiles it at the tool's first call.
 * - DUPLICATE_IN_BATCH: one `registerTools` batch held two definitions with the same source and name; the
 *   later one replaced the earlier (both indexes named). A report warning, never a descriptor note.
 */
export const REGISTRY_NOTE_CODES = [
  'SCHEMA_UNDERSPECIFIED',
  'NULLABLE_ROOT',
  'PARAMETERS_DIVERGED',
  'UNKNOWN_DIALECT',
  'TYPE_NAME_MAPPED',
  'NAME_SANITIZED',
  'NAME_COLLISION',
  'COMPOSITION_LEFT_OPEN',
  'STRICT_MODE_WARNING',
  'STRICT_EXPORT_UNAVAILABLE',
  'PATTERN_NOT_ENFORCED',
  'COMPILED_AT_FIRST_CALL',
  'DUPLICATE_IN_BATCH',
] as const;

export type ViolationType = (typeof VIOLATION_TYPES)[number];
export type StopCode = (typeof STOP_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];
export type HarnessErrorCode = (typeof HARNESS_ERROR_CODES)[number];
/** The one closed union of every code of DESIGN §3. */
export type HarnessCode = ViolationType | HarnessErrorCode;
export type StopReason = (typeof STOP_REASONS)[number];
export type ObservationNoteCode = (typeof OBSERVATION_NOTE_CODES)[number];
export type RegistryNoteCode = (typeof REGISTRY_NOTE_CODES)[number];

const VIOLATION_SET: ReadonlySet<string> = new Set(VIOLATION_TYPES);
const STOP_SET: ReadonlySet<string> = new Set(STOP_CODES);
const ALL_SET: ReadonlySet<string> = new Set(HARNESS_CODES);

/** True when `value` is one of the codes of DESIGN §3. */
export function isHarnessCode(value: unknown): value is HarnessCode {
  return typeof value === 'string' && ALL_SET.has(value);
}

/**
 * The observation status a code gives the model (DESIGN §3, last paragraph): A-stage codes and
 * REQUEST_TOO_LARGE → `repair_required`; STOP_REQUIRED and RUN_BYTES_EXHAUSTED → `stop_required`;
 * every other code → `error`.
 */
export function observationStatusFor(code: HarnessCode): 'repair_required' | 'stop_required' | 'error' {
  if (VIOLATION_SET.has(code)) return 'repair_required';
  if (STOP_SET.has(code)) return 'stop_required';
  return 'error';
}
