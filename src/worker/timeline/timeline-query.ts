/**
 * Filtered windows of a run's timeline (contract/timeline-api.ts
 * `TimelineFilter`). A filter's matching positions are computed once by one scan and cached on the run
 * until it changes, so the next windows of the same filter cost O(limit). Pure apart from that cache.
 */
import { STAGE_PHASE, type StageId } from '../../contract/stages';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { CallPage, PageRequest, TimelineFilter, TimelinePage } from '../../contract/timeline-api';
import type { CallEntry, TimelineView } from './run-timeline';

/** Largest window one request returns. */
const MAX_PAGE_LIMIT = 1000;

/** The facts of one call a timeline filter compares (contract/timeline-api.ts `TimelineFilter`). */
export interface CallFacts {
  callId: string;
  callKey: string;
  /** The summary's tool (declared name) and the name the model sent. */
  tool: string;
  toolName: string;
  status: string;
  code: string | null | undefined;
}

/** True when the filter compares any of a call's facts (`CallFacts`). */
export const comparesCallFacts = (f: TimelineFilter): boolean =>
  f.callId !== undefined ||
  f.callKey !== undefined ||
  f.tool !== undefined ||
  f.status !== undefined ||
  f.code !== undefined;

/**
 * True when a call's facts match every one the filter compares: tool_call_id, callKey, tool (the
 * declared name or the name sent), observation status and code. The one matching rule of live and
 * stored runs' filters (record/call-filter-rows.ts reads the same facts from the filter index).
 */
export function callFactsMatch(facts: CallFacts, filter: TimelineFilter): boolean {
  if (filter.callId !== undefined && facts.callId !== filter.callId) return false;
  if (filter.callKey !== undefined && facts.callKey !== filter.callKey) return false;
  if (filter.tool !== undefined && facts.tool !== filter.tool && facts.toolName !== filter.tool) return false;
  if (filter.status !== undefined && facts.status !== filter.status) return false;
  if (filter.code !== undefined && facts.code !== filter.code) return false;
  return true;
}

const hasCallFilter = (f: TimelineFilter) => comparesCallFacts(f) || (f.text ?? '') !== '';

/** True when the call matches every call-level member of the filter. */
function callMatches(call: CallEntry, filter: TimelineFilter, needle: string): boolean {
  const s = call.summary;
  const facts = {
    callId: s.callId,
    callKey: s.callKey,
    tool: s.tool,
    toolName: call.toolName,
    status: s.status,
    code: s.code,
  };
  if (!callFactsMatch(facts, filter)) return false;
  return needle === '' || call.searchText.includes(needle);
}

function eventMatches(
  run: TimelineView,
  event: TimelineEvent,
  filter: TimelineFilter,
  callFilter: boolean,
  needle: string,
): boolean {
  if (filter.eventStatus !== undefined && event.status !== filter.eventStatus) return false;
  if (filter.lane !== undefined && event.lane !== filter.lane) return false;
  if (filter.phase !== undefined && STAGE_PHASE[event.stage as StageId] !== filter.phase) return false;
  if (!callFilter) return true;
  const call = event.callKey === undefined ? undefined : run.callByKey.get(event.callKey);
  return call !== undefined && callMatches(call, filter, needle);
}

/** The request's window: `offset` ≥ 0, `limit` within 0..1,000 (non-numbers count as 0). */
export function clampRequest(request: PageRequest | undefined): { offset: number; limit: number } {
  const offset = Math.max(0, Math.floor(Number(request?.offset) || 0));
  const limit = Math.min(MAX_PAGE_LIMIT, Math.max(0, Math.floor(Number(request?.limit) || 0)));
  return { offset, limit };
}

/** True when the filter selects nothing (absent, or every member undefined or ''). */
export const isEmptyFilter = (f: TimelineFilter | undefined): f is undefined =>
  !f || typeof f !== 'object' || Object.values(f).every((value) => value === undefined || value === '');
const isEmpty = isEmptyFilter;

function positions(run: TimelineView, kind: 'events' | 'calls', filter: TimelineFilter): number[] {
  const key = `${kind}:${JSON.stringify(filter)}`;
  const cached = run.cache.get(key);
  if (cached && cached.version === run.version) return cached.positions;
  const needle = (filter.text ?? '').toLowerCase();
  const out: number[] = [];
  if (kind === 'calls') {
    run.calls.forEach((call, i) => {
      if (callMatches(call, filter, needle) && (filter.phase === undefined || call.summary.phase === filter.phase))
        out.push(i);
    });
  } else {
    const callFilter = hasCallFilter(filter);
    run.events.forEach((event, i) => {
      if (eventMatches(run, event, filter, callFilter, needle)) out.push(i);
    });
  }
  if (run.cache.size > 16) run.cache.clear();
  run.cache.set(key, { version: run.version, positions: out });
  return out;
}

/** A window of the run's events matching the filter. */
export function queryEvents(run: TimelineView, request: PageRequest): TimelinePage {
  const { offset, limit } = clampRequest(request);
  const filter = request.filter;
  if (isEmpty(filter)) return { total: run.events.length, offset, events: run.events.slice(offset, offset + limit) };
  if (filter.callId !== undefined || filter.callKey !== undefined) {
    // A call's events are indexed with the call: no scan of the run's events.
    const needle = (filter.text ?? '').toLowerCase();
    const events = run.calls
      .filter((call) => callMatches(call, filter, needle))
      .flatMap((call) =>
        call.events.filter((event) =>
          eventMatches(
            run,
            event,
            {
              ...filter,
              callId: undefined,
              callKey: undefined,
              tool: undefined,
              status: undefined,
              code: undefined,
              text: undefined,
            },
            false,
            '',
          ),
        ),
      );
    return { total: events.length, offset, events: events.slice(offset, offset + limit) };
  }
  const matched = positions(run, 'events', filter);
  return {
    total: matched.length,
    offset,
    events: matched.slice(offset, offset + limit).flatMap((i) => run.events[i] ?? []),
  };
}

/** A window of the run's call summaries matching the filter (for calls, `phase` is the failing stage's). */
export function queryCalls(run: TimelineView, request: PageRequest): CallPage {
  const { offset, limit } = clampRequest(request);
  if (isEmpty(request.filter))
    return { total: run.calls.length, offset, calls: run.calls.slice(offset, offset + limit).map((c) => c.summary) };
  const matched = positions(run, 'calls', request.filter);
  return {
    total: matched.length,
    offset,
    calls: matched.slice(offset, offset + limit).flatMap((i) => run.calls[i]?.summary ?? []),
  };
}
