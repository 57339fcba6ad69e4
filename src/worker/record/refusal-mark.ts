/**
 * The mark a run's stored head row carries once storage refused a batch of its record (quota, DESIGN.md §8
 * "Honesty of states"): what the run had reached — its status, end, calls and first question — while the
 * stored log stays the true prefix it was. It is one small row of its own (`marks`, record-persistence.ts:
 * a write that may fit where a batch of calls did not), written when the batch is refused and again when
 * the run's status or question changes; the run list then says "done · storage refused the rest: 120 of 800 calls saved", not
 * "interrupted". Pure.
 */
import type { RunStatus } from '../../contract/trace';
import type { RunTimeline } from '../timeline/run-timeline';

/** See the module doc; `RunHeadRow.refused`. */
export interface RefusalMark {
  /** When the mark was written, ms since the epoch. */
  at: number;
  /** The run's status then (`running` when it had not ended yet). */
  status: RunStatus;
  /** When the run ended, ms since the epoch, once it had. */
  endedAt?: number;
  /** Tool calls the run had then (storage holds the head row's `calls` of them). */
  calls: number;
  /** The run's first question, when it had one. */
  question?: string;
}

/** The mark of `run` as it is now, stamped `at`. */
export function refusalMarkOf(run: RunTimeline, at: number): RefusalMark {
  const { status, endedAt, questions } = run.record;
  return {
    at,
    status,
    calls: run.calls.length,
    ...(endedAt !== undefined ? { endedAt } : {}),
    ...(questions[0] !== undefined ? { question: questions[0] } : {}),
  };
}

/**
 * When a mark is due again: a new key means the run's status, end or question changed since the last
 * mark tried (a running run's later calls alone do not call for one: its end brings the final count).
 */
export function refusalMarkKey(run: RunTimeline): string {
  const { status, endedAt, questions } = run.record;
  return JSON.stringify([status, endedAt ?? null, questions[0] ?? null]);
}
