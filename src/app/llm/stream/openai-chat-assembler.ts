/**
 * Stream assembly for OpenAI chat completions (and OpenAI-compatible servers): chunks → one model turn
 * `{ text, toolCalls: [{ toolCallId, toolName, argumentsText }], finishReason, usage, notices }`.
 *
 * Rules (shared cases 15, 17, 18):
 * - Only `choices[]` entries with `index` 0 are read (the console asks for one choice); others → a notice.
 * - Text deltas (`delta.content`) are always appended: text has no end marker, so a text delta that
 *   repeats the text so far cannot be told from a snapshot and is kept.
 * - Argument fragments go through `ArgumentsBuffer` (see its module rule): concatenated exactly, escapes
 *   split across deltas kept intact, never parsed or repaired; identical re-emissions of a closed
 *   argument text are collapsed and cumulative snapshots of it are taken as the new text.
 * - Calls are keyed by `index` and `id`. Only a NEW id starts a new call on a slot that already has one.
 *   A delta that restates a call's id is the same call (a re-emission), unless its arguments are a
 *   different complete text — then it is a different call reusing the id: it is passed on as is (the
 *   harness refuses it with DUPLICATE_CALL_ID) and a notice names the id. A known id arriving on another
 *   index is a re-emission when its arguments repeat (or extend) the known call's closed text, else again
 *   a different call reusing the id.
 * - A second, different name on a slot that already has one (case 17) is reported as a notice and not
 *   appended: the call keeps its first name, snapshot handling is turned off for it, and its argument
 *   fragments are joined, so the harness refuses `{...}{...}` with TRAILING_TOKENS and nothing runs.
 * - A call without any id gets `call_<n>` (and a notice).
 * - `finish_reason` is the last non-null one; a stream that ends without one gets `unknown` and a notice.
 *   `usage` (with `stream_options.include_usage`) maps to `{ inputTokens, outputTokens }`.
 * - Chunks may be objects, JSON text (an SSE `data` payload; `[DONE]` is ignored) or raw SSE bytes
 *   (`Uint8Array`, decoded with a streaming TextDecoder). Nothing here throws on odd input: malformed
 *   chunks become notices.
 */
import type { ModelToolCall, ModelTurn, ModelUsage } from '../provider';
import { createArgumentsBuffer, type ArgumentsBuffer } from './arguments-buffer';
import { generateCallId } from './generated-call-id';
import { createSseDecoder, type SseDecoder } from './sse-decoder';
import { isRecord } from '../../../contract';

/** One tool call being assembled. */
interface AssemblingCall {
  toolCallId: string;
  toolName: string;
  buffer: ArgumentsBuffer;
  /** A second, different name arrived: snapshots are off and the joined text goes to the harness. */
  nameConflict: boolean;
}

/** Options of the assembler. */
export interface OpenAiChatAssemblerOptions {
  /** Called with each text delta as it arrives (for streaming the answer into the UI). */
  onTextDelta?(delta: string): void;
  /** Id for a call that arrived without one; defaults to `call_<n>` (page-session unique). */
  generateId?(taken: ReadonlySet<string>): string;
}

/** An incremental assembler for one assistant turn. */
export interface OpenAiChatAssembler {
  /** Feeds one chunk: a parsed chunk object, an SSE data payload (JSON text) or raw SSE bytes. */
  push(chunk: unknown): void;
  /** The text so far and a display-safe view of the calls so far (for progress UIs). */
  snapshot(): { text: string; toolCalls: ModelToolCall[] };
  /** Ends the turn and returns it. */
  finish(): ModelTurn;
  /** An error the server reported inside the stream (`data: {"error": …}`), if any. */
  readonly streamError: string | undefined;
}

/** Raw bytes (a Uint8Array, also one from another realm, where `instanceof` fails). */
function isByteChunk(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';
}

/** A non-empty string, else undefined. */
function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Creates an assembler for one assistant turn of an OpenAI chat-completions stream. */
export function createOpenAiChatAssembler(options: OpenAiChatAssemblerOptions = {}): OpenAiChatAssembler {
  const generateId = options.generateId ?? generateCallId;
  const calls: AssemblingCall[] = [];
  const slots = new Map<number, AssemblingCall>();
  const knownIds = new Set<string>();
  const notices: string[] = [];
  let text = '';
  let finishReason: string | undefined;
  let usage: ModelUsage | undefined;
  let streamError: string | undefined;
  let lastSlotIndex: number | undefined;
  let syntheticIndex = -1;
  let sseDecoder: SseDecoder | undefined;
  let ignoredChoiceNoticed = false;

  const notice = (message: string): void => {
    if (!notices.includes(message)) notices.push(message);
  };

  const startCall = (id: string | undefined, name: string | undefined, index: number): AssemblingCall => {
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
    const call: AssemblingCall = {
      toolCallId,
      toolName: name ?? '',
      buffer: createArgumentsBuffer(),
      nameConflict: false,
    };
    calls.push(call);
    slots.set(index, call);
    return call;
  };

  const fragmentOf = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    // Some servers send arguments as an object; the harness needs text (DESIGN §4.1).
    notice('A tool call sent its arguments as an object; they were serialized with JSON.stringify.');
    return JSON.stringify(value);
  };

  const takeToolCallDelta = (delta: unknown): void => {
    if (!isRecord(delta)) {
      notice('A malformed tool-call delta was ignored.');
      return;
    }
    const id = nonEmptyString(delta.id);
    const functionPart = isRecord(delta.function) ? delta.function : {};
    const name = nonEmptyString(functionPart.name);
    const fragment = fragmentOf(functionPart.arguments);
    let index: number;
    if (typeof delta.index === 'number') index = delta.index;
    else if (id === undefined && lastSlotIndex !== undefined) index = lastSlotIndex;
    else {
      index = syntheticIndex;
      syntheticIndex -= 1;
    }
    lastSlotIndex = index;

    let call = slots.get(index);
    let restated = false;
    if (id !== undefined) {
      if (call && call.toolCallId === id) {
        restated = true;
        // Same id, same slot, but a different complete argument text: a different call reusing the id.
        if (fragment && call.buffer.closed && !call.buffer.isSnapshot(fragment)) {
          call = startCall(id, name, index);
          restated = false;
        }
      } else {
        const known = calls.find((candidate) => candidate.toolCallId === id);
        const reEmission =
          known !== undefined &&
          (name === undefined || name === known.toolName) &&
          fragment !== undefined &&
          known.buffer.isSnapshot(fragment);
        if (known && reEmission) {
          call = known;
          slots.set(index, known);
          restated = true;
        } else {
          call = startCall(id, name, index);
        }
      }
    } else if (!call) {
      call = startCall(undefined, name, index);
    }

    if (name !== undefined) {
      if (call.toolName === '') call.toolName = name;
      else if (call.toolName !== name && !call.nameConflict) {
        call.nameConflict = true;
        notice(
          `A second tool name "${name}" arrived for the call ${call.toolCallId}, which is already named "${call.toolName}" (the server put two calls on one slot without ids); the name was not appended and the joined arguments go to the harness as they are.`,
        );
      } else if (call.toolName !== name) {
        notice(`Another tool name "${name}" arrived for the call ${call.toolCallId}; it was not appended.`);
      }
    }
    if (fragment !== undefined && fragment !== '') {
      const effect = call.buffer.offer(fragment, { snapshots: !call.nameConflict });
      if (effect === 'collapsed' && !restated) {
        notice(`An identical re-emission of the arguments of ${call.toolCallId} was collapsed.`);
      } else if (effect === 'extended') {
        notice(`A cumulative snapshot of the arguments of ${call.toolCallId} was recognised.`);
      }
    }
  };

  const takeChunkObject = (chunk: Record<string, unknown>): void => {
    if (chunk.error !== undefined) {
      const error = chunk.error;
      streamError = isRecord(error) && typeof error.message === 'string' ? error.message : JSON.stringify(error);
      notice(`The server reported an error inside the stream: ${streamError}`);
      return;
    }
    if (isRecord(chunk.usage)) {
      const input = chunk.usage.prompt_tokens;
      const output = chunk.usage.completion_tokens;
      usage = {
        ...(typeof input === 'number' ? { inputTokens: input } : {}),
        ...(typeof output === 'number' ? { outputTokens: output } : {}),
      };
    }
    const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
    for (const choice of choices) {
      if (!isRecord(choice)) continue;
      if (typeof choice.index === 'number' && choice.index !== 0) {
        if (!ignoredChoiceNoticed) notice('The server sent more than one choice; only the first is used.');
        ignoredChoiceNoticed = true;
        continue;
      }
      const delta = isRecord(choice.delta) ? choice.delta : isRecord(choice.message) ? choice.message : {};
      if (typeof delta.content === 'string' && delta.content !== '') {
        text += delta.content;
        options.onTextDelta?.(delta.content);
      }
      if (typeof delta.refusal === 'string' && delta.refusal !== '') {
        text += delta.refusal;
        options.onTextDelta?.(delta.refusal);
      }
      if (Array.isArray(delta.tool_calls)) for (const toolCall of delta.tool_calls) takeToolCallDelta(toolCall);
      if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') finishReason = choice.finish_reason;
    }
  };

  const takeData = (data: string): void => {
    const trimmed = data.trim();
    if (trimmed === '' || trimmed === '[DONE]') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      notice('A stream chunk that is not JSON was ignored.');
      return;
    }
    if (isRecord(parsed)) takeChunkObject(parsed);
    else notice('A stream chunk that is not an object was ignored.');
  };

  return {
    push(chunk) {
      if (isByteChunk(chunk)) {
        sseDecoder ??= createSseDecoder();
        for (const event of sseDecoder.push(chunk)) takeData(event.data);
      } else if (typeof chunk === 'string') {
        takeData(chunk);
      } else if (isRecord(chunk)) {
        takeChunkObject(chunk);
      } else {
        notice('A stream chunk of an unexpected kind was ignored.');
      }
    },
    snapshot() {
      return {
        text,
        toolCalls: calls.map((call) => ({
          toolCallId: call.toolCallId,
          toolName: call.toolName,
          argumentsText: call.buffer.text,
        })),
      };
    },
    finish() {
      if (sseDecoder) for (const event of sseDecoder.end()) takeData(event.data);
      if (finishReason === undefined) notice('The stream ended without a finish reason.');
      for (const call of calls) {
        if (call.toolName === '') notice(`The tool call ${call.toolCallId} arrived without a tool name.`);
      }
      return {
        text,
        toolCalls: calls.map((call) => ({
          toolCallId: call.toolCallId,
          toolName: call.toolName,
          argumentsText: call.buffer.text,
        })),
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

/** Assembles a whole stream (an async iterable of chunks, JSON payloads or SSE bytes) into one turn. */
export async function assembleOpenAiChatStream(
  source: AsyncIterable<unknown> | Iterable<unknown>,
  options: OpenAiChatAssemblerOptions = {},
): Promise<ModelTurn> {
  const assembler = createOpenAiChatAssembler(options);
  for await (const chunk of source) assembler.push(chunk);
  return assembler.finish();
}
