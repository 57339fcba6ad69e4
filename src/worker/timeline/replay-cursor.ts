/**
 * A replay of one run (DESIGN.md §8: at position k the record as it stood after call k): a TimelineView
 * that moves from step to step by applying only the events that enter at each step (replay-steps.ts),
 * never by rebuilding calls 1..k. What it shows at k is exactly the reduction, in log order, of the
 * events that entered by k (the record's head fields, its calls and other events, its request, response
 * and usage lists, its distinct codes).
 *
 * Costs: `moveTo(k + 1)` (Next) applies step k + 1's events — O(events of that step). A move back, or
 * one more than a checkpoint ahead, starts from the nearest checkpoint at or before k (one each
 * `CHECKPOINT_STEPS` steps, made when the cursor is created: the head, codes and bounded turn lists
 * there) and applies at most `CHECKPOINT_STEPS - 1` steps; the call list and the other-event list only
 * grow or shrink by the calls between the two positions (entries are the run's own, never re-derived).
 * Creating a cursor walks the run once (O(log)). `events` (every event ordered by `at`) is made on first
 * read at a position (O(events up to k)): only event windows at a replay position read it, the page's
 * replay reads the head and windows of calls. The run must not change while the cursor is used: the
 * caller makes a new cursor when the run's `version` moves. In-memory; no I/O.
 */
import { applyRunRecordEvent, createRunRecord, type RecordCall, type RunRecord } from '../../contract/run-record';
import type { TimelineEvent } from '../../contract/timeline-event';
import { replayStepsOf, type ReplaySteps } from './replay-steps';
import {
  insertByAt,
  recordEventCodes,
  startOf,
  type CallEntry,
  type RunTimeline,
  type TimelineView,
} from './run-timeline';
import { TurnLists, type TurnListsState } from './turn-lists';

/** Steps from one checkpoint to the next. */
export const CHECKPOINT_STEPS = 256;

/** The bounded state at a checkpoint step (the lists there are prefixes of the run's own). */
interface Checkpoint {
  head: RunRecord;
  codes: string[];
  turns: TurnListsState;
  /** Length of the record's other-event list there. */
  others: number;
}

/** The replay view of one run; see the module doc. */
export class ReplayCursor implements TimelineView {
  /** The run's version the cursor was made at. */
  readonly madeAt: number;
  record: RunRecord;
  readonly calls: CallEntry[] = [];
  readonly callByKey = new Map<string, CallEntry>();
  readonly codes = new Set<string>();
  version = 0;
  readonly cache = new Map<string, { version: number; positions: number[] }>();
  private readonly steps: ReplaySteps;
  private readonly checkpoints: Checkpoint[] = [];
  /** For each call position, the position of the previous call with the same callKey, else -1. */
  private readonly sameKeyBefore: Int32Array;
  private readonly turns: TurnLists;
  private readonly recordCalls: RecordCall[] = [];
  private readonly otherEvents: TimelineEvent[] = [];
  /** The step the head, codes, turn lists and `others` stand at. */
  private step = 0;
  /** The step the record and lists show (-1 before the first move). */
  private shown = -1;
  private head: RunRecord;
  private others = 0;
  private sorted: TimelineEvent[] | undefined;

  /**
   * @param run the run replayed (loaded whole)
   * @param checkpointSteps steps between checkpoints (≥ 1; default `CHECKPOINT_STEPS`)
   */
  constructor(
    readonly run: RunTimeline,
    private readonly checkpointSteps: number = CHECKPOINT_STEPS,
  ) {
    this.madeAt = run.version;
    this.steps = replayStepsOf(run.log);
    this.turns = new TurnLists(run.log);
    this.head = createRunRecord(startOf(run.record));
    this.record = this.head;
    const lastOfKey = new Map<string, number>();
    this.sameKeyBefore = new Int32Array(run.calls.length);
    run.calls.forEach((call, i) => {
      this.sameKeyBefore[i] = lastOfKey.get(call.callKey) ?? -1;
      lastOfKey.set(call.callKey, i);
    });
    for (let step = 0; step <= this.steps.total; step++) {
      this.applyStep(step);
      if (step % checkpointSteps === 0) this.checkpoints.push(this.save());
    }
  }

  /** Calls in the run (the last position). */
  get total(): number {
    return this.steps.total;
  }

  /** The position shown (calls 1..k), or -1 before the first `moveTo`. */
  get position(): number {
    return this.shown;
  }

  /** Every event up to the position, ordered by `at`, then arrival (made on first read; see the module doc). */
  get events(): readonly TimelineEvent[] {
    if (this.sorted) return this.sorted;
    const sorted: TimelineEvent[] = [];
    const { order, start } = this.steps;
    for (let i = 0; i < start[this.step + 1]!; i++) {
      const event = this.run.log[order[i]!]!;
      if (event.type === 'call') for (const each of event.call.events) insertByAt(sorted, each);
      else if (event.type === 'live-event') insertByAt(sorted, event.event);
      else if (event.type === 'page-events') for (const each of event.events) insertByAt(sorted, each);
    }
    return (this.sorted = sorted);
  }

  /** Shows the run as it stood after call `k` (clamped to 0 … total). */
  moveTo(k: number): void {
    const target = Math.min(this.steps.total, Math.max(0, Math.floor(k)));
    if (target === this.shown) return;
    const nearest = Math.floor(target / this.checkpointSteps);
    if (target < this.step || nearest * this.checkpointSteps > this.step) this.restore(nearest);
    while (this.step < target) this.applyStep(this.step + 1);
    this.resize(target);
    this.record = {
      ...this.head,
      calls: this.recordCalls,
      events: this.otherEvents,
      ...this.turns.values(),
    };
    this.shown = target;
    this.version += 1;
    this.cache.clear();
    this.sorted = undefined;
  }

  /** Applies the head, codes, turn lists and other-event count of the events entering at `step`. */
  private applyStep(step: number): void {
    const { order, start } = this.steps;
    for (let i = start[step]!; i < start[step + 1]!; i++) {
      const position = order[i]!;
      const event = this.run.log[position]!;
      switch (event.type) {
        case 'call':
          for (const code of recordEventCodes(event)) this.codes.add(code);
          break;
        case 'live-event':
        case 'page-events':
          for (const code of recordEventCodes(event)) this.codes.add(code);
          this.others += event.type === 'live-event' ? 1 : event.events.length;
          break;
        case 'request':
        case 'response':
        case 'usage':
          this.turns.add(position);
          break;
        default:
          this.head = applyRunRecordEvent(this.head, event);
      }
    }
    this.step = step;
  }

  private save(): Checkpoint {
    return { head: this.head, codes: [...this.codes], turns: this.turns.snapshot(), others: this.others };
  }

  /** Goes back (or ahead) to checkpoint `index`. */
  private restore(index: number): void {
    const checkpoint = this.checkpoints[index]!;
    this.head = checkpoint.head;
    this.codes.clear();
    for (const code of checkpoint.codes) this.codes.add(code);
    this.turns.restore(checkpoint.turns);
    this.others = checkpoint.others;
    this.step = index * this.checkpointSteps;
  }

  /**
   * Makes the call lists hold calls 1..`calls` and the other-event list its first `this.others` events:
   * prefixes of the run's own lists, so only the entries between the old and new lengths are touched
   * (or, when that is shorter, the lists are refilled from the start).
   */
  private resize(calls: number): void {
    const run = this.run;
    if (calls < this.calls.length - calls) {
      this.calls.length = 0;
      this.recordCalls.length = 0;
      this.callByKey.clear();
    }
    while (this.calls.length > calls) {
      const i = this.calls.length - 1;
      const entry = this.calls.pop()!;
      this.recordCalls.pop();
      const before = this.sameKeyBefore[i]!;
      if (before >= 0) this.callByKey.set(entry.callKey, run.calls[before]!);
      else this.callByKey.delete(entry.callKey);
    }
    while (this.calls.length < calls) {
      const i = this.calls.length;
      const entry = run.calls[i]!;
      this.calls.push(entry);
      this.recordCalls.push(run.record.calls[i]!);
      this.callByKey.set(entry.callKey, entry);
    }
    if (this.others < this.otherEvents.length) this.otherEvents.length = this.others;
    for (let i = this.otherEvents.length; i < this.others; i++) this.otherEvents.push(run.record.events[i]!);
  }
}
