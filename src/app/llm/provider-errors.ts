/**
 * Errors a user understands (issue 5, "Providers"): the ONE module that maps a failed model request —
 * an SDK error (OpenAI or Anthropic: both carry `status`, `headers`, `error`), a `fetch` TypeError, or
 * anything else — to a `ModelProviderError` with a sentence naming what to do.
 *
 * Kinds: `auth` (401/403: bad key), `rate-limit` (429; `Retry-After` when the server exposes it, which a
 * browser can read cross-origin only when `Access-Control-Expose-Headers` lists it), `server` (5xx),
 * `tools-unsupported` (a 4xx whose message names tools/functions: the model cannot call tools),
 * `not-found` (404), `bad-request` (other 4xx), `network` (no HTTP status: down, wrong URL or — most often
 * from a page — blocked by CORS; a browser cannot tell these apart, so the sentence names what the
 * endpoint must allow), `stream` and `settings` (raised by the providers themselves).
 * Never includes the API key: the server's message is bounded to 300 characters and callers scrub it.
 */

/** What went wrong, for the UI and the retry policy. */
export type ModelProviderErrorKind =
  | 'auth'
  | 'rate-limit'
  | 'server'
  | 'tools-unsupported'
  | 'not-found'
  | 'bad-request'
  | 'network'
  | 'stream'
  | 'settings'
  | 'unknown';

/** A provider failure with a sentence a user understands (`message`) and its kind. */
export class ModelProviderError extends Error {
  /** The failure kind. */
  readonly kind: ModelProviderErrorKind;
  /** The HTTP status, when there was one. */
  readonly status?: number;
  /** Seconds the server asked to wait (`Retry-After`), when it exposed the header. */
  readonly retryAfterSeconds?: number;

  /** Creates the error; `message` is already the user-facing sentence. */
  constructor(
    kind: ModelProviderErrorKind,
    message: string,
    extra: { status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ModelProviderError';
    this.kind = kind;
    this.status = extra.status;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/** Facts about the failed request that the error sentence names. */
export interface ErrorContext {
  baseURL: string;
  model: string;
  /** The page's origin (what the endpoint's CORS policy must allow). */
  origin: string;
  /** Which wire the request used (names the headers CORS must allow); default `openai`. */
  provider?: 'openai' | 'anthropic';
}

/** Request headers the SDKs send that a CORS preflight must allow (TOOLCHAIN.md §7). */
export const CORS_HEADERS = {
  openai:
    'authorization, content-type, x-stainless-* (arch, lang, os, package-version, retry-count, runtime, runtime-version)',
  anthropic:
    'x-api-key, content-type, anthropic-version, anthropic-dangerous-direct-browser-access, x-stainless-* (arch, lang, os, package-version, retry-count, runtime, runtime-version, timeout, helper-method)',
} as const;

/** Narrowing helper: a non-null object. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads `Retry-After` from SDK error headers (a `Headers` or a plain record): seconds, or an HTTP date.
 *
 * @returns whole seconds ≥ 0, or undefined when absent or unreadable (not exposed cross-origin)
 */
export function readRetryAfter(headers: unknown, now: number = Date.now()): number | undefined {
  const value =
    headers && typeof (headers as Headers).get === 'function'
      ? (headers as Headers).get('retry-after')
      : isRecord(headers) && typeof headers['retry-after'] === 'string'
        ? headers['retry-after']
        : null;
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The server's own error message from an SDK error, bounded to 300 characters. */
export function serverMessage(error: unknown): string {
  if (!isRecord(error)) return '';
  const body = isRecord(error.error) ? (isRecord(error.error.error) ? error.error.error : error.error) : undefined;
  const text =
    typeof body?.message === 'string' ? body.message : typeof error.message === 'string' ? error.message : '';
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * Maps any failure of a model request to a `ModelProviderError` (see the module doc for the kinds).
 *
 * @param error what the SDK or `fetch` threw
 * @param context base URL, model, page origin and wire, named in the sentence
 */
export function describeProviderError(error: unknown, context: ErrorContext): ModelProviderError {
  if (error instanceof ModelProviderError) return error;
  const record = isRecord(error) ? error : {};
  const status = typeof record.status === 'number' ? record.status : undefined;
  const detail = serverMessage(record);
  const suffix = detail && status !== undefined ? ` The server said: "${detail}"` : '';
  if (status === 401 || status === 403) {
    return new ModelProviderError(
      'auth',
      `The endpoint refused the API key (HTTP ${status}). Check the key in Settings, and that it may use the model "${context.model}".${suffix}`,
      { status },
    );
  }
  if (status === 429) {
    const retryAfterSeconds = readRetryAfter(record.headers);
    const wait =
      retryAfterSeconds === undefined
        ? 'The server did not say how long to wait'
        : `The server asks to wait ${retryAfterSeconds} s`;
    return new ModelProviderError('rate-limit', `Rate limited by the endpoint (HTTP 429). ${wait}.${suffix}`, {
      status,
      retryAfterSeconds,
    });
  }
  if (status !== undefined && status >= 500) {
    return new ModelProviderError(
      'server',
      `The model server failed (HTTP ${status}). This is on the server's side; try again later.${suffix}`,
      { status },
    );
  }
  if (status !== undefined && /\btools?\b|tool_choice|function[_ ]?call|functions?\b/i.test(detail)) {
    return new ModelProviderError(
      'tools-unsupported',
      `The endpoint rejected the tools (HTTP ${status}): the model "${context.model}" may not support tool calling. Pick a model that supports tools (function calling).${suffix}`,
      { status },
    );
  }
  if (status === 404) {
    const hint =
      context.provider === 'anthropic'
        ? 'Anthropic base URLs have no /v1 (the SDK adds /v1/messages)'
        : 'OpenAI-compatible servers usually end in /v1';
    return new ModelProviderError(
      'not-found',
      `The endpoint has no such path or model (HTTP 404). Check the base URL (${context.baseURL}; ${hint}) and the model name "${context.model}".${suffix}`,
      { status },
    );
  }
  if (status !== undefined) {
    return new ModelProviderError('bad-request', `The endpoint rejected the request (HTTP ${status}).${suffix}`, {
      status,
    });
  }
  const headers = CORS_HEADERS[context.provider ?? 'openai'];
  return new ModelProviderError(
    'network',
    `Could not reach ${context.baseURL}. The request was probably blocked by CORS: the endpoint must allow origin ${context.origin}, the methods POST and OPTIONS (preflight), and the headers ${headers}. Otherwise the server is down, the URL is wrong, or the network failed.`,
  );
}
