/**
 * When each record event of a run enters its replay (DESIGN.md §8: replay at position k shows the record
 * as it stood after call k). The record after call k holds the log's events before its (k+1)-th call,
 * plus the request, response and usage of every model turn that produced one of calls 1..k wherever the
 * log has them (the page writes a turn's summaries in batches, so they may be logged after later calls).
 * So event i enters at step e(i): a call at its number n; a request, response or usage event of a turn
 * at min(calls before it, the number of that turn's first call); any other event at the number of calls
 * before it. The record after call k is the reduction, in log order, of the events with e(i) ≤ k.
 * Computed in one pass over the log (O(log)); in-memory, no I/O.
 */
import type { RunRecordEvent } from '../../contract/run-record';

/** A run's events grouped by the step they enter its replay at. */
export interface ReplaySteps {
  /** Calls in the run: steps run 0 … total. */
  readonly total: number;
  /** Log positions by the step they enter at, then in log order. */
  readonly order: Int32Array;
  /** Step k's positions are `order[start[k]]` … `order[start[k + 1] - 1]`, k = 0 … total (length total + 2). */
  readonly start: Int32Array;
}

/** The model turn a request, response or usage event describes (undefined for every other event). */
export function turnOf(event: RunRecordEvent): string | undefined {
  if (event.type === 'request' || event.type === 'response') return event.summary.turnId;
  if (event.type === 'usage') return event.usage.turnId;
  return undefined;
}

/** The steps of `log` (the run's record events in the order they were applied). */
export function replayStepsOf(log: readonly RunRecordEvent[]): ReplaySteps {
  const stepOf = new Int32Array(log.length);
  const firstCall = new Map<string, number>();
  let calls = 0;
  log.forEach((event, i) => {
    if (event.type === 'call') {
      calls += 1;
      stepOf[i] = calls;
      const turnId = event.call.turnId;
      if (turnId !== undefined && !firstCall.has(turnId)) firstCall.set(turnId, calls);
      return;
    }
    const turnId = turnOf(event);
    stepOf[i] = turnId === undefined ? calls : Math.min(calls, firstCall.get(turnId) ?? calls);
  });
  // A counting sort by step keeps log order within a step.
  const start = new Int32Array(calls + 2);
  for (const step of stepOf) start[step + 1]! += 1;
  for (let step = 1; step < start.length; step++) start[step]! += start[step - 1]!;
  const next = start.slice(0, calls + 1);
  const order = new Int32Array(log.length);
  stepOf.forEach((step, i) => {
    order[next[step]!] = i;
    next[step]! += 1;
  });
  return { total: calls, order, start };
}
