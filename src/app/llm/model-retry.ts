/**
 * Bounded retries of a rate-limited model request: a 429 waits for `Retry-After` where the server exposes
 * it, otherwise a default backoff, with a visible countdown and a bounded number of retries. Only
 * `rate-limit` errors are retried: a bad key, a server error or a model without tools would fail the same
 * way again. The wait is the server's `Retry-After` (seconds; readable cross-origin only when
 * `Access-Control-Expose-Headers` lists it) or else 2 s, 4 s, 8 s; capped at 60 s. Stop (the signal) ends a
 * countdown at once with an `AbortError`.
 */
import { ModelProviderError } from './provider-errors';
import { abortableSleep } from '../../contract';

/** Default backoff in seconds for retry 1, 2, 3 when the server gives no readable `Retry-After`. */
const DEFAULT_BACKOFF_SECONDS = [2, 4, 8] as const;
/** Retries after the first attempt. */
const MAX_MODEL_RETRIES = 3;
/** Longest wait honoured, in seconds (a larger `Retry-After` is clamped). */
const MAX_RETRY_WAIT_SECONDS = 60;

/** One scheduled retry, reported before its countdown starts. */
export interface RetryNotice {
  /** 1-based retry number. */
  attempt: number;
  maxRetries: number;
  /** Seconds to wait before the retry. */
  waitSeconds: number;
  /** Where the wait came from. */
  source: 'retry-after' | 'default-backoff';
  error: ModelProviderError;
}

/** Options of `withModelRetries`. */
export interface ModelRetryOptions {
  signal: AbortSignal;
  maxRetries?: number;
  /** Called when a retry is scheduled (the loop records a `model-error` event). */
  onRetry?(notice: RetryNotice): void;
  /** Seconds left before the next attempt, each second; `null` when no countdown runs. */
  onCountdown?(secondsLeft: number | null, notice: RetryNotice): void;
  /** Abortable sleep in milliseconds (tests pass a fast one). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** The retry wait: rejects with an `AbortError` DOMException when the run is stopped. */
export function retrySleep(ms: number, signal: AbortSignal): Promise<void> {
  return abortableSleep(ms, signal, () => new DOMException('The run was stopped.', 'AbortError'));
}

/** The wait before retry `attempt` (1-based) for `error`. */
function retryWait(error: ModelProviderError, attempt: number): { waitSeconds: number; source: RetryNotice['source'] } {
  if (error.retryAfterSeconds !== undefined)
    return { waitSeconds: Math.min(MAX_RETRY_WAIT_SECONDS, error.retryAfterSeconds), source: 'retry-after' };
  const backoff = DEFAULT_BACKOFF_SECONDS[Math.min(attempt, DEFAULT_BACKOFF_SECONDS.length) - 1]!;
  return { waitSeconds: backoff, source: 'default-backoff' };
}

/**
 * Runs `attempt` and retries it after a rate limit, at most `maxRetries` times.
 *
 * @returns what `attempt` resolved with
 * @throws the last error (a `ModelProviderError`, or any error that is not a rate limit), or an
 *   `AbortError` when the signal aborts during a countdown
 */
export async function withModelRetries<T>(attempt: () => Promise<T>, options: ModelRetryOptions): Promise<T> {
  const maxRetries = options.maxRetries ?? MAX_MODEL_RETRIES;
  const sleep = options.sleep ?? retrySleep;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (
        !(error instanceof ModelProviderError) ||
        error.kind !== 'rate-limit' ||
        retry >= maxRetries ||
        options.signal.aborted
      )
        throw error;
      const notice: RetryNotice = { attempt: retry + 1, maxRetries, ...retryWait(error, retry + 1), error };
      options.onRetry?.(notice);
      try {
        for (let left = notice.waitSeconds; left > 0; left -= 1) {
          options.onCountdown?.(left, notice);
          await sleep(1000, options.signal);
        }
      } finally {
        options.onCountdown?.(null, notice);
      }
    }
  }
}
