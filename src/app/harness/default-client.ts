/**
 * The page's one harness client, created on first use (main.tsx hands it to `<HarnessProvider>`).
 * Code outside React receives the client as an argument; components use `useHarnessClient()`.
 */
import { createHarnessClient } from './client';
import type { HarnessClient } from './client-types';

let singleton: HarnessClient | undefined;

/** Returns the page's harness client, starting the worker on first use. */
export function getHarnessClient(): HarnessClient {
  singleton ??= createHarnessClient();
  return singleton;
}
