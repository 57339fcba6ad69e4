/**
 * C8 for a call that ended early: picks the observation kind its code gives the model (DESIGN.md §3, last
 * paragraph) — `repair_required`, `stop_required` or `error` — and builds it.
 */
import type {
  ErrorSource,
  HarnessErrorCode,
  ModelObservation,
  ObservationNote,
  RunState,
  StopCode,
  StopReason,
  Violation,
} from '../../contract';
import { observationStatusFor } from '../../contract';
import { buildErrorObservation, buildRepairObservation, buildStopObservation } from './build-observation';

export interface RefusalContext {
  toolCallId: string;
  tool: string;
  violation: Violation;
  errorSource: ErrorSource;
  runState?: RunState;
  /** The run's saturation reason (stop observations). */
  reason?: StopReason;
  result?: unknown;
  truncated?: boolean;
  originalBytes?: number;
  notes?: ObservationNote[];
}

/** Builds the observation for a refused or failed call. */
export function buildRefusalObservation(context: RefusalContext): ModelObservation {
  const { violation } = context;
  const status = observationStatusFor(violation.code);
  const notes = context.notes && context.notes.length > 0 ? context.notes : undefined;
  if (status === 'repair_required') {
    return buildRepairObservation({
      toolCallId: context.toolCallId,
      tool: context.tool,
      violation,
      runState: context.runState,
      notes,
    });
  }
  if (status === 'stop_required') {
    return buildStopObservation({
      toolCallId: context.toolCallId,
      tool: context.tool,
      code: violation.code as StopCode,
      reason: context.reason ?? context.runState?.reason ?? 'RUN_BYTES_EXHAUSTED',
      runState: context.runState!,
      notes,
    });
  }
  return buildErrorObservation({
    toolCallId: context.toolCallId,
    tool: context.tool,
    code: violation.code as HarnessErrorCode,
    message: violation.message,
    errorSource: context.errorSource,
    result: context.result,
    truncated: context.truncated,
    originalBytes: context.originalBytes,
    runState: context.runState,
    notes,
  });
}
