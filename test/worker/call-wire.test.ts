import { describe, expect, it } from 'vitest';
import type { CallWireAnswers, CallWireRequests } from '../../src/contract/packed-call';
import { createCallWireServer, type CallWireEndpoint } from '../../src/worker/call-wire';
import { createWriteBehindQueue } from '../../src/worker/storage/write-behind-queue';

/** Lets queued tasks and microtasks run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A wire served on a fake endpoint whose calls stay open until `answer(i)` settles call `i` (the invoke
 * fails, so the wire answers with the error message and no result needs packing).
 */
function openWire(maxQuietWaitMs = 60_000) {
  const wire = createCallWireServer(maxQuietWaitMs);
  let listener: ((event: MessageEvent) => void) | undefined;
  const answers: CallWireAnswers[] = [];
  const endpoint: CallWireEndpoint = {
    addEventListener: (_type, each) => void (listener = each),
    postMessage: (message) => void answers.push(message),
  };
  const fails: ((error: Error) => void)[] = [];
  wire.serve(endpoint, () => new Promise((_resolve, reject) => fails.push(reject)));
  const send = (count: number) => {
    const first = fails.length;
    const message: CallWireRequests = {
      wireCalls: Array.from({ length: count }, (_, i) => ({
        call: first + i,
        request: { runId: 'r', toolCallId: `c${first + i}`, toolName: 'echo', argumentsText: '{}' },
      })),
    };
    listener?.({ data: message } as MessageEvent);
  };
  const answer = (call: number) => fails[call]?.(new Error('answered'));
  return { wire, send, answer, answers };
}

describe('createCallWireServer', () => {
  it('is quiet at once with no call open, and once the last open call is answered', async () => {
    const { wire, send, answer } = openWire();
    await wire.quiet();
    send(2);
    expect(wire.openCalls()).toBe(2);
    let quiet = false;
    void wire.quiet().then(() => (quiet = true));
    answer(0);
    await nextTask();
    expect(quiet).toBe(false);
    expect(wire.openCalls()).toBe(1);
    answer(1);
    await nextTask();
    expect(quiet).toBe(true);
    expect(wire.openCalls()).toBe(0);
  });

  it('answers the calls before a quiet wait resumes', async () => {
    const { wire, send, answer, answers } = openWire();
    send(1);
    const seen: number[] = [];
    const waited = wire.quiet().then(() => seen.push(answers.length));
    answer(0);
    await waited;
    expect(seen).toEqual([1]);
    expect(answers[0]?.wireAnswers).toEqual([{ call: 0, error: 'answered' }]);
  });

  it('stops waiting after its longest wait while calls stay open', async () => {
    const { wire, send } = openWire(5);
    send(1);
    await expect(wire.quiet()).resolves.toBeUndefined();
    expect(wire.openCalls()).toBe(1);
  });
});

describe('createWriteBehindQueue before the wire is quiet, with a batch limit', () => {
  it('writes nothing while calls are open, then every item in batches of at most maxBatch, in order', async () => {
    const { wire, send, answer } = openWire();
    const written: number[][] = [];
    const queue = createWriteBehindQueue<number>(async (batch) => void written.push(batch), {
      maxBatch: 2,
      before: wire.quiet,
    });
    send(1);
    for (const item of [1, 2, 3, 4, 5]) queue.push(item);
    await nextTask();
    expect(written).toEqual([]);
    const flushed = queue.flush();
    answer(0);
    await flushed;
    expect(written).toEqual([[1, 2], [3, 4], [5]]);
  });
});
