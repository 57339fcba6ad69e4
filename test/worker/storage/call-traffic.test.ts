import { describe, expect, it } from 'vitest';
import { afterQuiet, createCallTraffic } from '../../../src/worker/storage/call-traffic';
import { createWriteBehindQueue } from '../../../src/worker/storage/write-behind-queue';

/** Lets queued tasks and microtasks run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCallTraffic', () => {
  it('is quiet at once with no call open, and once the last open call is answered', async () => {
    const traffic = createCallTraffic(60_000);
    let quiet = false;
    await traffic.quiet();
    traffic.opened(2);
    void traffic.quiet().then(() => (quiet = true));
    traffic.closed();
    await nextTask();
    expect(quiet).toBe(false);
    traffic.closed();
    await nextTask();
    expect(quiet).toBe(true);
  });

  it('stops waiting after its longest wait while calls stay open', async () => {
    const traffic = createCallTraffic(5);
    traffic.opened(1);
    await expect(traffic.quiet()).resolves.toBeUndefined();
  });

  it('holds a run record batch until the calls are answered', async () => {
    const traffic = createCallTraffic(60_000);
    const written: string[] = [];
    const persistence = afterQuiet(
      {
        available: true,
        writeBatch: async (head: string) => {
          written.push(head);
          return 'written' as const;
        },
      },
      traffic,
    );
    traffic.opened(1);
    const outcome = persistence.writeBatch('head');
    await nextTask();
    expect(written).toEqual([]);
    expect(persistence.available).toBe(true);
    traffic.closed();
    await expect(outcome).resolves.toBe('written');
    expect(written).toEqual(['head']);
  });
});

describe('createWriteBehindQueue with traffic and a batch limit', () => {
  it('writes nothing while calls are open, then every item in batches of at most maxBatch, in order', async () => {
    const traffic = createCallTraffic(60_000);
    const written: number[][] = [];
    const queue = createWriteBehindQueue<number>(async (batch) => void written.push(batch), {
      maxBatch: 2,
      before: traffic.quiet,
    });
    traffic.opened(1);
    for (const item of [1, 2, 3, 4, 5]) queue.push(item);
    await nextTask();
    expect(written).toEqual([]);
    const flushed = queue.flush();
    traffic.closed();
    await flushed;
    expect(written).toEqual([[1, 2], [3, 4], [5]]);
  });
});
