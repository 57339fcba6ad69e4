/**
 * The timeline of one call (DESIGN.md §4.6; STYLE.md §3.1 "every stage reports, none renders"): each
 * stage records one bounded event here; `invoke` returns them with the observation in one message.
 */
import type { HarnessCode, StageId, TimelineEvent } from '../contract';
import { STAGE_LANE, boundDetail } from '../contract';

export type EventDetail = Record<string, string | number | boolean>;

/** What a stage reports besides pass/fail. */
export interface StageReport {
  /** Bytes the stage measured, in bytes. */
  bytes?: number;
  detail?: EventDetail;
}

export interface CallTrace {
  readonly events: TimelineEvent[];
  /** Starts timing a stage; returns the function that records it as passed / failed / info. */
  begin(stage: StageId): StageTimer;
}

export interface StageTimer {
  pass(report?: StageReport): void;
  fail(code: HarnessCode, report?: StageReport): void;
  info(report?: StageReport): void;
}

/** The run-level parts a trace needs: its id, its start (ms, epoch), the clock and the seq counter. */
export interface TraceClock {
  runId: string;
  startedAt: number;
  now: () => number;
  nextSeq: () => number;
}

/** Creates the trace of one call (`callKey`: the call's key, DESIGN §4.1). `at` is milliseconds since the run started. */
export function createCallTrace(
  clock: TraceClock,
  callId: string,
  turnId: string | undefined,
  callKey: string,
): CallTrace {
  const events: TimelineEvent[] = [];
  return {
    events,
    begin(stage) {
      const startedAt = clock.now();
      const record = (status: TimelineEvent['status'], code: HarnessCode | undefined, report: StageReport = {}) => {
        const event: TimelineEvent = {
          runId: clock.runId,
          callId,
          callKey,
          seq: clock.nextSeq(),
          at: Math.max(0, startedAt - clock.startedAt),
          lane: STAGE_LANE[stage],
          stage,
          status,
          durationMs: Math.max(0, clock.now() - startedAt),
        };
        if (turnId !== undefined) event.turnId = turnId;
        if (code !== undefined) event.code = code;
        if (report.bytes !== undefined) event.bytes = report.bytes;
        if (report.detail) event.detail = boundDetail(report.detail);
        events.push(event);
      };
      return {
        pass: (report) => record('pass', undefined, report),
        fail: (code, report) => record('fail', code, report),
        info: (report) => record('info', undefined, report),
      };
    },
  };
}
