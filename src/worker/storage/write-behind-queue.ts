/**
 * A write-behind queue for IndexedDB stores (audit records, timelines): `push` only queues; the batch is
 * written on a later task, one batch at a time, so a call's `invoke` never waits for storage (writes stay
 * off the awaited path of `invoke`).
 */

export interface WriteBehindQueue<T> {
  /** Queues one item; a batch write is scheduled on the next task if none is. */
  push(item: T): void;
  /** Writes what is queued now and resolves when every batch so far has been written (or failed). */
  flush(): Promise<void>;
}

/** Options of `createWriteBehindQueue`. */
export interface WriteBehindOptions {
  /** Most items one batch holds (default: every item queued). */
  maxBatch?: number;
  /** Awaited before each batch is taken (call-wire.ts `quiet()`: the wire's calls go first). */
  before?: () => Promise<void>;
}

/**
 * @param writeBatch writes one batch (the items queued since the last batch, in order, at most
 *   `options.maxBatch`); its failures are its own to report — the queue goes on with the next batch either way
 */
export function createWriteBehindQueue<T>(
  writeBatch: (batch: T[]) => Promise<void>,
  options: WriteBehindOptions = {},
): WriteBehindQueue<T> {
  const maxBatch = options.maxBatch ?? Infinity;
  let queue: T[] = [];
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;
  const writeQueued = async () => {
    if (options.before) await options.before();
    scheduled = false;
    const batch = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue;
    if (batch === queue) queue = [];
    // What did not fit this batch is the next one's.
    if (queue.length > 0) {
      scheduled = true;
      enqueueWrite();
    }
    // A failed batch is the writer's to report; the queue and flush() go on.
    if (batch.length > 0) await writeBatch(batch).catch(() => undefined);
  };
  const enqueueWrite = () => {
    writing = writing.then(writeQueued);
  };
  return {
    push(item) {
      queue.push(item);
      if (scheduled) return;
      scheduled = true;
      setTimeout(enqueueWrite, 0);
    },
    async flush() {
      if (queue.length > 0) {
        scheduled = true;
        enqueueWrite();
      }
      // A batch that did not take the whole queue chains the next one: wait until no link was added.
      for (let current = writing; ; current = writing) {
        await current;
        if (current === writing) return;
      }
    },
  };
}
