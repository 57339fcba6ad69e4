/**
 * Per-frame coalescing of the run events the store keeps (harness and page origin, in arrival order:
 * page lanes and live events; a call's figures and observation are read from the record,
 * harness/live-record.ts). Writers `push` parts;
 * the batch applies everything queued in ONE pass over the store on the next animation frame (or after
 * 100 ms when no frame comes: a hidden tab, jsdom without frames), and while calls keep coming
 * at most once per 100 ms (frame-pacer.ts): a lone call shows on the next frame, a run of thousands of
 * calls costs ten React commits and page paints a second, not one per call (a full paint of the
 * console takes milliseconds in headless Chromium, more than a call's round trip), and the run loop
 * never waits for a render. `flush()` applies the queue at once; the run slice calls it before a run begins or
 * ends, so the events of the run before never land in the next one.
 * Nothing here is O(run length): the queue keeps at most the latest 2 × MAX_RUN_EVENTS events (the
 * store keeps the latest MAX_RUN_EVENTS), so a flush costs O(the bounded windows).
 */
import type { TimelineEvent } from '../../contract';
import type { ConsoleStore } from './index';
import { MAX_RUN_EVENTS, type TimelineOrigin } from './timeline-slice';
import { createFramePacer } from './frame-pacer';

/** One queued write; every member is optional. */
export interface BatchPart {
  /** Events outside a call's journey (page lanes, live events), numbered by `origin` (default `harness`). */
  events?: readonly TimelineEvent[];
  origin?: TimelineOrigin;
}

/** The batch of one store. */
export interface StoreWriteBatch {
  /** Queues a part and schedules a flush on the next frame. */
  push(part: BatchPart): void;
  /** Applies everything queued now (no-op when nothing is queued). */
  flush(): void;
}

/**
 * Batches by the store's `getState` function: the bound hook `create()` returns and the vanilla API its
 * slices receive are two objects sharing that one function.
 */
const batches = new WeakMap<ConsoleStore['getState'], StoreWriteBatch>();

/** Returns the one write batch of `store` (created on first use). */
export function writeBatchOf(store: ConsoleStore): StoreWriteBatch {
  let batch = batches.get(store.getState);
  if (!batch) {
    batch = createWriteBatch(store);
    batches.set(store.getState, batch);
  }
  return batch;
}

function createWriteBatch(store: ConsoleStore): StoreWriteBatch {
  let entries: { event: TimelineEvent; origin: TimelineOrigin }[] = [];

  const flush = () => {
    pacer.cancel();
    if (entries.length === 0) return;
    pacer.ran();
    const queued = entries;
    entries = [];
    store.getState().appendRunEvents(queued);
  };
  const pacer = createFramePacer(flush);

  return {
    push(part) {
      const origin = part.origin ?? 'harness';
      for (const event of part.events ?? []) entries.push({ event, origin });
      // The store keeps the latest MAX_RUN_EVENTS: older queued events would be dropped on landing anyway.
      if (entries.length > 2 * MAX_RUN_EVENTS) entries = entries.slice(-MAX_RUN_EVENTS);
      pacer.schedule();
    },
    flush,
  };
}
