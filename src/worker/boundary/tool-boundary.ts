/**
 * The ToolBoundary (DESIGN.md §3 B1–B5): preflight, execute, raw-check, project, validate — one module
 * per stage, in order; the first refusal ends the call. It is the only place a raw exists in memory: it
 * returns READY with the bounded agent_result, or ERROR with a violation; `PROJECTING` never leaves it,
 * and the raw goes to the audit store and nowhere else (boundary-call.ts). The call's place in the run's
 * order (`slot`) is taken before B2 and before B3.
 */
import type { CallTrace } from '../call-trace';
import { closeBoundary, type BoundaryCall, type BoundaryServices, type RunAccounts } from './boundary-call';
import type { BoundaryRequest, BoundaryResult } from './boundary-types';
import { executeCall } from './execute-stage';
import { passPreflight } from './preflight-stage';
import { projectCall } from './project-stage';
import { reserveCheckedRaw } from './raw-check-stage';
import { validateCall } from './validate-stage';

export type { BoundaryServices, RunAccounts } from './boundary-call';

/** Where the call waits for its turn between stages (journey/call-scheduler.ts); a no-op when alone. */
export interface BoundarySlot {
  /** B2 may start now (B1 passed). */
  beginExecute(): void;
  /** Resolves when B3–B5 may run (the calls that arrived earlier are answered). */
  finishTurn(): Promise<void>;
}

/** What the boundary result says about the run's progress accounting (DESIGN §4.5). */
export interface BoundaryReach {
  /** B1 passed: the envelope's evaluation counts. */
  preflightPassed: boolean;
  /** The backend ran: the call counts against the evidence budget. */
  executed: boolean;
}

const ALONE: BoundarySlot = { beginExecute: () => undefined, finishTurn: () => Promise.resolve() };

/**
 * Runs B1–B5 for one call, one timeline event per stage in `trace`. Changes `accounts` (B1: the tool's
 * executed calls; B3: the run bytes reserved).
 *
 * @returns READY (bounded agent_result + its serialization) or ERROR with PLAN_MODE_BLOCKED |
 *   APPROVAL_DENIED | APPROVAL_TIMEOUT | TOOL_CALL_BUDGET_EXHAUSTED | REQUEST_TOO_LARGE | RUN_BYTES_EXHAUSTED |
 *   BACKEND_ERROR | BACKEND_TIMEOUT | CANCELLED | RAW_TOO_LARGE | OUTPUT_SCHEMA_VIOLATION |
 *   PROJECTION_FAILED | AGENT_RESULT_INVALID, with how far the call got
 */
export async function runToolBoundary(
  request: BoundaryRequest,
  accounts: RunAccounts,
  services: BoundaryServices,
  trace: CallTrace,
  controller: AbortController,
  slot: BoundarySlot = ALONE,
): Promise<BoundaryResult & BoundaryReach> {
  const call: BoundaryCall = { request, accounts, services, trace, controller };
  const reach: BoundaryReach = { preflightPassed: false, executed: false };
  const close = (result: BoundaryResult) => ({ ...closeBoundary(call, result), ...reach });

  const refused = await passPreflight(call); // B1
  if (refused) return close(refused);
  reach.preflightPassed = true;
  slot.beginExecute();
  reach.executed = request.backend !== undefined;
  const executed = await executeCall(call); // B2
  await slot.finishTurn();
  if ('state' in executed) return close(executed);
  const rawRefused = reserveCheckedRaw(call, executed.rawBytes); // B3
  if (rawRefused) return close(rawRefused);
  const projected = projectCall(call); // B4
  if ('state' in projected) return close(projected);
  const validated = validateCall(call, projected); // B5
  if ('state' in validated) return close(validated);
  return close({ state: 'READY', projected, serialized: validated.serialized, rawBytes: executed.rawBytes });
}
