/**
 * Lane placement for the lane view (DESIGN.md §4.6, seed 000 §1's sequence diagram): columns are the
 * seven lanes (model, loop, interceptor, registry, boundary, backend, progress); each call is a band whose
 * events are placed one per line in time order (`at`, then `seq`), in the column of their lane, with the
 * phase of their stage (A1–A3, B1–B5, C6–C8; page and live stages have none) and a time bar giving
 * where the step started and how long it took, as fractions of the call's span. Pure.
 */
import { LANES, STAGE_PHASE, type Lane, type Phase, type StageId, type TimelineEvent } from '../../../contract';

/** One placed event of a band. */
export interface PlacedEvent {
  event: TimelineEvent;
  /** Column index in `LANES` (0 = model … 6 = progress). */
  laneIndex: number;
  /** Phase of the stage (A/B/C), absent for page and live stages. */
  phase?: Phase;
  /** Start of the step as a fraction (0–1) of the call's span. */
  start: number;
  /** Length of the step as a fraction (0–1) of the call's span; at least `MIN_BAR_FRACTION`. */
  width: number;
}

/** A contiguous run of lines in one phase (for shading). */
export interface PhaseBlock {
  phase: Phase;
  /** First line of the block (index into `events`). */
  from: number;
  /** Last line of the block, inclusive. */
  to: number;
}

/** The layout of one call's band. */
export interface BandLayout {
  events: PlacedEvent[];
  phases: PhaseBlock[];
  /** From the first event's start to the last event's end, in milliseconds (0 when all are instants). */
  spanMs: number;
}

/** Smallest bar drawn, as a fraction of the span (so an instant step stays visible). */
export const MIN_BAR_FRACTION = 0.02;

/** Returns the column of a lane (unknown lanes fall into the interceptor's column). */
export function laneIndex(lane: Lane): number {
  const index = LANES.indexOf(lane);
  return index >= 0 ? index : LANES.indexOf('interceptor');
}

/** Returns the phase of a stage id, or undefined for page and live stages. */
export function stagePhase(stage: string): Phase | undefined {
  return (STAGE_PHASE as Readonly<Record<string, Phase>>)[stage as StageId];
}

/** Orders events by start time, then by origin order (`seq`); stable. */
export function sortByTime(events: readonly TimelineEvent[]): TimelineEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at - b.event.at || a.index - b.index)
    .map((entry) => entry.event);
}

/**
 * Places a call's events in its band.
 *
 * @param events the call's events in any order (harness stages and the page's `loop-dispatch`)
 * @returns placed events in time order, the phase blocks over consecutive lines, and the span in ms
 */
export function layoutBand(events: readonly TimelineEvent[]): BandLayout {
  const ordered = sortByTime(events);
  const earliest = ordered[0];
  if (!earliest) return { events: [], phases: [], spanMs: 0 };
  const first = earliest.at;
  const last = Math.max(...ordered.map((event) => event.at + (event.durationMs ?? 0)));
  const spanMs = Math.max(0, last - first);
  const placed = ordered.map((event): PlacedEvent => {
    const start = spanMs > 0 ? (event.at - first) / spanMs : 0;
    const width = spanMs > 0 ? (event.durationMs ?? 0) / spanMs : 0;
    const clampedStart = Math.min(1 - MIN_BAR_FRACTION, Math.max(0, start));
    return {
      event,
      laneIndex: laneIndex(event.lane),
      phase: stagePhase(event.stage),
      start: clampedStart,
      width: Math.min(1 - clampedStart, Math.max(MIN_BAR_FRACTION, width)),
    };
  });
  return { events: placed, phases: phaseBlocks(placed), spanMs };
}

/** Groups consecutive lines of the same phase; lines without a phase end a block. */
export function phaseBlocks(placed: readonly Pick<PlacedEvent, 'phase'>[]): PhaseBlock[] {
  const blocks: PhaseBlock[] = [];
  placed.forEach((line, index) => {
    const previous = blocks[blocks.length - 1];
    if (!line.phase) return;
    if (previous && previous.phase === line.phase && previous.to === index - 1) previous.to = index;
    else blocks.push({ phase: line.phase, from: index, to: index });
  });
  return blocks;
}

/** The refusing or failing event of a call (the first `fail`, else the first with a code), if any. */
export function refusalOf(events: readonly TimelineEvent[]): TimelineEvent | undefined {
  return events.find((event) => event.status === 'fail') ?? events.find((event) => event.code !== undefined);
}

/** The words shown for a phase (seed 000 §1's three rectangles). */
export const PHASE_LABEL: Readonly<Record<Phase, string>> = {
  A: 'A · before execution',
  B: 'B · boundary',
  C: 'C · after execution',
};
