/**
 * Conversation slice: the conversation that follow-up questions continue (each
 * question is still its own harness run), how many old observations were trimmed to the context budget,
 * token usage per turn (per run totals derived), the request inspector's bounded summaries of the current
 * run's requests and of the model's response in each turn, and the retry countdown after a rate limit. Bounded: the conversation is kept within the context
 * budget by `llm/context-budget.ts` (observations in it are bounded by the harness), usage ≤ 200 turns,
 * request and response summaries ≤ 20 each (bounded by `llm/request-summary.ts`, `llm/response-summary.ts`). Never holds the API key.
 */
import type { StateCreator } from 'zustand';
import type { RecordRequestSummary, RecordResponseSummary } from '../../contract';
import type { ConsoleState } from './index';

/**
 * One message of the kept conversation: structurally the `ConversationMessage` of `llm/provider.ts`
 * (the store imports only the contract and zustand; a type test pins the two together).
 */
export type StoredMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls: { toolCallId: string; toolName: string; argumentsText: string }[] }
  | { role: 'tool'; toolCallId: string; toolName: string; content: string };

/** One message of a request, summarized (the run record's shape). */
export type RequestMessageSummary = RecordRequestSummary['messages'][number];

/** The request of one turn as the request inspector shows it (built by `llm/request-summary.ts`): the run
 * record's request summary with the run it belongs to. */
export interface RequestSummary extends RecordRequestSummary {
  runId: string | null;
}

/** What the model sent back in one turn, as the inspector shows it (built by `llm/response-summary.ts`): the
 * run record's response summary with the run it belongs to. */
export interface TurnResponseSummary extends RecordResponseSummary {
  runId: string | null;
}

/** Token usage of one model turn, from the provider's usage fields (absent when not reported). */
export interface TurnUsage {
  runId: string | null;
  turnId: string;
  inputTokens?: number;
  outputTokens?: number;
}

/** A running countdown before a retry (after HTTP 429). */
export interface RetryCountdown {
  secondsLeft: number;
  attempt: number;
  maxRetries: number;
  source: 'retry-after' | 'default-backoff';
}

/** Most turns of usage kept. */
const TURN_USAGE_LIMIT = 200;
/** Most request summaries kept (the current run's newest turns). */
export const REQUEST_LOG_LIMIT = 20;

/** Conversation state and its actions. */
export interface ConversationSlice {
  /** Messages of earlier questions (no system message), continued by the next question. */
  conversation: StoredMessage[];
  /** Questions asked in this conversation. */
  conversationQuestions: number;
  /** Observations replaced by a trim note in this conversation. */
  contextTrimmed: number;
  turnUsage: TurnUsage[];
  requestLog: RequestSummary[];
  /** The model's response per turn of the current run (newest last). */
  responseLog: TurnResponseSummary[];
  retryCountdown: RetryCountdown | null;
  /** Replaces the conversation after a question (the loop's messages without the system prompt). */
  setConversation(messages: StoredMessage[], questions: number): void;
  /** Starts a new conversation: forgets messages, trims and usage. */
  resetConversation(): void;
  addContextTrimmed(count: number): void;
  recordTurnUsage(usage: TurnUsage): void;
  /** Adds or (same run and turn: a retry) replaces a request summary. */
  recordRequest(summary: RequestSummary): void;
  /** Adds or (same run and turn: a retry) replaces a response summary. */
  recordResponse(summary: TurnResponseSummary): void;
  /** Forgets the request and response summaries (a new run). */
  clearRequestLog(): void;
  setRetryCountdown(countdown: RetryCountdown | null): void;
}

/** The conversation part of the slice as it is before the first question (fresh arrays each call). */
function emptyConversation() {
  return {
    conversation: [],
    conversationQuestions: 0,
    contextTrimmed: 0,
    turnUsage: [],
    requestLog: [],
    responseLog: [],
  };
}

/** Creates the conversation slice. */
export const createConversationSlice: StateCreator<ConsoleState, [], [], ConversationSlice> = (set) => ({
  ...emptyConversation(),
  retryCountdown: null,
  setConversation: (conversation, conversationQuestions) => set({ conversation, conversationQuestions }),
  resetConversation: () => set(emptyConversation()),
  addContextTrimmed: (count) => set((state) => ({ contextTrimmed: state.contextTrimmed + count })),
  recordTurnUsage: (usage) => set((state) => ({ turnUsage: [...state.turnUsage, usage].slice(-TURN_USAGE_LIMIT) })),
  recordRequest: (summary) =>
    set((state) => {
      const index = state.requestLog.findIndex(
        (entry) => entry.runId === summary.runId && entry.turnId === summary.turnId,
      );
      if (index < 0) return { requestLog: [...state.requestLog, summary].slice(-REQUEST_LOG_LIMIT) };
      const next = [...state.requestLog];
      next[index] = { ...summary, attempts: state.requestLog[index]!.attempts + 1 };
      return { requestLog: next };
    }),
  recordResponse: (summary) =>
    set((state) => ({
      responseLog: [
        ...state.responseLog.filter((entry) => entry.runId !== summary.runId || entry.turnId !== summary.turnId),
        summary,
      ].slice(-REQUEST_LOG_LIMIT),
    })),
  clearRequestLog: () => set({ requestLog: [], responseLog: [] }),
  setRetryCountdown: (retryCountdown) => set({ retryCountdown }),
});

/** Sums the usage of the given turns (undefined when no turn reported that field). */
export function sumUsage(turns: readonly (Omit<TurnUsage, 'runId'> & { runId?: string })[]): {
  inputTokens?: number;
  outputTokens?: number;
} {
  const sum = (field: 'inputTokens' | 'outputTokens') =>
    turns.some((turn) => turn[field] !== undefined)
      ? turns.reduce((total, turn) => total + (turn[field] ?? 0), 0)
      : undefined;
  return { inputTokens: sum('inputTokens'), outputTokens: sum('outputTokens') };
}
