/**
 * Ends the current task so the page can paint and handle input, and resolves on a fresh task: the
 * browser's `scheduler.yield()` where there is one (the continuation runs before other queued tasks, no
 * timer clamp), else a zero-delay timer (Node, jsdom).
 *
 * @returns a promise that resolves on a later task (never rejects)
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
