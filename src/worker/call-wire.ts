/**
 * The worker's end of the compact `invoke` wire (contract/packed-call.ts): each `CallWireRequest` on the
 * endpoint (the worker's own message channel, beside Comlink, which ignores these messages) is handed to
 * `invoke`, and its result goes back as ONE `CallWireAnswer` with the events packed. A call that throws
 * (the harness never should) is answered with its error message, so the page's call settles.
 */
import { isCallWireRequest, packInvokeResult, type CallWireAnswer } from '../contract/packed-call';
import type { InvokeRequest, InvokeResult } from '../contract/harness-api';

/** The endpoint the wire listens on and answers through (the worker's global scope, or a port in tests). */
export interface CallWireEndpoint {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: CallWireAnswer): void;
}

/**
 * Serves `invoke` on `endpoint`.
 *
 * @param invoke the harness's invoke (resolves with the unpacked result)
 */
export function serveCallWire(endpoint: CallWireEndpoint, invoke: (request: InvokeRequest) => Promise<InvokeResult>) {
  endpoint.addEventListener('message', (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isCallWireRequest(message)) return;
    const { call } = message;
    invoke(message.request).then(
      (result) => endpoint.postMessage({ call, result: packInvokeResult(result) }),
      (error: unknown) => endpoint.postMessage({ call, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
