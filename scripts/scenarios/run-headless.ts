/**
 * One scenario file run headless: no browser, the same parts as the console — the worker's scenario
 * loader (schema + semantic checks), a real `createHarness` with the file's stub backends, the page's
 * agent loop with the scripted provider, the scenario's approvals (approvalFor), turn limit and
 * declarative Stop (src/app/llm/scenario-run.ts), and the console store with the settings' defaults.
 * The run is recorded as the worker records it (recordHarness + the page's `writeRunRecord` events: page
 * events, conversation, draft, released answer, usage, status), so its trace and "save run as scenario"
 * come from the same record.
 * Builds the run's facts (src/contract/scenario-facts.ts) and checks the file's `expect`
 * (src/contract/scenario-check.ts). Runs one file at a time (the store is the console's one store).
 */
import type { ApprovalAnswer, HarnessApi, InvokeResult, TimelineEvent } from '../../src/contract';
import { approvalFor, type Scenario, type ScenarioError } from '../../src/contract/scenario';
import type { FailedExpectation, ScenarioFacts } from '../../src/contract/scenario-expect';
import { buildScenarioFacts } from '../../src/contract/scenario-facts';
import { checkExpectations } from '../../src/contract/scenario-check';
import { linearTest } from '../../src/worker/parser/linear-regexp';
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
import type { PersistentAuditStore } from '../../src/worker/audit/indexeddb-audit-store';
import { createRecordStore, type RecordStore } from '../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../src/worker/timeline/timeline-service';
import type { RunRecordApi } from '../../src/contract/run-record-api';
import type { TimelineApi } from '../../src/contract/timeline-api';
import { createRecordService } from '../../src/worker/record/record-service';

/** The outcome of one file. */
export type HeadlessOutcome =
  | { kind: 'invalid'; errors: ScenarioError[] }
  | {
      kind: 'ran';
      name: string;
      /** The file as parsed (for `--update`). */
      file: Scenario;
      facts: ScenarioFacts;
      failures: FailedExpectation[];
      /** Wall time of the run (load excluded), in ms. */
      ms: number;
      /** The run's id in the timeline record. */
      runId: string | null;
      /** The worker's TimelineApi over the run's record (trace export, save run as scenario). */
      timeline: TimelineApi;
    };

/** Where the run is recorded (default: a fresh in-memory timeline store, no audit chain). */
export interface HeadlessRecordOptions {
  store?: RecordStore;
  /** The audit store raws go to (needed by "save run as scenario"). */
  audit?: PersistentAuditStore;
}

/** The released answer as text: text segments as written, citations as `[id]`. */
export function answerText(state: Pick<ConsoleState, 'releasedAnswer'>): ScenarioFacts['answer'] {
  const released = state.releasedAnswer;
  if (!released) return null;
  return {
    text: released.segments.map((s) => (s.kind === 'text' ? s.text : `[${s.id}]`)).join(''),
    answersQuestion: released.verdict.answersQuestion,
    supported: released.supported,
    unsupported: released.unsupported,
  };
}

/** The n of a callKey `"<runId>#<n>"` (DESIGN §4.1: the order of arrival). */
const callNumber = (callKey: string): number => Number(callKey.slice(callKey.lastIndexOf('#') + 1));

/** What the page can see of the run, for `noRaw`: the store's data (functions dropped) and the events. */
function visibleText(state: ConsoleState, live: readonly TimelineEvent[], results: readonly InvokeResult[]) {
  const data = Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));
  return {
    store: JSON.stringify(data),
    events: JSON.stringify([live, results.map((r) => [r.events, r.observation])]),
  };
}

/** The run's trace exports as the page would save them (`trace`, `otlp`), for `noRaw`. */
async function traceExports(timeline: TimelineApi, runId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const format of ['console', 'otlp'] as const) {
    const exported = await timeline.exportTrace(runId, format);
    if (exported.ok) out[format === 'console' ? 'trace' : 'otlp'] = await (exported.blob as Blob).text();
  }
  return out;
}

/**
 * Loads and runs one scenario file's text.
 *
 * @param text the file's text
 * @returns `invalid` with the loader's `{ pointer, message }` list (nothing ran), or `ran` with the facts,
 *   the failed expectations (empty = pass) and the run time in ms; never throws for a bad file
 */
export async function runScenarioText(text: string, record: HeadlessRecordOptions = {}): Promise<HeadlessOutcome> {
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {};
  const live: TimelineEvent[] = [];
  // The run is recorded as in the worker: the timeline store hears the harness's live events and calls.
  const store = record.store ?? createRecordStore();
  const timeline = createTimelineService({ store, ...(record.audit ? { audit: record.audit } : {}) });
  const harness = createHarness({
    backends,
    registry,
    validators,
    ...(record.audit ? { auditStore: record.audit } : {}),
    eventSink: (event) => {
      live.push(event);
      store.addLiveEvent(event);
    },
  });
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
  const recorded = recordHarness(harness, store);
  const recording: HarnessApi & Pick<RunRecordApi, 'writeRunRecord'> = {
    ...recorded,
    writeRunRecord: createRecordService(store).writeRunRecord,
    invoke: async (request) => {
      const result = await recorded.invoke(request);
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
  results.sort((a, b) => callNumber(a.callKey) - callNumber(b.callKey)); // arrival order, as the console lists calls
  const state = useConsoleStore.getState();
  await store.flush();
  const exports = outcome.runId === null ? {} : await traceExports(timeline, outcome.runId);
  const facts = buildScenarioFacts({
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
    visible: { ...visibleText(state, live, results), ...exports },
  });
  await service.unloadScenario();
  await store.flush();
  return {
    kind: 'ran',
    name: scenario.name,
    file,
    facts,
    failures: checkExpectations(file, facts, linearTest),
    ms,
    runId: outcome.runId,
    timeline,
  };
}
