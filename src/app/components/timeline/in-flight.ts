/**
 * Calls in flight, read from the store's live tail (`timeline`): a call whose loop dispatch, backend
 * progress or approval request has arrived but none of whose journey stages (DESIGN §3) has — the worker
 * sends a call's stage events when the call ends. For each: its run, id, tool, the latest backend
 * progress (`progress`, `total`, `message` of `backend-progress`) and what it waits for (its backend, an
 * approval, an MCP server's elicitation or sampling request). Calls are told apart by their callKey
 * (DESIGN §4.1: a reused tool_call_id is a call of its own); the page's own `loop-dispatch` has no callKey
 * yet and joins the first call of its run and tool_call_id that the worker names.
 * Pure; memoized per `timeline` array, so a selector returns the same array until the tail changes.
 */
import { STAGES, type TimelineEvent } from '../../../contract';
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

const JOURNEY: ReadonlySet<string> = new Set(STAGES);
/** Entries of the tail read (the newest): a call in flight has events among the latest ones. */
const SCAN_ENTRIES = 400;
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
const memo = new WeakMap<readonly TimelineEntry[], InFlightCall[]>();

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

/** The calls in flight among the newest `SCAN_ENTRIES` entries of `timeline`, in dispatch order. */
export function inFlightCalls(timeline: readonly TimelineEntry[]): InFlightCall[] {
  const known = memo.get(timeline);
  if (known) return known;
  const calls = new Map<string, InFlightCall>();
  const ended = new Set<string>();
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
      if (ended.delete(pending)) ended.add(event.callKey);
    }
    return event.callKey;
  };
  for (const { event } of timeline.slice(-SCAN_ENTRIES)) {
    if (event.callId === undefined) continue;
    const key = keyOf(event);
    if (JOURNEY.has(event.stage)) {
      ended.add(key);
      continue;
    }
    if (!LIVE_CALL_STAGES.has(event.stage)) continue;
    let call = calls.get(key);
    if (!call) {
      call = { runId: event.runId, callId: event.callId, state: 'running' };
      if (event.callKey) call.callKey = event.callKey;
      else unkeyed.set(key, key);
      calls.set(key, call);
    }
    apply(call, event);
  }
  const result = [...calls.entries()].filter(([key]) => !ended.has(key)).map(([, call]) => call);
  memo.set(timeline, result);
  return result;
}
