/**
 * Stream assembly for Anthropic Messages: stream events → one model turn
 * `{ text, toolCalls: [{ toolCallId, toolName, argumentsText }], finishReason, usage, notices }`.
 *
 * Rules (shared case 14), the same as the OpenAI assembler where they apply:
 * - `content_block_start` with a `tool_use` block starts a call (its `id` and `name`); a block start that
 *   repeats a known id with the same name and no new arguments is a re-emission (collapsed); a different
 *   call reusing an id is passed on as is (the harness refuses it with DUPLICATE_CALL_ID) with a notice.
 * - `input_json_delta.partial_json` fragments are concatenated exactly into `ArgumentsBuffer` (an invalid
 *   escape such as `\B` straddling two deltas is kept as is and never repaired; the harness refuses the
 *   finished text with INVALID_JSON). Nothing here parses partial JSON, so no exception can escape while
 *   deltas arrive or at `content_block_stop`.
 * - A `tool_use` block whose deltas carry no text takes its argument text from the block start's `input`
 *   object, `JSON.stringify(input)` (DESIGN §4.1): `{}` for a tool without parameters (the API starts it
 *   with `input: {}` and sends one empty `input_json_delta`), the whole input for proxies that send it at
 *   once. Once a delta carries text, the deltas alone are the arguments (the start `input` is the API's
 *   placeholder), as the official SDK's stream accumulation does.
 * - Server-tool blocks (`server_tool_use`, `mcp_tool_use`: run by Anthropic, not by the console) are not
 *   tool calls of the turn; their `input_json_delta`s are skipped without a notice. Thinking blocks and
 *   deltas of kinds not listed here (`thinking_delta`, `signature_delta`, `citations_delta`) are ignored.
 * - Text blocks (`text_delta`) are appended; other blocks of the same message are still delivered when a
 *   tool block is faulty. `stop_reason` → `finishReason`; usage from `message_start`/`message_delta`.
 */
import type { ModelToolCall, ModelTurn, ModelUsage } from '../provider';
import { createArgumentsBuffer, type ArgumentsBuffer } from './arguments-buffer';
import { generateCallId } from './generated-call-id';
import { isRecord } from '../../../contract';

/** One tool_use block being assembled. */
interface AssemblingToolUse {
  toolCallId: string;
  toolName: string;
  buffer: ArgumentsBuffer;
  initialInput?: unknown;
  sawDelta: boolean;
}

/** Options of the assembler. */
export interface AnthropicMessagesAssemblerOptions {
  /** Called with each text delta as it arrives. */
  onTextDelta?(delta: string): void;
  /** Id for a tool_use block without one; defaults to `call_<n>`. */
  generateId?(taken: ReadonlySet<string>): string;
}

/** An incremental assembler for one Anthropic assistant message. */
export interface AnthropicMessagesAssembler {
  /** Feeds one stream event (a parsed object, or its JSON text). */
  push(event: unknown): void;
  /** The text and calls so far. */
  snapshot(): { text: string; toolCalls: ModelToolCall[] };
  /** Ends the message and returns the turn. */
  finish(): ModelTurn;
  /** An `error` event's message, if the stream carried one. */
  readonly streamError: string | undefined;
}

/** Creates an assembler for one Anthropic Messages stream. */
export function createAnthropicMessagesAssembler(
  options: AnthropicMessagesAssemblerOptions = {},
): AnthropicMessagesAssembler {
  const generateId = options.generateId ?? generateCallId;
  const calls: AssemblingToolUse[] = [];
  const blocks = new Map<number, AssemblingToolUse | 'text' | 'server'>();
  const knownIds = new Set<string>();
  const notices: string[] = [];
  let text = '';
  let finishReason: string | undefined;
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;
  let streamError: string | undefined;

  const notice = (message: string): void => {
    if (!notices.includes(message)) notices.push(message);
  };

  const argumentsTextOf = (call: AssemblingToolUse): string => {
    if (call.sawDelta) return call.buffer.text;
    if (isRecord(call.initialInput)) return JSON.stringify(call.initialInput);
    return call.buffer.text;
  };

  const takeEvent = (event: Record<string, unknown>): void => {
    const index = typeof event.index === 'number' ? event.index : -1;
    switch (event.type) {
      case 'message_start': {
        const message = isRecord(event.message) ? event.message : {};
        const usage = isRecord(message.usage) ? message.usage : {};
        if (typeof usage.input_tokens === 'number') inputTokens = usage.input_tokens;
        return;
      }
      case 'content_block_start': {
        const block = isRecord(event.content_block) ? event.content_block : {};
        if (block.type === 'text') {
          blocks.set(index, 'text');
          if (typeof block.text === 'string' && block.text !== '') {
            text += block.text;
            options.onTextDelta?.(block.text);
          }
          return;
        }
        if (block.type === 'server_tool_use' || block.type === 'mcp_tool_use') {
          blocks.set(index, 'server');
          return;
        }
        if (block.type !== 'tool_use') return;
        const id = typeof block.id === 'string' && block.id !== '' ? block.id : undefined;
        const name = typeof block.name === 'string' ? block.name : '';
        const known = id === undefined ? undefined : calls.find((call) => call.toolCallId === id);
        if (known && known.toolName === name && !(isRecord(block.input) && Object.keys(block.input).length > 0)) {
          // A re-emitted block start: later deltas must repeat or extend the closed text (snapshot rule).
          blocks.set(index, known);
          return;
        }
        let toolCallId = id;
        if (toolCallId === undefined) {
          toolCallId = generateId(knownIds);
          notice(`A tool call arrived without an id; it was given the id ${toolCallId}.`);
        } else if (knownIds.has(toolCallId)) {
          notice(
            `The model sent a different tool call with the id ${toolCallId} already used in this turn; it is passed on and the harness refuses it as a duplicate call id.`,
          );
        }
        knownIds.add(toolCallId);
        const call: AssemblingToolUse = {
          toolCallId,
          toolName: name,
          buffer: createArgumentsBuffer(),
          initialInput: block.input,
          sawDelta: false,
        };
        calls.push(call);
        blocks.set(index, call);
        return;
      }
      case 'content_block_delta': {
        const delta = isRecord(event.delta) ? event.delta : {};
        const block = blocks.get(index);
        if (delta.type === 'text_delta' && typeof delta.text === 'string') {
          text += delta.text;
          options.onTextDelta?.(delta.text);
          return;
        }
        if (delta.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
          if (block === 'server') return;
          if (block === undefined || block === 'text') {
            notice('An argument delta arrived for a block that is not a tool call; it was ignored.');
            return;
          }
          if (delta.partial_json === '') return;
          block.sawDelta = true;
          const effect = block.buffer.offer(delta.partial_json);
          if (effect === 'collapsed')
            notice(`An identical re-emission of the arguments of ${block.toolCallId} was collapsed.`);
          else if (effect === 'extended')
            notice(`A cumulative snapshot of the arguments of ${block.toolCallId} was recognised.`);
        }
        return;
      }
      case 'message_delta': {
        const delta = isRecord(event.delta) ? event.delta : {};
        if (typeof delta.stop_reason === 'string') finishReason = delta.stop_reason;
        const usage = isRecord(event.usage) ? event.usage : {};
        if (typeof usage.output_tokens === 'number') outputTokens = usage.output_tokens;
        if (typeof usage.input_tokens === 'number') inputTokens = usage.input_tokens;
        return;
      }
      case 'error': {
        const error = isRecord(event.error) ? event.error : {};
        streamError =
          typeof error.message === 'string' ? error.message : 'The server reported an error inside the stream.';
        notice(`The server reported an error inside the stream: ${streamError}`);
        return;
      }
      default:
        return; // content_block_stop, message_stop, ping: nothing to assemble
    }
  };

  const turnCalls = (): ModelToolCall[] =>
    calls.map((call) => ({
      toolCallId: call.toolCallId,
      toolName: call.toolName,
      argumentsText: argumentsTextOf(call),
    }));

  return {
    push(event) {
      if (typeof event === 'string') {
        try {
          const parsed: unknown = JSON.parse(event);
          if (isRecord(parsed)) takeEvent(parsed);
        } catch {
          notice('A stream event that is not JSON was ignored.');
        }
      } else if (isRecord(event)) takeEvent(event);
      else notice('A stream event of an unexpected kind was ignored.');
    },
    snapshot() {
      return { text, toolCalls: turnCalls() };
    },
    finish() {
      if (finishReason === undefined) notice('The stream ended without a stop reason.');
      const usage: ModelUsage | undefined =
        inputTokens === undefined && outputTokens === undefined
          ? undefined
          : {
              ...(inputTokens !== undefined ? { inputTokens } : {}),
              ...(outputTokens !== undefined ? { outputTokens } : {}),
            };
      return {
        text,
        toolCalls: turnCalls(),
        finishReason: finishReason ?? 'unknown',
        ...(usage ? { usage } : {}),
        notices: [...notices],
      };
    },
    get streamError() {
      return streamError;
    },
  };
}
