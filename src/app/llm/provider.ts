/**
 * The model provider seam (docs/internal-interfaces.md, "App"): what the agent loop asks of a model.
 * Providers (offline scripted model, OpenAI-compatible, Anthropic) implement `ModelProvider`. Pure types.
 */

/** One tool call the model asked for; `argumentsText` stays text until the worker parses it. */
export interface ModelToolCall {
  toolCallId: string;
  toolName: string;
  argumentsText: string;
}

/** Token usage the provider reported for one turn, where it did. */
export interface ModelUsage {
  inputTokens?: number;
  outputTokens?: number;
}

/** One assistant turn: its text, its tool calls (in order), the finish reason and notices. */
export interface ModelTurn {
  text: string;
  toolCalls: ModelToolCall[];
  finishReason: string;
  usage?: ModelUsage;
  notices: string[];
}

/** One message of the conversation; a `tool` message's content is the observation JSON. */
export type ConversationMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls: ModelToolCall[] }
  | { role: 'tool'; toolCallId: string; toolName: string; content: string }; // content = observation JSON

/** One request for a model turn: the conversation, the exported tools, and an abort signal. */
export interface ModelRequest {
  messages: ConversationMessage[];
  tools: unknown[];
  signal: AbortSignal;
  onTextDelta?(delta: string): void;
  /**
   * Called once per HTTP attempt, before sending, with what goes on the wire (for the request inspector).
   * Header values that carry the key are `[redacted]` already; the body is the provider's own
   * request body (model, messages, tools, parameters). The callee must bound and scrub what it keeps.
   */
  onRequest?(wire: WireRequest): void;
}

/** What a provider sends for one model turn (request inspector). Never carries the key. */
export interface WireRequest {
  /** The endpoint, e.g. `https://api.openai.com/v1/chat/completions`. */
  url: string;
  /** Header names and values as the SDK sends them; key-bearing ones are `[redacted]`. */
  headers: Record<string, string>;
  /** The request body (snake_case wire). */
  body: Record<string, unknown>;
}

/** A model the agent loop can ask for turns. */
export interface ModelProvider {
  id: 'offline' | 'openai-compatible' | 'anthropic' | 'scenario';
  label: string;
  toolFormat: 'openai' | 'anthropic';
  complete(request: ModelRequest): Promise<ModelTurn>;
}

/** What a networked provider reads from settings at each call (OpenAI-compatible, Anthropic). */
export interface ModelEndpointSettings {
  /** The endpoint's base URL (e.g. `https://api.openai.com/v1`, `https://api.anthropic.com`). */
  baseURL: string;
  model: string;
  /** Held in memory; never logged, stored in the timeline or exported. */
  apiKey: string;
  temperature?: number;
  maxTokens?: number;
  /** `auto` | `required` | `none`, mapped to each provider's own `tool_choice`. */
  toolChoice?: 'auto' | 'required' | 'none';
}
