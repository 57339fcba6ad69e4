/**
 * The call deadline: progress starts the timeout again up to 10 × timeoutMs of running time; a pause
 * (a dialog open for the call) stops the clock; with armLater the timer waits for the microtasks ahead of it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARM_AFTER_MICROTASKS, startCallDeadline } from '../../../src/worker/boundary/call-deadline';

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

  it('with armLater sets its timer only after the microtasks ahead of it, for the time left, and none once disposed', async () => {
    const expired = vi.fn();
    const early = startCallDeadline(100, expired, () => Date.now(), { armLater: true });
    await Promise.resolve();
    early.dispose();
    for (let hop = 0; hop < ARM_AFTER_MICROTASKS; hop++) await Promise.resolve();
    expect(vi.getTimerCount()).toBe(0);

    const late = startCallDeadline(100, expired, () => Date.now(), { armLater: true });
    expect(vi.getTimerCount()).toBe(0);
    for (let hop = 0; hop < ARM_AFTER_MICROTASKS; hop++) await Promise.resolve();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(late.expired()).toBe(true);
  });

  it('with armLater keeps a pause made before its timer was set', async () => {
    const expired = vi.fn();
    const deadline = startCallDeadline(100, expired, () => Date.now(), { armLater: true });
    const resume = deadline.pause();
    for (let hop = 0; hop < ARM_AFTER_MICROTASKS; hop++) await Promise.resolve();
    vi.advanceTimersByTime(10_000);
    expect(expired).not.toHaveBeenCalled();
    resume();
    vi.advanceTimersByTime(100);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
