/**
 * Run-change notices: a `run-change` live event (lane `loop`, status `info`, no detail: the
 * page re-reads the run list) each time a run's record changes, at most one per run every
 * `NOTICE_INTERVAL_MS` (the first at once, the last of a burst after the interval), so the page's run
 * list follows the worker without polling and a 10,000-call run sends a handful of notices a second.
 */
import type { TimelineEvent } from '../../contract/timeline-event';

/** Least time between two notices of one run, in milliseconds. */
const NOTICE_INTERVAL_MS = 250;

export interface RunChangeNotices {
  /** Notes that run `runId` changed. */
  changed(runId: string): void;
}

/** Creates the notices; `emit` sends one event to the page's subscribers. */
export function createRunChangeNotices(
  emit: (event: TimelineEvent) => void,
  now: () => number = Date.now,
): RunChangeNotices {
  const last = new Map<string, number>();
  const pending = new Set<string>();
  let seq = 0;
  const send = (runId: string) => {
    last.set(runId, now());
    emit({ runId, seq: ++seq, at: 0, lane: 'loop', stage: 'run-change', status: 'info' });
  };
  return {
    changed(runId) {
      if (pending.has(runId)) return;
      const wait = (last.get(runId) ?? -Infinity) + NOTICE_INTERVAL_MS - now();
      pending.add(runId);
      setTimeout(
        () => {
          pending.delete(runId);
          send(runId);
        },
        Math.max(0, wait),
      );
    },
  };
}
