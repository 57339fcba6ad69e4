/**
 * The state one call carries through the ToolBoundary (DESIGN.md §3 B1–B5): the request, the run's
 * accounts it reads and changes, the services it uses, its trace and controller, the ledger entry (from
 * B1 on) and the raw (from B2 on). `closeBoundary` ends the call: the ledger's last state and the one
 * audit record that holds the raw (the raw goes there and nowhere else).
 */
import type { Approver, HarnessCode, ObservationNote, Outcome } from '../../contract';
import type { AuditStore } from '../audit/audit-store';
import type { CallTrace, StageReport } from '../call-trace';
import type { BackendContext } from '../harness-deps';
import type { BoundaryFailure, BoundaryRequest, BoundaryResult } from './boundary-types';
import type { Raw } from './execute-backend';
import { reduceLedger, type LedgerEntry } from './ledger';

/** The run's accounting the boundary reads and changes (a RunContext is one): plain fields, no callbacks. */
export interface RunAccounts {
  /** Calls executed per declared tool name in the run (B1 adds one). */
  perToolCalls: Map<string, number>;
  /** Raw bytes reserved against the run byte budget so far, in bytes (B3 adds the raw's). */
  bytesReserved: number;
}

/** What the boundary uses beside the accounts. */
export interface BoundaryServices {
  auditStore: AuditStore;
  approver(): Approver | undefined;
  /** Milliseconds since the run started (ledger times). */
  elapsed(): number;
  /** Backend progress (MCP notifications/progress) → a live event of the call. */
  reportProgress(progress: number, total?: number, message?: string): void;
  /** Something the backend asked the user for the call (MCP elicitation, sampling) → a live event. */
  reportEvent?: BackendContext['reportEvent'];
}

/** One call inside the boundary. */
export interface BoundaryCall {
  request: BoundaryRequest;
  accounts: RunAccounts;
  services: BoundaryServices;
  trace: CallTrace;
  controller: AbortController;
  ledger?: LedgerEntry;
  raw?: Raw;
}

/** Records the ledger's final state and the call's audit record; returns `result` unchanged. */
export function closeBoundary(call: BoundaryCall, result: BoundaryResult): BoundaryResult {
  const { request, services } = call;
  if (call.ledger) {
    const at = services.elapsed();
    call.ledger = reduceLedger(
      call.ledger,
      result.state === 'READY' ? { type: 'ready', at } : { type: 'error', code: result.violation.code, at },
    );
  }
  services.auditStore.record({
    runId: request.runId,
    toolCallId: request.toolCallId,
    callKey: request.callKey,
    toolName: request.tool.descriptor.name,
    argumentsText: request.argumentsText,
    rawText: call.raw?.text,
    agentResultText: result.state === 'READY' ? result.serialized : undefined,
    ledger: call.ledger?.history ?? [],
    code: result.state === 'ERROR' ? result.violation.code : undefined,
    recordedAt: Date.now(),
  });
  return result;
}

/** A stage timer's failing half. */
export interface FailingTimer {
  fail(code: HarnessCode, report?: StageReport): void;
}

/** Reports a refusal on `timer` and returns the ERROR result (not yet closed). */
export function boundaryFailure(
  timer: FailingTimer,
  outcome: Extract<Outcome<unknown>, { ok: false }>,
  errorSource: BoundaryFailure['errorSource'],
  report?: StageReport & { notes?: ObservationNote[] },
): BoundaryFailure {
  timer.fail(outcome.violation.code, report);
  return { state: 'ERROR', violation: outcome.violation, errorSource };
}

/** The context a projector is given for the call. */
export function projectorContext(request: BoundaryRequest) {
  return {
    toolCallId: request.toolCallId,
    toolName: request.tool.descriptor.name,
    input: request.input,
    maxObservationTextBytes: request.budgets.maxObservationTextBytes,
    maxImageBytes: request.budgets.maxImageBytes,
  };
}
