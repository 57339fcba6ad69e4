/**
 * What a server asks the user during a call (MCP spec 2025-06-18 client/elicitation, client/sampling):
 * an `elicitation/create` becomes the page's dialog, a `sampling/createMessage` the page's approval and
 * then the run's model. One question at a time across every server and call (a queue), each tied to
 * the call it came during (mcp-calls-in-flight.ts), whose timeout is paused meanwhile; no answer within
 * the run's approvalTimeoutMs (default 60,000 ms) cancels (elicitation) or refuses (sampling). Outside
 * the flat schema subset → decline with the reason; a sampling request over 256 KiB of text → refused
 * before the page sees it. The call's timeline gets `elicitation-request`/`-answer` and
 * `sampling-request`/`-answer` events: outcome and time, never an answer's values unless the user opted in.
 */
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  isRecord,
  readElicitationSchema,
  utf8ByteLength,
  validateElicitationContent,
  type McpElicitationAnswer,
  type McpPageHooks,
  type McpSamplingAnswer,
} from '../../contract';
import type { BackendEventStage } from '../harness-deps';
import { callOfRequest, pauseAll, type InFlightCalls } from './mcp-calls-in-flight';
import { boundPromptMessages, boundText } from './mcp-content';
import { cut } from './mcp-lists';

/** Largest sampling request (UTF-8 bytes of its message texts and system prompt) passed to the page. */
export const MAX_SAMPLING_REQUEST_BYTES = 262_144;
/** Time to answer when the call gives none, in milliseconds (DESIGN §4.3 approvalTimeoutMs default). */
const DEFAULT_ANSWER_MS = 60_000;
/** The `_meta` key of the reason of a decline or refusal. */
const REASON_KEY = 'tool-call-harness-console/reason';

/** What the handlers need from the manager. */
export interface InteractionOptions {
  hooks(): McpPageHooks | null;
  now(): number;
  /** A line in the server's log (the user sees why a request was refused). */
  log(server: string, level: 'warning' | 'info', text: string): void;
}

/** One server as the handlers see it. */
export interface InteractionTarget {
  server: string;
  calls: InFlightCalls;
  scrub(text: string): string;
}

/** Resolves with `promise`, or with `fallback` after `ms` or when `signal` aborts. */
function raceAnswer<T>(promise: Promise<T>, ms: number, signal: AbortSignal, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
      onAbort = () => resolve(fallback);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
  ]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  });
}

/** Creates the handlers (sharing one queue). */
export function createInteractions(options: InteractionOptions) {
  let tail: Promise<unknown> = Promise.resolve();
  let counter = 0;
  /** Runs `task` when every earlier question was answered. */
  function queued<T>(task: () => Promise<T>): Promise<T> {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  }

  /**
   * Asks the page one question (after every earlier one was answered) with the timeouts of the server's
   * calls in flight paused while it is open; `fallback` when no answer comes in `timeoutMs` or `signal` aborts.
   */
  async function askUser<T>(
    target: InteractionTarget,
    ask: () => Promise<T>,
    timeoutMs: number,
    signal: AbortSignal,
    fallback: T,
  ): Promise<T> {
    const resume = pauseAll(target.calls);
    try {
      return await queued(() => raceAnswer(ask(), timeoutMs, signal, fallback));
    } finally {
      resume();
    }
  }

  /** Reports to the tied call's timeline (nothing when no call is in flight). */
  function reporter(target: InteractionTarget) {
    const tied = callOfRequest(target.calls);
    const report = (
      stage: BackendEventStage,
      status: 'pass' | 'fail' | 'info',
      detail: Record<string, string | number | boolean>,
    ) => tied?.call.context.reportEvent?.(stage, status, { server: target.server, ...detail });
    return { tied, report, timeoutMs: tied?.call.context.approvalTimeoutMs ?? DEFAULT_ANSWER_MS };
  }

  /** Handles `elicitation/create`; resolves with the ElicitResult (never rejects). */
  async function elicit(
    target: InteractionTarget,
    params: unknown,
    signal: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const { tied, report, timeoutMs } = reporter(target);
    const record = isRecord(params) ? params : {};
    const mode = record.mode === 'url' ? 'url' : 'form';
    const decline = (reason: string) => {
      report('elicitation-request', 'fail', { mode, refused: reason });
      options.log(target.server, 'warning', `Declined an elicitation: ${reason}`);
      return { action: 'decline', _meta: { [REASON_KEY]: reason } };
    };
    const message = target.scrub(cut(typeof record.message === 'string' ? record.message : '', 2_000));
    const schema = mode === 'form' ? readElicitationSchema(record.requestedSchema) : undefined;
    if (schema && !schema.ok) return decline(`the requested schema is outside the flat subset: ${schema.reason}`);
    let url: URL | undefined;
    if (mode === 'url') {
      try {
        url = new URL(String(record.url));
      } catch {
        return decline('the URL is not a valid URL.');
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return decline('the URL is not http(s).');
    }
    const hooks = options.hooks();
    if (!hooks?.elicit) return decline('no page is open to ask the user.');
    const fields = schema?.ok ? Object.keys(schema.schema.properties).length : 0;
    report('elicitation-request', 'info', { mode, ...(url ? { host: url.host } : { fields }) });
    const asked = options.now();
    const answer = await askUser<McpElicitationAnswer>(
      target,
      () =>
        hooks.elicit!({
          id: `elicitation-${++counter}`,
          server: target.server,
          ...(tied ? { call: tied.ref } : {}),
          message,
          mode,
          ...(schema?.ok ? { requestedSchema: schema.schema } : {}),
          ...(url ? { url: cut(url.href, 2_000), host: url.host } : {}),
          timeoutMs,
        }),
      timeoutMs,
      signal,
      { action: 'cancel' },
    );
    const durationMs = options.now() - asked;
    if (answer.action === 'accept' && schema?.ok) {
      const content = isRecord(answer.content) ? answer.content : {};
      const problems = validateElicitationContent(schema.schema, content);
      if (problems.length > 0) {
        report('elicitation-answer', 'fail', { action: 'cancel', durationMs, refused: problems.join(' ') });
        return { action: 'cancel', _meta: { [REASON_KEY]: problems.join(' ') } };
      }
      const detail: Record<string, string | number | boolean> = { action: 'accept', durationMs };
      if (answer.showValues) detail.values = JSON.stringify(content);
      report('elicitation-answer', 'pass', detail);
      return { action: 'accept', content };
    }
    const action = answer.action === 'accept' || answer.action === 'decline' ? answer.action : 'cancel';
    report('elicitation-answer', action === 'accept' ? 'pass' : 'info', { action, durationMs });
    return { action };
  }

  /** Handles `sampling/createMessage`; resolves with the CreateMessageResult, or throws the refusal (code -1). */
  async function sample(
    target: InteractionTarget,
    params: unknown,
    signal: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const { tied, report, timeoutMs } = reporter(target);
    const record = isRecord(params) ? params : {};
    const refuse = (reason: string): never => {
      report('sampling-answer', 'fail', { decision: 'refused', reason });
      throw new McpError(-1, `The sampling request was refused: ${reason}`);
    };
    const system = typeof record.systemPrompt === 'string' ? record.systemPrompt : '';
    const rawMessages = boundPromptMessages({ messages: record.messages });
    const rawBytes = utf8ByteLength(system) + utf8ByteLength(JSON.stringify(record.messages ?? []));
    if (rawBytes > MAX_SAMPLING_REQUEST_BYTES)
      return refuse(
        `the request holds ${rawBytes.toLocaleString('en-US')} bytes (at most ${MAX_SAMPLING_REQUEST_BYTES.toLocaleString('en-US')}).`,
      );
    if (rawMessages.length === 0) return refuse('the request has no messages.');
    const hooks = options.hooks();
    if (!hooks?.sample) return refuse('no page is open to ask the user.');
    const maxTokens =
      typeof record.maxTokens === 'number' && record.maxTokens > 0 ? Math.floor(record.maxTokens) : 1_000;
    const messages = rawMessages.map((message) => ({ ...message, text: target.scrub(message.text) }));
    const preferences = isRecord(record.modelPreferences) ? record.modelPreferences : {};
    const hint =
      Array.isArray(preferences.hints) && isRecord(preferences.hints[0]) ? preferences.hints[0].name : undefined;
    report('sampling-request', 'info', { messages: messages.length, maxTokens, request: messages.at(-1)?.text ?? '' });
    const answer = await askUser<McpSamplingAnswer>(
      target,
      () =>
        hooks.sample!({
          id: `sampling-${++counter}`,
          server: target.server,
          ...(tied ? { call: tied.ref } : {}),
          messages,
          ...(system ? { systemPrompt: boundText(target.scrub(system), 4_096).text } : {}),
          maxTokens,
          ...(typeof record.temperature === 'number' ? { temperature: record.temperature } : {}),
          ...(typeof hint === 'string' ? { modelHint: cut(hint, 128) } : {}),
          estimatedTokens: Math.ceil(rawBytes / 4),
          timeoutMs,
        }),
      timeoutMs,
      signal,
      { decision: 'deny', reason: signal.aborted ? 'the call ended.' : `no answer within ${timeoutMs} ms.` },
    );
    if (answer.decision !== 'approve') return refuse(cut(String(answer.reason), 300));
    const text = boundText(String(answer.text)).text;
    report('sampling-answer', 'pass', { decision: 'approved', model: cut(String(answer.model), 128), reply: text });
    return {
      role: 'assistant',
      content: { type: 'text', text },
      model: cut(String(answer.model), 128),
      stopReason: 'endTurn',
    };
  }

  return { elicit, sample };
}
