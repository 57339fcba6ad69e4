/**
 * Codes an observation or a batch of timeline events carries (for `run-status` `data-codes`). Pure.
 */
import type { HarnessCode, ModelObservation, TimelineEvent } from '../contract';

/**
 * Returns the code an observation carries: `violation_type` (repair_required) or `error_code`
 * (stop_required, error); none for `ok`.
 */
export function observationCode(observation: ModelObservation): HarnessCode | undefined {
  switch (observation.status) {
    case 'repair_required':
      return observation.violation_type;
    case 'stop_required':
    case 'error':
      return observation.error_code;
    case 'ok':
      return undefined;
  }
}

/** Returns the distinct codes of timeline events and observations, in first-seen order. */
export function collectCodes(
  events: readonly TimelineEvent[],
  observations: readonly ModelObservation[] = [],
): HarnessCode[] {
  const codes = new Set<HarnessCode>();
  for (const event of events) if (event.code) codes.add(event.code);
  for (const observation of observations) {
    const code = observationCode(observation);
    if (code) codes.add(code);
  }
  return [...codes];
}
