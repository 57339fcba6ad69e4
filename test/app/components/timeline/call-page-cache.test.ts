import { describe, expect, it } from 'vitest';
import type { CallPage, CallSummary } from '../../../../src/contract';
import { CallPageCache } from '../../../../src/app/components/timeline/call-page-cache';

const summary = (index: number): CallSummary => ({
  index: index + 1,
  callKey: `run#${index + 1}`,
  callId: `call-${index + 1}`,
  tool: 't',
  status: 'ok',
  phase: 'C',
  at: index,
  durationMs: 1,
  stages: [],
});

function fakeWorker(total: () => number) {
  const requests: number[] = [];
  const fetchPage = async (offset: number, limit: number): Promise<CallPage> => {
    requests.push(offset);
    const calls = [];
    for (let index = offset; index < Math.min(total(), offset + limit); index += 1) calls.push(summary(index));
    return { total: total(), offset, calls };
  };
  return { requests, fetchPage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('call page cache', () => {
  it('pages in only the rows asked for, from a 10,000-call run', async () => {
    const worker = fakeWorker(() => 10_000);
    const cache = new CallPageCache(worker.fetchPage, () => undefined, 100, 5);
    cache.ensure(0, 0);
    await settle();
    expect(cache.total).toBe(10_000);
    expect(cache.get(0)?.callId).toBe('call-1');
    cache.ensure(9_950, 9_999);
    await settle();
    expect(cache.get(9_999)?.callId).toBe('call-10000');
    expect(worker.requests).toEqual([0, 9_900]);
  });

  it('peeks at a held row without counting it as a use', async () => {
    const worker = fakeWorker(() => 10_000);
    const cache = new CallPageCache(worker.fetchPage, () => undefined, 100, 2);
    cache.ensure(0, 0);
    await settle();
    cache.ensure(1000, 1000);
    await settle();
    expect(cache.peek(120)).toBeUndefined();
    // Peeking at page 0 does not keep it: the next page drops it as the least recently used.
    expect(cache.peek(5)?.callId).toBe('call-6');
    cache.get(1000);
    cache.ensure(2000, 2000);
    await settle();
    expect(cache.peek(5)).toBeUndefined();
    expect(cache.peek(1000)?.callId).toBe('call-1001');
  });

  it('keeps at most maxPages pages, dropping the least recently used', async () => {
    const worker = fakeWorker(() => 10_000);
    const cache = new CallPageCache(worker.fetchPage, () => undefined, 100, 3);
    for (const start of [0, 1000, 2000, 3000, 4000]) {
      cache.ensure(start, start + 10);
      await settle();
    }
    expect(cache.held).toBe(300);
    expect(cache.get(0)).toBeUndefined();
    expect(cache.get(4005)?.callId).toBe('call-4006');
  });

  it('refreshes a live run without dropping the rows on screen', async () => {
    let total = 150;
    const worker = fakeWorker(() => total);
    let changes = 0;
    const cache = new CallPageCache(worker.fetchPage, () => changes++, 100, 5);
    cache.ensure(100, 149);
    await settle();
    expect(cache.total).toBe(150);
    total = 180;
    cache.refresh();
    expect(cache.get(120)?.callId).toBe('call-121'); // stale row still shown
    await settle();
    expect(cache.total).toBe(180);
    expect(cache.get(179)?.callId).toBe('call-180');
    expect(changes).toBeGreaterThan(2);
  });

  it('reports a failed fetch in words', async () => {
    const cache = new CallPageCache(
      () => Promise.reject(new Error('worker gone')),
      () => undefined,
    );
    cache.ensure(0, 10);
    await settle();
    expect(cache.error).toBe('worker gone');
  });
});
