/**
 * The facts of a run (scenario-expect.ts `ScenarioFacts`) from what the console holds of it: the run
 * status, the calls answered, the distinct codes, and each call's stage events and observation. The
 * headless runner builds them from its invoke results, `runScenario` from the page's store — the same
 * function, so both report the same facts. Pure.
 */
import type { EvidenceStatus } from './agent-result';
import type { ModelObservation } from './observation';
import type { CallFacts, ScenarioFacts } from './scenario-expect';

/**
 * Stages of the page lanes and the harness's live lanes that are not a call's journey: `stagesOf`
 * leaves them out (README "Scenario files").
 */
export const NON_JOURNEY_STAGES: ReadonlySet<string> = new Set([
  'loop-dispatch',
  'model-turn',
  'model-error',
  'release',
  'approval-request',
  'approval-decision',
  'backend-progress',
  'context-trim',
]);

/** One stage event as the checker reads it. */
export interface FactEvent {
  stage: string;
  status: 'pass' | 'fail' | 'info';
  code?: string;
  bytes?: number;
}

/**
 * The stage events without their details: `{ stage, status, code?, bytes? }` per event, in order — what
 * the page's observation entries keep of a call's journey (store and run record windows alike).
 */
export function factEventsOf(events: readonly FactEvent[]): FactEvent[] {
  return events.map(({ stage, status, code, bytes }) => ({
    stage,
    status,
    ...(code !== undefined ? { code } : {}),
    ...(bytes !== undefined ? { bytes } : {}),
  }));
}

/** One use of a tool_call_id: its events (any lanes; the journey's are kept) and its observation. */
export interface CallRecordInput {
  toolCallId: string;
  toolName: string;
  events: readonly FactEvent[];
  observation?: ModelObservation;
}

/** What `buildScenarioFacts` reads. */
export interface ScenarioFactsInput {
  status: ScenarioFacts['status'];
  calls: number;
  codes: readonly string[];
  invocations: readonly CallRecordInput[];
  answer: ScenarioFacts['answer'];
  visible?: Record<string, string>;
}

/** `stage:status[:code]` of the journey events, in order. */
export function journeyStages(events: readonly FactEvent[]): string[] {
  return events
    .filter((event) => !NON_JOURNEY_STAGES.has(event.stage))
    .map((event) => `${event.stage}:${event.status}${event.code ? `:${event.code}` : ''}`);
}

/** The code an observation carries: `violation_type` or `error_code`; null for ok. */
function codeOf(observation: ModelObservation): string | null {
  if (observation.status === 'repair_required') return observation.violation_type;
  if (observation.status === 'ok') return null;
  return observation.error_code;
}

function callFacts(input: CallRecordInput): CallFacts {
  const observation = input.observation;
  const evidence: EvidenceStatus | undefined = observation?.status === 'ok' ? observation.evidence_status : undefined;
  const bytes = input.events.find((event) => event.stage === 'observe')?.bytes;
  return {
    toolCallId: input.toolCallId,
    toolName: input.toolName,
    stages: journeyStages(input.events),
    ...(observation ? { observation: observation.status, code: codeOf(observation) } : {}),
    ...(evidence ? { evidence } : {}),
    ...(bytes !== undefined ? { bytes } : {}),
  };
}

/**
 * Builds the facts.
 *
 * @returns ScenarioFacts: codes and stop reasons distinct and sorted; `stopReason` the reason of the first
 *   observation whose run_state reported stop_required (or a stop_required observation's reason)
 */
export function buildScenarioFacts(input: ScenarioFactsInput): ScenarioFacts {
  const reasons: string[] = [];
  let stopReason: string | null = null;
  for (const { observation } of input.invocations) {
    const state = observation?.run_state;
    if (state?.reason && !reasons.includes(state.reason)) reasons.push(state.reason);
    const stops = state?.stop_required === true || observation?.status === 'stop_required';
    if (stops && stopReason === null)
      stopReason = state?.reason ?? (observation?.status === 'stop_required' ? observation.reason : null);
  }
  return {
    status: input.status,
    calls: input.calls,
    stopReason,
    stopReasons: reasons.sort(),
    codes: [...new Set(input.codes)].sort(),
    perCall: input.invocations.map(callFacts),
    answer: input.answer,
    visible: input.visible ?? {},
  };
}
