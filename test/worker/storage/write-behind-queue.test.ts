import { describe, expect, it } from 'vitest';
import { createWriteBehindQueue } from '../../../src/worker/storage/write-behind-queue';

describe('createWriteBehindQueue', () => {
  it('never writes on push, batches what was queued, and flush waits for every batch in order', async () => {
    const written: number[][] = [];
    const queue = createWriteBehindQueue<number>(async (batch) => {
      written.push(batch);
    });
    queue.push(1);
    queue.push(2);
    expect(written).toEqual([]);
    await queue.flush();
    queue.push(3);
    await queue.flush();
    expect(written).toEqual([[1, 2], [3]]);
  });

  it('goes on with the next batch after a batch fails', async () => {
    const written: number[][] = [];
    const queue = createWriteBehindQueue<number>(async (batch) => {
      if (batch.includes(1)) throw new Error('quota');
      written.push(batch);
    });
    queue.push(1);
    await queue.flush();
    queue.push(2);
    await queue.flush();
    expect(written).toEqual([[2]]);
  });
});
