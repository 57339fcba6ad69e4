/**
 * createHarness(deps): the HarnessApi of DESIGN.md §4.1. `journey` below is the table of contents of one
 * tool call, DESIGN §3 A1 → C8, reading top to bottom: each step is one call into one folder, and the
 * first refusal ends the call. No stage logic lives here. Loads in plain Node (tests import it with tsx);
 * it registers no tools (src/worker/index.ts registers the built-in ones).
 */
import type { Evaluation, HarnessApi, InvokeRequest, InvokeResult, ModelObservation, RunSummary } from '../contract';
import { utf8ByteLength } from '../contract';
import { createCallTrace } from './call-trace';
import { runToolBoundary } from './boundary/tool-boundary';
import type { BoundaryFailure } from './boundary/boundary-types';
import { decidePermission } from './gate/permission-gate';
import { backendFor, resolveHarnessDeps, type HarnessDeps } from './harness-deps';
import { buildOkObservation } from './observation/build-observation';
import { checkDualSource } from './observation/dual-source-check';
import { buildRefusalObservation } from './observation/refusal-observation';
import { parseArguments } from './parser/parse-arguments';
import { checkProtocol } from './protocol/check-protocol';
import {
  applyEvaluation,
  enterTurn,
  recordEvidence,
  recordExecuted,
  saturate,
  toRunState,
  turnKeyOf,
} from './protocol/progress-tracker';
import { resolveSupportedTool } from './registry/supports';
import { cancelledBeforeStart, internalError, messageOf, unknownRun } from './early-results';
import { createLiveEvents, liveEvent, reportingApprover } from './live-events';
import { budgetsForTool, createRunContext, type RunContext } from './run-context';
import { normalizeCancelRequest, normalizeInvokeRequest, normalizeStartRunOptions, stringArg } from './harness-guards';

/**
 * Creates a harness. Synchronous; every dep is optional (see `resolveHarnessDeps`). Every method resolves
 * with data and never rejects: an unexpected exception becomes INTERNAL_ERROR at this outer layer.
 */
export function createHarness(partialDeps: Partial<HarnessDeps> = {}): HarnessApi {
  const deps = resolveHarnessDeps(partialDeps);
  const runs = new Map<string, RunContext>();
  const live = createLiveEvents(deps.eventSink);
  let approver = deps.approver;

  /** One tool call, DESIGN §3 A1 → C8; `callKey` was assigned when it arrived. */
  async function journey(
    run: RunContext,
    request: InvokeRequest,
    callKey: string,
    controller: AbortController,
  ): Promise<InvokeResult> {
    const { toolCallId, argumentsText } = request;
    const trace = createCallTrace(run, toolCallId, request.turnId, callKey);
    const replayed = run.callIds.replay(toolCallId, request.toolName, argumentsText);
    if (replayed) {
      // An identical resend: its own key and row, answered with the earlier call's observation.
      trace.begin('supports').info({ detail: { replayed: true, replayOf: replayed.callKey } });
      return { ...replayed, callKey, events: trace.events };
    }
    let toolName = request.toolName;
    const respond = (observation: ModelObservation): InvokeResult => {
      run.calls++;
      const result: InvokeResult = { toolCallId, toolName, callKey, observation, events: trace.events };
      run.callIds.answer(toolCallId, result);
      return result;
    };
    const refuse = (failure: Omit<BoundaryFailure, 'state'>) =>
      respond(
        buildRefusalObservation({
          toolCallId,
          tool: toolName,
          ...failure,
          runState: toRunState(run.progress, run.budgets, run.bytesReserved),
        }),
      );

    // A1 supports: resolve the tool; tool_call_id already seen?; run saturated (evidence tools)?
    const supports = trace.begin('supports');
    const resolved = resolveSupportedTool(deps.registry, request.toolName);
    if (!resolved.ok) {
      supports.fail(resolved.violation.code, { detail: { requested: request.toolName } });
      return refuse({ violation: resolved.violation, errorSource: 'harness' });
    }
    const tool = resolved.value;
    const descriptor = tool.descriptor;
    toolName = descriptor.name;
    const evidence = descriptor.capabilities.evidence === true;
    const claimed = run.callIds.claim(toolCallId, request.toolName, argumentsText);
    if (!claimed.ok) {
      supports.fail(claimed.violation.code);
      return refuse({ violation: claimed.violation, errorSource: 'harness' });
    }
    if (evidence && run.progress.saturated) {
      supports.fail('STOP_REQUIRED', { detail: { reason: run.progress.saturated } });
      return refuse({
        violation: {
          code: 'STOP_REQUIRED',
          message: 'The run is saturated: do not call evidence tools again; answer from what you have.',
        },
        errorSource: 'harness',
      });
    }
    supports.pass({ detail: { tool: descriptor.name, exportName: descriptor.exportName, evidence } });
    const budgets = budgetsForTool(run.budgets, descriptor.capabilities);
    if (evidence) enterTurn(run.progress, turnKeyOf(toolCallId, request.turnId));

    // A2 parse: strict JSON → envelope (evidence tools) → input against inputSchema
    const parse = trace.begin('parse');
    const parsed = parseArguments(argumentsText, tool, {
      maxArgumentBytes: budgets.maxArgumentBytes,
      evidence,
      stripNulls: run.stripNulls,
      finishReason: request.finishReason,
    });
    const argumentBytes = typeof argumentsText === 'string' ? utf8ByteLength(argumentsText) : 0;
    if (!parsed.ok) {
      parse.fail(parsed.violation.code, { bytes: argumentBytes });
      return refuse({ violation: parsed.violation, errorSource: 'harness' });
    }
    parse.pass({ bytes: argumentBytes });
    const notes = [...parsed.value.notes];

    // A3 protocol (evidence tools): evaluation of the pending call; duplicate scope
    let scopeKey: string | undefined;
    let evaluationToApply: Evaluation | undefined;
    if (evidence) {
      const protocol = trace.begin('protocol');
      const verdict = checkProtocol(
        run.progress,
        run.scopes,
        { toolName: descriptor.name, ...parsed.value },
        run.budgets,
      );
      if (!verdict.ok) {
        protocol.fail(verdict.violation.code, { detail: { expected: verdict.violation.expectedToolCallId ?? '' } });
        return refuse({ violation: verdict.violation, errorSource: 'protocol' });
      }
      scopeKey = verdict.value.scopeKey;
      evaluationToApply = verdict.value.apply;
      if (verdict.value.ignored) {
        const message = verdict.value.reason ?? 'No call was pending evaluation, so previous_observation was ignored.';
        notes.push({ code: 'EVALUATION_IGNORED', message });
      }
      protocol.pass({
        detail: evaluationToApply
          ? { evaluated: evaluationToApply.tool_call_id, evaluation: evaluationToApply.evaluation }
          : { evaluation: verdict.value.ignored ? 'ignored' : 'none' },
      });
    }

    // B1–B5 the ToolBoundary: preflight, execute, raw-check, project, validate
    const boundary = await runToolBoundary(
      {
        runId: run.runId,
        toolCallId,
        callKey,
        tool,
        input: parsed.value.input,
        argumentsText,
        flags: {
          evidence,
          readOnly: descriptor.isReadOnly,
          planMode: run.planMode,
          gate: decidePermission(descriptor, run.planMode),
          projection: descriptor.kind === 'mcp' ? 'mcp' : 'json',
          redaction: descriptor.redaction !== 'off',
        },
        budgets,
        backend: lookupBackend(descriptor.name),
      },
      {
        perToolCalls: run.perToolCalls,
        get bytesReserved() {
          return run.bytesReserved;
        },
        set bytesReserved(value: number) {
          run.bytesReserved = value;
        },
        elapsed: () => run.now() - run.startedAt,
        approver: () => approver,
        auditStore: deps.auditStore,
        onPreflightPassed: () => {
          if (evaluationToApply) applyEvaluation(run.progress, evaluationToApply, run.budgets);
        },
        onExecuted: () => {
          if (evidence) recordExecuted(run.progress, run.budgets);
        },
        onBackendEvent: (stage, status, detail) =>
          live.emit({ ...liveEvent(run, toolCallId, callKey, request.turnId, 'backend', stage, detail), status }),
        onProgress: (progress, total, message) =>
          live.emit(
            liveEvent(run, toolCallId, callKey, request.turnId, 'backend', 'backend-progress', {
              progress,
              ...(total !== undefined ? { total } : {}),
              ...(message ? { message } : {}),
            }),
          ),
      },
      trace,
      controller,
    );
    if (boundary.state === 'ERROR') {
      if (boundary.violation.code === 'RUN_BYTES_EXHAUSTED') saturate(run.progress, 'RUN_BYTES_EXHAUSTED');
      return refuse({ ...boundary, notes: [...notes, ...(boundary.notes ?? [])] });
    }

    // C6 dual-source (evidence tools): the control view re-derives evidence_status from the bounded agent_result
    let evidenceStatus = boundary.projected.evidenceStatus;
    if (evidence) {
      const dualSource = trace.begin('dual-source');
      const checked = checkDualSource(evidenceStatus, boundary.serialized, boundary.projected.kind);
      if (!checked.ok) {
        dualSource.fail(checked.violation.code, { detail: { declared: evidenceStatus } });
        return refuse({ violation: checked.violation, errorSource: 'harness' });
      }
      evidenceStatus = checked.value;
      dualSource.pass({ detail: { declared: boundary.projected.evidenceStatus, derived: checked.value } });
    }

    // C7 record (evidence tools): progress accounting; the scope counts once READY
    if (evidence) {
      const record = trace.begin('record');
      if (scopeKey !== undefined) run.scopes.add(scopeKey);
      const recorded = recordEvidence(run.progress, toolCallId, evidenceStatus, run.budgets);
      record.pass({
        detail: {
          evidence: evidenceStatus,
          recorded,
          streak: run.progress.streak,
          ...(run.progress.saturated ? { saturated: run.progress.saturated } : {}),
        },
      });
    }

    // C8 observe: the bounded model observation
    const observe = trace.begin('observe');
    const observation = buildOkObservation({
      toolCallId,
      tool: toolName,
      projected: boundary.projected,
      evidence,
      runState: toRunState(run.progress, run.budgets, run.bytesReserved),
      notes,
    });
    observe.pass({
      bytes: boundary.projected.textBytes,
      detail: { status: observation.status, truncated: boundary.projected.truncated },
    });
    return respond(observation);
  }

  function lookupBackend(name: string) {
    return backendFor(deps.backends, name);
  }

  return {
    async registerTools(definitions, origin) {
      try {
        return deps.registry.register(Array.isArray(definitions) ? definitions : [definitions], origin);
      } catch (error) {
        return {
          registered: [],
          refused: [
            { index: 0, code: 'INVALID_DESCRIPTOR', message: `Internal error while registering: ${messageOf(error)}` },
          ],
          warnings: [],
        };
      }
    },
    async registerSkills(skills) {
      try {
        return deps.registry.registerSkills(Array.isArray(skills) ? skills : []);
      } catch {
        return { registered: [] };
      }
    },
    async listTools() {
      try {
        return deps.registry.list();
      } catch {
        return [];
      }
    },
    async exportTools(options) {
      try {
        return deps.registry.exportTools(options);
      } catch {
        return [];
      }
    },
    async startRun(options) {
      const runId = deps.createRunId();
      runs.set(runId, createRunContext(runId, normalizeStartRunOptions(options), deps.now));
      return { runId };
    },
    async invoke(untrusted) {
      const request = normalizeInvokeRequest(untrusted);
      const run = runs.get(request.runId);
      // The call's key is assigned on arrival, so live events and cancel() can name it while it waits.
      const callKey = run ? run.nextCallKey() : '';
      try {
        if (!run) return unknownRun(request);
        // One AbortController per call, from arrival: cancel() reaches it queued, waiting or running.
        const controller = new AbortController();
        run.inFlight.set(callKey, { toolCallId: request.toolCallId, controller });
        try {
          return await run.enqueue(() =>
            controller.signal.aborted
              ? Promise.resolve(cancelledBeforeStart(run, request, callKey))
              : journey(run, request, callKey, controller),
          );
        } finally {
          run.inFlight.delete(callKey);
        }
      } catch (error) {
        return internalError(run, request, error, callKey);
      }
    },
    async cancel(untrusted) {
      const request = normalizeCancelRequest(untrusted);
      const run = request && !request.matchesNothing ? runs.get(request.runId) : undefined;
      if (!run || !request) return { cancelled: 0 };
      const { toolCallId, callKey } = request;
      let cancelled = 0;
      for (const [key, call] of run.inFlight) {
        if (toolCallId !== undefined && call.toolCallId !== toolCallId) continue;
        if (callKey !== undefined && key !== callKey) continue;
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
}
