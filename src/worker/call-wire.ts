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
import type { CallTraffic } from './storage/call-traffic';

/** The endpoint the wire listens on and answers through (the worker's global scope, or a port in tests). */
export interface CallWireEndpoint {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: CallWireAnswers): void;
}

/**
 * Serves `invoke` on `endpoint`.
 *
 * @param invoke the harness's invoke (resolves with the unpacked result)
 * @param traffic told of the calls that arrive and of each answer (the stores' writes wait for quiet)
 */
export function serveCallWire(
  endpoint: CallWireEndpoint,
  invoke: (request: InvokeRequest) => Promise<InvokeResult>,
  traffic?: CallTraffic,
) {
  let queued: CallWireAnswer[] = [];
  let open = 0;
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
    open -= 1;
    traffic?.closed();
    queued.push(message);
    if (open === 0 || queued.length >= MAX_WIRE_ANSWERS) send();
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
    open += message.wireCalls.length;
    traffic?.opened(message.wireCalls.length);
    for (const each of message.wireCalls) waiting.push(each);
    if (!slicing) startSlice();
  });
}
