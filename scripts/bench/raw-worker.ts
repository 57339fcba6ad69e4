/**
 * Benchmark tooling (not shipped): a trivial module worker that echoes every message, for the bare
 * postMessage round-trip floor.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (event: MessageEvent) => scope.postMessage(event.data);
