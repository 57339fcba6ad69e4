/**
 * A run's calls in callKey order (DESIGN.md §4.1: n of `"<runId>#<n>"` is assigned on arrival; §8: the
 * record lists every call in arrival order). Calls of one run may be answered out of that order — a call
 * refused at A1–A3 is answered before an earlier call that still executes — so the record store hands
 * each answered call here and applies what comes back: the calls whose every earlier n is recorded, in
 * n order. A call answered ahead of a gap is held until the gap fills, or until `release` (the run
 * ended, or its worker went away), which hands back every held call in n order. Pure bookkeeping, no I/O.
 */
import { callNumberOf } from '../../contract/run-record';

export { callNumberOf };

/** The order of the calls of every run being recorded (items are what the record store applies). */
export interface CallOrder<T> {
  /**
   * Takes the answered call numbered `n` (undefined: a key without a number, applied at once) and returns
   * the calls to record now, in n order: none while an earlier n is missing, else this one and every
   * held call that follows it without a gap. An n below the next expected one is returned at once.
   */
  arrive(runId: string, n: number | undefined, item: T): T[];
  /** Every held call of the run, in n order; a later call is expected after the last of them. */
  release(runId: string): T[];
  /** Drops the run's order (the run was deleted). */
  forget(runId: string): void;
}

/** Creates an empty call order. */
export function createCallOrder<T>(): CallOrder<T> {
  const runs = new Map<string, { next: number; held: Map<number, T> }>();
  return {
    arrive(runId, n, item) {
      if (n === undefined) return [item];
      let run = runs.get(runId);
      if (!run) {
        run = { next: 1, held: new Map() };
        runs.set(runId, run);
      }
      if (n < run.next) return [item];
      if (n > run.next) {
        run.held.set(n, item);
        return [];
      }
      const ready = [item];
      run.next = n + 1;
      for (let held = run.held.get(run.next); held !== undefined; held = run.held.get(run.next)) {
        ready.push(held);
        run.held.delete(run.next);
        run.next += 1;
      }
      return ready;
    },
    release(runId) {
      const run = runs.get(runId);
      if (!run || run.held.size === 0) return [];
      const numbers = [...run.held.keys()].sort((a, b) => a - b);
      const ready = numbers.map((n) => run.held.get(n)!);
      run.held.clear();
      run.next = numbers.at(-1)! + 1;
      return ready;
    },
    forget(runId) {
      runs.delete(runId);
    },
  };
}
