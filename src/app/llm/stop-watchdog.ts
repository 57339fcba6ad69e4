/**
 * Stop's watchdog (DESIGN.md §4.1 "Stop always stops"): Stop cancels the run's calls in the worker; when
 * the worker does not acknowledge that cancel within `STOP_WATCHDOG_MS` (its thread is blocked, e.g. by a
 * synchronous tool body or a runaway regex), the page restarts it (`restartForStop`: the run ends
 * `stopped`, the calls in flight are recorded as CANCELLED). Armed only by Stop, so long legitimate work
 * such as a PDF parse is never cut on its own.
 */

/** How long Stop waits for the worker to acknowledge the cancel, in milliseconds. */
export const STOP_WATCHDOG_MS = 1_000;

/** What the watchdog needs of the harness client. */
export interface StoppableHarness {
  cancel(request: { runId: string }): Promise<unknown>;
  /** The restart of a worker that did not answer Stop; absent on fakes, which are never blocked. */
  restartForStop?(runId: string, reason: string): void;
}

/**
 * Cancels the run's calls and arms the watchdog.
 *
 * @param harness the harness client
 * @param runId the run Stop was pressed for
 * @param ms the watchdog's wait, in milliseconds (default `STOP_WATCHDOG_MS`)
 * @param onRestart told right after the watchdog restarted the worker
 */
export function cancelWithWatchdog(
  harness: StoppableHarness,
  runId: string,
  ms = STOP_WATCHDOG_MS,
  onRestart?: () => void,
): void {
  let acknowledged = false;
  const watchdog = setTimeout(() => {
    if (acknowledged || !harness.restartForStop) return;
    harness.restartForStop(runId, `the worker did not acknowledge Stop within ${ms} ms`);
    onRestart?.();
  }, ms);
  void harness
    .cancel({ runId })
    .catch(() => undefined)
    .finally(() => {
      acknowledged = true;
      clearTimeout(watchdog);
    });
}
