/**
 * The observations of a run that release reads (release.ts, answer-verdict.ts): its FOUND observations in
 * the order they came (the evidence each citation is checked against) and one successful call without an
 * evidence status (that a tool served an `action` question). The agent loop keeps these rather than every
 * observation of the run, so a run of 100,000 calls does not hold 100,000 parsed observations for its
 * release: `releaseAnswer(draft, inputs.observations)` equals `releaseAnswer(draft, all observations)`.
 */
import type { ModelObservation } from '../../contract';
import { isFoundObservation } from './evidence';

/** True when `observation` is a successful call without an evidence status (answer-verdict.ts `action`). */
const servesAction = (observation: ModelObservation): boolean =>
  observation.status === 'ok' && observation.evidence_status === undefined;

/** True when release may read `observation` (FOUND, or a successful call without an evidence status). */
export function readByRelease(observation: ModelObservation): boolean {
  return isFoundObservation(observation) || servesAction(observation);
}

/** The observations release reads, kept as a run's answers arrive (O(1) per observation). */
export class ReleaseInputs {
  /** The kept observations, in arrival order. */
  readonly observations: ModelObservation[] = [];
  private action = false;

  /** Keeps `observation` when release reads it: every FOUND one, and the first that serves an action. */
  add(observation: ModelObservation): void {
    if (isFoundObservation(observation)) this.observations.push(observation);
    else if (servesAction(observation) && !this.action) {
      this.action = true;
      this.observations.push(observation);
    }
  }
}
