/**
 * Renders a component under the providers the page puts around it (QueryClientProvider, HarnessProvider).
 * The client is the worker's real harness, record and timeline services in-process (real-harness.ts), so
 * a test can start and record runs as the worker does; the client's page-only methods (MCP, documents,
 * approvals) are not used by the panels these tests render.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HarnessProvider, type HarnessClient, type WorkerChange } from '../../../src/app/harness';
import type { RecordStore } from '../../../src/worker/record/record-store';
import { createInProcessWorker } from './real-harness';

/** The in-process record behind the rendered panels, and a way to say a run changed. */
export interface TestHarness {
  records: RecordStore;
  client: HarnessClient;
  /** Tells the page the run changed (as the worker's `run-change` notice does). */
  changed(runId: string): void;
}

/** A client over a fresh in-process worker (memory only). */
export function createTestHarness(): TestHarness {
  const { api, timeline, records } = createInProcessWorker();
  const listeners = new Set<(change: WorkerChange) => void>();
  const noteChange = (change: WorkerChange) => listeners.forEach((listener) => listener(change));
  const client = {
    ...api,
    timeline: <T,>(_label: string, fn: (api: typeof timeline) => Promise<T>) => fn(timeline),
    onWorkerChange: (listener: (change: WorkerChange) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    noteChange,
  } as unknown as HarnessClient;
  return { records, client, changed: (runId) => noteChange({ kind: 'run', runId }) };
}

/** Renders `ui` with the page's providers over `harness` (default: a fresh one). */
export function renderWithHarness(ui: ReactElement, harness: TestHarness = createTestHarness()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    harness,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <HarnessProvider client={harness.client}>{ui}</HarnessProvider>
      </QueryClientProvider>,
    ),
  };
}
