/**
 * The worker's end of the compact `invoke` wire (contract/packed-call.ts): each call of a
 * `CallWireRequests` message on the endpoint (the worker's own message channel, beside Comlink, which
 * ignores these messages) is handed to `invoke` in the order sent, and its result is answered with the
 * events packed. Answers are sent together: at once when no other call of the wire is still being
 * answered (a lone call costs no wait) or when `MAX_WIRE_ANSWERS` are queued, else at the end of the
 * current task (a zero-delay timer), so a turn of thousands of calls reaches the page in messages of
 * up to `MAX_WIRE_ANSWERS` answers. The calls of one message are started `MAX_WIRE_ANSWERS` per task
 * (the next slice on a fresh task through a MessageChannel, which no timer clamp delays), so a turn of
 * thousands of calls whose backends answer at once does not hold the worker for the whole turn: the
 * record's storage writes and Comlink's other methods (`cancel`, reads) run between slices. A call that throws (the harness never should) is answered with its
 * error message, so the page's call settles.
 *
 * The wire counts its open calls (arrived, not yet answered) and offers `quiet()`, which the write-behind
 * stores (run records, audit records) await before each IndexedDB batch: a turn of thousands of calls is
 * answered first and stored right after it (DESIGN.md §8: storage stays off the awaited path of `invoke`,
 * and here off the worker's thread time while calls stream too). `quiet()` never waits longer than its
 * bound, so a long stream of calls still stores a batch at least that often.
 */
import {
  isCallWireRequests,
  MAX_WIRE_ANSWERS,
  packInvokeResult,
  type CallWireAnswer,
  type CallWireAnswers,
  type CallWireRequest,
} from '../contract/packed-call';
import type { InvokeRequest, InvokeResult } from '../contract/harness-api';
import { errorMessage } from '../contract/error-message';

/** The endpoint the wire listens on and answers through (the worker's global scope, or a port in tests). */
export interface CallWireEndpoint {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: CallWireAnswers): void;
}

/** The longest `quiet()` waits while calls stay open, in milliseconds. */
export const QUIET_MAX_WAIT_MS = 1_000;

/** The worker's end of the call wire: serves `invoke` on an endpoint and tells when no call is open. */
export interface CallWireServer {
  /** Serves `invoke` on `endpoint` (once: one wire, one endpoint). */
  serve(endpoint: CallWireEndpoint, invoke: (request: InvokeRequest) => Promise<InvokeResult>): void;
  /** Resolves at once when no call is open; else once none is, or after the wire's bound at most. */
  quiet(): Promise<void>;
  /** The calls that arrived and are not answered yet. */
  openCalls(): number;
}

/** The wire's one count of open calls, and the waits for it to reach 0. */
interface OpenCalls {
  count: number;
  waiters: (() => void)[];
}

/** One call of the wire was answered: at 0 open calls every `quiet()` waiting resolves. */
function closeOne(calls: OpenCalls) {
  calls.count -= 1;
  if (calls.count > 0) return;
  const served = calls.waiters;
  calls.waiters = [];
  for (const resolve of served) resolve();
}

/**
 * Creates the wire (no call open); `serve` starts it.
 *
 * @param maxQuietWaitMs the longest `quiet()` waits, in milliseconds (default `QUIET_MAX_WAIT_MS`)
 */
export function createCallWireServer(maxQuietWaitMs = QUIET_MAX_WAIT_MS): CallWireServer {
  const calls: OpenCalls = { count: 0, waiters: [] };
  return {
    serve: (endpoint, invoke) => serveOn(endpoint, invoke, calls),
    openCalls: () => calls.count,
    quiet() {
      if (calls.count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          calls.waiters = calls.waiters.filter((waiter) => waiter !== finish);
          resolve();
        }, maxQuietWaitMs);
        calls.waiters.push(finish);
      });
    },
  };
}

/** The wire's serving loop (see the module doc); it keeps `calls.count`. */
function serveOn(
  endpoint: CallWireEndpoint,
  invoke: (request: InvokeRequest) => Promise<InvokeResult>,
  calls: OpenCalls,
) {
  let queued: CallWireAnswer[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return;
    const wireAnswers = queued;
    queued = [];
    endpoint.postMessage({ wireAnswers });
  };
  const answer = (message: CallWireAnswer) => {
    closeOne(calls);
    queued.push(message);
    if (calls.count === 0 || queued.length >= MAX_WIRE_ANSWERS) send();
    else timer ??= setTimeout(send, 0);
  };
  const waiting: CallWireRequest[] = [];
  let next = 0;
  let slicing = false;
  const tick = new MessageChannel();
  const startSlice = () => {
    const end = Math.min(waiting.length, next + MAX_WIRE_ANSWERS);
    for (; next < end; next += 1) {
      const { call, request } = waiting[next]!;
      invoke(request).then(
        (result) => answer({ call, result: packInvokeResult(result) }),
        (error: unknown) => answer({ call, error: errorMessage(error) }),
      );
    }
    slicing = next < waiting.length;
    if (slicing) tick.port2.postMessage(null);
    else {
      waiting.length = 0;
      next = 0;
    }
  };
  tick.port1.onmessage = startSlice;
  endpoint.addEventListener('message', (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isCallWireRequests(message)) return;
    calls.count += message.wireCalls.length;
    for (const each of message.wireCalls) waiting.push(each);
    if (!slicing) startSlice();
  });
}
