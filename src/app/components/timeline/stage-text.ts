/**
 * Words for the timeline's rows: the journey step of a stage (A1 supports … C8 observe, DESIGN §3),
 * a bounded event detail as `key=value` text, durations, and a call summary's stages as timeline events
 * (for drawing before the call's full events arrive). Pure.
 */
import { STAGES, STAGE_PHASE, type CallSummary, type StageId, type TimelineEvent } from '../../../contract';

/** Returns `A1` … `C8` for a journey stage, or '' for page and live stages. */
export function stepLabel(stage: string): string {
  const index = (STAGES as readonly string[]).indexOf(stage);
  return index < 0 ? '' : `${STAGE_PHASE[stage as StageId]}${index + 1}`;
}

/** Renders a bounded detail as `key=value` pairs separated by spaces ('' when none). */
export function formatDetail(detail: TimelineEvent['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

/** Formats milliseconds for a row (`0.4 ms`, `12 ms`, `1.2 s`). */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '';
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

/** The summary's stages as timeline events (no details), for drawing until the call's events arrive. */
export function summaryEvents(runId: string, summary: CallSummary): TimelineEvent[] {
  return summary.stages.map((stage, index) => ({
    runId,
    callId: summary.callId,
    turnId: summary.turnId,
    seq: index + 1,
    at: stage.at,
    lane: stage.lane,
    stage: stage.stage,
    status: stage.status,
    code: stage.code,
    durationMs: stage.durationMs,
    bytes: stage.bytes,
  }));
}
