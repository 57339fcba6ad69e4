/**
 * The timeline event (DESIGN.md §4.6): one bounded record of what happened, never a raw result.
 * A call's stage events come back with its `invoke` result in one message; live events come through
 * `subscribe`. Pure types.
 */
import type { HarnessCode } from './codes';
import type { Lane, TimelineStage } from './stages';

/** Outcome of the step the event records. */
export type TimelineStatus = 'pass' | 'fail' | 'info';

/** One timeline event. Every string in `detail` is bounded (≤ 256 UTF-16 units, see `boundDetail`). */
export interface TimelineEvent {
  /** The run the event belongs to. */
  runId: string;
  /** The tool_call_id of the call, where the event belongs to one. */
  callId?: string;
  /** The call (`"<runId>#<n>"`, DESIGN §4.1), where the event belongs to one. */
  callKey?: string;
  /** The assistant turn that issued the call (`invoke`'s `turnId`). */
  turnId?: string;
  /** Order within the run, from 1, assigned by the harness (page-made events use their own counter). */
  seq: number;
  /** When the step started, in milliseconds since the run started. */
  at: number;
  lane: Lane;
  stage: TimelineStage;
  status: TimelineStatus;
  /** The code of DESIGN §3, on the event of the stage that refused or failed. */
  code?: HarnessCode;
  /** How long the step took, in milliseconds. */
  durationMs?: number;
  /** Bytes the step measured (argument text, request, raw, agent_result or observation text), in bytes. */
  bytes?: number;
  /** Small bounded facts (tool name, evidence status, decision, message …). */
  detail?: Record<string, string | number | boolean>;
}

/** Longest string kept in `detail`, in UTF-16 code units. */
export const MAX_DETAIL_STRING = 256;

/** Returns `detail` (itself when nothing is long) with every string cut to `MAX_DETAIL_STRING` units (an ellipsis marks the cut). */
export function boundDetail(
  detail: Record<string, string | number | boolean>,
): Record<string, string | number | boolean> {
  let long = false;
  for (const key in detail) {
    const value = detail[key];
    if (typeof value === 'string' && value.length > MAX_DETAIL_STRING) long = true;
  }
  if (!long) return detail;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(detail)) {
    out[key] =
      typeof value === 'string' && value.length > MAX_DETAIL_STRING
        ? `${value.slice(0, MAX_DETAIL_STRING - 1)}…`
        : value;
  }
  return out;
}
