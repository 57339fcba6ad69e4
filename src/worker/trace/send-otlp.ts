/**
 * Sends OTLP/JSON to an OTLP/HTTP traces endpoint the user names (OTLP spec, "OTLP/HTTP": POST
 * `Content-Type: application/json` to `…/v1/traces`; collectors, Jaeger, Langfuse, Phoenix accept it).
 * Runs in the worker with `fetch`. Header values (an API key) are used for this request only: never
 * stored, never echoed in the returned message. Never throws.
 */
import type { OtlpSendResult, OtlpTarget } from '../../contract/timeline-api';
import type { OtlpTraceRequest } from './otlp-trace';

/** Time allowed for the endpoint to answer, in milliseconds. */
const OTLP_SEND_TIMEOUT_MS = 15_000;

/**
 * Posts the request body. Returns `{ ok, status?, message }`: `ok` for a 2xx answer; a message in words
 * for a bad URL, a refused connection or CORS block, a timeout, or an HTTP error status.
 */
export async function sendOtlpJson(
  body: OtlpTraceRequest,
  target: OtlpTarget,
  fetcher: typeof fetch | undefined,
): Promise<OtlpSendResult> {
  let url: URL;
  try {
    url = new URL(target.endpoint);
  } catch {
    return { ok: false, message: 'The endpoint is not a valid URL (expected e.g. http://localhost:4318/v1/traces).' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: 'The endpoint must be an http: or https: URL.' };
  if (!fetcher) return { ok: false, message: 'This environment cannot send requests (no fetch).' };
  const headers: Record<string, string> = { ...(target.headers ?? {}), 'Content-Type': 'application/json' };
  try {
    const response = await fetcher(url.href, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(OTLP_SEND_TIMEOUT_MS),
    });
    const spans = body.resourceSpans[0]?.scopeSpans[0]?.spans.length ?? 0;
    if (response.ok)
      return {
        ok: true,
        status: response.status,
        message: `Sent ${spans} spans; the endpoint answered ${response.status}.`,
      };
    const hint =
      response.status === 401 || response.status === 403
        ? ' (check the authorization header)'
        : response.status === 404
          ? ' (check the path, usually /v1/traces)'
          : '';
    return {
      ok: false,
      status: response.status,
      message: `The endpoint refused the traces: HTTP ${response.status}${hint}.`,
    };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ok: false, message: `The endpoint did not answer within ${OTLP_SEND_TIMEOUT_MS / 1000} s.` };
    return {
      ok: false,
      message: 'The request could not be made: the endpoint is unreachable or does not allow this origin (CORS).',
    };
  }
}
