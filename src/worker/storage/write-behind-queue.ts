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

/**
 * @param writeBatch writes one batch (the items queued since the last batch, in order); its failures are
 *   its own to report — the queue goes on with the next batch either way
 */
export function createWriteBehindQueue<T>(writeBatch: (batch: T[]) => Promise<void>): WriteBehindQueue<T> {
  let queue: T[] = [];
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;
  const writeQueued = async () => {
    scheduled = false;
    const batch = queue;
    queue = [];
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
      await writing;
    },
  };
}
