/**
 * B2 execute (DESIGN.md §3, §4.4): runs the backend with a timeout and an AbortSignal and turns what it
 * returns into the raw (JSON text). A returned string is raw JSON text; a string that is not JSON becomes
 * `{ "text": <string> }`; any other value is serialized here. A thrown JSON-RPC-shaped error (integer
 * `code`, string `message`; protocol-error.ts) is a protocol error; any other throw — a DOMException, an
 * Error without such a code — is the tool's. An MCP `CallToolResult` with
 * `isError: true` is BACKEND_ERROR with `error_source: 'tool'` and the error result kept for projection.
 */
import type { ErrorSource, Violation } from '../../contract';
import { errorMessage } from '../../contract';
import { jsonRpcErrorCode } from './protocol-error';
import type { BackendFunction, BackendContext } from '../harness-deps';
import { onAbort } from './call-controller';
import { startCallDeadline, type CallDeadline } from './call-deadline';

/** The raw: JSON text (what the audit store keeps) and its parsed value (what projection reads). */
export interface Raw {
  text: string;
  value: unknown;
}

export type ExecuteOutcome =
  | { ok: true; raw: Raw }
  | { ok: false; violation: Violation; errorSource: ErrorSource; raw?: Raw; errorResult?: unknown };

const MAX_MESSAGE = 500;

/**
 * Runs `execute(input, context)` for at most `timeoutMs` milliseconds without progress (each
 * `reportProgress` starts the timeout again, up to PROGRESS_TIMEOUT_FACTOR × `timeoutMs` in total;
 * `pauseTimeout` stops the clock while the user is asked on the call's behalf: call-deadline.ts).
 * `controller` is the call's own: cancel() aborts it, and the timeout aborts it too, so the backend's
 * signal always ends the work.
 *
 * @returns the raw, or BACKEND_ERROR (source 'tool' | 'protocol'), BACKEND_TIMEOUT (source 'timeout'),
 *   CANCELLED (source 'harness') — never throws
 */
export async function executeBackend(
  execute: BackendFunction,
  input: unknown,
  context: Omit<BackendContext, 'signal' | 'pauseTimeout'>,
  options: { timeoutMs: number; controller: AbortController; toolName: string },
): Promise<ExecuteOutcome> {
  const { controller, timeoutMs, toolName } = options;
  const signal = controller.signal;
  if (signal.aborted) return cancelled(toolName);
  let deadline: CallDeadline | undefined;
  let stopWatching: (() => void) | undefined;
  const reportProgress: BackendContext['reportProgress'] = (progress, total, message) => {
    deadline?.extend();
    context.reportProgress?.(progress, total, message);
  };
  try {
    // One controller per call: the timeout aborts it with reason TIMEOUT, cancel() with any other reason.
    const settled = await new Promise<Settled>((resolve) => {
      stopWatching = onAbort(controller, () => resolve(ABORTED));
      deadline = startCallDeadline(timeoutMs, () => controller.abort(TIMEOUT), Date.now, { armLater: true });
      Promise.resolve()
        .then(() =>
          execute(input, {
            ...context,
            signal,
            reportProgress,
            pauseTimeout: () => deadline?.pause() ?? (() => undefined),
          }),
        )
        .then(
          (value) => resolve({ kind: 'value', value }),
          (error: unknown) => resolve({ kind: 'thrown', error }),
        );
    });
    // Synchronous work blocks the timer: a backend that answers past its deadline has timed out all the same.
    if (!signal.aborted && deadline?.expired()) controller.abort(TIMEOUT);
    if (settled.kind === 'aborted' || signal.aborted) {
      if (signal.reason !== TIMEOUT) return cancelled(toolName);
      return {
        ok: false,
        errorSource: 'timeout',
        violation: { code: 'BACKEND_TIMEOUT', message: `${toolName} did not answer within ${timeoutMs} ms.` },
      };
    }
    if (settled.kind === 'thrown') return thrownToOutcome(settled.error, toolName);
    let raw: Raw;
    try {
      raw = toRaw(settled.value);
    } catch (error) {
      // BigInt, a cycle, a throwing getter or toJSON: the tool's fault, reported at execute (DESIGN §4.4).
      return {
        ok: false,
        errorSource: 'tool',
        violation: {
          code: 'BACKEND_ERROR',
          message: clip(`${toolName} returned a value that is not JSON: ${describe(error)}`),
        },
      };
    }
    if (isErrorResult(raw.value)) {
      return {
        ok: false,
        errorSource: 'tool',
        raw,
        errorResult: raw.value,
        violation: { code: 'BACKEND_ERROR', message: `${toolName} reported an error.` },
      };
    }
    return { ok: true, raw };
  } finally {
    deadline?.dispose();
    stopWatching?.();
  }
}

/** How the backend's run ended: its value, what it threw, or the call's signal aborted first. */
type Settled = { kind: 'value'; value: unknown } | { kind: 'thrown'; error: unknown } | { kind: 'aborted' };

const ABORTED: Settled = { kind: 'aborted' };

/** The abort reason of a backend timeout (any other reason is a cancellation). */
const TIMEOUT = 'backend-timeout';

/**
 * Serializes what a backend returned into the raw (DESIGN §4.4).
 *
 * @throws whatever `JSON.stringify` throws (BigInt, cycles, throwing getters or toJSON), and TypeError
 *   for undefined, a function or a Symbol (not a JSON value); executeBackend
 *   turns that into BACKEND_ERROR with `error_source: 'tool'`
 */
export function toRaw(returned: unknown): Raw {
  if (typeof returned === 'string') {
    try {
      return { text: returned, value: JSON.parse(returned) };
    } catch {
      const value = { text: returned };
      return { text: JSON.stringify(value), value };
    }
  }
  const text = JSON.stringify(returned);
  // undefined, a function or a Symbol: JSON.stringify gives undefined.
  if (text === undefined) throw new TypeError(`${typeof returned} is not a JSON value`);
  return { text, value: JSON.parse(text) };
}

/**
 * True for a result with `isError: true` (MCP spec, "Error Handling": tool errors) — with `content`, with
 * `content` missing or null, or with only `structuredContent`: an error result is never a success.
 */
function isErrorResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { isError?: unknown }).isError === true;
}

/** A thrown value → BACKEND_ERROR ('protocol' for a JSON-RPC-shaped error, else 'tool'); reading it never throws (getters, Proxies, no prototype: errorMessage). */
function thrownToOutcome(error: unknown, toolName: string): ExecuteOutcome {
  const code = jsonRpcErrorCode(error);
  const message = errorMessage(error, MAX_MESSAGE);
  if (code !== undefined) {
    return {
      ok: false,
      errorSource: 'protocol',
      violation: { code: 'BACKEND_ERROR', message: `${toolName} failed with protocol error ${code}: ${message}` },
    };
  }
  return {
    ok: false,
    errorSource: 'tool',
    violation: { code: 'BACKEND_ERROR', message: `${toolName} failed: ${message}` },
  };
}

/** The first line of a thrown value's message (V8's cycle message goes on over several lines). */
function describe(error: unknown): string {
  return errorMessage(error).split('\n')[0] ?? '';
}

function clip(message: string): string {
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

function cancelled(toolName: string): ExecuteOutcome {
  return {
    ok: false,
    errorSource: 'harness',
    violation: { code: 'CANCELLED', message: `The call to ${toolName} was cancelled.` },
  };
}
