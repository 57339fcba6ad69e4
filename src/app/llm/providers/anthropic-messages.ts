/**
 * Anthropic Messages provider (DESIGN.md §6): the official `@anthropic-ai/sdk`,
 * loaded lazily, in browser mode (`dangerouslyAllowBrowser: true`, which sends the
 * `anthropic-dangerous-direct-browser-access: true` header Anthropic requires for direct browser calls).
 *
 * - Streams (`stream: true`); events go through `../stream/anthropic-messages-assembler.ts`, which joins
 *   `input_json_delta` partial JSON into the exact argument TEXT the harness parses.
 * - Conversation → wire at the edge (`toAnthropicMessages`): the system prompt is the top-level
 *   `system`; an assistant turn's calls are `tool_use` blocks (`input` = the argument text parsed when it
 *   is a JSON object, else `{}` — Anthropic requires an object; the harness already refused it); each
 *   run of tool messages becomes ONE user message of `tool_result` blocks (Anthropic requires all results
 *   of a turn together), `is_error: true` for `error` observations, and image parts of a result as
 *   Anthropic `image` blocks inside the `tool_result` (the JSON text keeps a placeholder for them).
 * - Errors: `../provider-errors.ts` (same HTTP statuses; the SDKs share error shapes), naming the
 *   anthropic-* headers a CORS policy must allow.
 * @see https://docs.anthropic.com/en/api/messages-streaming ; https://docs.anthropic.com/en/docs/build-with-claude/tool-use
 */
import type { ConversationMessage, ModelEndpointSettings, ModelProvider, ModelRequest, ModelTurn } from '../provider';
import { createAnthropicMessagesAssembler } from '../stream/anthropic-messages-assembler';
import { OPENAI_CHAT_SYSTEM_PROMPT } from './openai-chat';
import { describeProviderError, ModelProviderError } from '../provider-errors';

/**
 * Settings the provider reads at each call. `maxTokens` defaults to 1024 (Anthropic requires it);
 * `toolChoice` maps auto → `{type:'auto'}`, required → `{type:'any'}`, none → `{type:'none'}`.
 */
export type AnthropicSettings = ModelEndpointSettings;

/** Headers the Anthropic SDK sends in browser mode, as the request inspector shows them (key redacted). */
const ANTHROPIC_WIRE_HEADERS: Record<string, string> = {
  'x-api-key': '[redacted]',
  'anthropic-version': '2023-06-01',
  'anthropic-dangerous-direct-browser-access': 'true',
  'content-type': 'application/json',
  'x-stainless-*': '(SDK platform headers)',
};

const TOOL_CHOICE = { auto: { type: 'auto' }, required: { type: 'any' }, none: { type: 'none' } } as const;

type Block = Record<string, unknown>;
/** One Anthropic wire message. */
export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | Block[];
}

/** Splits image parts out of an observation JSON: the text keeps a placeholder, images become blocks. */
function toolResultContent(observationJson: string): { content: Block[]; isError: boolean } {
  let observation: Record<string, unknown>;
  try {
    observation = JSON.parse(observationJson) as Record<string, unknown>;
  } catch {
    return { content: [{ type: 'text', text: observationJson }], isError: false };
  }
  const images: Block[] = [];
  const result = observation.result as { parts?: Record<string, unknown>[] } | undefined;
  if (result && Array.isArray(result.parts)) {
    result.parts = result.parts.map((part) => {
      if (part.type !== 'image' || typeof part.data !== 'string') return part;
      images.push({ type: 'image', source: { type: 'base64', media_type: part.mime_type, data: part.data } });
      return { ...part, data: `[image ${images.length} attached below]` };
    });
  }
  return {
    content: [{ type: 'text', text: JSON.stringify(observation) }, ...images],
    isError: observation.status === 'error',
  };
}

function parseInput(argumentsText: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(argumentsText);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Converts the conversation to Anthropic's wire shape.
 *
 * @returns `{ system, messages }`: system messages joined (default `OPENAI_CHAT_SYSTEM_PROMPT`);
 *   consecutive tool messages merged into one user message of `tool_result` blocks
 */
export function toAnthropicMessages(conversation: ConversationMessage[]): {
  system: string;
  messages: AnthropicMessage[];
} {
  const system =
    conversation
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n\n') || OPENAI_CHAT_SYSTEM_PROMPT;
  const messages: AnthropicMessage[] = [];
  for (const message of conversation) {
    if (message.role === 'system') continue;
    if (message.role === 'user') messages.push({ role: 'user', content: message.content });
    else if (message.role === 'assistant') {
      const blocks: Block[] = [];
      if (message.content) blocks.push({ type: 'text', text: message.content });
      for (const call of message.toolCalls)
        blocks.push({
          type: 'tool_use',
          id: call.toolCallId,
          name: call.toolName,
          input: parseInput(call.argumentsText),
        });
      messages.push({ role: 'assistant', content: blocks.length > 0 ? blocks : [{ type: 'text', text: '(no text)' }] });
    } else {
      const { content, isError } = toolResultContent(message.content);
      const block: Block = {
        type: 'tool_result',
        tool_use_id: message.toolCallId,
        content,
        ...(isError ? { is_error: true } : {}),
      };
      const last = messages.at(-1);
      if (
        last &&
        last.role === 'user' &&
        Array.isArray(last.content) &&
        last.content.every((b) => b.type === 'tool_result')
      )
        last.content.push(block);
      else messages.push({ role: 'user', content: [block] });
    }
  }
  return { system, messages };
}

/**
 * Creates the Anthropic provider. `settings` is an object or a getter read at every call; `loadSdk` is
 * for tests (default `import('@anthropic-ai/sdk')`).
 */
export function createAnthropicMessagesProvider(
  settings: AnthropicSettings | (() => AnthropicSettings),
  options: { loadSdk?: () => Promise<typeof import('@anthropic-ai/sdk')> } = {},
): ModelProvider {
  const getSettings = typeof settings === 'function' ? settings : () => settings;
  const loadSdk = options.loadSdk ?? (() => import('@anthropic-ai/sdk'));
  let cached: { key: string; client: InstanceType<(typeof import('@anthropic-ai/sdk'))['default']> } | undefined;
  return {
    id: 'anthropic',
    label: 'Anthropic (messages)',
    toolFormat: 'anthropic',
    async complete(request: ModelRequest): Promise<ModelTurn> {
      const current = getSettings();
      const context = {
        baseURL: current.baseURL,
        model: current.model,
        origin: typeof location === 'undefined' ? 'this page' : location.origin,
        provider: 'anthropic' as const,
      };
      if (!current.baseURL.trim() || !current.model.trim())
        throw new ModelProviderError(
          'settings',
          'Set the base URL and the model in Settings before running with Anthropic.',
        );
      try {
        const key = `${current.baseURL}\u0000${current.apiKey}`;
        if (cached?.key !== key) {
          const sdk = await loadSdk();
          cached = {
            key,
            client: new sdk.default({
              apiKey: current.apiKey,
              baseURL: current.baseURL,
              dangerouslyAllowBrowser: true,
              maxRetries: 0,
            }),
          };
        }
        const { system, messages } = toAnthropicMessages(request.messages);
        const assembler = createAnthropicMessagesAssembler({ onTextDelta: request.onTextDelta });
        const body = {
          model: current.model,
          system,
          messages: messages as never,
          max_tokens: current.maxTokens ?? 1024,
          ...(request.tools.length > 0 ? { tools: request.tools as never } : {}),
          ...(request.tools.length > 0 && current.toolChoice ? { tool_choice: TOOL_CHOICE[current.toolChoice] } : {}),
          ...(current.temperature !== undefined ? { temperature: current.temperature } : {}),
          stream: true as const,
        };
        request.onRequest?.({
          url: `${current.baseURL.replace(/\/+$/, '')}/v1/messages`,
          headers: ANTHROPIC_WIRE_HEADERS,
          body,
        });
        const stream = await cached.client.messages.create(body, { signal: request.signal });
        for await (const event of stream) assembler.push(event);
        const turn = assembler.finish();
        if (assembler.streamError !== undefined && turn.toolCalls.length === 0 && turn.text === '') {
          throw new ModelProviderError(
            'stream',
            `Anthropic reported an error while streaming: ${assembler.streamError}`,
          );
        }
        return turn;
      } catch (error) {
        if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError'))
          throw new DOMException('The run was stopped.', 'AbortError');
        throw describeProviderError(error, context);
      }
    },
  };
}
