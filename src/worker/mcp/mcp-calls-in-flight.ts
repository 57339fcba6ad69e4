/**
 * The tool calls of one server that are running, so a request the server sends during a call
 * (`elicitation/create`, `sampling/createMessage`) can be tied to it: the SDK does not say which of the
 * client's requests a server request belongs to, so it is tied to the server's only call in flight, or
 * to the oldest when several run at once (the count is reported with it). Every call in flight has its
 * timeout paused while the user is asked (MCP spec 2025-06-18 client/elicitation, client/sampling).
 */
import type { McpCallRef } from '../../contract';
import type { BackendContext } from '../harness-deps';

/** One running call, as its backend registered it. */
export interface InFlightCall {
  runId: string;
  toolCallId: string;
  toolName: string;
  context: Pick<BackendContext, 'pauseTimeout' | 'reportEvent' | 'approvalTimeoutMs' | 'signal'>;
}

/** The calls in flight of one server, oldest first. */
export type InFlightCalls = InFlightCall[];

/** Adds a call; returns the function that removes it. */
export function trackCall(calls: InFlightCalls, call: InFlightCall): () => void {
  calls.push(call);
  return () => {
    const index = calls.indexOf(call);
    if (index >= 0) calls.splice(index, 1);
  };
}

/** The call a server request is tied to (the oldest in flight) and its reference for the page. */
export function callOfRequest(calls: InFlightCalls): { call: InFlightCall; ref: McpCallRef } | undefined {
  const call = calls[0];
  if (!call) return undefined;
  return {
    call,
    ref: { runId: call.runId, toolCallId: call.toolCallId, toolName: call.toolName, inFlight: calls.length },
  };
}

/** Pauses the timeout of every call in flight; returns the function that resumes them all. */
export function pauseAll(calls: InFlightCalls): () => void {
  const resumes = calls.map((call) => call.context.pauseTimeout?.() ?? (() => undefined));
  return () => {
    for (const resume of resumes) resume();
  };
}
