/**
 * OpenAI-compatible chat completions provider (DESIGN.md §6): the official `openai` package in
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
import type { ConversationMessage, ModelEndpointSettings, ModelProvider, ModelRequest, ModelTurn } from '../provider';
import { createOpenAiChatAssembler } from '../stream/openai-chat-assembler';
import { imagesUserMessage, splitToolResultImages, type ToolResultImage } from '../wire/tool-result-images';
import { describeProviderError, ModelProviderError, serverMessage, type ErrorContext } from '../provider-errors';
import { isRecord } from '../../../contract';
import { SYSTEM_PROMPT } from '../system-prompt';

/** The system prompt that teaches a real model the progress protocol (DESIGN.md §4.5); see `../system-prompt.ts`. */
export const OPENAI_CHAT_SYSTEM_PROMPT = SYSTEM_PROMPT;

/** Settings the provider reads at each call (`toolChoice` is sent only when tools are offered). */
export interface OpenAiChatSettings extends ModelEndpointSettings {
  /** The model accepts images: tool-result images follow in a user message (`../wire/tool-result-images.ts`). */
  acceptsImages?: boolean;
}

export { ModelProviderError, type ModelProviderErrorKind, type ErrorContext } from '../provider-errors';

/**
 * Converts the conversation to the chat-completions wire (snake_case, at the edge). Assistant tool calls
 * carry `function.arguments` = the raw argument text as the model sent it; `content` is null for an
 * assistant turn that only called tools. Image parts of tool results become a text placeholder in the
 * tool message; with `acceptsImages` they follow the turn's tool messages in ONE user message of
 * `image_url` parts (`../wire/tool-result-images.ts`) — tool messages must directly follow their
 * assistant message, so the user message comes after the last of them.
 */
export function toOpenAiChatMessages(
  messages: ConversationMessage[],
  options: { acceptsImages?: boolean } = {},
): ChatCompletionMessageParam[] {
  const wire: ChatCompletionMessageParam[] = [];
  let pending: ToolResultImage[] = [];
  const flush = () => {
    if (pending.length > 0) wire.push(imagesUserMessage(pending) as unknown as ChatCompletionMessageParam);
    pending = [];
  };
  for (const message of messages) {
    if (message.role !== 'tool') flush();
    switch (message.role) {
      case 'system':
        wire.push({ role: 'system', content: message.content });
        break;
      case 'user':
        wire.push({ role: 'user', content: message.content });
        break;
      case 'assistant':
        if (message.toolCalls.length === 0) wire.push({ role: 'assistant', content: message.content });
        else
          wire.push({
            role: 'assistant',
            content: message.content === '' ? null : message.content,
            tool_calls: message.toolCalls.map((call) => ({
              id: call.toolCallId,
              type: 'function' as const,
              function: { name: call.toolName, arguments: call.argumentsText },
            })),
          });
        break;
      case 'tool': {
        const { text, images } = splitToolResultImages(
          message.content,
          message.toolCallId,
          options.acceptsImages === true,
        );
        pending.push(...images);
        wire.push({ role: 'tool', tool_call_id: message.toolCallId, content: text });
        break;
      }
      default: {
        const unreachable: never = message;
        throw new Error(`unknown message role: ${JSON.stringify(unreachable)}`);
      }
    }
  }
  flush();
  return wire;
}

/** The messages to send: the conversation, with the protocol system prompt first when it has none. */
export function withSystemPrompt(messages: ConversationMessage[]): ConversationMessage[] {
  return messages.some((message) => message.role === 'system')
    ? messages
    : [{ role: 'system', content: OPENAI_CHAT_SYSTEM_PROMPT }, ...messages];
}

/**
 * Maps a failed chat-completions request to a `ModelProviderError` (kept under this name for callers;
 * the mapping lives in `../provider-errors.ts`, the one module for every provider).
 */
export function describeOpenAiError(error: unknown, context: ErrorContext): ModelProviderError {
  return describeProviderError(error, context);
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

/** Headers the `openai` SDK sends, as the request inspector shows them (the key redacted). */
const OPENAI_WIRE_HEADERS: Record<string, string> = {
  authorization: '[redacted]',
  'content-type': 'application/json',
  'x-stainless-*': '(SDK platform headers)',
};

/** A lazily created SDK client, reused while base URL and key stay the same. */
/** The SDK's stand-in key for an endpoint that takes none; its header is removed before sending. */
const NO_KEY = 'no-key';

/**
 * SDK options for the key: the key itself, or — for a local endpoint that needs no key (Ollama,
 * llama.cpp, LM Studio, vLLM) — a stand-in that the SDK requires and an `Authorization: null` default
 * header, which the SDK applies after its auth header, so the request goes without one.
 */
function keyOptions(apiKey: string): { apiKey: string; defaultHeaders?: Record<string, null> } {
  return apiKey ? { apiKey } : { apiKey: NO_KEY, defaultHeaders: { Authorization: null } };
}

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
      ...keyOptions(settings.apiKey),
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
        throw new ModelProviderError(
          'settings',
          'Set the base URL and the model in Settings before running with this provider.',
        );
      }
      const client = await clientFor(settings);
      const messages = toOpenAiChatMessages(withSystemPrompt(request.messages), {
        acceptsImages: settings.acceptsImages,
      });
      const body = {
        model: settings.model,
        messages,
        ...(request.tools.length > 0 ? { tools: request.tools as never } : {}),
        ...(request.tools.length > 0 && settings.toolChoice ? { tool_choice: settings.toolChoice } : {}),
        ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
        ...(settings.maxTokens !== undefined ? { max_tokens: settings.maxTokens } : {}),
        stream: true as const,
      };
      const run = async (includeUsage: boolean): Promise<ModelTurn> => {
        const assembler = createOpenAiChatAssembler({ onTextDelta: request.onTextDelta });
        const sent = includeUsage ? { ...body, stream_options: { include_usage: true } } : body;
        request.onRequest?.({
          url: `${settings.baseURL.replace(/\/+$/, '')}/chat/completions`,
          headers: OPENAI_WIRE_HEADERS,
          body: sent,
        });
        const stream = await client.chat.completions.create(sent, { signal: request.signal });
        for await (const chunk of stream) assembler.push(chunk);
        const turn = assembler.finish();
        if (assembler.streamError !== undefined && turn.toolCalls.length === 0 && turn.text === '') {
          throw new ModelProviderError(
            'stream',
            `The model server reported an error while streaming: ${assembler.streamError}`,
          );
        }
        return turn;
      };
      try {
        try {
          return await run(true);
        } catch (error) {
          const status = isRecord(error) ? error.status : undefined;
          if (status === 400 && /stream_options|include_usage/i.test(serverMessage(error))) {
            const turn = await run(false);
            return {
              ...turn,
              notices: [...turn.notices, 'The endpoint does not accept stream_options; token usage is not reported.'],
            };
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
