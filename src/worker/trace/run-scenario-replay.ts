/**
 * What makes a saved run replay as recorded ("save run as scenario", run-scenario.ts): the approval
 * answers per call (each `approval-decision` event's decision; an APPROVAL_TIMEOUT call is `ask`, the
 * dialog nobody answers), where the user pressed Stop (the turn of a CANCELLED call gets `"stop": true`;
 * else `stopAfterCall` names the last call answered), and an `expect` of the run's facts — status, calls,
 * codes and each call's stages (`updatedExpect`) — that the saved file passes when run again. Pure.
 */
import type { ScenarioApprovalPolicy, ScenarioTurn } from '../../contract/scenario';
import type { ScenarioExpect } from '../../contract/scenario-expect';
import { buildScenarioFacts } from '../../contract/scenario-facts';
import { updatedExpect } from '../../contract/scenario-check';
import type { RunTimeline } from '../timeline/run-timeline';

/** The approval answers of a run: one value when every call got the same, else the others per call and `*: approve`. */
export function recordedApprovals(run: RunTimeline): ScenarioApprovalPolicy {
  const answers: Record<string, 'approve' | 'deny' | 'ask'> = {};
  for (const event of run.events) {
    if (event.stage !== 'approval-decision' || !event.callId) continue;
    const decision = event.detail?.decision;
    if (decision === 'approve' || decision === 'deny') answers[event.callId] = decision;
  }
  for (const call of run.calls)
    if (call.summary.code === 'APPROVAL_TIMEOUT' || call.events.some((e) => e.code === 'APPROVAL_TIMEOUT'))
      answers[call.callId] = 'ask';
  const values = new Set(Object.values(answers));
  if (values.size === 0) return 'approve';
  if (values.size === 1 && !values.has('ask')) return [...values][0]!;
  const named = Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer !== 'approve'));
  return { ...named, '*': 'approve' };
}

/**
 * Marks where Stop was pressed in the saved turns (changed in place) when the run ended stopped.
 *
 * @returns `stopAfterCall` when Stop came after the last call answered, else undefined
 */
export function markStop(run: RunTimeline, turns: ScenarioTurn[]): string | undefined {
  if (run.record.status !== 'stopped') return undefined;
  const cancelled = run.calls.find((call) => call.events.some((event) => event.code === 'CANCELLED'));
  const turnOf = (callId: string) => turns.find((turn) => turn.toolCalls?.some((c) => c.id === callId));
  const stopTurn = cancelled ? turnOf(cancelled.callId) : undefined;
  if (stopTurn) {
    stopTurn.stop = true;
    return undefined;
  }
  const last = run.calls.at(-1);
  if (last) return last.callId;
  if (turns.length === 0) turns.push({});
  turns[turns.length - 1]!.stop = true;
  return undefined;
}

/**
 * The `expect` of the run's facts (the facts the headless runner and `runScenario` build), over the
 * calls the saved turns script (a call the recorded turns do not hold cannot replay).
 */
export function recordedExpect(run: RunTimeline, turns: readonly ScenarioTurn[]): ScenarioExpect {
  const status = run.record.status === 'done' || run.record.status === 'stopped' ? run.record.status : 'error';
  const scripted = new Set(turns.flatMap((turn) => (turn.toolCalls ?? []).map((call) => call.id)));
  const calls = run.calls.filter((call) => scripted.has(call.callId));
  const facts = buildScenarioFacts({
    status,
    calls: calls.length,
    codes: [...run.codes],
    invocations: calls.map((call) => ({
      toolCallId: call.callId,
      toolName: call.toolName,
      events: call.events,
      observation: call.observation,
    })),
    answer: null,
  });
  return updatedExpect(undefined, facts);
}
