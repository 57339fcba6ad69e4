/**
 * The shapes of one agent-loop run (DESIGN §6): the part of the harness the loop uses, the run's inputs and
 * how it ended. The loop itself is agent-loop.ts.
 */
import type { Budgets, HarnessApi } from '../../contract';
import type { ConsoleStore } from '../store';
import type { ConversationMessage, ModelProvider } from './provider';
import type { RunRecorderHarness } from './run-recorder';
import type { StoppableHarness } from './stop-watchdog';

/** The part of the harness the loop uses (the harness client, or a fake in tests). */
export type AgentHarness = Pick<HarnessApi, 'exportTools' | 'startRun' | 'invoke' | 'cancel' | 'endRun'> &
  RunRecorderHarness &
  Pick<StoppableHarness, 'restartForStop'> & {
    /** The live figures read from the record as it is now (the harness client's; absent on fakes). */
    settleLiveRecord?(runId: string): Promise<void>;
  };

/** Inputs of one run. */
export interface AgentRunOptions {
  question: string;
  provider: ModelProvider;
  harness: AgentHarness;
  store: ConsoleStore;
  signal: AbortSignal;
  /** Model turns before tools are withheld (default `DEFAULT_MAX_TURNS`, 12, the `maxTurns` setting's default). */
  maxTurns?: number;
  budgets?: Partial<Budgets>;
  planMode?: boolean;
  /** Strings scrubbed from error texts before they reach events or the store (the API key). */
  secrets?: string[];
  /** Clock for event times, in milliseconds (default `performance.now`). */
  now?: () => number;
  /** The model name, recorded with the run; never the key. */
  model?: string;
  /**
   * The conversation so far (earlier questions, no system message): the question continues it. After a `done` run the
   * store's conversation is this plus the new question's messages; a stopped or failed question leaves it as it was
   * (its turns may be incomplete).
   */
  history?: ConversationMessage[];
  /** Context budget in estimated tokens; old observations are trimmed to fit (`context-budget.ts`). */
  contextBudgetTokens?: number;
  /** Retries after a rate limit (default 3) and the sleep used by the countdown (tests). */
  maxRetries?: number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** How a run ended. */
export interface AgentRunResult {
  runId: string | null;
  status: 'done' | 'stopped' | 'error';
  draft: string;
  turns: number;
  error?: string;
}
