/**
 * The run controls as a hook: Run starts the run mutation (React Query), Stop aborts it (the loop then
 * aborts the provider request and cancels the run's calls in the worker). When the run settles (its final
 * status recorded in the worker) the run list is re-read.
 */
import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runMutationOptions } from '../../llm/llm-options';
import { queryKeys, useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';

/** Returns `run(question)` and `stop()`, and whether a run is in flight. */
export function useRun(): { run(question: string): void; stop(): void; pending: boolean } {
  const client = useHarnessClient();
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...runMutationOptions({
      harness: () => client,
      store: useConsoleStore,
      setApprovalPolicy: (policy) => client.setApprovalPolicy(policy),
    }),
    // The loop settles after the run recorder has written the final status (writeRunRecord): re-read the run list now, so
    // it never shows the finished run as "running" after the run status says Done.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.runList });
    },
  });
  const { mutate } = mutation;
  const run = useCallback(
    (question: string) => {
      controller.current?.abort();
      const next = new AbortController();
      controller.current = next;
      mutate({ question, controller: next });
    },
    [mutate],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  return { run, stop, pending: mutation.isPending };
}
