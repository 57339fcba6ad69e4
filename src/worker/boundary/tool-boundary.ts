/**
 * The ToolBoundary (DESIGN.md §3 B1–B5): the five stages in order (preflight, execute, raw-check, project,
 * validate),
 * the only place a raw exists in memory. It returns READY with the bounded agent_result, or ERROR with a
 * violation; `PROJECTING` never leaves it, and the raw goes to the audit store and nowhere else.
 */
import type { ApprovalRequest, Approver, ObservationNote, Outcome } from '../../contract';
import { canonicalJson, utf8ByteLength } from '../../contract';
import type { CallTrace } from '../call-trace';
import { checkRequestBytes, checkToolCallBudget } from '../gate/call-budget';
import { requestApproval } from '../gate/request-approval';
import { projectRaw } from '../projection/project-raw';
import type { AuditStore } from '../audit/audit-store';
import type { BackendContext } from '../harness-deps';
import type { BoundaryFailure, BoundaryRequest, BoundaryResult } from './boundary-types';
import { executeBackend, type Raw } from './execute-backend';
import { reduceLedger, type LedgerEntry } from './ledger';
import { checkOutputSchema } from './output-schema-check';
import { checkRawSize, checkRunBytesLeft, reserveRunBytes } from './raw-budget';
import { validateAgentResult } from './validate-agent-result';

/** The run-level state and services the boundary reads and updates. */
export interface BoundaryRun {
  /** Calls executed per declared tool name in the run. */
  perToolCalls: Map<string, number>;
  /** Raw bytes reserved so far, in bytes. */
  bytesReserved: number;
  /** Milliseconds since the run started. */
  elapsed(): number;
  approver(): Approver | undefined;
  auditStore: AuditStore;
  /** Called once B1 passed: the envelope's evaluation now counts (DESIGN §4.5). */
  onPreflightPassed(): void;
  /** Called when the backend starts (the evidence budget counts executed calls). */
  onExecuted(): void;
  /** Backend progress (MCP notifications/progress), forwarded as a live event. */
  onProgress(progress: number, total?: number, message?: string): void;
  /** Something the backend asked the user for the call (MCP elicitation, sampling), forwarded as a live event. */
  onBackendEvent?: BackendContext['reportEvent'];
}

const PREVIEW_CHARS = 600;

/**
 * Runs B1–B5 for one call, recording one timeline event per stage in `trace`.
 *
 * @returns READY (bounded agent_result + its serialization) or ERROR with PLAN_MODE_BLOCKED |
 *   APPROVAL_DENIED | APPROVAL_TIMEOUT | TOOL_CALL_BUDGET_EXHAUSTED | REQUEST_TOO_LARGE | BACKEND_ERROR |
 *   BACKEND_TIMEOUT | CANCELLED | RAW_TOO_LARGE | RUN_BYTES_EXHAUSTED | OUTPUT_SCHEMA_VIOLATION |
 *   PROJECTION_FAILED | AGENT_RESULT_INVALID
 */
export async function runToolBoundary(
  request: BoundaryRequest,
  run: BoundaryRun,
  trace: CallTrace,
  controller: AbortController,
): Promise<BoundaryResult> {
  const signal = controller.signal;
  const { tool, budgets, flags } = request;
  const name = tool.descriptor.name;
  let ledger: LedgerEntry | undefined;
  let raw: Raw | undefined;
  const finish = (result: BoundaryResult): BoundaryResult => {
    if (ledger) {
      ledger =
        result.state === 'READY'
          ? reduceLedger(ledger, { type: 'ready', at: run.elapsed() })
          : reduceLedger(ledger, { type: 'error', code: result.violation.code, at: run.elapsed() });
    }
    run.auditStore.record({
      runId: request.runId,
      toolCallId: request.toolCallId,
      callKey: request.callKey,
      toolName: name,
      argumentsText: request.argumentsText,
      rawText: raw?.text,
      agentResultText: result.state === 'READY' ? result.serialized : undefined,
      ledger: ledger?.history ?? [],
      code: result.state === 'ERROR' ? result.violation.code : undefined,
      recordedAt: Date.now(),
    });
    return result;
  };

  // B1 preflight: request bytes, per-tool budget, then the permission gate (cheap refusals before a human is asked).
  const preflight = trace.begin('preflight');
  const inputPointer = flags.evidence ? '/input' : '';
  const requestBytes = checkRequestBytes(request.input, budgets.maxRequestBytes, inputPointer);
  if (!requestBytes.ok) return fail(preflight, requestBytes, 'harness', finish);
  const executedSoFar = run.perToolCalls.get(name) ?? 0;
  const toolBudget = checkToolCallBudget(name, executedSoFar, budgets.maxCallsPerTool);
  if (!toolBudget.ok) return fail(preflight, toolBudget, 'harness', finish, { bytes: requestBytes.value });
  const bytesLeft = checkRunBytesLeft(run.bytesReserved, budgets.runByteBudget);
  if (!bytesLeft.ok) return fail(preflight, bytesLeft, 'harness', finish, { bytes: requestBytes.value });
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
    const answer = await requestApproval(run.approver(), approval, flags.planMode, signal);
    if (!answer.ok) {
      return fail(preflight, answer, 'harness', finish, {
        bytes: requestBytes.value,
        detail: { gate: flags.gate.reason },
      });
    }
    decision = `approved (${flags.gate.reason})`;
    grant = { ...answer.value };
  }
  ledger = reduceLedger(undefined, { type: 'begin', toolCallId: request.toolCallId, at: run.elapsed() });
  run.perToolCalls.set(name, executedSoFar + 1);
  run.onPreflightPassed();
  preflight.pass({
    bytes: requestBytes.value,
    detail: { gate: decision, ...grant, readOnly: flags.readOnly, risk: tool.descriptor.riskLevel },
  });

  // B2 execute
  const execute = trace.begin('execute');
  if (!request.backend) {
    return fail(
      execute,
      { ok: false, violation: { code: 'BACKEND_ERROR', message: `No backend is connected for ${name}.` } },
      'harness',
      finish,
    );
  }
  run.onExecuted();
  const executed = await executeBackend(
    request.backend.execute,
    request.input,
    {
      toolCallId: request.toolCallId,
      runId: request.runId,
      reportProgress: (progress, total, message) => run.onProgress(progress, total, message),
      ...(run.onBackendEvent ? { reportEvent: run.onBackendEvent } : {}),
      approvalTimeoutMs: budgets.approvalTimeoutMs,
    },
    { timeoutMs: budgets.timeoutMs, controller, toolName: name },
  );
  raw = executed.raw;
  if (!executed.ok) {
    const failure: BoundaryFailure = {
      state: 'ERROR',
      violation: executed.violation,
      errorSource: executed.errorSource,
    };
    if (executed.errorResult !== undefined) {
      const bounded = projectRaw(executed.errorResult, {
        projection: 'mcp',
        redaction: flags.redaction,
        context: projectorContext(request),
      });
      if (bounded.ok) {
        failure.result = bounded.value.agentResult;
        failure.truncated = bounded.value.truncated;
        if (bounded.value.truncated) failure.originalBytes = bounded.value.originalBytes;
        if (bounded.value.notes.length > 0) failure.notes = bounded.value.notes;
      }
    }
    execute.fail(executed.violation.code, {
      bytes: raw ? utf8ByteLength(raw.text) : undefined,
      detail: { source: executed.errorSource },
    });
    return finish(failure);
  }
  const rawBytes = utf8ByteLength(executed.raw.text);
  execute.pass({ bytes: rawBytes });

  // B3 raw-check: size, run byte reservation, output schema
  const rawCheck = trace.begin('raw-check');
  const size = checkRawSize(rawBytes, budgets.maxRawBytes, name);
  if (!size.ok) return fail(rawCheck, size, 'harness', finish, { bytes: rawBytes });
  const reserved = reserveRunBytes(run.bytesReserved, rawBytes, budgets.runByteBudget);
  if (!reserved.ok) return fail(rawCheck, reserved, 'harness', finish, { bytes: rawBytes });
  run.bytesReserved = reserved.value;
  const output = checkOutputSchema(tool.output, executed.raw.value, name);
  if (!output.ok) return fail(rawCheck, output, 'tool', finish, { bytes: rawBytes });
  rawCheck.pass({ bytes: rawBytes });

  // B4 project
  const project = trace.begin('project');
  const projected = projectRaw(executed.raw.value, {
    projection: flags.projection,
    projector: request.backend.project,
    redaction: flags.redaction,
    context: projectorContext(request),
  });
  if (!projected.ok) return fail(project, projected, 'harness', finish);
  project.pass({
    bytes: projected.value.textBytes,
    detail: {
      kind: projected.value.kind,
      declared: projected.value.evidenceStatus,
      truncated: projected.value.truncated,
      originalBytes: projected.value.originalBytes,
    },
  });

  // B5 validate → READY | ERROR
  const validate = trace.begin('validate');
  const valid = validateAgentResult(projected.value, budgets);
  if (!valid.ok) return fail(validate, valid, 'harness', finish);
  validate.pass({ bytes: utf8ByteLength(valid.value), detail: { ledger: 'READY' } });
  return finish({ state: 'READY', projected: projected.value, serialized: valid.value, rawBytes });
}

function projectorContext(request: BoundaryRequest) {
  return {
    toolCallId: request.toolCallId,
    toolName: request.tool.descriptor.name,
    input: request.input,
    maxObservationTextBytes: request.budgets.maxObservationTextBytes,
    maxImageBytes: request.budgets.maxImageBytes,
  };
}

function preview(input: unknown): string {
  const text = canonicalJson(input);
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
}

function fail(
  timer: {
    fail(
      code: BoundaryFailure['violation']['code'],
      report?: { bytes?: number; detail?: Record<string, string | number | boolean> },
    ): void;
  },
  outcome: Extract<Outcome<unknown>, { ok: false }>,
  errorSource: BoundaryFailure['errorSource'],
  finish: (result: BoundaryResult) => BoundaryResult,
  report?: { bytes?: number; detail?: Record<string, string | number | boolean>; notes?: ObservationNote[] },
): BoundaryResult {
  timer.fail(outcome.violation.code, report);
  return finish({ state: 'ERROR', violation: outcome.violation, errorSource });
}
