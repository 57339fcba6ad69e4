/** Stop's watchdog: restarts the worker only when the cancel is not acknowledged in time. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelWithWatchdog, STOP_WATCHDOG_MS } from '../../../src/app/llm/stop-watchdog';

afterEach(() => vi.useRealTimers());

describe('cancelWithWatchdog', () => {
  it('restarts the worker once when the cancel is not answered within the watchdog time', async () => {
    vi.useFakeTimers();
    const restartForStop = vi.fn();
    const onRestart = vi.fn();
    cancelWithWatchdog({ cancel: () => new Promise(() => undefined), restartForStop }, 'run_1', undefined, onRestart);
    await vi.advanceTimersByTimeAsync(STOP_WATCHDOG_MS - 1);
    expect(restartForStop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(restartForStop).toHaveBeenCalledTimes(1);
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(restartForStop).toHaveBeenCalledWith('run_1', expect.stringContaining('did not acknowledge Stop'));
  });

  it('never restarts a worker that acknowledges the cancel (or fails it)', async () => {
    vi.useFakeTimers();
    const restartForStop = vi.fn();
    const onRestart = vi.fn();
    cancelWithWatchdog({ cancel: async () => ({ cancelled: 1 }), restartForStop }, 'run_1', undefined, onRestart);
    cancelWithWatchdog({ cancel: async () => Promise.reject(new Error('dead')), restartForStop }, 'run_2');
    await vi.advanceTimersByTimeAsync(STOP_WATCHDOG_MS * 5);
    expect(restartForStop).not.toHaveBeenCalled();
    expect(onRestart).not.toHaveBeenCalled();
  });
});
