/**
 * Live events of the harness (DESIGN.md §4.1 `subscribe`): the sinks, the events of a run that do not
 * come with an `invoke` result (approval request and decision, backend progress), and the approver
 * wrapper that reports each decision and which grant applied (DESIGN §5.6).
 */
import type { ApprovalAnswer, ApprovalRequest, Approver, LiveEventSink, TimelineEvent } from '../contract';
import { boundDetail } from '../contract';
import { decisionOf } from './gate/request-approval';
import type { RunContext } from './run-context';
import type { AuditStore } from './audit/audit-store';
import type { BoundaryServices } from './boundary/boundary-call';

/** The subscribed sinks and a fan-out that never lets a failing sink break a call. */
export interface LiveEvents {
  subscribe(sink: LiveEventSink): string;
  unsubscribe(subscriptionId: string): boolean;
  emit(event: TimelineEvent): void;
}

/** Creates the sink registry; `initial` (deps.eventSink) is subscribed from the start. */
export function createLiveEvents(initial?: LiveEventSink): LiveEvents {
  const sinks = new Map<string, LiveEventSink>();
  let counter = 0;
  if (initial) sinks.set('deps', initial);
  return {
    subscribe(sink) {
      const subscriptionId = `sub_${++counter}`;
      sinks.set(subscriptionId, sink);
      return subscriptionId;
    },
    unsubscribe: (subscriptionId) => sinks.delete(subscriptionId),
    emit: (event) => fanOut(sinks.values(), event),
  };
}

/**
 * Sends `event` to every sink; a sink that throws or rejects (a page that went away) is ignored, so it
 * never breaks a call.
 */
export function fanOut(sinks: Iterable<LiveEventSink>, event: TimelineEvent): void {
  for (const sink of sinks) {
    try {
      void Promise.resolve(sink(event)).catch(() => undefined);
    } catch {
      // ignored: see above
    }
  }
}

/**
 * Wraps the page's approver so the request and the decision (with its grant) are live events of the
 * call. An answer after the worker's own APPROVAL_TIMEOUT decided nothing, so it is not reported.
 */
export function reportingApprover(
  next: Approver,
  runOf: (runId: string) => RunContext | undefined,
  live: LiveEvents,
  now: () => number,
): Approver {
  return async (request: ApprovalRequest) => {
    const run = runOf(request.runId);
    if (run)
      live.emit(
        liveEvent(run, request.toolCallId, request.callKey, undefined, 'boundary', 'approval-request', {
          tool: request.toolName,
          reason: request.reason,
          risk: request.riskLevel,
        }),
      );
    const askedAt = now();
    const answer = await next(request);
    if (run && now() - askedAt < request.timeoutMs) {
      live.emit(
        liveEvent(
          run,
          request.toolCallId,
          request.callKey,
          undefined,
          'boundary',
          'approval-decision',
          approvalDetail(request.toolName, answer),
        ),
      );
    }
    return answer;
  };
}

/** Detail of an `approval-decision` event: the tool, the decision and which grant applied (DESIGN §5.6). */
function approvalDetail(tool: string, answer: ApprovalAnswer): Record<string, string | number | boolean> {
  const detail: Record<string, string | number | boolean> = { tool, decision: decisionOf(answer) };
  if (typeof answer === 'object' && answer !== null) {
    if (answer.grant === 'once' || answer.grant === 'run' || answer.grant === 'tool-source')
      detail.grant = answer.grant;
    if (answer.automatic === true) detail.automatic = true;
  }
  return detail;
}

/** A live event of a call (approval, backend progress) tagged with its tool_call_id and callKey; seq from the run's counter. */
export function liveEvent(
  run: RunContext,
  callId: string,
  callKey: string,
  turnId: string | undefined,
  lane: TimelineEvent['lane'],
  stage: TimelineEvent['stage'],
  detail: Record<string, string | number | boolean>,
): TimelineEvent {
  const event: TimelineEvent = {
    runId: run.runId,
    callId,
    callKey,
    seq: run.nextSeq(),
    at: Math.max(0, run.now() - run.startedAt),
    lane,
    stage,
    status: 'info',
    detail: boundDetail(detail),
  };
  if (turnId !== undefined) event.turnId = turnId;
  return event;
}

/**
 * The services the ToolBoundary uses for one call: the audit store, the approver, the run's clock, and
 * the backend's progress and questions forwarded as live events of the call (backend lane).
 */
export function boundaryServicesFor(
  run: RunContext,
  call: { toolCallId: string; callKey: string; turnId?: string },
  live: LiveEvents,
  services: { auditStore: AuditStore; approver(): Approver | undefined },
): BoundaryServices {
  const report = (stage: TimelineEvent['stage'], detail: Record<string, string | number | boolean>) =>
    liveEvent(run, call.toolCallId, call.callKey, call.turnId, 'backend', stage, detail);
  return {
    auditStore: services.auditStore,
    approver: services.approver,
    elapsed: () => run.now() - run.startedAt,
    reportProgress: (progress, total, message) =>
      live.emit(
        report('backend-progress', {
          progress,
          ...(total !== undefined ? { total } : {}),
          ...(message ? { message } : {}),
        }),
      ),
    reportEvent: (stage, status, detail) => live.emit({ ...report(stage, detail), status }),
  };
}
