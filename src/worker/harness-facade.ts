/**
 * The HarnessApi methods besides `invoke` (DESIGN.md §4.1): tools and skills, runs (start, cancel, end),
 * live-event subscriptions and the approver. Every method resolves with data and never rejects: one
 * helper (`guarded`) turns an unexpected exception into the method's fallback answer.
 */
import type { Approver, HarnessApi, RunSummary } from '../contract';
import { messageOf } from './early-results';
import { normalizeCancelRequest, normalizeStartRunOptions, stringArg } from './harness-guards';
import type { HarnessDeps } from './harness-deps';
import { reportingApprover, type LiveEvents } from './live-events';
import { createRunContext, type RunContext } from './run-context';

/** Wraps `method` so it resolves with `fallback(error)` instead of throwing or rejecting. */
function guarded<Args extends unknown[], Result>(
  method: (...args: Args) => Result | Promise<Result>,
  fallback: (error: unknown) => Result,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await method(...args);
    } catch (error) {
      return fallback(error);
    }
  };
}

/** The façade's methods and the approver the boundary asks (undefined until `setApprover`). */
export interface HarnessFacade {
  methods: Omit<HarnessApi, 'invoke'>;
  approver(): Approver | undefined;
}

/** Creates the methods over the shared `runs` map and live events. */
export function createHarnessFacade(deps: HarnessDeps, runs: Map<string, RunContext>, live: LiveEvents): HarnessFacade {
  let approver = deps.approver;
  const methods: Omit<HarnessApi, 'invoke'> = {
    registerTools: guarded(
      (definitions, origin) => deps.registry.register(Array.isArray(definitions) ? definitions : [definitions], origin),
      (error) => ({
        registered: [],
        refused: [
          { index: 0, code: 'INVALID_DESCRIPTOR', message: `Internal error while registering: ${messageOf(error)}` },
        ],
        warnings: [],
      }),
    ),
    registerSkills: guarded(
      (skills) => deps.registry.registerSkills(Array.isArray(skills) ? skills : []),
      () => ({ registered: [] }),
    ),
    listTools: guarded(
      () => deps.registry.list(),
      () => [],
    ),
    exportTools: guarded(
      (options) => deps.registry.exportTools(options),
      () => [],
    ),
    async startRun(options) {
      const runId = deps.createRunId();
      runs.set(runId, createRunContext(runId, normalizeStartRunOptions(options), deps.now));
      return { runId };
    },
    async cancel(untrusted) {
      const request = normalizeCancelRequest(untrusted);
      const run = request && !request.matchesNothing ? runs.get(request.runId) : undefined;
      if (!run || !request) return { cancelled: 0 };
      let cancelled = 0;
      for (const [key, call] of run.inFlight) {
        if (request.toolCallId !== undefined && call.toolCallId !== request.toolCallId) continue;
        if (request.callKey !== undefined && key !== request.callKey) continue;
        call.controller.abort('cancelled');
        cancelled++;
      }
      return { cancelled };
    },
    async endRun(untrustedRunId) {
      const runId = stringArg(untrustedRunId);
      const run = runs.get(runId);
      if (!run) return { runId, found: false, calls: 0, gained: 0, noGain: 0, bytes: 0 };
      // calls = answered + still queued or running (each is answered CANCELLED after this returns).
      const cancelledByEnd = run.inFlight.size;
      for (const call of run.inFlight.values()) call.controller.abort('run ended');
      runs.delete(runId);
      const summary: RunSummary = {
        runId,
        found: true,
        calls: run.calls + cancelledByEnd,
        gained: run.progress.gained,
        noGain: run.progress.noGain,
        bytes: run.bytesReserved,
      };
      if (run.progress.saturated) summary.stopReason = run.progress.saturated;
      return summary;
    },
    async subscribe(sink) {
      // Not a function → no subscription (empty id); see harness-guards.ts.
      return { subscriptionId: typeof sink === 'function' ? live.subscribe(sink) : '' };
    },
    async unsubscribe(subscriptionId) {
      return { removed: live.unsubscribe(stringArg(subscriptionId)) };
    },
    async setApprover(next) {
      approver =
        typeof next === 'function' ? reportingApprover(next, (runId) => runs.get(runId), live, deps.now) : undefined;
    },
  };
  return { methods, approver: () => approver };
}
