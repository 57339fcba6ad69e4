/**
 * One call's row of the timeline: its summary (tool, observation status, code,
 * phase, stages with status/duration/bytes) and its detail-drawer facts, derived once from the call's
 * stage events and observation when the call is recorded. Pure.
 */
import type { EvidenceStatus } from '../../contract/agent-result';
import type { ModelObservation } from '../../contract/observation';
import { STAGE_PHASE, type Phase, type StageId } from '../../contract/stages';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RecordCall } from '../../contract/run-record';
import type { CallStage, CallSummary } from '../../contract/timeline-api';

/** The code an observation carries: its violation type (repair) or error code (stop, error). */
export function observationCode(observation: ModelObservation): string | undefined {
  if (observation.status === 'repair_required') return observation.violation_type;
  if (observation.status === 'stop_required' || observation.status === 'error') return observation.error_code;
  return undefined;
}

const phaseOf = (stage: string): Phase | undefined => STAGE_PHASE[stage as StageId];

/**
 * Builds the summary of a recorded call (its position, callKey, tool_call_id, stage events in order and
 * observation): the tool is the declared name `supports` resolved (else the observation's `tool`); the
 * code is the failing event's code (else the observation's); the phase is that of the failing stage (`C`
 * when none failed); `replayed` when it was an identical resend answered from the earlier call.
 */
export function summarizeCall(call: RecordCall): CallSummary {
  const { index, callKey, callId, turnId, events, observation } = call;
  const failed = events.find((event) => event.status === 'fail');
  const supports = events.find((event) => event.stage === 'supports');
  const declared = supports?.detail?.tool;
  let start = Infinity;
  let end = 0;
  const stages: CallStage[] = events.map((event) => {
    start = Math.min(start, event.at);
    end = Math.max(end, event.at + (event.durationMs ?? 0));
    const stage: CallStage = { stage: event.stage, lane: event.lane, status: event.status, at: event.at };
    if (event.code !== undefined) stage.code = event.code;
    if (event.durationMs !== undefined) stage.durationMs = event.durationMs;
    if (event.bytes !== undefined) stage.bytes = event.bytes;
    return stage;
  });
  if (start === Infinity) start = 0;
  const summary: CallSummary = {
    index,
    callKey,
    callId,
    tool: typeof declared === 'string' ? declared : observation.tool,
    status: observation.status,
    phase: (failed && phaseOf(failed.stage)) ?? 'C',
    at: start,
    durationMs: Math.max(0, end - start),
    stages,
  };
  if (turnId !== undefined) summary.turnId = turnId;
  if (call.replayed || supports?.detail?.replayed === true) summary.replayed = true;
  const code = failed?.code ?? observationCode(observation);
  if (code !== undefined) summary.code = code;
  if (observation.status === 'ok' && observation.evidence_status) summary.evidenceStatus = observation.evidence_status;
  return summary;
}

/** `evidence_status` declared by the projector and re-derived by the control view, read from the C6 event. */
export function evidenceOf(
  events: readonly TimelineEvent[],
): { declared?: EvidenceStatus; derived?: EvidenceStatus } | undefined {
  const dual = events.find((event) => event.stage === 'dual-source');
  if (!dual?.detail) return undefined;
  const out: { declared?: EvidenceStatus; derived?: EvidenceStatus } = {};
  const { declared, derived } = dual.detail;
  if (declared === 'FOUND' || declared === 'NO_EVIDENCE') out.declared = declared;
  if (derived === 'FOUND' || derived === 'NO_EVIDENCE') out.derived = derived;
  return out;
}
