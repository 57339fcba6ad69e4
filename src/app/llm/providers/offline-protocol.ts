/**
 * The offline model's side of the progress protocol (DESIGN §4.5), read from the conversation: the
 * earlier calls and their observations, the evaluation of a pending call (GAINED when it brought a
 * citation no earlier observation had, else NO_GAIN), the harness's stop, and the repair of a refused
 * call. Stateless and pure: every answer is derived from the messages.
 */
import type { Evaluation, ModelObservation } from '../../../contract';
import type { ConversationMessage, ModelToolCall } from '../provider';
import { extractEvidence } from '../evidence';
import { countOf } from '../../../contract';

const MAX_REPAIRS = 2;
/** Results asked for per lookup. */
export const RESULT_LIMIT = 4;

/** One earlier call with what came back. */
export interface PastCall {
  call: ModelToolCall;
  query?: string;
  observation?: ModelObservation;
}

/** Finds the exportName of a tool (default `lookup_knowledge`) in OpenAI- or Anthropic-format tools. */
export function findToolName(tools: readonly unknown[], toolName = 'lookup_knowledge'): string | undefined {
  const names = tools.map((tool) => {
    const t = (tool ?? {}) as { name?: unknown; function?: { name?: unknown } };
    return typeof t.function?.name === 'string' ? t.function.name : typeof t.name === 'string' ? t.name : '';
  });
  return names.find((n) => n === toolName) ?? names.find((n) => n.startsWith(toolName));
}

function parseObservation(content: string): ModelObservation | undefined {
  try {
    const value = JSON.parse(content) as ModelObservation;
    return typeof value === 'object' && value !== null && typeof value.status === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function queryOf(argumentsText: string): string | undefined {
  try {
    const query = (JSON.parse(argumentsText) as { input?: { query?: unknown } }).input?.query;
    return typeof query === 'string' ? query : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the earlier calls and their observations out of the conversation, in order. */
export function readHistory(messages: readonly ConversationMessage[]): PastCall[] {
  const calls: PastCall[] = [];
  for (const message of messages) {
    if (message.role === 'assistant')
      for (const call of message.toolCalls) calls.push({ call, query: queryOf(call.argumentsText) });
    if (message.role === 'tool') {
      const past = calls.find((c) => c.call.toolCallId === message.toolCallId);
      if (past) past.observation = parseObservation(message.content);
    }
  }
  return calls;
}

/** GAINED when `callId`'s observation brought a citation no earlier observation had; else NO_GAIN. */
export function evaluateCall(callId: string, history: readonly PastCall[]): Evaluation {
  const index = history.findIndex((c) => c.call.toolCallId === callId);
  const seen = new Set<string>();
  for (const past of history.slice(0, Math.max(index, 0)))
    if (past.observation) for (const item of extractEvidence(past.observation)) seen.add(item.citation);
  const observation = history[index]?.observation;
  const fresh = observation ? extractEvidence(observation).filter((item) => !seen.has(item.citation)) : [];
  const count = new Set(fresh.map((item) => item.citation)).size;
  return count > 0
    ? { tool_call_id: callId, evaluation: 'GAINED', reason: `${countOf(count, 'new citation')}` }
    : { tool_call_id: callId, evaluation: 'NO_GAIN', reason: 'no new citations' };
}

export function pendingCallId(history: readonly PastCall[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const state = history[i]?.observation?.run_state;
    if (state) return state.pending_tool_call_id;
  }
  return undefined;
}

export function stopNoteOf(history: readonly PastCall[]): string | undefined {
  const stopped = history.find(
    (c) => c.observation?.run_state?.stop_required || c.observation?.status === 'stop_required',
  );
  if (!stopped) return undefined;
  const reason = stopped.observation?.run_state?.reason ?? (stopped.observation as { reason?: string }).reason;
  return `The harness asked me to stop searching${reason ? ` (${reason})` : ''}, so this answer uses what I found so far.`;
}

/** Settled queries: a call with that query got anything but a repair (or was repaired too often). */
export function isSettled(query: string, history: readonly PastCall[]): boolean {
  const calls = history.filter((c) => c.query === query);
  const repairs = calls.filter((c) => c.observation?.status === 'repair_required');
  return (
    calls.some((c) => c.observation && c.observation.status !== 'repair_required') ||
    repairs.some(
      (c) => c.observation?.status === 'repair_required' && c.observation.violation_type === 'DUPLICATE_SCOPE',
    ) ||
    repairs.length > MAX_REPAIRS
  );
}

export function buildArguments(query: string, previous: Evaluation | null, withLimit = true): string {
  const input: Record<string, unknown> = withLimit ? { query, limit: RESULT_LIMIT } : { query };
  return JSON.stringify({ previous_observation: previous, input });
}

/** Decides the next arguments after a refusal, or undefined when the refusal cannot be repaired. */
export function repairArguments(last: PastCall, history: readonly PastCall[]): string | undefined {
  const observation = last.observation;
  if (observation?.status !== 'repair_required' || !last.query) return undefined;
  const expected = observation.expected_tool_call_id ?? pendingCallId(history);
  const previous = expected ? evaluateCall(expected, history) : null;
  switch (observation.violation_type) {
    case 'EVALUATION_MISSING':
    case 'EVALUATION_ID_MISMATCH':
    case 'INVALID_ENVELOPE':
    case 'INVALID_JSON':
    case 'TRAILING_TOKENS':
    case 'DUPLICATE_KEY':
    case 'DUPLICATE_CALL_ID':
      return buildArguments(last.query, previous);
    case 'SCHEMA_VIOLATION': {
      const limitAtFault = observation.errors.some(
        (e) => e.pointer.startsWith('/input/limit') || e.message.includes('limit'),
      );
      return buildArguments(last.query.slice(0, 200), previous, !limitAtFault);
    }
    case 'INPUT_TOO_LARGE':
    case 'REQUEST_TOO_LARGE':
      return buildArguments(last.query.slice(0, 64), previous);
    default:
      return undefined;
  }
}
