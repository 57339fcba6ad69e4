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
  return new Trace(clock, callId, turnId, callKey);
}

/** A call's trace: its events and the ids they share (one object per call, no closure per stage). */
class Trace implements CallTrace {
  readonly events: TimelineEvent[] = [];
  constructor(
    readonly clock: TraceClock,
    readonly callId: string,
    readonly turnId: string | undefined,
    readonly callKey: string,
  ) {}

  begin(stage: StageId): StageTimer {
    return new Timer(this, stage, this.clock.now());
  }
}

/** One stage's timer: records the stage's one event when it passes, fails or reports. */
class Timer implements StageTimer {
  constructor(
    private readonly trace: Trace,
    private readonly stage: StageId,
    private readonly startedAt: number,
  ) {}

  pass(report?: StageReport): void {
    this.record('pass', undefined, report);
  }

  fail(code: HarnessCode, report?: StageReport): void {
    this.record('fail', code, report);
  }

  info(report?: StageReport): void {
    this.record('info', undefined, report);
  }

  private record(status: TimelineEvent['status'], code: HarnessCode | undefined, report: StageReport | undefined) {
    const { trace, stage, startedAt } = this;
    const clock = trace.clock;
    const event: TimelineEvent = {
      runId: clock.runId,
      callId: trace.callId,
      callKey: trace.callKey,
      seq: clock.nextSeq(),
      at: Math.max(0, startedAt - clock.startedAt),
      lane: STAGE_LANE[stage],
      stage,
      status,
      durationMs: Math.max(0, clock.now() - startedAt),
    };
    if (trace.turnId !== undefined) event.turnId = trace.turnId;
    if (code !== undefined) event.code = code;
    if (report?.bytes !== undefined) event.bytes = report.bytes;
    if (report?.detail) event.detail = boundDetail(report.detail);
    trace.events.push(event);
  }
}
