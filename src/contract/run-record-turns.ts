/**
 * What a run record (run-record.ts, DESIGN.md §8) keeps of each model turn: its token usage, the request
 * the page sent and the response the model sent back, each summarized and bounded by the page (never a
 * key or header value). Pure types: load in the page, the worker and Node.
 */

/** Token usage of one model turn (absent members: the provider did not report them). */
export interface RecordUsage {
  turnId: string;
  inputTokens?: number;
  outputTokens?: number;
}

/** The request of one model turn, summarized and bounded by the page (never a key or header value). */
export interface RecordRequestSummary {
  turnId: string;
  provider: string;
  url: string;
  /** Header names with their values masked. */
  headers: Record<string, string>;
  system: string;
  tools: { name: string; schemaChars: number }[];
  toolsOmitted: number;
  /** Each message: its role, characters on the wire (its JSON), and a bounded readable preview (tool calls,
   * tool results with `is_error`, images as placeholders). */
  messages: { role: string; chars: number; preview: string }[];
  messagesOmitted: number;
  parameters: { model: string; temperature?: number; maxTokens?: number; toolChoice?: string; stream: boolean };
  /** Characters of the whole body (its JSON). */
  bodyChars: number;
  /** HTTP attempts for this turn (retries after a rate limit add to it). */
  attempts: number;
}

/**
 * What the model sent back in one turn, as received and bounded by the page (`llm/response-summary.ts`:
 * text ≤ 4,000 characters, ≤ 32 tool calls, each argument text ≤ 2,000 characters; full lengths given;
 * secrets replaced by `[redacted]`).
 */
export interface RecordResponseSummary {
  turnId: string;
  /** The provider id (`offline`, `openai-compatible`, `anthropic`, `scenario` …). */
  provider: string;
  /** The turn's text (bounded; `textChars` is its full length in characters). */
  text: string;
  textChars: number;
  finishReason: string;
  /** The tool calls in order: the argument text as received (bounded; `argumentsChars` its full length). */
  toolCalls: { toolCallId: string; toolName: string; argumentsText: string; argumentsChars: number }[];
  toolCallsOmitted: number;
}
