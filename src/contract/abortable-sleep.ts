/**
 * A sleep that an `AbortSignal` ends early. Timers and abort signals are not DOM or worker globals:
 * every host (window, worker, Node) has them, so the contract types just the part it uses.
 */

/** The part of an `AbortSignal` the sleep uses. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

const timers = globalThis as unknown as {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/**
 * Resolves after `ms` milliseconds, or rejects with `reason()` as soon as `signal` aborts (at once when
 * it already has); the abort listener is removed either way.
 *
 * @param ms how long to wait, in milliseconds
 * @param signal ends the wait early
 * @param reason the rejection value when aborted (each side names its own error)
 */
export function abortableSleep(ms: number, signal: AbortSignalLike, reason: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(reason());
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(timer);
      reject(reason());
    };
    const timer = timers.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
