/**
 * Words for the timeline's rows: the journey step of a stage (A1 supports … C8 observe, DESIGN §3),
 * a bounded event detail as `key=value` text, durations, and a call summary's stages as timeline events
 * (for drawing before the call's full events arrive). Pure.
 */
import { STAGES, STAGE_PHASE, type CallSummary, type TimelineEvent } from '../../../contract';

/**
 * Journey step numbers as DESIGN §3 writes them, derived from the contract's STAGES and STAGE_PHASE:
 * phase A counts A1…A3, the boundary restarts at B1…B5, and phase C continues the boundary's count
 * (C6…C8, "C6 and C7 run for …").
 */
const STEP_LABELS: ReadonlyMap<string, string> = (() => {
  const labels = new Map<string, string>();
  let a = 0;
  let boundary = 0;
  for (const stage of STAGES) {
    const phase = STAGE_PHASE[stage];
    if (phase === 'A') labels.set(stage, `A${++a}`);
    else labels.set(stage, `${phase}${++boundary}`);
  }
  return labels;
})();

/** Returns the DESIGN §3 step (`A1` … `A3`, `B1` … `B5`, `C6` … `C8`) of a journey stage, or '' for page and live stages. */
export function stepLabel(stage: string): string {
  return STEP_LABELS.get(stage) ?? '';
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
    callKey: summary.callKey,
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
