/**
 * The AbortController of one call (DESIGN.md §4.1 `cancel`, §4.3 `timeoutMs`): a plain AbortController
 * whose `abort` also tells the call's B2 execute directly, so execute learns of a cancel or a timeout
 * without an `abort` listener on the signal per call (adding and removing an event listener costs a
 * worker several microseconds a call). The signal the backend gets is the controller's own, as before.
 */

/** A call's controller: `abort` aborts the signal, then calls the watcher (at most once). */
export class CallController extends AbortController {
  private watcher: (() => void) | undefined;

  override abort(reason?: unknown): void {
    super.abort(reason);
    const watcher = this.watcher;
    this.watcher = undefined;
    watcher?.();
  }

  /** Sets the one watcher; false when one is set already (the caller listens on the signal instead). */
  watch(watcher: () => void): boolean {
    if (this.watcher) return false;
    this.watcher = watcher;
    return true;
  }

  /** Clears `watcher` if it is the one set. */
  unwatch(watcher: () => void): void {
    if (this.watcher === watcher) this.watcher = undefined;
  }
}

/**
 * Calls `callback` once when `controller` aborts: through `CallController.watch` for a call's own
 * controller, else through an `abort` listener on its signal.
 *
 * @returns the function that stops watching (call it once the wait is over)
 */
export function onAbort(controller: AbortController, callback: () => void): () => void {
  if (controller instanceof CallController && controller.watch(callback)) return () => controller.unwatch(callback);
  controller.signal.addEventListener('abort', callback, { once: true });
  return () => controller.signal.removeEventListener('abort', callback);
}
