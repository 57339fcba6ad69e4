/**
 * Call traffic on the worker's call wire, for the write-behind stores (run records, audit records): while
 * calls are open on the wire (sent by the page and not yet answered) their IndexedDB batches wait, so a
 * turn of thousands of calls is answered first and stored right after it (DESIGN.md §8: storage stays off
 * the awaited path of `invoke`, and here off the worker's thread time while calls stream too). A batch
 * never waits longer than `maxWaitMs`, so a long stream of calls still stores a batch at least that often.
 */

/** The longest a batch waits for the wire to go quiet, in milliseconds. */
export const QUIET_MAX_WAIT_MS = 1_000;

/** The wire's open calls, and a wait for them to be answered. */
export interface CallTraffic {
  /** `count` calls arrived on the wire. */
  opened(count: number): void;
  /** One call of the wire was answered. */
  closed(): void;
  /** Resolves at once when no call is open; else once none is, or after `maxWaitMs` at most. */
  quiet(): Promise<void>;
}

/**
 * @param maxWaitMs the longest `quiet()` waits, in milliseconds (default `QUIET_MAX_WAIT_MS`)
 * @returns the traffic counter (starts with no call open)
 */
export function createCallTraffic(maxWaitMs = QUIET_MAX_WAIT_MS): CallTraffic {
  let open = 0;
  let waiters: (() => void)[] = [];
  const release = () => {
    const served = waiters;
    waiters = [];
    for (const resolve of served) resolve();
  };
  return {
    opened(count) {
      open += count;
    },
    closed() {
      open = Math.max(0, open - 1);
      if (open === 0) release();
    },
    quiet() {
      if (open === 0) return Promise.resolve();
      return new Promise((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(finish, maxWaitMs);
        waiters.push(finish);
      });
    },
  };
}

/**
 * `persistence` whose `writeBatch` first waits for `traffic` to go quiet (the rest unchanged).
 *
 * @param persistence anything with a `writeBatch` (the run record persistence)
 */
export function afterQuiet<P extends { writeBatch(...args: never[]): Promise<unknown> }>(
  persistence: P,
  traffic: Pick<CallTraffic, 'quiet'>,
): P {
  const write = persistence.writeBatch.bind(persistence) as P['writeBatch'];
  return Object.assign(Object.create(persistence) as P, {
    writeBatch: async (...args: Parameters<P['writeBatch']>) => {
      await traffic.quiet();
      return write(...args);
    },
  });
}
