/**
 * The model observation (DESIGN.md §4.2): what the model reads as the tool result. snake_case, because
 * it is a wire type the model sees. The JSON Schema is `schemas/observation-schema.ts`. Pure types.
 */
import type { HarnessErrorCode, StopCode, StopReason, ViolationType } from './codes';
import type { EvidenceStatus } from './agent-result';

/** An informational note (TRUNCATED, REDACTED, SANITIZED, INVALID_CONTENT_BLOCK, EMPTY_RESULT, …). */
export interface ObservationNote {
  code: string;
  message: string;
}

/**
 * The run's progress state after this call (DESIGN §4.2, §4.5). Absent only for UNKNOWN_RUN.
 * `stop_required` is true on the call that saturated the run, whatever its own status.
 */
export interface RunState {
  stop_required: boolean;
  reason?: StopReason;
  /** The FOUND call that the next turn's first evidence call must evaluate. */
  pending_tool_call_id?: string;
  no_gain_streak: number;
  /** Evidence calls the run may still execute. */
  evidence_calls_left: number;
  /** Raw bytes the run may still reserve, in bytes. */
  run_bytes_left: number;
}

/**
 * One fault in the argument text. `pointer` is a JSON Pointer into the argument text's JSON (for evidence
 * tools the envelope, so `/input/...`); for `required`/`additionalProperties` it names the parent object.
 * `offset` is in UTF-16 code units of the argument text; `line` and `column` are 1-based.
 */
export interface ObservationError {
  pointer: string;
  message: string;
  offset?: number;
  line?: number;
  column?: number;
}

interface ObservationBase {
  tool_call_id: string;
  /** The canonical tool name (the declared `name`), or the name the model sent when unknown. */
  tool: string;
  notes?: ObservationNote[];
  run_state?: RunState;
}

/** The tool ran and its bounded agent_result is here. */
export interface OkObservation extends ObservationBase {
  status: 'ok';
  /** Present for evidence tools only. */
  evidence_status?: EvidenceStatus;
  result: unknown;
  /** True when anything was cut or replaced by a placeholder (not for redaction or sanitizing). */
  truncated: boolean;
  /** Text bytes before bounding (DESIGN §4.2 measure), in bytes; present when `truncated`. */
  original_bytes?: number;
}

/** The call was refused before it ran; the model can resend it repaired. */
export interface RepairObservation extends ObservationBase {
  status: 'repair_required';
  violation_type: ViolationType;
  /** One sentence the model can act on. */
  instruction: string;
  expected_tool_call_id?: string;
  /** At least one item. */
  errors: ObservationError[];
}

/** The run is saturated (or its byte budget is spent): answer from what you have. */
export interface StopObservation extends ObservationBase {
  status: 'stop_required';
  /** Decision (DESIGN §4.2 is silent): the refusing code is carried as `error_code` here too. */
  error_code: StopCode;
  reason: StopReason;
  message: string;
}

/** Where an error came from. */
export type ErrorSource = 'tool' | 'protocol' | 'transport' | 'timeout' | 'harness';

/** The call failed (gate, backend, boundary, control view, or the harness itself). */
export interface ErrorObservation extends ObservationBase {
  status: 'error';
  error_code: HarnessErrorCode;
  message: string;
  retryable: boolean;
  error_source: ErrorSource;
  /** For a tool's own error result (MCP `isError`): the bounded error content. */
  result?: unknown;
  truncated?: boolean;
  original_bytes?: number;
}

export type ModelObservation = OkObservation | RepairObservation | StopObservation | ErrorObservation;
export type ObservationStatus = ModelObservation['status'];
