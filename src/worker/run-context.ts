/**
 * The state of one run inside the harness: budgets, plan mode, progress, scopes, tool_call_ids, byte and
 * call counters, calls in flight, and the order its calls pass the stages in (DESIGN.md §4.1,
 * journey/call-scheduler.ts).
 */
import type { Budgets, StartRunOptions } from '../contract';
import { callKeyOf, resolveBudgets } from '../contract';
import type { TraceClock } from './call-trace';
import { createCallScheduler, type CallScheduler } from './journey/call-scheduler';
import { createCallIdMemory, type CallIdMemory } from './protocol/call-id-memory';
import { createProgressState, type ProgressState } from './protocol/progress-tracker';

export interface RunContext extends TraceClock {
  budgets: Budgets;
  planMode: boolean;
  /** The strict OpenAI export profile: strip the model's nulls for optional fields before validation. */
  stripNulls: boolean;
  progress: ProgressState;
  callIds: CallIdMemory;
  /** Scopes that reached READY (DESIGN §4.5). */
  scopes: Set<string>;
  perToolCalls: Map<string, number>;
  /** Raw bytes reserved, in bytes. */
  bytesReserved: number;
  /** Calls answered (any outcome). */
  calls: number;
  /** Calls queued or in flight, by callKey: their tool_call_id and AbortController. */
  inFlight: Map<string, { toolCallId: string; controller: AbortController }>;
  /** The next call's key, `"<runId>#<n>"` with n = 1, 2, … in arrival order (DESIGN §4.1). */
  nextCallKey(): string;
  /** The order of the run's calls: A1–B1 in arrival order, overlapping executions, B3–C8 in arrival order. */
  scheduler: CallScheduler;
}

/** Creates a run's state. `now` is the clock in milliseconds. */
export function createRunContext(runId: string, options: StartRunOptions, now: () => number): RunContext {
  let seq = 0;
  let arrivals = 0;
  return {
    runId,
    startedAt: now(),
    now,
    nextSeq: () => ++seq,
    budgets: resolveBudgets(options.budgets),
    planMode: options.planMode === true,
    stripNulls: options.exportProfile?.format === 'openai' && options.exportProfile.strict === true,
    progress: createProgressState(),
    callIds: createCallIdMemory(),
    scopes: new Set(),
    perToolCalls: new Map(),
    bytesReserved: 0,
    calls: 0,
    inFlight: new Map(),
    nextCallKey: () => callKeyOf(runId, ++arrivals),
    scheduler: createCallScheduler(),
  };
}

/** The run's budgets lowered by a descriptor's capabilities (DESIGN §4.3: capabilities may only lower). */
export function budgetsForTool(budgets: Budgets, capabilities: Partial<Record<string, unknown>>): Budgets {
  const lowered = { ...budgets };
  for (const key of ['maxArgumentBytes', 'maxRequestBytes', 'maxRawBytes', 'timeoutMs'] as const) {
    const value = capabilities[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value < lowered[key]) lowered[key] = value;
  }
  return lowered;
}
