/**
 * The offline demo model: a deterministic, scripted policy that implements `ModelProvider` with no
 * network (the default provider). It plans 2–3 queries from the question, calls `lookup_knowledge` one
 * call per turn following the progress protocol (DESIGN §4.5: evaluates the pending call GAINED when it
 * brought new citations, else NO_GAIN), repairs refused calls, stops when told, and answers by quoting
 * and citing what it read. Stateless: every turn is derived from the conversation. No randomness, no Date.
 */
import type { Evaluation, ModelObservation } from '../../../contract';
import type { ConversationMessage, ModelProvider, ModelRequest, ModelToolCall, ModelTurn } from '../provider';
import { extractEvidence, type EvidenceItem } from '../evidence';
import { contentWords, planQueries } from './query-plan';
import { composeAnswer } from './offline-answer';

/** The label of the provider select. */
export const OFFLINE_MODEL_LABEL = 'Offline demo model (scripted, no network)';
const TOOL_NAME = 'lookup_knowledge';
const MAX_REPAIRS = 2;
const RESULT_LIMIT = 4;

/** One earlier call with what came back. */
interface PastCall {
  call: ModelToolCall;
  query?: string;
  observation?: ModelObservation;
}

/** Finds the exportName of `lookup_knowledge` in OpenAI- or Anthropic-format tools. */
export function findToolName(tools: readonly unknown[]): string | undefined {
  const names = tools.map((tool) => {
    const t = tool as { name?: unknown; function?: { name?: unknown } };
    return typeof t.function?.name === 'string' ? t.function.name : typeof t.name === 'string' ? t.name : '';
  });
  return names.find((n) => n === TOOL_NAME) ?? names.find((n) => n.startsWith(TOOL_NAME));
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
    ? { tool_call_id: callId, evaluation: 'GAINED', reason: `${count} new citation${count === 1 ? '' : 's'}` }
    : { tool_call_id: callId, evaluation: 'NO_GAIN', reason: 'no new citations' };
}

function pendingCallId(history: readonly PastCall[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const state = history[i]?.observation?.run_state;
    if (state) return state.pending_tool_call_id;
  }
  return undefined;
}

function stopNoteOf(history: readonly PastCall[]): string | undefined {
  const stopped = history.find(
    (c) => c.observation?.run_state?.stop_required || c.observation?.status === 'stop_required',
  );
  if (!stopped) return undefined;
  const reason = stopped.observation?.run_state?.reason ?? (stopped.observation as { reason?: string }).reason;
  return `The harness asked me to stop searching${reason ? ` (${reason})` : ''}, so this answer uses what I found so far.`;
}

/** Settled queries: a call with that query got anything but a repair (or was repaired too often). */
function isSettled(query: string, history: readonly PastCall[]): boolean {
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

function buildArguments(query: string, previous: Evaluation | null, withLimit = true): string {
  const input: Record<string, unknown> = withLimit ? { query, limit: RESULT_LIMIT } : { query };
  return JSON.stringify({ previous_observation: previous, input });
}

/** Decides the next arguments after a refusal, or undefined when the refusal cannot be repaired. */
function repairArguments(last: PastCall, history: readonly PastCall[]): string | undefined {
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

/**
 * Decides one turn from the conversation: a `lookup_knowledge` call, or the final answer.
 *
 * @returns a ModelTurn with one tool call (`offline_<turn>_1`), or the answer text and no calls
 */
export function decideTurn(messages: readonly ConversationMessage[], tools: readonly unknown[]): ModelTurn {
  const question = messages.find((m) => m.role === 'user')?.content ?? '';
  const turn = messages.filter((m) => m.role === 'assistant').length + 1;
  const history = readHistory(messages);
  const toolName = findToolName(tools);
  const stopNote = stopNoteOf(history);
  const answer = (): ModelTurn => {
    const evidence: EvidenceItem[] = history.flatMap((c) => (c.observation ? extractEvidence(c.observation) : []));
    return {
      text: composeAnswer(question, evidence, stopNote),
      toolCalls: [],
      finishReason: 'stop',
      notices: [],
    };
  };
  if (!toolName || stopNote || contentWords(question).length === 0) return answer();
  const callId = `offline_${turn}_1`;
  const ask = (argumentsText: string): ModelTurn => ({
    text: '',
    toolCalls: [{ toolCallId: callId, toolName, argumentsText }],
    finishReason: 'tool_calls',
    notices: [],
  });
  const last = history[history.length - 1];
  if (last && last.query && !isSettled(last.query, history)) {
    const repaired = repairArguments(last, history);
    if (repaired) return ask(repaired);
  }
  const next = planQueries(question).find((query) => !isSettled(query, history));
  if (!next) return answer();
  const pending = pendingCallId(history);
  return ask(buildArguments(next, pending ? evaluateCall(pending, history) : null));
}

/** Creates the offline model provider (toolFormat `openai`). */
export function createOfflineModel(): ModelProvider {
  return {
    id: 'offline',
    label: OFFLINE_MODEL_LABEL,
    toolFormat: 'openai',
    complete: async (request: ModelRequest) => {
      if (request.signal.aborted) throw new DOMException('The run was stopped.', 'AbortError');
      const turn = decideTurn(request.messages, request.tools);
      if (turn.text) request.onTextDelta?.(turn.text);
      return turn;
    },
  };
}
