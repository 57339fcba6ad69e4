/**
 * Stage ids and lanes of one tool call's journey (DESIGN.md §3, §4.6; seed 000 §1).
 * Stage ids are the timeline's `stage` and the page's `data-stage`; the order of `STAGES` is the order a
 * call travels. Pure data.
 */

/** The eleven stages of DESIGN §3, in journey order. */
export const STAGES = [
  'supports',
  'parse',
  'protocol',
  'preflight',
  'execute',
  'raw-check',
  'project',
  'validate',
  'dual-source',
  'record',
  'observe',
] as const;
export type StageId = (typeof STAGES)[number];

/** Lanes of the sequence diagram of seed 000 §1 (DESIGN §4.6). */
export const LANES = ['model', 'loop', 'interceptor', 'registry', 'boundary', 'backend', 'progress'] as const;
export type Lane = (typeof LANES)[number];

/** Phases of seed 000: A before execution, B the boundary, C after. */
export type Phase = 'A' | 'B' | 'C';

/** Lane of each stage (DESIGN §3, "Lanes per stage"). */
export const STAGE_LANE: Readonly<Record<StageId, Lane>> = {
  supports: 'registry',
  parse: 'interceptor',
  protocol: 'progress',
  preflight: 'boundary',
  execute: 'backend',
  'raw-check': 'boundary',
  project: 'boundary',
  validate: 'boundary',
  'dual-source': 'interceptor',
  record: 'progress',
  observe: 'interceptor',
};

/** Phase of each stage (seed 000 §1: A1–A3, B1–B5, C6–C8). */
export const STAGE_PHASE: Readonly<Record<StageId, Phase>> = {
  supports: 'A',
  parse: 'A',
  protocol: 'A',
  preflight: 'B',
  execute: 'B',
  'raw-check': 'B',
  project: 'B',
  validate: 'B',
  'dual-source': 'C',
  record: 'C',
  observe: 'C',
};

/**
 * Stages of events that belong to no single journey step: live events (approval, backend progress,
 * MCP server state) and the page's own events (model turns, the loop, the release step). Naming follows
 * `<noun>-<verb>` with lifecycle `start`/`end` (STYLE.md §3.2).
 */
export const LIVE_STAGES = [
  'run-start',
  'run-end',
  'approval-request',
  'approval-decision',
  'backend-progress',
  'server-state',
  /** A worker store's storage state changed (storage-health.ts: ok, full, unavailable). */
  'storage-state',
  /** An MCP server asked the user for input during a call (`elicitation/create`), and the answer's outcome. */
  'elicitation-request',
  'elicitation-answer',
  /** An MCP server asked the console's model for a message during a call (`sampling/createMessage`). */
  'sampling-request',
  'sampling-answer',
  'model-turn',
  'model-error',
  'loop-dispatch',
  /** The loop replaced old observations by trim notes to fit the context budget. */
  'context-trim',
  'release',
  /** A run's record changed (run list row: status, calls); a notice to the page, never part of a record. */
  'run-change',
] as const;
export type LiveStage = (typeof LIVE_STAGES)[number];

/** Any value of a timeline event's `stage`. */
export type TimelineStage = StageId | LiveStage;
