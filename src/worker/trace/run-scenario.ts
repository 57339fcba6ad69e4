/**
 * "Save run as scenario" (scenario format of contract/scenario.ts): a finished run
 * becomes a deterministic scenario file — the model's turns with their raw argument text (as the page
 * recorded them; else rebuilt from the calls grouped by turn), the run's tools (each descriptor's
 * `sourceDefinition`, the definition as submitted), and stub backends built from the audit store's raw
 * results, one rule per distinct input (`match` = the parsed input; for evidence tools the envelope's
 * `input`), more specific rules first. A failed backend call becomes `error`, a timeout or a cancelled
 * call `hang`. The approval answers, the Stop and an `expect` the file passes come from
 * run-scenario-replay.ts. The file holds raw results: the page saves it with the audit bundle's warning.
 * Pure.
 */
import type { Scenario, ScenarioBackend, ScenarioStubRule, ScenarioTurn } from '../../contract/scenario';
import type { ChainedAuditRecord } from '../audit/audit-chain';
import type { RunTimeline } from '../timeline/run-timeline';
import { markStop, recordedApprovals, recordedExpect } from './run-scenario-replay';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function inputOf(argumentsText: string, evidence: boolean): Record<string, unknown> | undefined {
  const value = parse(argumentsText) as Record<string, unknown> | undefined;
  const input = evidence ? (value?.input as Record<string, unknown> | undefined) : value;
  return input && typeof input === 'object' && !Array.isArray(input) ? input : undefined;
}

function turnsOf(run: RunTimeline): ScenarioTurn[] {
  const recorded = run.record.conversation.filter((turn) => turn.role === 'assistant');
  if (recorded.length > 0) {
    return recorded.map((turn) => ({
      ...(turn.text ? { text: turn.text } : {}),
      ...(turn.toolCalls?.length
        ? { toolCalls: turn.toolCalls.map((c) => ({ id: c.id, name: c.name, arguments: c.argumentsText })) }
        : {}),
      ...(turn.finishReason ? { finishReason: turn.finishReason } : {}),
    }));
  }
  const byTurn = new Map<string, ScenarioTurn>();
  for (const call of run.calls) {
    const key = call.turnId ?? `call:${call.callId}:${call.index}`;
    const turn = byTurn.get(key) ?? { toolCalls: [] };
    turn.toolCalls!.push({ id: call.callId, name: call.toolName, arguments: call.argumentsText });
    byTurn.set(key, turn);
  }
  return [...byTurn.values(), { text: 'Done.', finishReason: 'stop' }];
}

/**
 * Builds the scenario. Returns undefined when the run has no calls and no turns (nothing to replay).
 * `records` are the run's audit records (raw results), oldest first.
 */
export function buildRunScenario(run: RunTimeline, records: readonly ChainedAuditRecord[]): Scenario | undefined {
  if (run.calls.length === 0 && run.record.conversation.length === 0) return undefined;
  const used = new Set(run.calls.map((call) => call.summary.tool));
  const descriptors = (run.record.descriptors ?? []).filter((d) => used.has(d.name));
  const evidence = new Map(descriptors.map((d) => [d.name, d.capabilities?.evidence === true]));
  const exportNames = new Map(descriptors.map((d) => [d.exportName, d.name]));
  // Null prototype: a tool named `constructor` or `__proto__` is a key like any other.
  const backends = Object.create(null) as Record<string, ScenarioBackend>;
  for (const record of records) {
    const tool = evidence.has(record.toolName)
      ? record.toolName
      : (exportNames.get(record.toolName) ?? record.toolName);
    if (!evidence.has(tool)) continue;
    const backend = (backends[tool] ??= { results: [] });
    const input = inputOf(record.argumentsText, evidence.get(tool) === true);
    let behaviour: Omit<ScenarioStubRule, 'match'> | undefined;
    if (record.rawText !== undefined) behaviour = { result: record.rawText };
    else if (record.code === 'BACKEND_TIMEOUT' || record.code === 'CANCELLED') behaviour = { hang: true };
    else if (record.code === 'BACKEND_ERROR')
      behaviour = { error: { message: 'The backend failed in the recorded run.' } };
    if (!behaviour) continue;
    if (!input) {
      Object.assign(backend, behaviour);
      continue;
    }
    const key = JSON.stringify(input);
    if (!backend.results!.some((rule) => JSON.stringify(rule.match) === key))
      backend.results!.push({ match: input, ...behaviour });
  }
  for (const backend of Object.values(backends)) {
    backend.results!.sort((a, b) => Object.keys(b.match).length - Object.keys(a.match).length);
    if (backend.results!.length === 0) delete backend.results;
  }
  for (const d of descriptors) backends[d.name] ??= { result: '{}' };
  const question = run.record.questions[0] ?? run.record.conversation.find((turn) => turn.role === 'user')?.text ?? '';
  const turns = turnsOf(run);
  const stopAfterCall = markStop(run, turns);
  return {
    name: `run-${run.record.runId}`,
    description: `Saved from run ${run.record.runId}${run.record.provider ? ` (${run.record.provider}${run.record.model ? `, ${run.record.model}` : ''})` : ''} on ${new Date(run.record.startedAt).toISOString()}.`,
    question,
    tools: descriptors.map((d) => d.sourceDefinition ?? d),
    backends,
    ...(run.record.budgets ? { budgets: run.record.budgets } : {}),
    ...(run.record.planMode ? { planMode: true } : {}),
    approvals: recordedApprovals(run),
    ...(stopAfterCall !== undefined ? { stopAfterCall } : {}),
    turns,
    expectedCodes: [...run.codes].sort(),
    expect: recordedExpect(run, turns),
  };
}
