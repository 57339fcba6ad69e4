/**
 * A call's controller tells its one watcher when it aborts (cancel or timeout), once, after the signal
 * aborted; a plain AbortController is watched through its signal. Through the harness, a cancel during
 * execute still ends the call as CANCELLED at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { CallController, onAbort } from '../../../src/worker/boundary/call-controller';
import { createHarness } from '../../../src/worker/harness';

describe('call controller', () => {
  it('calls the watcher once, with the signal already aborted, and not after it stopped watching', () => {
    const controller = new CallController();
    const seen: unknown[] = [];
    const stop = onAbort(controller, () => seen.push(controller.signal.reason));
    controller.abort('cancelled');
    controller.abort('again');
    expect(seen).toEqual(['cancelled']);
    stop();

    const other = new CallController();
    const watcher = vi.fn();
    onAbort(other, watcher)();
    other.abort('late');
    expect(watcher).not.toHaveBeenCalled();
  });

  it('watches a second waiter and a plain AbortController through the signal', () => {
    const controller = new CallController();
    const first = vi.fn();
    const second = vi.fn();
    onAbort(controller, first);
    const stopSecond = onAbort(controller, second);
    const plain = new AbortController();
    const third = vi.fn();
    onAbort(plain, third);
    controller.abort('x');
    plain.abort('y');
    expect([first.mock.calls.length, second.mock.calls.length, third.mock.calls.length]).toEqual([1, 1, 1]);
    stopSecond();
  });

  it('ends a call cancelled while its backend runs as CANCELLED, without waiting for the backend', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const harness = createHarness({
      backends: { hang: () => (started(), new Promise(() => undefined)) },
    });
    await harness.registerTools([{ name: 'hang', description: 'Hangs.', inputSchema: { type: 'object' } }]);
    const { runId } = await harness.startRun({});
    const call = harness.invoke({ runId, toolCallId: 'c1', toolName: 'hang', argumentsText: '{}' });
    await running;
    await harness.cancel({ runId, toolCallId: 'c1' });
    const result = await call;
    expect(result.observation).toMatchObject({ status: 'error', error_code: 'CANCELLED' });
    expect(result.events.map((event) => `${event.stage}:${event.status}`)).toContain('execute:fail');
  });
});
