/**
 * Every example scenario of e2e/scenarios/ loaded through the worker's scenario service (schema
 * validation, tool registration, stub backends) and run headlessly — the page's agent loop and the
 * scripted provider against a real `createHarness` in Node — reaches the codes and stop reasons it
 * declares; and together the examples walk every code of DESIGN §3 a scripted model and stub backends
 * can reach (the rest are covered by test/fixtures/tool-calls/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { HARNESS_CODES, STOP_REASONS, type HarnessApi, type InvokeResult } from '../../../src/contract';
import type { Scenario, ScenarioApprovals } from '../../../src/contract/scenario';
import { runAgentLoop } from '../../../src/app/llm/agent-loop';
import { createScenarioModel } from '../../../src/app/llm/providers/scenario-model';
import { collectCodes } from '../../../src/app/observation-codes';
import { useConsoleStore } from '../../../src/app/store';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';
import { createScenarioService } from '../../../src/worker/scenario/scenario-service';

const folder = resolve(__dirname, '../../../e2e/scenarios');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

/** Codes only Node fixtures reach: a scripted model and stub backends cannot produce them. */
const FIXTURE_ONLY = [
  'PROJECTION_FAILED',
  'AGENT_RESULT_INVALID',
  'OBSERVATION_CONTRACT_MISMATCH',
  'INTERNAL_ERROR',
  'UNKNOWN_RUN',
];

function approverFor(policy: ScenarioApprovals): HarnessApi['setApprover'] extends (a: infer A) => unknown ? A : never {
  if (policy === 'none') return null;
  if (policy === 'ask') return () => new Promise(() => undefined); // nobody answers the dialog
  return async () => policy;
}

/** Loads and runs one example; returns what the page would show. */
async function runExample(name: string) {
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {};
  const harness = createHarness({ backends, registry, validators });
  const service = createScenarioService({
    registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
    registerSkills: (skills) => harness.registerSkills(skills),
    removeSource: (source) => registry.removeSource(source),
    backends,
  });
  const text = readFileSync(join(folder, name), 'utf8');
  const loaded = await service.loadScenario({ file: new Blob([text]) });
  if (!loaded.ok) throw new Error(`${name}: ${JSON.stringify(loaded.errors)}`);
  const scenario = loaded.scenario;
  await harness.setApprover(approverFor(scenario.approvals));
  const results: InvokeResult[] = [];
  const recording = {
    ...harness,
    invoke: async (request: Parameters<HarnessApi['invoke']>[0]) => {
      const result = await harness.invoke(request);
      results.push(result);
      return result;
    },
  };
  const controller = new AbortController();
  const declared = JSON.parse(text) as Scenario;
  if (declared.expectedCodes?.includes('CANCELLED')) setTimeout(() => controller.abort(), 150);
  const outcome = await runAgentLoop({
    question: scenario.question,
    provider: createScenarioModel(scenario),
    harness: recording,
    store: useConsoleStore,
    signal: controller.signal,
    budgets: scenario.budgets,
    planMode: scenario.planMode,
  });
  const codes = collectCodes(
    results.flatMap((r) => r.events),
    results.map((r) => r.observation),
  );
  const reasons = [
    ...new Set(
      results.map((r) => r.observation.run_state?.reason).filter((r): r is NonNullable<typeof r> => r !== undefined),
    ),
  ];
  return { declared, scenario, outcome, results, codes, reasons };
}

describe('example scenarios', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('there are at least eight, served from e2e/scenarios/', () => expect(files.length).toBeGreaterThanOrEqual(8));

  const runs = new Map<string, ReturnType<typeof runExample>>();
  const runOnce = (name: string) => {
    if (!runs.has(name)) runs.set(name, runExample(name));
    return runs.get(name)!;
  };

  it.each(files)('%s reaches exactly the codes it declares', async (name) => {
    const { declared, outcome, codes, reasons, scenario } = await runOnce(name);
    expect(scenario).not.toHaveProperty('backends');
    expect(JSON.stringify(scenario)).not.toContain('"result"');
    expect([...codes].sort()).toEqual([...(declared.expectedCodes ?? [])].sort());
    expect(reasons.sort()).toEqual([...(declared.expectedStopReasons ?? [])].sort());
    expect(outcome.status).toBe(declared.expectedCodes?.includes('CANCELLED') ? 'stopped' : 'done');
  });

  it('together walk every code a scripted model and stub backends can reach, and every stop reason', async () => {
    const all = await Promise.all(files.map(runOnce));
    const reached = {
      codes: new Set<string>(all.flatMap((run) => run.codes)),
      reasons: new Set<string>(all.flatMap((run) => run.reasons)),
    };
    const reachable = HARNESS_CODES.filter((code) => !FIXTURE_ONLY.includes(code));
    expect(reachable.filter((code) => !reached.codes.has(code))).toEqual([]);
    expect(STOP_REASONS.filter((reason) => !reached.reasons.has(reason))).toEqual([]);
  });

  it('the repaired call of malformed-arguments passes every stage of an evidence call', async () => {
    const { results } = await runOnce('malformed-arguments.json');
    const repaired = results.find((r) => r.toolCallId === 'call_6')!;
    expect(repaired.observation.status).toBe('ok');
    expect(repaired.events.map((e) => `${e.stage}:${e.status}`)).toEqual(
      [
        'supports',
        'parse',
        'protocol',
        'preflight',
        'execute',
        'raw-check',
        'project',
        'validate',
        'dual-source',
        'record',
        'observe',
      ].map((s) => `${s}:pass`),
    );
    const first = results.find((r) => r.toolCallId === 'call_1')!;
    expect(first.events.find((e) => e.stage === 'parse')).toMatchObject({ status: 'fail', code: 'INVALID_JSON' });
  });
});
