/**
 * The catalog's run: test calls from the catalog go through `invoke` exactly like a model's,
 * so every check applies, approvals are asked and the call reaches the timeline and the observation
 * inspector. Decision: ONE run serves the catalog and is reused across test calls (so "approve for this
 * run", per-tool budgets and the progress protocol behave as in a model run: a second evidence call must
 * evaluate the first); it is started lazily and started afresh when plan mode or the approval timeout
 * changed, after a worker restart, or when the user asks for a new one.
 */
import type { InvokeResult } from '../../../contract';
import type { HarnessClient } from '../../harness';

/** What a catalog run was started with. */
interface CatalogRun {
  runId: string;
  planMode: boolean;
  approvalTimeoutMs: number;
  generation: number;
}

let current: CatalogRun | undefined;
let callCounter = 0;

/** Forgets the catalog run (the next call starts a new one); ends the old one in the worker. */
async function resetCatalogRun(client: HarnessClient): Promise<void> {
  const old = current;
  current = undefined;
  if (old) await client.endRun(old.runId).catch(() => undefined);
}

/**
 * Sends one test call.
 *
 * @param client the harness client
 * @param call the tool to call (its exportName) and the argument text, sent as is
 * @param settings plan mode and approval timeout (ms) for the run
 * @param onRun told the catalog run's id before the call is sent (the page shows that run's figures)
 * @returns the invoke result; its observation and the run's figures are already read from the record
 *   into the store (`settleLiveRecord`), so a line naming the call never names a call the store and the
 *   inspector do not hold
 */
export async function invokeFromCatalog(
  client: HarnessClient,
  call: { toolName: string; argumentsText: string },
  settings: { planMode: boolean; approvalTimeoutMs: number },
  onRun?: (runId: string) => void,
): Promise<InvokeResult & { runId: string }> {
  if (
    current &&
    (current.planMode !== settings.planMode ||
      current.approvalTimeoutMs !== settings.approvalTimeoutMs ||
      current.generation !== client.generation)
  ) {
    await resetCatalogRun(client);
  }
  if (!current) {
    const { runId } = await client.startRun({
      kind: 'catalog',
      planMode: settings.planMode,
      budgets: { approvalTimeoutMs: settings.approvalTimeoutMs },
    });
    current = { runId, ...settings, generation: client.generation };
  }
  const runId = current.runId;
  onRun?.(runId);
  const toolCallId = `catalog-${Date.now().toString(36)}-${++callCounter}`;
  const result = await client.invoke({ runId, toolCallId, toolName: call.toolName, argumentsText: call.argumentsText });
  await client.settleLiveRecord(runId);
  return { ...result, runId };
}
