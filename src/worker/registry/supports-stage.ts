/**
 * Stage A1 `supports` (DESIGN.md §3) for one call: resolves the tool, takes the call's place in the run's
 * order by its kind (journey/call-scheduler.ts: a read-only non-evidence call overlaps the calls of its
 * turn, any other waits for every earlier call), claims the call's tool_call_id
 * (DUPLICATE_CALL_ID for a different call reusing it, §4.5), refuses an evidence call once the run is
 * saturated (STOP_REQUIRED), and moves the progress state into the call's turn (evidence tools). Reports
 * the `supports` event. Changes run state: the claimed id and the current turn.
 */
import type { Budgets } from '../../contract';
import { budgetsForTool } from '../run-context';
import { passStage, refuseStage, type CallContext, type StageOutcome } from '../journey/call-context';
import { enterTurn, turnKeyOf } from '../protocol/progress-tracker';
import type { RegisteredTool, Registry } from './registry';
import { resolveSupportedTool } from './supports';

/** What A1 hands on: the tool, whether it is an evidence tool, and the run's budgets lowered for it. */
export interface SupportedCall {
  tool: RegisteredTool;
  evidence: boolean;
  budgets: Budgets;
}

/**
 * @param call the call (its `toolName` becomes the canonical name once resolved)
 * @returns the supported call, or a refusal with UNKNOWN_TOOL | DUPLICATE_CALL_ID | STOP_REQUIRED
 */
export async function claimSupportedCall(call: CallContext, registry: Registry): Promise<StageOutcome<SupportedCall>> {
  const { run, request } = call;
  const resolved = resolveSupportedTool(registry, request.toolName);
  if (resolved.ok) {
    const { isReadOnly, capabilities } = resolved.value.descriptor;
    await call.ticket.classify({ overlap: isReadOnly && capabilities.evidence !== true, turnId: request.turnId });
  }
  const supports = call.trace.begin('supports');
  if (!resolved.ok) {
    supports.fail(resolved.violation.code, { detail: { requested: request.toolName } });
    return refuseStage({ violation: resolved.violation, errorSource: 'harness' });
  }
  const tool = resolved.value;
  const { descriptor } = tool;
  call.toolName = descriptor.name;
  const evidence = descriptor.capabilities.evidence === true;
  const claimed = run.callIds.claim(request.toolCallId, request.toolName, request.argumentsText, call.callKey);
  if (!claimed.ok) {
    supports.fail(claimed.violation.code);
    return refuseStage({ violation: claimed.violation, errorSource: 'harness' });
  }
  if (evidence && run.progress.saturated) {
    supports.fail('STOP_REQUIRED', { detail: { reason: run.progress.saturated } });
    const message = 'The run is saturated: do not call evidence tools again; answer from what you have.';
    return refuseStage({ violation: { code: 'STOP_REQUIRED', message }, errorSource: 'harness' });
  }
  supports.pass({ detail: { tool: descriptor.name, exportName: descriptor.exportName, evidence } });
  if (evidence) enterTurn(run.progress, turnKeyOf(request.toolCallId, request.turnId));
  return passStage({ tool, evidence, budgets: budgetsForTool(run.budgets, descriptor.capabilities) });
}
