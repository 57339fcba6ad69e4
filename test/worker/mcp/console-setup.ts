/**
 * The worker as src/worker/index.ts wires it (see the MCP report): one registry, one backends map shared
 * by the real `createHarness` and the MCP manager, and the live fan-out so a subscriber of the harness
 * receives server-state events. Tests drive it as the page would.
 */
import type { Budgets, InvokeResult, TimelineEvent } from '../../../src/contract';
import type { McpServerState } from '../../../src/contract/mcp-api';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createMcpManager, type McpManagerOptions } from '../../../src/worker/mcp/mcp-manager';
import { createLiveFanout } from '../../../src/worker/mcp/mcp-live-events';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';

export async function createConsole(
  options: Partial<McpManagerOptions> = {},
  extraBackends: Record<string, ToolBackend> = {},
) {
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = { ...extraBackends };
  const harness = createHarness({ backends, registry, validators });
  const live = createLiveFanout();
  const api = live.wrap(harness);
  const events: TimelineEvent[] = [];
  await api.subscribe((event) => void events.push(event));
  const manager = createMcpManager({
    registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
    removeSource: (source) => registry.removeSource(source),
    backends,
    emit: live.emit,
    reconnect: { attempts: 1, initialDelayMs: 50, maxDelayMs: 50 },
    connectTimeoutMs: 5_000,
    ...options,
  });
  let callCounter = 0;

  /** One tool call through `harness.invoke`, in a fresh run (or the given one). */
  async function call(
    toolName: string,
    args: unknown,
    runOptions: { budgets?: Partial<Budgets>; runId?: string; toolCallId?: string } = {},
  ): Promise<InvokeResult> {
    const runId = runOptions.runId ?? (await harness.startRun({ budgets: runOptions.budgets })).runId;
    return harness.invoke({
      runId,
      toolCallId: runOptions.toolCallId ?? `call_${++callCounter}`,
      toolName,
      argumentsText: JSON.stringify(args),
    });
  }

  /** Server-state events of one server, as statuses in order. */
  const statuses = (server: string) =>
    events
      .filter((event) => event.stage === 'server-state' && event.detail?.server === server)
      .map((event) => String(event.detail?.status));

  /** Waits until the server's state satisfies `test` (polling, at most `timeoutMs`). */
  async function waitForState(
    server: string,
    test: (state: McpServerState) => boolean,
    timeoutMs = 10_000,
  ): Promise<McpServerState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = (await manager.listMcpServers()).find((candidate) => candidate.name === server);
      if (state && test(state)) return state;
      if (Date.now() > deadline) throw new Error(`state of ${server} never matched; last: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return { harness, api, registry, backends, manager, events, call, statuses, waitForState };
}
