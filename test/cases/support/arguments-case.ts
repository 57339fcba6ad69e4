/**
 * Runs an `arguments` case (../shared/cases/README.md) through `createHarness`: every tool is an evidence
 * tool, every variant is a first call, and each variant's `expected` (accepted with the input the tool saw,
 * or rejected with its code, status and pointer, and the tool not run) becomes one `it`.
 */
import { expect, it } from 'vitest';
import type { ModelObservation } from '../../../src/contract';
import { observationStatusFor, isHarnessCode } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import { loadCase } from './load-case';

interface Expected {
  outcome: 'accepted' | 'rejected';
  violation?: string;
  at?: string;
  input_seen_by_tool?: unknown;
}

interface ArgumentsCase {
  id: string;
  input: {
    tools: { name: string; capabilities?: Record<string, unknown> }[];
    budgets?: Record<string, number>;
    call: Variant;
    variants?: Variant[];
  };
  expected: Expected & { variants?: Record<string, Expected> };
}

interface Variant {
  label?: string;
  id?: string;
  name?: string;
  arguments?: string;
  arguments_object?: unknown;
  arguments_spec?: { path: string; content_repeat: string; content_times: number };
  finish_reason?: string;
}

/** The argument text of a variant (object forms are serialized by the adapter, DESIGN §4.1). */
export function argumentsTextOf(variant: Variant): string | undefined {
  if (typeof variant.arguments === 'string') return variant.arguments;
  if (variant.arguments_object !== undefined) return JSON.stringify(variant.arguments_object);
  if (variant.arguments_spec) {
    const spec = variant.arguments_spec;
    return JSON.stringify({
      previous_observation: null,
      input: { path: spec.path, content: spec.content_repeat.repeat(spec.content_times) },
    });
  }
  return undefined;
}

/** Runs one variant and returns the observation and what the tool saw. */
export async function runArgumentsVariant(testCase: ArgumentsCase, variant: Variant) {
  const seen: unknown[] = [];
  const tools = testCase.input.tools.map((tool) => ({
    ...tool,
    capabilities: { ...(tool.capabilities ?? {}), evidence: true },
  }));
  const backends = Object.fromEntries(
    tools.map((tool) => [
      tool.name,
      async (input: unknown) => {
        seen.push(input);
        return { items: [{ id: 'doc-1', text: 'evidence text' }] };
      },
    ]),
  );
  const harness = createHarness({ backends });
  const report = await harness.registerTools(tools);
  expect(report.refused).toEqual([]);
  const { runId } = await harness.startRun({ budgets: testCase.input.budgets ?? {} });
  const result = await harness.invoke({
    runId,
    toolCallId: variant.id ?? testCase.input.call.id ?? 'call_1',
    toolName: variant.name ?? testCase.input.call.name ?? tools[0]?.name ?? '',
    argumentsText: argumentsTextOf(variant)!,
    finishReason: variant.finish_reason,
  });
  return { observation: result.observation, seen, events: result.events };
}

/** Asserts one variant's expected outcome on its observation. */
export function assertOutcome(expected: Expected, observation: ModelObservation, seen: unknown[]): void {
  if (expected.outcome === 'accepted') {
    expect(observation.status).toBe('ok');
    expect(seen).toHaveLength(1);
    if (expected.input_seen_by_tool !== undefined) expect(seen[0]).toEqual(expected.input_seen_by_tool);
    return;
  }
  expect(seen).toHaveLength(0);
  const code =
    'violation_type' in observation
      ? observation.violation_type
      : 'error_code' in observation
        ? observation.error_code
        : undefined;
  if (expected.violation) {
    expect(code).toBe(expected.violation);
    if (isHarnessCode(expected.violation)) expect(observation.status).toBe(observationStatusFor(expected.violation));
  }
  if (observation.status === 'repair_required') {
    expect(observation.errors.length).toBeGreaterThan(0);
    if (expected.at !== undefined) expect(observation.errors.map((error) => error.pointer)).toContain(expected.at);
  }
}

/** Declares one `it` per labelled outcome of an arguments case. */
export function describeArgumentsCase(id: string): ArgumentsCase {
  const testCase = loadCase<ArgumentsCase>(id);
  const variants: [Variant, Expected][] = [[{ label: 'main', ...testCase.input.call }, testCase.expected]];
  for (const variant of testCase.input.variants ?? []) {
    const expected = testCase.expected.variants?.[variant.label ?? ''];
    if (expected?.outcome) variants.push([variant, expected]);
  }
  for (const [variant, expected] of variants) {
    if (argumentsTextOf(variant) === undefined) continue;
    it(`${variant.label}: ${expected.outcome}${expected.violation ? ` with ${expected.violation}` : ''}`, async () => {
      const { observation, seen } = await runArgumentsVariant(testCase, variant);
      assertOutcome(expected, observation, seen);
    });
  }
  return testCase;
}
