/**
 * Plain-word reasons for MCP connection failures, and the line between a
 * server's JSON-RPC error (a protocol error, DESIGN.md §4.4) and a transport failure. Pure functions;
 * no I/O. Every reason is scrubbed of header values (a bearer token must never reach the page).
 */
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { McpServerStatus } from '../../contract/mcp-api';
import { errorMessage, scrubSecrets } from '../../contract';

/** What a failure means for the server's state. */
export interface FailureVerdict {
  status: Extract<McpServerStatus, 'failed' | 'needs-authorization'>;
  /** Plain words, no header values. */
  reason: string;
}

/** Where the failure happened: the URL tried, the page's origin (for the CORS hint), the headers to scrub. */
export interface FailureContext {
  url: string;
  /** The origin of the page (`self.location.origin` in the worker); undefined in Node. */
  pageOrigin?: string;
  /** Header values given for this server; each is cut out of every reason. */
  secrets: readonly string[];
  /** True when the user supplied an `Authorization` header (changes the 401 wording). */
  hasAuthorization: boolean;
  /** `session`: the failure came after the connection was made (a 404 then means the session ended). */
  phase?: 'connect' | 'session';
}

/** The sentence for a 401 / OAuth challenge (MCP spec 2025-06-18 basic/authorization). */
const NEEDS_AUTHORIZATION_REASON =
  'The server needs authorization (OAuth): click Authorize to sign in, or add a bearer token header.';

const MAX_REASON = 300;

/**
 * Reads the HTTP status the SDK attached to a transport error (`StreamableHTTPError.code`,
 * `SseError.code`), or 401 for the SDK's `UnauthorizedError`.
 *
 * @returns the status (100–599), or undefined when the error carries none
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (error instanceof UnauthorizedError || (error as { name?: unknown }).name === 'UnauthorizedError') return 401;
  if (error instanceof McpError) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && code >= 100 && code <= 599 ? code : undefined;
}

/** The SDK's codes for local conditions (the connection closed, the request timed out). */
const LOCAL_ERROR_CODES: ReadonlySet<number> = new Set([ErrorCode.ConnectionClosed, ErrorCode.RequestTimeout]);

/**
 * True for an error the server sent as a JSON-RPC error response (MCP spec 2025-06-18 basic, "Responses";
 * server/tools "Error Handling": protocol errors). The SDK's own `ConnectionClosed` and `RequestTimeout`
 * codes are local conditions, not server answers, so they are false here.
 */
export function isJsonRpcError(error: unknown): error is McpError {
  return error instanceof McpError && !LOCAL_ERROR_CODES.has(error.code);
}

/**
 * Describes why connecting (or staying connected) failed, in plain words.
 *
 * @param error what the SDK or `fetch` threw
 * @param context the URL, the page origin and the secrets to scrub
 * @returns `needs-authorization` for 401; otherwise `failed` with a reason: "Could not reach …" for
 *   refused / DNS / timeout, the CORS hint for a bare fetch TypeError on a cross-origin URL in a
 *   browser, "answered HTTP <n>" for other statuses
 * @see MCP spec 2025-06-18 basic/transports (Streamable HTTP, Backwards Compatibility), basic/authorization
 */
export function describeFailure(error: unknown, context: FailureContext): FailureVerdict {
  const scrub = (text: string) => scrubReason(text, context.secrets);
  const status = httpStatusOf(error);
  const host = hostOf(context.url);
  if (status === 401) {
    const reason = context.hasAuthorization
      ? 'The server refused the Authorization header (401). Check the bearer token, or remove it and sign in with OAuth (Authorize).'
      : NEEDS_AUTHORIZATION_REASON;
    return { status: 'needs-authorization', reason };
  }
  if (status === 403)
    return failed('The server refused access (403 Forbidden): the token or account lacks permission.');
  if (status === 404 && context.phase === 'session')
    return failed('The server ended the session (HTTP 404 for the session id).');
  if (status === 404 || status === 405) {
    return failed(
      `No MCP endpoint at ${context.url} (HTTP ${status} for both Streamable HTTP and legacy SSE). Check the path (often /mcp or /sse).`,
    );
  }
  if (status !== undefined)
    return failed(scrub(`The server at ${host} answered HTTP ${status}: ${sdkErrorMessage(error)}`));
  if (error instanceof McpError) {
    const code = error.code as ErrorCode;
    if (code === ErrorCode.RequestTimeout) return failed(`The server at ${host} did not answer in time.`);
    if (code === ErrorCode.ConnectionClosed) return failed(`The connection to ${host} was closed.`);
    return failed(
      scrub(`The server at ${host} answered with an error (code ${error.code}): ${sdkErrorMessage(error)}`),
    );
  }
  const networkCode = networkCodeOf(error);
  if (networkCode !== undefined) return failed(`Could not reach ${host}: ${networkWords(networkCode)}.`);
  if (isFetchTypeError(error) && context.pageOrigin && originOf(context.url) !== context.pageOrigin) {
    return failed(corsReason(context.pageOrigin));
  }
  if (isFetchTypeError(error)) return failed(scrub(`Could not reach ${host}: ${sdkErrorMessage(error)}.`));
  return failed(scrub(`Could not connect to ${host}: ${sdkErrorMessage(error)}`));
}

/** The CORS sentence: what a cross-origin MCP server must allow for the browser to reach it. */
function corsReason(pageOrigin: string): string {
  return (
    `The request was probably blocked by CORS (or the server is not running): the server must allow origin ${pageOrigin}, ` +
    'methods GET, POST, DELETE and headers content-type, accept, authorization, mcp-session-id, mcp-protocol-version, ' +
    'last-event-id, and expose mcp-session-id.'
  );
}

/**
 * A server state's reason: `text` without the server's secrets (each header value, and its bare token
 * after `Bearer `), cut to 300 UTF-16 units.
 */
export function scrubReason(text: string, secrets: readonly string[]): string {
  const out = scrubSecrets(text, secrets);
  return out.length > MAX_REASON ? `${out.slice(0, MAX_REASON - 1)}…` : out;
}

/** An error's `message` on one line, without the SDK's prefixes ("MCP error -32603:", "Streamable HTTP error:", "Error POSTing to endpoint:"). */
export function sdkErrorMessage(error: unknown): string {
  return errorMessage(error)
    .replace(/^((MCP error -?\d+|Streamable HTTP error|Error POSTing to endpoint|SSE error):\s*)+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function failed(reason: string): FailureVerdict {
  return { status: 'failed', reason };
}

/** Node's fetch puts the socket error code (ECONNREFUSED …) on `cause`, possibly inside an AggregateError. */
function networkCodeOf(error: unknown, depth = 0): string | undefined {
  if (depth > 4 || typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code)) return code;
  const nested = [
    (error as { cause?: unknown }).cause,
    ...(((error as { errors?: unknown }).errors as unknown[]) ?? []),
  ];
  for (const inner of Array.isArray(nested) ? nested : []) {
    const found = networkCodeOf(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function networkWords(code: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused (is the server running on that port?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name was not found (DNS)';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'the connection timed out';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return 'the connection was closed by the server';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the network or host is unreachable';
    default:
      return `network error ${code}`;
  }
}

function isFetchTypeError(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError')
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
