/**
 * The backend of one MCP tool (DESIGN.md §4.4; MCP spec 2025-06-18 server/tools "Calling Tools"):
 * `tools/call` on the server's current connection, with the boundary's AbortSignal (abort → the SDK sends
 * `notifications/cancelled`, MCP spec basic/utilities/cancellation) and `notifications/progress` →
 * `reportProgress` (basic/utilities/progress). It returns the raw `CallToolResult` unchanged: it does not
 * use `client.callTool()`, whose own outputSchema check would throw before the harness's OUTPUT_SCHEMA_VIOLATION
 * at raw-check. A JSON-RPC error is rethrown with its numeric `code` (→ error_source 'protocol'); a
 * transport failure is thrown without a numeric code (→ 'tool') and reported to the manager.
 */
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { BackendFunction } from '../harness-deps';
import type { McpConnection } from './mcp-connection';
import { isJsonRpcError, sdkErrorMessage } from './mcp-failure';
import { isRecord } from '../../contract';
import type { InFlightCall } from './mcp-calls-in-flight';

/** What a tool backend needs from the manager. */
export interface McpToolBackendOptions {
  /** The user's name for the server (for messages). */
  serverName: string;
  /** The tool's declared name, as sent in `tools/call`. */
  toolName: string;
  /** The server's current connection; undefined while not connected. */
  connection(): McpConnection | undefined;
  /** The server's status in words, for the "not connected" message (e.g. "reconnecting"). */
  statusWords(): string;
  /** A transport failure during a call; the manager checks the connection and marks the server. */
  onTransportFailure(connection: McpConnection, error: unknown): void;
  /** Scrubs header values out of a message. */
  scrub(text: string): string;
  /** SDK backstop timeout in milliseconds; the boundary's `timeoutMs` normally ends the call first. */
  requestTimeoutMs: number;
  /** Registers the running call (so server requests during it can be tied to it); returns its removal. */
  track?(call: InFlightCall): () => void;
}

/**
 * Creates the backend function for one MCP tool.
 *
 * @returns a BackendFunction: resolves with the server's `CallToolResult` as sent (an `isError` result
 *   included: the boundary maps it to BACKEND_ERROR, error_source 'tool'); rejects with
 *   `Error & { code: number }` for a JSON-RPC error, or a plain Error in plain words when the server is
 *   not connected or the connection failed during the call
 */
export function createMcpToolBackend(options: McpToolBackendOptions): BackendFunction {
  const { serverName, toolName } = options;
  return async (input, context) => {
    const connection = options.connection();
    if (!connection || connection.closedSignal.aborted) {
      throw new Error(`MCP server "${serverName}" is not connected (${options.statusWords()}); try again later.`);
    }
    const combined = combineSignals(context.signal, connection.closedSignal);
    const untrack = options.track?.({
      runId: context.runId ?? '',
      toolCallId: context.toolCallId,
      toolName,
      context,
    });
    try {
      return await connection.client.request(
        { method: 'tools/call', params: { name: toolName, arguments: isRecord(input) ? input : {} } },
        ResultSchema,
        {
          signal: combined.signal,
          timeout: options.requestTimeoutMs,
          resetTimeoutOnProgress: true,
          onprogress: (progress) => context.reportProgress?.(progress.progress, progress.total, progress.message),
        },
      );
    } catch (error) {
      if (context.signal.aborted) throw new Error('The call was cancelled.');
      if (isJsonRpcError(error)) {
        throw Object.assign(new Error(options.scrub(sdkErrorMessage(error))), { code: error.code });
      }
      if (connection.closedSignal.aborted) {
        throw new Error(
          `The connection to MCP server "${serverName}" ended during the call: ${connection.closedReason() ?? 'closed'}`,
        );
      }
      options.onTransportFailure(connection, error);
      throw new Error(
        options.scrub(`The connection to MCP server "${serverName}" failed during the call: ${sdkErrorMessage(error)}`),
      );
    } finally {
      untrack?.();
      combined.dispose();
    }
  };
}

/** An AbortSignal that aborts when either input does (AbortSignal.any without relying on it). */
function combineSignals(a: AbortSignal, b: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onA = () => controller.abort(a.reason);
  const onB = () => controller.abort(b.reason);
  if (a.aborted) onA();
  else if (b.aborted) onB();
  a.addEventListener('abort', onA, { once: true });
  b.addEventListener('abort', onB, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      a.removeEventListener('abort', onA);
      b.removeEventListener('abort', onB);
    },
  };
}
