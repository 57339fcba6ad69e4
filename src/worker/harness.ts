/**
 * createHarness(deps): the HarnessApi of DESIGN.md §4.1. `journey` is the table of contents of one tool
 * call, DESIGN §3 A1 → C8, top to bottom: each step is one stage module, and the first refusal ends the
 * call. The run's call order (journey/call-scheduler.ts) sits between the steps: A1–B1 one call at a
 * time in arrival order, B2 overlapping for read-only non-evidence calls of one turn, B3–C8 in arrival
 * order. No stage logic lives here. Loads in plain Node (tests import it with tsx); it registers no
 * tools (src/worker/index.ts registers the built-in ones).
 */
import type { HarnessApi, InvokeResult } from '../contract';
import { boundaryRequestOf } from './boundary/boundary-request';
import { runToolBoundary } from './boundary/tool-boundary';
import { CallController } from './boundary/call-controller';
import { createCallTrace } from './call-trace';
import { cancelledBeforeStart, internalError, unknownRun } from './early-results';
import { createHarnessFacade } from './harness-facade';
import { normalizeInvokeRequest } from './harness-guards';
import { resolveHarnessDeps, type HarnessDeps } from './harness-deps';
import { answerCall, refuseCall, type CallContext } from './journey/call-context';
import { boundaryServicesFor, createLiveEvents } from './live-events';
import { checkDualSourceStage } from './observation/dual-source-stage';
import { observeCall } from './observation/observe-stage';
import { parseCallArguments } from './parser/parse-stage';
import { applyBoundaryProgress } from './protocol/boundary-progress';
import { checkProtocolStage } from './protocol/protocol-stage';
import { recordCallProgress } from './protocol/record-stage';
import { replayResend } from './protocol/replay-stage';
import { claimSupportedCall } from './registry/supports-stage';
import type { RunContext } from './run-context';

/**
 * Creates a harness. Synchronous; every dep is optional (see `resolveHarnessDeps`). Every method resolves
 * with data and never rejects: an unexpected exception becomes INTERNAL_ERROR at this outer layer.
 */
export function createHarness(partialDeps: Partial<HarnessDeps> = {}): HarnessApi {
  const deps = resolveHarnessDeps(partialDeps);
  const runs = new Map<string, RunContext>();
  const live = createLiveEvents(deps.eventSink);
  const facade = createHarnessFacade(deps, runs, live);

  /** One tool call, DESIGN §3 A1 → C8, holding the front of its run's order from arrival. */
  async function journey(call: CallContext): Promise<InvokeResult> {
    const { run, request, callKey, ticket } = call;
    const replayed = await replayResend(call); // identical resend: the earlier answer
    if (replayed) return replayed;
    const supported = await claimSupportedCall(call, deps.registry); // A1 supports
    if (!supported.ok) return refuseCall(call, supported.refusal);
    const { evidence } = supported.value;
    const parsed = parseCallArguments(call, supported.value); // A2 parse
    if (!parsed.ok) return refuseCall(call, parsed.refusal);
    const protocol = checkProtocolStage(call, supported.value, parsed.value); // A3 protocol
    if (!protocol.ok) return refuseCall(call, protocol.refusal);

    const boundary = await runToolBoundary(
      boundaryRequestOf(call, supported.value, parsed.value.input, deps.backends),
      run,
      boundaryServicesFor(run, { ...request, callKey }, live, {
        auditStore: deps.auditStore,
        approver: facade.approver,
      }),
      call.trace,
      call.controller,
      ticket,
    ); // B1 preflight … B5 validate
    applyBoundaryProgress(run, { evidence, evaluation: protocol.value.evaluation }, boundary);
    if (boundary.state === 'ERROR')
      return refuseCall(call, { ...boundary, notes: [...parsed.value.notes, ...(boundary.notes ?? [])] });

    const derived = checkDualSourceStage(call, evidence, boundary); // C6 dual-source
    if (!derived.ok) return refuseCall(call, derived.refusal);
    recordCallProgress(call, evidence, protocol.value.scopeKey, derived.value); // C7 record
    return answerCall(call, observeCall(call, boundary, evidence, parsed.value.notes)); // C8 observe
  }

  return {
    ...facade.methods,
    async invoke(untrusted) {
      const request = normalizeInvokeRequest(untrusted);
      const run = runs.get(request.runId);
      if (!run) return unknownRun(request);
      // The call's key and place in the order are assigned on arrival, so cancel() can name it while it waits.
      const callKey = run.nextCallKey();
      const ticket = run.scheduler.arrive();
      const controller = new CallController();
      run.inFlight.set(callKey, { toolCallId: request.toolCallId, controller });
      const trace = createCallTrace(run, request.toolCallId, request.turnId, callKey);
      const call: CallContext = { run, request, callKey, trace, controller, ticket, toolName: request.toolName };
      try {
        await ticket.front;
        if (controller.signal.aborted) return cancelledBeforeStart(run, request, callKey);
        return await journey(call);
      } catch (error) {
        return internalError(run, request, error, callKey);
      } finally {
        ticket.done();
        run.inFlight.delete(callKey);
      }
    },
  };
}
