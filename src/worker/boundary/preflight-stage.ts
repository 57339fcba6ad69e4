/**
 * Stage B1 `preflight` (DESIGN.md §3): request bytes, the tool's call budget and the run bytes left (cheap
 * refusals first), then the permission gate (§5.6: ask the approver when the gate says so). On a pass
 * the ledger entry begins `PROJECTING` and the tool's executed-call count goes up by one. Reports the
 * `preflight` event.
 */
import type { ApprovalRequest } from '../../contract';
import { canonicalJson } from '../../contract';
import { checkRequestBytes, checkToolCallBudget } from '../gate/call-budget';
import { requestApproval } from '../gate/request-approval';
import { boundaryFailure, type BoundaryCall } from './boundary-call';
import type { BoundaryFailure } from './boundary-types';
import { reduceLedger } from './ledger';
import { checkRunBytesLeft } from './raw-budget';

const PREVIEW_CHARS = 600;

/**
 * Changes `call.accounts.perToolCalls` and `call.ledger` on a pass.
 *
 * @returns undefined when the call may execute, else the ERROR with REQUEST_TOO_LARGE |
 *   TOOL_CALL_BUDGET_EXHAUSTED | RUN_BYTES_EXHAUSTED | PLAN_MODE_BLOCKED | APPROVAL_DENIED | APPROVAL_TIMEOUT
 */
export async function passPreflight(call: BoundaryCall): Promise<BoundaryFailure | undefined> {
  const { request, accounts, services } = call;
  const { tool, budgets, flags } = request;
  const name = tool.descriptor.name;
  const preflight = call.trace.begin('preflight');
  const requestBytes = checkRequestBytes(request.input, budgets.maxRequestBytes, flags.evidence ? '/input' : '');
  if (!requestBytes.ok) return boundaryFailure(preflight, requestBytes, 'harness');
  const bytes = requestBytes.value;
  const executedSoFar = accounts.perToolCalls.get(name) ?? 0;
  const toolBudget = checkToolCallBudget(name, executedSoFar, budgets.maxCallsPerTool);
  if (!toolBudget.ok) return boundaryFailure(preflight, toolBudget, 'harness', { bytes });
  const bytesLeft = checkRunBytesLeft(accounts.bytesReserved, budgets.runByteBudget);
  if (!bytesLeft.ok) return boundaryFailure(preflight, bytesLeft, 'harness', { bytes });
  let decision = 'allow';
  let grant: Record<string, string | boolean> = {};
  if (flags.gate.kind === 'ask') {
    const approval: ApprovalRequest = {
      runId: request.runId,
      toolCallId: request.toolCallId,
      callKey: request.callKey,
      toolName: name,
      title: tool.descriptor.title,
      source: tool.descriptor.source,
      riskLevel: tool.descriptor.riskLevel,
      isReadOnly: tool.descriptor.isReadOnly,
      reason: flags.gate.reason,
      inputPreview: preview(request.input),
      timeoutMs: budgets.approvalTimeoutMs,
    };
    const answer = await requestApproval(services.approver(), approval, flags.planMode, call.controller.signal);
    if (!answer.ok)
      return boundaryFailure(preflight, answer, 'harness', { bytes, detail: { gate: flags.gate.reason } });
    decision = `approved (${flags.gate.reason})`;
    grant = { ...answer.value };
  }
  call.ledger = reduceLedger(undefined, { type: 'begin', toolCallId: request.toolCallId, at: services.elapsed() });
  accounts.perToolCalls.set(name, executedSoFar + 1);
  preflight.pass({
    bytes,
    detail: { gate: decision, ...grant, readOnly: flags.readOnly, risk: tool.descriptor.riskLevel },
  });
  return undefined;
}

/** The canonical JSON of the input, at most 600 characters (the approval dialog's preview). */
function preview(input: unknown): string {
  const text = canonicalJson(input);
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
}
