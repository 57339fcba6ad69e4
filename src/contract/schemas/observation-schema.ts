/**
 * JSON Schema (2020-12) of the model observation (DESIGN.md §4.2; types in ../observation.ts): one closed
 * branch per `status` under `oneOf`. Code enums come from ../codes.ts, so schema and type share one list.
 * `result` is the bounded agent_result (any JSON). Checked against the builders by a run-time round-trip
 * test (test/contract/observation-schema.test.ts; STYLE.md §3.12 — unions defeat JSONSchemaType). Pure data.
 */
import { HARNESS_ERROR_CODES, STOP_CODES, STOP_REASONS, VIOLATION_TYPES } from '../codes';

const count = { type: 'integer', minimum: 0 } as const;

const note = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1 }, message: { type: 'string' } },
  required: ['code', 'message'],
  additionalProperties: false,
} as const;

const runState = {
  type: 'object',
  properties: {
    stop_required: { type: 'boolean' },
    reason: { enum: [...STOP_REASONS] },
    pending_tool_call_id: { type: 'string' },
    no_gain_streak: count,
    evidence_calls_left: count,
    run_bytes_left: count,
  },
  required: ['stop_required', 'no_gain_streak', 'evidence_calls_left', 'run_bytes_left'],
  additionalProperties: false,
} as const;

const observationError = {
  type: 'object',
  properties: {
    pointer: { type: 'string' },
    message: { type: 'string' },
    offset: count,
    line: { type: 'integer', minimum: 1 },
    column: { type: 'integer', minimum: 1 },
  },
  required: ['pointer', 'message'],
  additionalProperties: false,
} as const;

/** Members every observation may carry (ObservationBase). */
const base = {
  tool_call_id: { type: 'string' },
  tool: { type: 'string' },
  notes: { type: 'array', items: { $ref: '#/$defs/note' }, minItems: 1 },
  run_state: { $ref: '#/$defs/run_state' },
} as const;

const ok = {
  type: 'object',
  properties: {
    ...base,
    status: { const: 'ok' },
    evidence_status: { enum: ['FOUND', 'NO_EVIDENCE'] },
    result: true,
    truncated: { type: 'boolean' },
    original_bytes: count,
  },
  required: ['status', 'tool_call_id', 'tool', 'run_state', 'result', 'truncated'],
  additionalProperties: false,
} as const;

const repair = {
  type: 'object',
  properties: {
    ...base,
    status: { const: 'repair_required' },
    violation_type: { enum: [...VIOLATION_TYPES] },
    instruction: { type: 'string', minLength: 1 },
    expected_tool_call_id: { type: 'string' },
    errors: { type: 'array', items: { $ref: '#/$defs/error' }, minItems: 1 },
  },
  required: ['status', 'tool_call_id', 'tool', 'violation_type', 'instruction', 'errors'],
  additionalProperties: false,
} as const;

const stop = {
  type: 'object',
  properties: {
    ...base,
    status: { const: 'stop_required' },
    error_code: { enum: [...STOP_CODES] },
    reason: { enum: [...STOP_REASONS] },
    message: { type: 'string', minLength: 1 },
  },
  required: ['status', 'tool_call_id', 'tool', 'run_state', 'error_code', 'reason', 'message'],
  additionalProperties: false,
} as const;

const error = {
  type: 'object',
  properties: {
    ...base,
    status: { const: 'error' },
    error_code: { enum: [...HARNESS_ERROR_CODES] },
    message: { type: 'string' },
    retryable: { type: 'boolean' },
    error_source: { enum: ['tool', 'protocol', 'transport', 'timeout', 'harness'] },
    result: true,
    truncated: { type: 'boolean' },
    original_bytes: count,
  },
  required: ['status', 'tool_call_id', 'tool', 'error_code', 'message', 'retryable', 'error_source'],
  additionalProperties: false,
} as const;

/**
 * The ModelObservation schema, JSON Schema 2020-12 (`oneOf` by `status`). `run_state` is required for
 * ok and stop observations and optional for repair and error ones (absent only for UNKNOWN_RUN, DESIGN
 * §4.2); `notes`, when present, has at least one item.
 */
export const OBSERVATION_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://tool-call-harness-console.local/schemas/model-observation.json',
  title: 'ModelObservation',
  type: 'object',
  required: ['status'],
  oneOf: [ok, repair, stop, error],
  $defs: { note, run_state: runState, error: observationError },
} as const;
