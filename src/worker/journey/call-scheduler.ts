/**
 * The order of a run's calls (DESIGN.md §4.1): calls pass A1–B1 one at a time in arrival order ("the
 * front"); within one turn the B2 executions of read-only, non-evidence calls overlap; every other call
 * (an evidence tool, a tool that is not read-only, a call without a turn) runs alone, after every earlier
 * call has been answered and before any later call starts; B3–C8 finish in arrival order.
 */

/** One call's place in its run's order, handed out on arrival. */
export interface CallTicket {
  /** Resolves when every earlier call has released the front (its A1–B1 are done). */
  readonly front: Promise<void>;
  /**
   * Says how the call executes, once A1 resolved its tool: `overlap` (read-only, non-evidence, with a
   * turn) waits only for earlier calls of other turns; any other call waits for every earlier call.
   */
  classify(kind: { overlap: boolean; turnId: string | undefined }): Promise<void>;
  /** B2 may start: an overlapping call lets the next call through the front now. */
  beginExecute(): void;
  /** Resolves when B3–C8 may run: every earlier call has been answered. */
  finishTurn(): Promise<void>;
  /** The call is answered (any outcome): releases the front and its place in the order. Idempotent. */
  done(): void;
}

/** A run's call order. */
export interface CallScheduler {
  /** A ticket for the call that arrived now. */
  arrive(): CallTicket;
}

/** A promise and the function that resolves it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Creates the call order of one run. */
export function createCallScheduler(): CallScheduler {
  let frontFree: Promise<void> = Promise.resolve();
  let allAnswered: Promise<void> = Promise.resolve();
  // The turn whose overlapping calls may still be executing; undefined after a call that ran alone.
  let overlapTurn: string | undefined;
  return {
    arrive() {
      const front = frontFree;
      const earlierAnswered = allAnswered;
      const released = deferred();
      const answered = deferred();
      let overlaps = false;
      frontFree = released.promise;
      allAnswered = Promise.all([earlierAnswered, answered.promise]).then(() => undefined);
      return {
        front,
        async classify({ overlap, turnId }) {
          const joins = overlap && turnId !== undefined && overlapTurn === turnId;
          if (!joins) await earlierAnswered;
          overlaps = overlap && turnId !== undefined;
          overlapTurn = overlaps ? turnId : undefined;
        },
        beginExecute() {
          if (overlaps) released.resolve();
        },
        finishTurn: () => earlierAnswered,
        done() {
          released.resolve();
          answered.resolve();
        },
      };
    },
  };
}
