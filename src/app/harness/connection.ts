/**
 * The page's connection to the harness worker (STYLE.md §3.5): the ONLY module of the page that creates
 * the Worker and touches Comlink (`wrap`, and `toWorker` for callbacks handed to the worker). It sends
 * each call with a deadline and survives worker death: on `error`/`messageerror`, a call that does not
 * answer within its deadline, or `restart(reason)`, it rejects every call in flight with
 * `WorkerDiedError`, terminates the worker, tells `onDeath(reason)`, starts a new worker and calls
 * `onStart` so the caller can set it up again (subscriptions, registrations). `invoke` travels the compact
 * wire of contract/packed-call.ts (the calls of one task in one message, answers ready together in one
 * message, events unpacked on first read); every other method goes through Comlink. Imports only `src/contract`.
 */
import * as Comlink from 'comlink';
import type { ConsoleWorkerApi } from '../../contract/console-api';
import type { InvokeRequest, InvokeResult } from '../../contract/harness-api';
import {
  isCallWireAnswers,
  unpackInvokeResult,
  type CallWireRequest,
  type CallWireRequests,
} from '../../contract/packed-call';

/** The worker object as the connection uses it (a real `Worker`, or a fake in tests). */
export interface WorkerLike {
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

/** One started worker: the worker and its wrapped API. */
export interface WorkerHandle {
  worker: WorkerLike;
  api: ConsoleWorkerApi;
}

/** Starts a worker; the default creates the module worker `src/worker/index.ts`. */
export type SpawnHarness = () => WorkerHandle;

/** Rejection of a call whose worker died (or stopped answering) while it was in flight. */
export class WorkerDiedError extends Error {
  /** @param reason one sentence: why the worker is considered dead */
  constructor(reason: string) {
    super(reason);
    this.name = 'WorkerDiedError';
  }
}

/** Sends one call to the current worker; see `HarnessConnection.call`. */
export type CallWorker = <T>(
  label: string,
  timeoutMs: number,
  fn: (api: ConsoleWorkerApi) => Promise<T>,
  startAfter?: Promise<unknown>,
) => Promise<T>;

/** What `createConnection` takes. */
export interface ConnectionOptions {
  spawn?: SpawnHarness;
  /** Called with each new worker (the first and every restart), before any other call reaches it. */
  onStart(call: CallWorker, generation: number): void;
  /** Called once per dead worker, after its calls in flight were rejected, before the next one starts. */
  onDeath(reason: string): void;
}

/** The connection: calls with deadlines, restart, terminate. */
export interface HarnessConnection {
  /**
   * Sends `fn(api)` to the current worker. The deadline of `timeoutMs` milliseconds counts from now or —
   * with `startAfter` — from when that promise settles (the call is sent at once either way). Resolves
   * with the worker's answer; rejects only with `WorkerDiedError` (death, deadline, a failed message).
   */
  call: CallWorker;
  /** Treats the current worker as dead (`reason` in words): rejects its calls, terminates it, starts anew. */
  restart(reason: string): void;
  /** Terminates the worker for good (no restart); later calls reject with `WorkerDiedError`. */
  terminate(): void;
  /** How many workers were started (1 + restarts). */
  readonly generation: number;
}

/** Marks a callback or object to be passed to the worker by reference (a Comlink proxy). */
export function toWorker<T extends object>(value: T): T {
  return Comlink.proxy(value);
}

/** The page's end of a worker channel the compact call wire runs on (a `Worker`, or a port in tests). */
export interface CallWireChannel {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: CallWireRequests): void;
}

/**
 * The page's end of the compact `invoke` wire (contract/packed-call.ts) on `channel`: the calls made in
 * one task (a turn's calls, sent together) go as ONE `CallWireRequests` message at the end of that task's
 * microtasks; each answer (they come in `CallWireAnswers` messages) resolves its call with the unpacked
 * `InvokeResult` (events unpacked on first read) or rejects it with the worker's error message.
 * Messages that are not wire answers are left alone.
 *
 * @returns invoke over the wire (answers matched by call number, so they may come in any order)
 */
export function createCallWire(channel: CallWireChannel): (request: InvokeRequest) => Promise<InvokeResult> {
  const pending = new Map<number, { resolve(result: InvokeResult): void; reject(error: Error): void }>();
  let calls = 0;
  let outgoing: CallWireRequest[] = [];
  const send = () => {
    const wireCalls = outgoing;
    outgoing = [];
    channel.postMessage({ wireCalls });
  };
  channel.addEventListener('message', (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isCallWireAnswers(message)) return;
    for (const answer of message.wireAnswers) {
      const entry = pending.get(answer.call);
      if (!entry) continue;
      pending.delete(answer.call);
      if ('result' in answer) entry.resolve(unpackInvokeResult(answer.result));
      else entry.reject(new Error(answer.error));
    }
  });
  return (request) =>
    new Promise((resolve, reject) => {
      calls += 1;
      pending.set(calls, { resolve, reject });
      if (outgoing.length === 0) queueMicrotask(send);
      outgoing.push({ call: calls, request });
    });
}

/** Creates the worker with Vite's module-worker pattern and wraps it; `invoke` goes over the call wire. */
function spawnHarnessWorker(): WorkerHandle {
  const worker = new Worker(new URL('../../worker/index.ts', import.meta.url), { type: 'module', name: 'harness' });
  const remote = Comlink.wrap<ConsoleWorkerApi>(worker);
  const invoke = createCallWire(worker);
  const api = new Proxy(remote, {
    get: (target, property, receiver) =>
      property === 'invoke' ? invoke : (Reflect.get(target, property, receiver) as unknown),
  });
  return { worker, api };
}

interface InFlight {
  reject(error: WorkerDiedError): void;
  /** The deadline; undefined until it starts (see `call`'s `startAfter`). */
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Generation {
  handle: WorkerHandle;
  inFlight: Set<InFlight>;
  dead: boolean;
}

function describeEvent(event: Event): string {
  const message = (event as ErrorEvent).message;
  return typeof message === 'string' && message.length > 0 ? message.slice(0, 200) : event.type;
}

/**
 * Starts the first worker and returns the connection.
 *
 * @param options spawn (default: the real module worker), `onStart` and `onDeath` hooks
 */
export function createConnection(options: ConnectionOptions): HarnessConnection {
  const spawn = options.spawn ?? spawnHarnessWorker;
  let generationCount = 0;
  let current: Generation;
  let terminated = false;

  const call: CallWorker = (label, timeoutMs, fn, startAfter) => {
    const generation = current;
    return new Promise((resolve, reject) => {
      if (terminated) return reject(new WorkerDiedError('the harness worker was terminated'));
      const entry: InFlight = { reject, timer: undefined };
      const arm = () => {
        if (!generation.inFlight.has(entry)) return;
        entry.timer = setTimeout(
          () => onDeath(generation, `the harness worker did not answer ${label} within ${timeoutMs} ms`),
          timeoutMs,
        );
      };
      generation.inFlight.add(entry);
      if (startAfter) void startAfter.then(arm, arm);
      else arm();
      const settle = (done: () => void) => {
        if (!generation.inFlight.delete(entry)) return;
        clearTimeout(entry.timer);
        done();
      };
      Promise.resolve()
        .then(() => fn(generation.handle.api))
        .then(
          (value) => settle(() => resolve(value)),
          (error: unknown) =>
            settle(() => reject(new WorkerDiedError(`the harness call ${label} failed: ${String(error)}`))),
        );
    });
  };

  function start(): void {
    generationCount += 1;
    const handle = spawn();
    const generation: Generation = { handle, inFlight: new Set(), dead: false };
    current = generation;
    handle.worker.addEventListener('error', (event) =>
      onDeath(generation, `the harness worker crashed (${describeEvent(event)})`),
    );
    handle.worker.addEventListener('messageerror', () =>
      onDeath(generation, 'the harness worker sent a message that could not be read'),
    );
    options.onStart(call, generationCount);
  }

  function stop(generation: Generation, reason: string): void {
    generation.dead = true;
    const inFlight = [...generation.inFlight];
    generation.inFlight.clear();
    for (const entry of inFlight) {
      clearTimeout(entry.timer);
      entry.reject(new WorkerDiedError(reason));
    }
    try {
      generation.handle.worker.terminate();
    } catch {
      // already gone
    }
  }

  function onDeath(generation: Generation, reason: string): void {
    if (generation.dead || terminated) return;
    stop(generation, reason);
    if (generation !== current) return;
    options.onDeath(reason);
    start();
  }

  start();

  return {
    call,
    restart: (reason) => onDeath(current, reason),
    terminate: () => {
      if (terminated) return;
      terminated = true;
      stop(current, 'the harness worker was terminated');
    },
    get generation() {
      return generationCount;
    },
  };
}
