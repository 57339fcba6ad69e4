/**
 * C8 `observe` (DESIGN.md §3, §4.2): the four kinds of model observation, exactly in the wire shape of
 * src/contract/observation.ts (snake_case; `notes` omitted when empty; `run_state` omitted only when not
 * given, i.e. UNKNOWN_RUN). Builds, never decides: which kind a code gives is refusal-observation.ts.
 * The JSON Schema these must satisfy is src/contract/schemas/observation-schema.ts. Pure.
 */
import type {
  ErrorObservation,
  ErrorSource,
  HarnessErrorCode,
  ObservationError,
  ObservationNote,
  OkObservation,
  RepairObservation,
  RunState,
  StopCode,
  StopObservation,
  StopReason,
  Violation,
  ViolationType,
} from '../../contract';
import { countOf, utf8ByteLength } from '../../contract';
import type { ProjectedResult } from '../projection/project-raw';
import { emptyRedactionCounts, redactionNote, type RedactionCounts } from '../projection/redact';
import { boundCallId, boundPointer, cleanString, STRING_BOUNDS } from './clean-strings';
import { defaultRetryable, repairInstruction, stopMessage } from './observation-texts';

/** Most `errors` items a repair observation carries; the rest are counted in a TRUNCATED note. */
const MAX_REPAIR_ERRORS = 20;
/** The text budget a refusal fits in (DESIGN §4.3 default maxObservationTextBytes), in UTF-8 bytes. */
const REFUSAL_BYTES = 16_384;

/**
 * An `ok` observation for a READY call.
 *
 * @param args.projected the bounded projection (result, truncated, original_bytes, its notes)
 * @param args.evidence true for evidence tools: only they carry `evidence_status`
 * @param args.notes extra notes (interceptor notes such as EVALUATION_IGNORED); merged after the
 *   projection's notes, a note equal to one already present (code + message) is not repeated
 * @returns `original_bytes` (UTF-8 bytes, DESIGN §4.2 measure) is present only when `truncated`
 */
export function buildOkObservation(args: {
  toolCallId: string;
  tool: string;
  projected: ProjectedResult;
  evidence: boolean;
  runState: RunState;
  notes?: ObservationNote[];
}): OkObservation {
  const { projected } = args;
  return {
    status: 'ok',
    tool_call_id: boundCallId(args.toolCallId),
    tool: args.tool,
    ...(args.evidence ? { evidence_status: projected.evidenceStatus } : {}),
    truncated: projected.truncated,
    ...(projected.truncated ? { original_bytes: projected.originalBytes } : {}),
    ...notesField(projected.notes, args.notes),
    run_state: args.runState,
    result: projected.agentResult,
  };
}

/**
 * A `repair_required` observation for a refusal before execution (A-stage codes, REQUEST_TOO_LARGE).
 *
 * @param args.violation its `code` must be a ViolationType (observationStatusFor gives repair_required);
 *   `errors` are copied (pointer, message, offset, line, column; at most MAX_REPAIR_ERRORS, the rest
 *   counted in a TRUNCATED note); with none, one item is made from `pointer` (or '') and `message`
 *   (and `position`); `expectedToolCallId` becomes `expected_tool_call_id`
 * @returns with a one-sentence `instruction` for the violation type (observation-texts.ts)
 */
export function buildRepairObservation(args: {
  toolCallId: string;
  tool: string;
  violation: Violation;
  runState?: RunState;
  notes?: ObservationNote[];
}): RepairObservation {
  const { violation } = args;
  const type = violation.code as ViolationType;
  const source = violation.errors && violation.errors.length > 0 ? violation.errors : [synthesizedError(violation)];
  const counts = emptyRedactionCounts();
  const errors = source.slice(0, MAX_REPAIR_ERRORS).map((error) => copyError(error, counts));
  const build = (shown: ObservationError[]): RepairObservation => {
    const extra: ObservationNote[] = [];
    if (source.length > shown.length) {
      extra.push({
        code: 'TRUNCATED',
        message: `Showing ${shown.length} of ${countOf(source.length, 'error')}; fix these and call again.`,
      });
    }
    const redacted = redactionNote(counts);
    if (redacted) extra.push(redacted);
    return {
      status: 'repair_required',
      tool_call_id: boundCallId(args.toolCallId),
      tool: cleanString(args.tool, STRING_BOUNDS.tool, counts),
      violation_type: type,
      instruction: repairInstruction(type, violation.expectedToolCallId),
      ...(violation.expectedToolCallId === undefined
        ? {}
        : { expected_tool_call_id: boundCallId(violation.expectedToolCallId) }),
      errors: shown,
      ...notesField(cleanNotes(args.notes ?? [], counts), extra),
      ...(args.runState ? { run_state: args.runState } : {}),
    };
  };
  // A refusal fits the text budget: errors beyond it are counted in the TRUNCATED note (one is always kept).
  let shown = errors;
  let observation = build(shown);
  while (shown.length > 1 && utf8ByteLength(JSON.stringify(observation)) > REFUSAL_BYTES) {
    shown = shown.slice(0, Math.max(1, Math.floor(shown.length / 2)));
    observation = build(shown);
  }
  return observation;
}

/**
 * A `stop_required` observation (STOP_REQUIRED, RUN_BYTES_EXHAUSTED).
 *
 * @param args.code the refusing code, carried as `error_code`
 * @param args.reason the saturation reason (also in `run_state.reason`); `message` is its sentence
 */
export function buildStopObservation(args: {
  toolCallId: string;
  tool: string;
  code: StopCode;
  reason: StopReason;
  runState: RunState;
  notes?: ObservationNote[];
}): StopObservation {
  return {
    status: 'stop_required',
    tool_call_id: boundCallId(args.toolCallId),
    tool: cleanString(args.tool, STRING_BOUNDS.tool, emptyRedactionCounts()),
    error_code: args.code,
    reason: args.reason,
    message: stopMessage(args.reason),
    ...notesField(args.notes ?? []),
    run_state: args.runState,
  };
}

/**
 * An `error` observation.
 *
 * @param args.message sanitized (lone surrogates → U+FFFD) and cut to MAX_MESSAGE_BYTES UTF-8 bytes
 * @param args.retryable defaults by code (observation-texts.ts: BACKEND_TIMEOUT and BACKEND_ERROR from
 *   transport/timeout → true, everything else false)
 * @param args.result a tool's own bounded error result (MCP `isError`), with `truncated` and
 *   `originalBytes` (UTF-8 bytes) when given
 * @param args.runState omitted only when not given (UNKNOWN_RUN)
 */
export function buildErrorObservation(args: {
  toolCallId: string;
  tool: string;
  code: HarnessErrorCode;
  message: string;
  errorSource: ErrorSource;
  retryable?: boolean;
  result?: unknown;
  truncated?: boolean;
  originalBytes?: number;
  runState?: RunState;
  notes?: ObservationNote[];
}): ErrorObservation {
  const counts = emptyRedactionCounts();
  const tool = cleanString(args.tool, STRING_BOUNDS.tool, counts);
  const message = cleanString(args.message, STRING_BOUNDS.message, counts);
  const notes = cleanNotes(args.notes ?? [], counts);
  const redacted = redactionNote(counts);
  return {
    status: 'error',
    tool_call_id: boundCallId(args.toolCallId),
    tool,
    error_code: args.code,
    message,
    retryable: args.retryable ?? defaultRetryable(args.code, args.errorSource),
    error_source: args.errorSource,
    ...(args.truncated === undefined ? {} : { truncated: args.truncated }),
    ...(args.originalBytes === undefined ? {} : { original_bytes: args.originalBytes }),
    ...notesField(notes, redacted ? [redacted] : []),
    ...(args.runState ? { run_state: args.runState } : {}),
    ...(args.result === undefined ? {} : { result: args.result }),
  };
}

/** `{ notes }` with duplicates (same code and message) dropped, or `{}` when there are none. */
function notesField(
  first: readonly ObservationNote[],
  second: readonly ObservationNote[] = [],
): { notes?: ObservationNote[] } {
  const seen = new Set<string>();
  const notes: ObservationNote[] = [];
  for (const note of [...first, ...second]) {
    const key = `${note.code}\u0000${note.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    notes.push({ code: note.code, message: note.message });
  }
  return notes.length > 0 ? { notes } : {};
}

function synthesizedError(violation: Violation): ObservationError {
  return {
    pointer: violation.pointer ?? '',
    message: violation.message,
    ...(violation.position
      ? { offset: violation.position.offset, line: violation.position.line, column: violation.position.column }
      : {}),
  };
}

function copyError(error: ObservationError, counts: RedactionCounts): ObservationError {
  return {
    pointer: typeof error.pointer === 'string' ? boundPointer(error.pointer, STRING_BOUNDS.pointer) : '',
    message: cleanString(String(error.message), STRING_BOUNDS.errorMessage, counts),
    ...(typeof error.offset === 'number' ? { offset: error.offset } : {}),
    ...(typeof error.line === 'number' ? { line: error.line } : {}),
    ...(typeof error.column === 'number' ? { column: error.column } : {}),
  };
}

/** Notes of a refusal, each message cleaned (the REDACTED note of a projection passes as it is). */
function cleanNotes(notes: readonly ObservationNote[], counts: RedactionCounts): ObservationNote[] {
  return notes.map((note) => ({ code: note.code, message: cleanString(note.message, STRING_BOUNDS.note, counts) }));
}
