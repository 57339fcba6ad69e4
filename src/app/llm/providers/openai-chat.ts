/**
 * OpenAI-compatible chat completions provider (DESIGN.md §6; issue 2): the official `openai` package in
 * browser mode, loaded lazily (`await import('openai')`) so the SDK stays out of the initial bundle.
 *
 * - Settings (base URL, model, key) are read at each call from the getter the page passes; the key is
 *   held in memory by the caller and never logged here.
 * - Requests stream (`stream: true`, `stream_options: { include_usage: true }`); chunks go through the
 *   OpenAI stream assembler (`../stream/openai-chat-assembler.ts`), which keeps argument text exact.
 *   A server that refuses `stream_options` (HTTP 400 naming it) is asked once more without it.
 * - Messages are converted at the edge to the snake_case wire (`toOpenAiChatMessages`): tool results are
 *   `{ role: 'tool', tool_call_id, content }`, assistant tool calls carry the raw argument text.
 * - When the conversation has no system message, `OPENAI_CHAT_SYSTEM_PROMPT` is put first.
 * - The SDK's own retries are off (`maxRetries: 0`): errors surface at once as `ModelProviderError`
 *   with a sentence a user understands (`describeOpenAiError`). An abort (Stop) rejects with a
 *   `DOMException` named `AbortError`.
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ConversationMessage, ModelProvider, ModelRequest, ModelTurn } from '../provider';
import { createOpenAiChatAssembler } from '../stream/openai-chat-assembler';

/**
 * The system prompt that teaches a real model the progress protocol (DESIGN.md §4.5). Shown in the UI.
 */
export const OPENAI_CHAT_SYSTEM_PROMPT = `You answer questions by calling tools, then writing a short answer from what they returned.

Evidence tools take an envelope as their arguments, exactly one JSON object and nothing else:
{"previous_observation": <evaluation or null>, "input": {...the tool's parameters...}}

Evaluation: when an earlier tool result had "evidence_status": "FOUND", the first call of your next turn must evaluate it:
{"tool_call_id": "<that call's id>", "evaluation": "GAINED" or "NO_GAIN", "reason": "<a few words>"}
GAINED = it gave you something new that helps answer; NO_GAIN = it did not. Otherwise send null.

Each tool result is an observation with a "status":
- "ok": read "result" (bounded; "truncated" says whether something was cut).
- "repair_required": your call was refused before it ran. Read "violation_type", "instruction" and "errors" (JSON pointers and offsets), then resend the call fixed. Do not repeat it unchanged.
- "stop_required": stop calling tools and answer now from what you have.
- "error": the tool failed; try another approach or answer with what you have.

In the answer, cite the evidence you used with its id in square brackets, e.g. [wal#overview], only ids that appeared in results. Say plainly when the evidence does not answer the question.`;

/** Settings the provider reads at each call. */
export interface OpenAiChatSettings {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseURL: string;
  model: string;
  apiKey: string;
  temperature?: number;
  maxTokens?: number;
}

/** What went wrong, for the UI to choose an icon or a retry. */
export type ModelProviderErrorKind =
  | 'auth'
  | 'rate-limit'
  | 'server'
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
  constructor(kind: ModelProviderErrorKind, message: string, extra: { status?: number; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'ModelProviderError';
    this.kind = kind;
    this.status = extra.status;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/**
 * Converts the conversation to the chat-completions wire (snake_case, at the edge). Assistant tool calls
 * carry `function.arguments` = the raw argument text as the model sent it; `content` is null for an
 * assistant turn that only called tools.
 */
export function toOpenAiChatMessages(messages: ConversationMessage[]): ChatCompletionMessageParam[] {
  return messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case 'system':
        return { role: 'system', content: message.content };
      case 'user':
        return { role: 'user', content: message.content };
      case 'assistant':
        if (message.toolCalls.length === 0) return { role: 'assistant', content: message.content };
        return {
          role: 'assistant',
          content: message.content === '' ? null : message.content,
          tool_calls: message.toolCalls.map((call) => ({
            id: call.toolCallId,
            type: 'function' as const,
            function: { name: call.toolName, arguments: call.argumentsText },
          })),
        };
      case 'tool':
        return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
      default: {
        const unreachable: never = message;
        throw new Error(`unknown message role: ${JSON.stringify(unreachable)}`);
      }
    }
  });
}

/** The messages to send: the conversation, with the protocol system prompt first when it has none. */
export function withSystemPrompt(messages: ConversationMessage[]): ConversationMessage[] {
  return messages.some((message) => message.role === 'system')
    ? messages
    : [{ role: 'system', content: OPENAI_CHAT_SYSTEM_PROMPT }, ...messages];
}

/** Facts about the failed request that the error sentence names. */
export interface ErrorContext {
  baseURL: string;
  model: string;
  /** The page's origin (what the endpoint's CORS policy must allow). */
  origin: string;
}

/** Narrowing helper: a non-null object. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `Retry-After` (seconds or an HTTP date) from SDK error headers, if exposed. */
function readRetryAfter(headers: unknown): number | undefined {
  const value =
    headers && typeof (headers as Headers).get === 'function'
      ? (headers as Headers).get('retry-after')
      : isRecord(headers) && typeof headers['retry-after'] === 'string'
        ? (headers['retry-after'] as string)
        : null;
  if (value === null || value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** The server's own error message from an SDK error, bounded. */
function serverMessage(error: Record<string, unknown>): string {
  const body = isRecord(error.error) ? error.error : undefined;
  const text = typeof body?.message === 'string' ? body.message : typeof error.message === 'string' ? error.message : '';
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * Maps any failure of a chat-completions request to a `ModelProviderError` whose message a user
 * understands. Works on the SDK's errors by their fields (`status`, `headers`, `error`), so it needs no
 * SDK import: an error without an HTTP status is a network failure, which from a browser page is most
 * often CORS.
 */
export function describeOpenAiError(error: unknown, context: ErrorContext): ModelProviderError {
  if (error instanceof ModelProviderError) return error;
  const record = isRecord(error) ? error : {};
  const status = typeof record.status === 'number' ? record.status : undefined;
  const detail = serverMessage(record);
  const suffix = detail ? ` The server said: "${detail}"` : '';
  if (status === 401 || status === 403) {
    return new ModelProviderError(
      'auth',
      `The endpoint refused the API key (HTTP ${status}). Check the key in Settings, and that it may use the model "${context.model}".${suffix}`,
      { status },
    );
  }
  if (status === 429) {
    const retryAfterSeconds = readRetryAfter(record.headers);
    const wait = retryAfterSeconds === undefined ? 'Wait a little' : `The server asks to wait ${retryAfterSeconds} s`;
    return new ModelProviderError('rate-limit', `Rate limited by the endpoint (HTTP 429). ${wait}, then run again.${suffix}`, {
      status,
      retryAfterSeconds,
    });
  }
  if (status === 404) {
    return new ModelProviderError(
      'not-found',
      `The endpoint has no such path or model (HTTP 404). Check the base URL (${context.baseURL}; OpenAI-compatible servers usually end in /v1) and the model name "${context.model}".${suffix}`,
      { status },
    );
  }
  if (status !== undefined && status >= 500) {
    return new ModelProviderError('server', `The model server failed (HTTP ${status}). Try again later.${suffix}`, { status });
  }
  if (status !== undefined) {
    const tools = /tool|function/i.test(detail) ? ' The model may not support tool calling; pick a model that does.' : '';
    return new ModelProviderError('bad-request', `The endpoint rejected the request (HTTP ${status}).${tools}${suffix}`, { status });
  }
  return new ModelProviderError(
    'network',
    `Could not reach ${context.baseURL}. The request was probably blocked by CORS: the endpoint must allow origin ${context.origin} and the headers authorization, content-type, x-stainless-* (all x-stainless-… headers the SDK sends), and answer the OPTIONS preflight. Otherwise the server is down or the URL is wrong.`,
  );
}

/** True for an abort (Stop), whether it came from the signal or the SDK. */
function isAbort(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  return isRecord(error) && error.name === 'AbortError';
}

/** The page origin for CORS messages (falls back outside a browser). */
function pageOrigin(): string {
  return typeof location === 'undefined' ? 'this page' : location.origin;
}

/** A lazily created SDK client, reused while base URL and key stay the same. */
interface CachedClient {
  key: string;
  client: import('openai').OpenAI;
}

/**
 * Creates the OpenAI-compatible provider. `settings` is a settings object or a getter read at every call
 * (settings may change between runs); `loadSdk` is for tests and defaults to `import('openai')`.
 */
export function createOpenAiChatProvider(
  settings: OpenAiChatSettings | (() => OpenAiChatSettings),
  options: { loadSdk?: () => Promise<typeof import('openai')> } = {},
): ModelProvider {
  const getSettings = typeof settings === 'function' ? settings : () => settings;
  const loadSdk = options.loadSdk ?? (() => import('openai'));
  let cached: CachedClient | undefined;

  const clientFor = async (settings: OpenAiChatSettings): Promise<import('openai').OpenAI> => {
    const key = `${settings.baseURL}\u0000${settings.apiKey}`;
    if (cached?.key === key) return cached.client;
    const sdk = await loadSdk();
    const client = new sdk.OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
    });
    cached = { key, client };
    return client;
  };

  return {
    id: 'openai-compatible',
    label: 'OpenAI-compatible (chat completions)',
    toolFormat: 'openai',
    async complete(request: ModelRequest): Promise<ModelTurn> {
      const settings = getSettings();
      const context: ErrorContext = { baseURL: settings.baseURL, model: settings.model, origin: pageOrigin() };
      if (!settings.baseURL.trim() || !settings.model.trim()) {
        throw new ModelProviderError('settings', 'Set the base URL and the model in Settings before running with this provider.');
      }
      const client = await clientFor(settings);
      const messages = toOpenAiChatMessages(withSystemPrompt(request.messages));
      const body = {
        model: settings.model,
        messages,
        ...(request.tools.length > 0 ? { tools: request.tools as never } : {}),
        ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
        ...(settings.maxTokens !== undefined ? { max_tokens: settings.maxTokens } : {}),
        stream: true as const,
      };
      const run = async (includeUsage: boolean): Promise<ModelTurn> => {
        const assembler = createOpenAiChatAssembler({ onTextDelta: request.onTextDelta });
        const stream = await client.chat.completions.create(
          includeUsage ? { ...body, stream_options: { include_usage: true } } : body,
          { signal: request.signal },
        );
        for await (const chunk of stream) assembler.push(chunk);
        const turn = assembler.finish();
        if (assembler.streamError !== undefined && turn.toolCalls.length === 0 && turn.text === '') {
          throw new ModelProviderError('stream', `The model server reported an error while streaming: ${assembler.streamError}`);
        }
        return turn;
      };
      try {
        try {
          return await run(true);
        } catch (error) {
          const status = isRecord(error) ? error.status : undefined;
          if (status === 400 && /stream_options|include_usage/i.test(serverMessage(error as Record<string, unknown>))) {
            const turn = await run(false);
            return { ...turn, notices: [...turn.notices, 'The endpoint does not accept stream_options; token usage is not reported.'] };
          }
          throw error;
        }
      } catch (error) {
        if (isAbort(error, request.signal)) throw new DOMException('The run was stopped.', 'AbortError');
        throw describeOpenAiError(error, context);
      }
    },
  };
}
