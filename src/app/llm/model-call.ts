/**
 * One model turn as the agent loop asks for it: the provider request wrapped in
 * bounded retries after a rate limit (`model-retry.ts`, each retry a `model-error` timeline event and a
 * visible countdown in the store), the request inspector's bounded, redacted summary of what went on
 * the wire (`request-summary.ts`), the bounded, redacted summary of what the model sent back
 * (`response-summary.ts`: text and tool calls as received), and the turn's token usage from the provider's usage fields.
 */
import type { ConsoleStore } from '../store';
import type { ModelProvider, ModelRequest, ModelTurn } from './provider';
import { withModelRetries, type RetryNotice } from './model-retry';
import { summarizeRequest } from './request-summary';
import { summarizeResponse } from './response-summary';
import { scrubSecrets, type RecordRequestSummary, type RecordResponseSummary, type RecordUsage } from '../../contract';

/** A page timeline event the loop emits (lane, stage, status, detail …). */
export interface ModelCallEvent {
  lane: 'model';
  stage: 'model-error';
  status: 'fail';
  turnId: string;
  detail: Record<string, string | number | boolean>;
}

/** Inputs of `completeModelTurn`. */
export interface ModelCallOptions {
  provider: ModelProvider;
  request: Omit<ModelRequest, 'onRequest'>;
  store: ConsoleStore;
  runId: string | null;
  turnId: string;
  /** Strings never shown (the API key). */
  secrets: readonly string[];
  emit(event: ModelCallEvent): void;
  maxRetries?: number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  /** Told each request summary, the model's response and the turn's usage (the run recorder writes them into the run record). */
  record?: {
    request(summary: RecordRequestSummary): void;
    response(summary: RecordResponseSummary): void;
    usage(usage: RecordUsage): void;
  };
}

/**
 * Asks the provider for one turn, retrying rate limits, and records the request and response summaries and usage.
 *
 * @returns the model turn
 * @throws the provider's last error (a `ModelProviderError` with a user sentence) or an `AbortError`
 */
export async function completeModelTurn(options: ModelCallOptions): Promise<ModelTurn> {
  const { provider, request, store, runId, turnId, secrets } = options;
  const state = () => store.getState();
  const onRetry = (notice: RetryNotice) =>
    options.emit({
      lane: 'model',
      stage: 'model-error',
      status: 'fail',
      turnId,
      detail: {
        provider: provider.id,
        kind: notice.error.kind,
        status: notice.error.status ?? 0,
        retry: notice.attempt,
        maxRetries: notice.maxRetries,
        waitSeconds: notice.waitSeconds,
        waitSource: notice.source,
        message: scrubSecrets(notice.error.message, secrets),
      },
    });
  try {
    const turn = await withModelRetries(
      () =>
        provider.complete({
          ...request,
          onRequest: (wire) => {
            const summary = summarizeRequest(wire, { runId, turnId, provider: provider.id }, secrets);
            state().recordRequest(summary);
            const { runId: _run, ...recorded } = summary;
            options.record?.request(recorded);
          },
        }),
      {
        signal: request.signal,
        maxRetries: options.maxRetries,
        sleep: options.sleep,
        onRetry,
        onCountdown: (secondsLeft, notice) =>
          state().setRetryCountdown(
            secondsLeft === null
              ? null
              : { secondsLeft, attempt: notice.attempt, maxRetries: notice.maxRetries, source: notice.source },
          ),
      },
    );
    const response = summarizeResponse(turn, { runId, turnId, provider: provider.id }, secrets);
    state().recordResponse(response);
    const { runId: _responseRun, ...recordedResponse } = response;
    options.record?.response(recordedResponse);
    if (turn.usage) {
      const usage = {
        turnId,
        ...(turn.usage.inputTokens !== undefined ? { inputTokens: turn.usage.inputTokens } : {}),
        ...(turn.usage.outputTokens !== undefined ? { outputTokens: turn.usage.outputTokens } : {}),
      };
      state().recordTurnUsage({ runId, ...usage });
      options.record?.usage(usage);
    }
    return turn;
  } finally {
    state().setRetryCountdown(null);
  }
}
