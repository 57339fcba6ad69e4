/**
 * One scenario file run headless: no browser, the same parts as the console — the worker's scenario
 * loader (schema + semantic checks), a real `createHarness` with the file's stub backends, the page's
 * agent loop with the scripted provider, the scenario's approvals (approvalFor), turn limit and
 * declarative Stop (src/app/llm/scenario-run.ts), and the console store with the settings' defaults.
 * Builds the run's facts (src/contract/run-facts.ts) and checks the file's `expect`
 * (src/contract/scenario-check.ts). Runs one file at a time (the store is the console's one store).
 */
import type { ApprovalAnswer, HarnessApi, InvokeResult, TimelineEvent } from '../../src/contract';
import { approvalFor, type Scenario, type ScenarioError } from '../../src/contract/scenario';
import type { FailedExpectation, RunFacts } from '../../src/contract/scenario-expect';
import { buildRunFacts } from '../../src/contract/run-facts';
import { checkExpectations } from '../../src/contract/scenario-check';
import { runAgentLoop } from '../../src/app/llm/agent-loop';
import { createScenarioModel } from '../../src/app/llm/providers/scenario-model';
import { scenarioMaxTurns, withScenarioStops } from '../../src/app/llm/scenario-run';
import { collectCodes } from '../../src/app/observation-codes';
import { useConsoleStore, type ConsoleState } from '../../src/app/store';
import { createHarness } from '../../src/worker/harness';
import type { ToolBackend } from '../../src/worker/harness-deps';
import { createSchemaValidators } from '../../src/worker/parser/schema-validator';
import { createRegistry } from '../../src/worker/registry/registry';
import { createScenarioService } from '../../src/worker/scenario/scenario-service';

/** The outcome of one file. */
export type HeadlessOutcome =
  | { kind: 'invalid'; errors: ScenarioError[] }
  | {
      kind: 'ran';
      name: string;
      /** The file as parsed (for `--update`). */
      file: Scenario;
      facts: RunFacts;
      failures: FailedExpectation[];
      /** Wall time of the run (load excluded), in ms. */
      ms: number;
    };

/** The released answer as text: text segments as written, citations as `[id]`. */
export function answerText(state: Pick<ConsoleState, 'releasedAnswer'>): RunFacts['answer'] {
  const released = state.releasedAnswer;
  if (!released) return null;
  return {
    text: released.segments.map((s) => (s.kind === 'text' ? s.text : `[${s.id}]`)).join(''),
    answersQuestion: released.verdict.answersQuestion,
    supported: released.supported,
    unsupported: released.unsupported,
  };
}

/** What the page can see of the run, for `noRaw`: the store's data (functions dropped) and the events. */
function visibleText(state: ConsoleState, live: readonly TimelineEvent[], results: readonly InvokeResult[]) {
  const data = Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));
  return {
    store: JSON.stringify(data),
    events: JSON.stringify([live, results.map((r) => [r.events, r.observation])]),
  };
}

/**
 * Loads and runs one scenario file's text.
 *
 * @param text the file's text
 * @returns `invalid` with the loader's `{ pointer, message }` list (nothing ran), or `ran` with the facts,
 *   the failed expectations (empty = pass) and the run time in ms; never throws for a bad file
 */
export async function runScenarioText(text: string): Promise<HeadlessOutcome> {
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {};
  const live: TimelineEvent[] = [];
  const harness = createHarness({ backends, registry, validators, eventSink: (event) => live.push(event) });
  const service = createScenarioService({
    registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
    registerSkills: (skills) => harness.registerSkills(skills),
    removeSource: (source) => registry.removeSource(source),
    backends,
  });
  const loaded = await service.loadScenario({ file: new Blob([text]) });
  if (!loaded.ok) return { kind: 'invalid', errors: loaded.errors };
  const scenario = loaded.scenario;
  const file = service.current()!;
  useConsoleStore.setState(useConsoleStore.getInitialState(), true);
  const settings = useConsoleStore.getState();
  const policy = scenario.approvals;
  // `ask` is the dialog nobody answers here: the harness times the request out (APPROVAL_TIMEOUT).
  const approver = (request: { toolCallId: string }): Promise<ApprovalAnswer> => {
    const answer = approvalFor(policy, request.toolCallId);
    return answer === 'approve' || answer === 'deny' ? Promise.resolve(answer) : new Promise(() => undefined);
  };
  await harness.setApprover(policy === 'none' ? null : approver);
  const results: InvokeResult[] = [];
  const recording: HarnessApi = {
    ...harness,
    invoke: async (request) => {
      const result = await harness.invoke(request);
      results.push(result);
      return result;
    },
  };
  const controller = new AbortController();
  const scripted = withScenarioStops(recording, createScenarioModel(scenario), scenario, () => controller.abort());
  const started = performance.now();
  const outcome = await runAgentLoop({
    question: scenario.question,
    provider: scripted.provider,
    harness: scripted.harness,
    store: useConsoleStore,
    signal: controller.signal,
    maxTurns: scenarioMaxTurns(scenario, settings.maxTurns),
    budgets: { approvalTimeoutMs: settings.approvalTimeoutMs, ...scenario.budgets },
    planMode: scenario.planMode,
    model: scenario.name,
  });
  const ms = performance.now() - started;
  const state = useConsoleStore.getState();
  const facts = buildRunFacts({
    status: outcome.status,
    calls: results.length,
    codes: collectCodes(
      [...live, ...results.flatMap((r) => r.events)],
      results.map((r) => r.observation),
    ),
    invocations: results.map((r) => ({
      toolCallId: r.toolCallId,
      toolName: r.observation.tool,
      events: r.events,
      observation: r.observation,
    })),
    answer: answerText(state),
    visible: visibleText(state, live, results),
  });
  await service.unloadScenario();
  return { kind: 'ran', name: scenario.name, file, facts, failures: checkExpectations(file, facts), ms };
}
