/**
 * The replay's reference: the run as it stood after call k rebuilt from the start of its log, as the
 * console rebuilt it before replay-cursor.ts (DESIGN §8). Tests compare the cursor with it at every step.
 */
import type { RunRecordEvent } from '../../../src/contract/run-record';
import { RunTimeline, startOf } from '../../../src/worker/timeline/run-timeline';

/**
 * The run as it stood after its `afterCall`-th call (replay, DESIGN §8): a new timeline from the log's
 * prefix up to and including that call, plus the request, response and usage of every model turn that
 * produced a call of the prefix wherever they are in the log (the whole log when `afterCall` ≥ the number
 * of calls).
 */
export function timelineAfterCall(run: RunTimeline, afterCall: number): RunTimeline {
  if (afterCall >= run.calls.length) return run;
  const prefix = new RunTimeline(startOf(run.record));
  const turns = new Set<string>();
  let seen = 0;
  let cut = run.log.length;
  for (const [index, event] of run.log.entries()) {
    if (event.type === 'call') {
      if (seen >= afterCall) {
        cut = index;
        break;
      }
      seen += 1;
      if (event.call.turnId !== undefined) turns.add(event.call.turnId);
    }
    prefix.apply(event);
  }
  // The page writes a turn's request, response and usage in batches, so they may be logged after the
  // calls that turn produced: the prefix shows them with those calls.
  for (const event of run.log.slice(cut)) {
    const turnId = turnOf(event);
    if (turnId !== undefined && turns.has(turnId)) prefix.apply(event);
  }
  return prefix;
}

/** The model turn a request, response or usage event describes (undefined for every other event). */
function turnOf(event: RunRecordEvent): string | undefined {
  if (event.type === 'request' || event.type === 'response') return event.summary.turnId;
  if (event.type === 'usage') return event.usage.turnId;
  return undefined;
}
