/**
 * The React side of the harness client: `<HarnessProvider client>` puts one client in context and
 * `useHarnessClient()` returns it (throws outside a provider, so a missing provider is found at once).
 * The provider also runs the one invalidation path of worker state: each change the client reports
 * (`onWorkerChange`: a run's record, the catalog, the MCP servers) invalidates the queries of
 * `invalidatedBy` (query-keys.ts), never a poll.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HarnessClient } from './client-types';
import { invalidatedBy } from './query-keys';

const HarnessContext = createContext<HarnessClient | null>(null);

/** Provides `client` to the tree below; must sit inside a QueryClientProvider. */
export function HarnessProvider({ client, children }: { client: HarnessClient; children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.onWorkerChange((change) => {
        for (const queryKey of invalidatedBy(change)) void queryClient.invalidateQueries({ queryKey });
      }),
    [client, queryClient],
  );
  return <HarnessContext.Provider value={client}>{children}</HarnessContext.Provider>;
}

/** The harness client of the nearest `HarnessProvider`. */
export function useHarnessClient(): HarnessClient {
  const client = useContext(HarnessContext);
  if (!client) throw new Error('useHarnessClient() needs a <HarnessProvider> above it.');
  return client;
}
