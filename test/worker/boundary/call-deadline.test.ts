/**
 * The call deadline: progress starts the timeout again up to 10 × timeoutMs of running time; a pause
 * (a dialog open for the call) stops the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCallDeadline } from '../../../src/worker/boundary/call-deadline';

describe('call deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires after timeoutMs without progress; progress moves it, but not past 10 × timeoutMs', () => {
    const expired = vi.fn();
    const deadline = startCallDeadline(100, expired, () => Date.now());
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(90);
      deadline.extend();
    }
    expect(expired).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(90);
      deadline.extend();
    }
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a pause stops the clock until resumed, and the time left is kept', () => {
    const expired = vi.fn();
    const deadline = startCallDeadline(100, expired, () => Date.now());
    vi.advanceTimersByTime(60);
    const resume = deadline.pause();
    vi.advanceTimersByTime(10_000);
    expect(expired).not.toHaveBeenCalled();
    resume();
    vi.advanceTimersByTime(39);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
