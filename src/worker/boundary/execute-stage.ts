/**
 * Stage B2 `execute` (DESIGN.md §3, §4.4): the backend runs with the call's timeout and AbortSignal; the
 * raw it returns stays in `call.raw` (for B3 and the audit record). A tool's own error result (MCP
 * `isError`) is projected for the model like any result. Reports the `execute` event with the raw's bytes.
 */
import { utf8ByteLength } from '../../contract';
import { projectRaw } from '../projection/project-raw';
import { projectorContext, type BoundaryCall } from './boundary-call';
import type { BoundaryFailure } from './boundary-types';
import { executeBackend } from './execute-backend';

/**
 * Changes `call.raw`.
 *
 * @returns the raw's UTF-8 bytes, or the ERROR with BACKEND_ERROR | BACKEND_TIMEOUT | CANCELLED
 */
export async function executeCall(call: BoundaryCall): Promise<{ rawBytes: number } | BoundaryFailure> {
  const { request, services } = call;
  const { budgets, flags } = request;
  const name = request.tool.descriptor.name;
  const execute = call.trace.begin('execute');
  if (!request.backend) {
    execute.fail('BACKEND_ERROR');
    const message = `No backend is connected for ${name}.`;
    return { state: 'ERROR', violation: { code: 'BACKEND_ERROR', message }, errorSource: 'harness' };
  }
  const executed = await executeBackend(
    request.backend.execute,
    request.input,
    {
      toolCallId: request.toolCallId,
      runId: request.runId,
      reportProgress: (progress, total, message) => services.reportProgress(progress, total, message),
      ...(services.reportEvent ? { reportEvent: services.reportEvent } : {}),
      approvalTimeoutMs: budgets.approvalTimeoutMs,
    },
    { timeoutMs: budgets.timeoutMs, controller: call.controller, toolName: name },
  );
  call.raw = executed.raw;
  if (executed.ok) {
    const rawBytes = utf8ByteLength(executed.raw.text);
    execute.pass({ bytes: rawBytes });
    return { rawBytes };
  }
  const failure: BoundaryFailure = { state: 'ERROR', violation: executed.violation, errorSource: executed.errorSource };
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
    bytes: executed.raw ? utf8ByteLength(executed.raw.text) : undefined,
    detail: { source: executed.errorSource },
  });
  return failure;
}
