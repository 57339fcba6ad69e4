/**
 * The `BoundaryRequest` of one call (DESIGN.md §3): run, call id, tool, parsed input, and the flags the
 * gate derived from the descriptor — never constants — with the run's budgets lowered for the tool and
 * the tool's backend. Changes no state.
 */
import type { CallContext } from '../journey/call-context';
import { decidePermission } from '../gate/permission-gate';
import { backendFor, type ToolBackend } from '../harness-deps';
import type { RegisteredTool } from '../registry/registry';
import type { Budgets } from '../../contract';
import type { BoundaryRequest } from './boundary-types';

/** @returns the request the boundary receives for `call` */
export function boundaryRequestOf(
  call: CallContext,
  supported: { tool: RegisteredTool; evidence: boolean; budgets: Budgets },
  input: unknown,
  backends: Record<string, ToolBackend>,
): BoundaryRequest {
  const { run, request, callKey } = call;
  const { descriptor } = supported.tool;
  return {
    runId: run.runId,
    toolCallId: request.toolCallId,
    callKey,
    tool: supported.tool,
    input,
    argumentsText: request.argumentsText,
    flags: {
      evidence: supported.evidence,
      readOnly: descriptor.isReadOnly,
      planMode: run.planMode,
      gate: decidePermission(descriptor, run.planMode),
      projection: descriptor.kind === 'mcp' ? 'mcp' : 'json',
      redaction: descriptor.redaction !== 'off',
    },
    budgets: supported.budgets,
    backend: backendFor(backends, descriptor.name),
  };
}
