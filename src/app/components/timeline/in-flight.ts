/**
 * Calls in flight, read from the store's run events (`runEvents`) and observations: a call whose loop
 * dispatch, backend progress or approval request has arrived but whose observation has not — the worker
 * answers a call with its observation and stage events when it ends. A tool_call_id dispatched more
 * often than it was answered is still in flight; a call known by its `callKey` (live events carry it)
 * is in flight until that key's observation arrives. For each: its run, id, tool, the latest backend
 * progress (`progress`, `total`, `message` of `backend-progress`) and what it waits for (its backend, an
 * approval, an MCP server's elicitation or sampling request).
 * Pure; memoized per pair of arrays, so a selector returns the same array until either changes.
 */
import type { TimelineEvent } from '../../../contract';
import type { ObservationEntry } from '../../store';
import type { TimelineEntry } from '../../store/timeline-slice';

/** One call in flight. */
export interface InFlightCall {
  runId: string;
  callId: string;
  /** The call's key (`"<runId>#<n>"`) once a worker event named it; Cancel uses it. */
  callKey?: string;
  tool?: string;
  progress?: number;
  total?: number;
  message?: string;
  /** What the call waits for: its backend, the user's approval, or an MCP server's elicitation/sampling request. */
  state: 'running' | 'approval' | 'elicitation' | 'sampling';
}

const LIVE_CALL_STAGES: ReadonlySet<string> = new Set([
  'loop-dispatch',
  'backend-progress',
  'approval-request',
  'approval-decision',
  'elicitation-request',
  'elicitation-answer',
  'sampling-request',
  'sampling-answer',
]);
const memo = new WeakMap<
  readonly TimelineEntry[],
  { observations: readonly ObservationEntry[]; calls: InFlightCall[] }
>();

function apply(call: InFlightCall, event: TimelineEvent): void {
  const detail = event.detail ?? {};
  if (event.stage === 'loop-dispatch' && typeof detail.toolName === 'string') call.tool = detail.toolName;
  if (event.stage === 'backend-progress') {
    if (typeof detail.progress === 'number') call.progress = detail.progress;
    if (typeof detail.total === 'number') call.total = detail.total;
    if (typeof detail.message === 'string') call.message = detail.message;
  }
  if (event.stage === 'approval-request') call.state = 'approval';
  if (event.stage === 'elicitation-request') call.state = 'elicitation';
  if (event.stage === 'sampling-request') call.state = 'sampling';
  if (['approval-decision', 'elicitation-answer', 'sampling-answer'].includes(event.stage)) call.state = 'running';
}

/** The calls in flight among `runEvents`, in dispatch order, given the observations that arrived. */
export function inFlightCalls(
  runEvents: readonly TimelineEntry[],
  observations: readonly ObservationEntry[] = [],
): InFlightCall[] {
  const known = memo.get(runEvents);
  if (known?.observations === observations) return known.calls;
  const answeredKeys = new Set<string>();
  const answered = new Map<string, number>();
  for (const entry of observations) {
    if (entry.callKey) answeredKeys.add(entry.callKey);
    const id = `${entry.runId}/${entry.callId}`;
    answered.set(id, (answered.get(id) ?? 0) + 1);
  }
  const calls = new Map<string, InFlightCall>();
  /** run + tool_call_id → the key in `calls` of a call seen without a callKey (its page dispatch). */
  const unkeyed = new Map<string, string>();
  const keyOf = (event: TimelineEvent): string => {
    const byId = `${event.runId}/${event.callId}`;
    if (!event.callKey) return unkeyed.get(byId) ?? byId;
    const pending = unkeyed.get(byId);
    if (pending !== undefined) {
      // The worker now names the call the page dispatched: carry it over under its callKey.
      unkeyed.delete(byId);
      const call = calls.get(pending);
      calls.delete(pending);
      if (call && !calls.has(event.callKey)) calls.set(event.callKey, { ...call, callKey: event.callKey });
    }
    return event.callKey;
  };
  const dispatched = new Map<string, number>();
  for (const { event } of runEvents) {
    if (event.callId === undefined || !LIVE_CALL_STAGES.has(event.stage)) continue;
    const byId = `${event.runId}/${event.callId}`;
    if (event.stage === 'loop-dispatch') dispatched.set(byId, (dispatched.get(byId) ?? 0) + 1);
    const key = keyOf(event);
    let call = calls.get(key);
    if (!call) {
      call = { runId: event.runId, callId: event.callId, state: 'running' };
      if (event.callKey) call.callKey = event.callKey;
      else unkeyed.set(key, key);
      calls.set(key, call);
    }
    apply(call, event);
  }
  // A call the worker named is open until its observation arrives; a page dispatch not yet named is
  // open while its tool_call_id has fewer observations than dispatches.
  const result = [...calls.values()].filter((call) =>
    call.callKey
      ? !answeredKeys.has(call.callKey)
      : (answered.get(`${call.runId}/${call.callId}`) ?? 0) < (dispatched.get(`${call.runId}/${call.callId}`) ?? 1),
  );
  memo.set(runEvents, { observations, calls: result });
  return result;
}
