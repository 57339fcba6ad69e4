/**
 * Runs the tool calls of one assembled turn through a fresh harness (stream cases 14/15/17/18): every
 * case tool is an evidence tool with a counting backend, all calls share one turnId, in order.
 */
import { expect } from 'vitest';
import type { InvokeResult } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';

/** One assembled call. */
export interface TurnCall {
  toolCallId: string;
  toolName: string;
  argumentsText: string;
}

/**
 * @returns each call's InvokeResult and, per tool name, the inputs its backend received (a refused call
 *   never reaches a backend)
 */
export async function runTurnThroughHarness(
  tools: { name: string }[],
  calls: TurnCall[],
  finishReason: string,
): Promise<{ results: InvokeResult[]; seen: Record<string, unknown[]> }> {
  const seen: Record<string, unknown[]> = {};
  const backends = Object.fromEntries(
    tools.map((tool) => [
      tool.name,
      async (input: unknown) => {
        (seen[tool.name] ??= []).push(input);
        return { items: [input] };
      },
    ]),
  );
  const harness = createHarness({ backends });
  const report = await harness.registerTools(tools.map((tool) => ({ ...tool, capabilities: { evidence: true } })));
  expect(report.refused).toEqual([]);
  const { runId } = await harness.startRun();
  const results: InvokeResult[] = [];
  for (const call of calls) results.push(await harness.invoke({ runId, ...call, turnId: 'turn-1', finishReason }));
  return { results, seen };
}
