/**
 * MCP server-state live events (DESIGN.md §4.1 `subscribe`, §4.6): one TimelineEvent per state change,
 * lane `backend`, stage `server-state`, `runId: ''` (a server belongs to no run). Bounded; never a header
 * value (the state they are built from carries none). Also a small fan-out so the worker entry can send
 * these events to the same subscribers as the harness's own live events.
 */
import type { HarnessApi, LiveEventSink, TimelineEvent } from '../../contract';
import { boundDetail } from '../../contract';
import type { McpServerState } from '../../contract/mcp-api';
import { fanOut } from '../live-events';

/**
 * The live event for a server state.
 *
 * @param state the state (already scrubbed of secrets)
 * @param seq order among this manager's events, from 1
 * @param at milliseconds since the manager was created
 * @returns status `pass` for connected, `fail` for failed / needs-authorization, `info` otherwise;
 *   detail `server`, `status`, and `serverName`, `serverVersion`, `toolCount`, `transport`, `reason`,
 *   `skipped` where known
 */
export function serverStateEvent(state: McpServerState, seq: number, at: number): TimelineEvent {
  const detail: Record<string, string | number | boolean> = { server: state.name, status: state.status };
  if (state.serverName !== undefined) detail.serverName = state.serverName;
  if (state.serverVersion !== undefined) detail.serverVersion = state.serverVersion;
  if (state.toolCount !== undefined) detail.toolCount = state.toolCount;
  if (state.transport !== undefined) detail.transport = state.transport;
  if (state.reason !== undefined) detail.reason = state.reason;
  if (state.skippedTools?.length) detail.skipped = state.skippedTools.length;
  return {
    runId: '',
    seq,
    at: Math.max(0, at),
    lane: 'backend',
    stage: 'server-state',
    status:
      state.status === 'connected'
        ? 'pass'
        : state.status === 'failed' || state.status === 'needs-authorization'
          ? 'fail'
          : 'info',
    detail: boundDetail(detail),
  };
}

/** A set of live-event sinks (the page's `subscribe` proxies) that MCP events go to. */
export interface LiveFanout {
  /** Sends one event to every subscriber; a sink that throws or rejects is ignored. */
  emit(event: TimelineEvent): void;
  /**
   * Returns `api` with `subscribe`/`unsubscribe` that also (un)register the sink here, so subscribers of the
   * harness receive MCP server events too. Other methods are passed through unchanged.
   */
  wrap(api: HarnessApi): HarnessApi;
}

/** Creates an empty fan-out (the wiring helper for src/worker/index.ts). */
export function createLiveFanout(): LiveFanout {
  const sinks = new Map<string, LiveEventSink>();
  return {
    emit: (event) => fanOut(sinks.values(), event),
    wrap(api) {
      return {
        ...api,
        async subscribe(sink) {
          const result = await api.subscribe(sink);
          sinks.set(result.subscriptionId, sink);
          return result;
        },
        async unsubscribe(subscriptionId) {
          sinks.delete(subscriptionId);
          return api.unsubscribe(subscriptionId);
        },
      };
    },
  };
}
