/**
 * The B2 execute deadline of one call (DESIGN.md §4.3 `timeoutMs`): a timer that fires `timeoutMs`
 * after the backend starts, RESET by each progress report (MCP spec 2025-06-18 basic/utilities/progress,
 * MCP `resetTimeoutOnProgress`) but never beyond `PROGRESS_TIMEOUT_FACTOR × timeoutMs` of running time in
 * total, and PAUSED while the user is asked something on the call's behalf (an MCP elicitation or
 * sampling dialog): paused time counts neither toward the timeout nor toward the total.
 *
 * A timer callback never runs before the microtasks queued ahead of it are done, so with `armLater` the
 * first timer is set only after `ARM_AFTER_MICROTASKS` microtasks, for the time left then: it fires when
 * it would have, and a backend that answers within those microtasks (an in-memory tool) costs no timer.
 */

/** Microtasks the first timer waits with `armLater` (a backend answering within them needs no timer). */
export const ARM_AFTER_MICROTASKS = 16;

const RESOLVED = Promise.resolve();

/** A call that keeps reporting progress may run at most this many times its `timeoutMs` in total. */
export const PROGRESS_TIMEOUT_FACTOR = 10;

/** The deadline's controls. */
export interface CallDeadline {
  /** Progress: the timeout starts again (within the total). No effect while paused. */
  extend(): void;
  /** Stops the clock until every returned `resume` has been called (pauses nest). */
  pause(): () => void;
  /** Clears the timer. */
  dispose(): void;
  /**
   * True when the deadline has passed, read from the clock: synchronous work blocks the timer, so a
   * backend that answers after its deadline is caught here (false while paused).
   */
  expired(): boolean;
}

/**
 * Starts the deadline.
 *
 * @param timeoutMs time without progress before `onExpire`, in milliseconds
 * @param onExpire called once when the deadline passes
 * @param now clock in milliseconds (default `Date.now`)
 * @param options.armLater set the first timer after `ARM_AFTER_MICROTASKS` microtasks (see the module doc)
 */
export function startCallDeadline(
  timeoutMs: number,
  onExpire: () => void,
  now: () => number = Date.now,
  options: { armLater?: boolean } = {},
): CallDeadline {
  const maxRunningMs = timeoutMs * PROGRESS_TIMEOUT_FACTOR;
  let runningBefore = 0; // running time before the current running stretch
  let stretchStart = now();
  let deadlineAt = stretchStart + timeoutMs; // in running time terms: valid while running
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pauses = 0;
  let remainingAtPause = 0;
  let done = false;

  const arm = (ms: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(
      () => {
        done = true;
        onExpire();
      },
      Math.max(0, ms),
    );
  };
  if (options.armLater) {
    let waited = 0;
    const armOnce = () => {
      if (++waited < ARM_AFTER_MICROTASKS) void RESOLVED.then(armOnce);
      else if (!done && pauses === 0 && timer === undefined) arm(deadlineAt - now());
    };
    void RESOLVED.then(armOnce);
  } else arm(timeoutMs);

  return {
    extend() {
      if (done || pauses > 0) return;
      const at = now();
      const running = runningBefore + (at - stretchStart);
      const left = Math.min(timeoutMs, maxRunningMs - running);
      deadlineAt = at + left;
      arm(left);
    },
    pause() {
      if (done) return () => undefined;
      if (pauses++ === 0) {
        const at = now();
        remainingAtPause = deadlineAt - at;
        runningBefore += at - stretchStart;
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
      }
      let resumed = false;
      return () => {
        if (resumed || done) return;
        resumed = true;
        if (--pauses > 0) return;
        stretchStart = now();
        deadlineAt = stretchStart + remainingAtPause;
        arm(remainingAtPause);
      };
    },
    expired() {
      return pauses === 0 && now() >= deadlineAt;
    },
    dispose() {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
