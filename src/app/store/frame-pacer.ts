/**
 * Paces a page update to the display: `run` goes on the next animation frame (or after `fallbackMs` when
 * no frame comes: a hidden tab, jsdom without frames), and while updates keep coming at most once per
 * `burstMs` after the last `ran()`. Shared by the store's write batch (write-batch.ts) and the live run's
 * record window (harness/live-record.ts), so a run of thousands of calls costs ten store updates a
 * second, not one per call.
 */

/** A paced update. */
export interface FramePacer {
  /** Schedules `run` unless it is already scheduled. */
  schedule(): void;
  /** Drops the scheduled run, if any (the caller runs the update now instead). */
  cancel(): void;
  /** Notes that the update ran now: a run scheduled next waits until `burstMs` after this. */
  ran(): void;
}

/**
 * Creates a pacer of `run`.
 *
 * @param run the update (called with no arguments; the pacer is idle again when it is called)
 * @param burstMs least time between two runs while updates keep coming, in milliseconds
 * @param fallbackMs longest wait for an animation frame, in milliseconds
 */
export function createFramePacer(run: () => void, burstMs = 100, fallbackMs = 100): FramePacer {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;

  const cancel = () => {
    if (frame !== undefined) globalThis.cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };
  const fire = () => {
    cancel();
    run();
  };

  return {
    schedule() {
      if (timer !== undefined) return;
      const wait = last + burstMs - performance.now();
      if (wait > 0) {
        timer = setTimeout(fire, wait);
        return;
      }
      timer = setTimeout(fire, fallbackMs);
      if (typeof globalThis.requestAnimationFrame === 'function') frame = globalThis.requestAnimationFrame(fire);
    },
    cancel,
    ran() {
      last = performance.now();
    },
  };
}
