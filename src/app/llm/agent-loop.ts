/**
 * The agent loop (DESIGN §6): startRun → exportTools → [system, user] → model turn → the turn's tool
 * calls sent together with one turnId (answered in the order sent, DESIGN §4.1) → tool messages (the
 * observation JSON) → … until a turn without tool calls (the draft), `stop_required` (one more turn with
 * tools withheld), the turn limit (same), or Stop (aborts the provider request and cancels the run's
 * calls). Then the release step and endRun; the run's end is shown once endRun resolved (the worker then
 * has its record stored, so a reload right after "done" finds the whole run; a Stop whose watchdog restarted
 * a blocked worker shows `stopped` at once). Emits page events on lanes `model`/`loop`. Never logs.
 */
import { boundDetail, type TimelineEvent, errorMessage, scrubSecrets } from '../../contract';
import { writeBatchOf } from '../store/write-batch';
import type { ConversationMessage, ModelTurn } from './provider';
import { releaseAnswer } from './release';
import { readByRelease, ReleaseInputs } from './release-inputs';
import { resolveQuestion } from './follow-up';
import { answerNowMessage, SYSTEM_PROMPT } from './system-prompt';
import { createRunRecorder, type RunRecorder } from './run-recorder';
import { completeModelTurn } from './model-call';
import { trimToContextBudget } from './context-budget';
import { dispatchTurn } from './dispatch-turn';
import { cancelWithWatchdog } from './stop-watchdog';
import { DEFAULT_MAX_TURNS } from '../store/settings-slice';

export type { AgentHarness, AgentRunOptions, AgentRunResult } from './agent-run';
import type { AgentRunOptions, AgentRunResult } from './agent-run';

type PageEvent = Omit<TimelineEvent, 'runId' | 'seq' | 'at'> & { startedAt?: number };

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/**
 * Runs one question to its released answer.
 *
 * @returns the final status (`done` | `stopped` | `error`), the draft and the number of model turns;
 *   never throws (errors end the run with status `error` and a reason)
 */
export async function runAgentLoop(options: AgentRunOptions): Promise<AgentRunResult> {
  const { question, provider, harness, store, signal } = options;
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  const now = options.now ?? (() => performance.now());
  const scrub = (text: string) => scrubSecrets(text, options.secrets ?? []);
  const t0 = now();
  let seq = 0;
  let runId: string | null = null;
  const releaseInputs = new ReleaseInputs();
  let recorder: RunRecorder | undefined;
  const state = () => store.getState();
  // Page events land with the harness's per frame; beginRun/finishRun apply the queue (store/write-batch.ts).
  const writes = writeBatchOf(store);
  const emit = (event: PageEvent) => {
    if (!runId) return;
    const { startedAt, ...rest } = event;
    const at = Math.round(((startedAt ?? now()) - t0) * 1000) / 1000;
    const pageEvent: TimelineEvent = {
      ...rest,
      runId,
      seq: ++seq,
      at,
      detail: rest.detail && boundDetail(rest.detail),
    };
    writes.push({ events: [pageEvent], origin: 'page' });
    recorder?.event(pageEvent);
  };
  let restarted = false; // Stop's watchdog restarted the worker: stopped shows before the new one answers.
  const onAbort = () => {
    if (runId) cancelWithWatchdog(harness, runId, undefined, () => (restarted = true));
  };
  let ending: { status: 'done' | 'stopped' | 'error'; reason?: string } | undefined;
  const end = <S extends 'done' | 'stopped' | 'error'>(status: S, reason?: string): S => {
    ending ??= { status, reason };
    return status;
  };
  signal.addEventListener('abort', onAbort);

  state().beginRun(question, options.planMode === true);
  state().clearRunEvents();
  state().clearObservations();
  state().clearRequestLog();
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 4);
  let turns = 0;
  let draft = '';
  try {
    const format = provider.toolFormat;
    runId = (
      await harness.startRun({
        kind: provider.id.startsWith('scenario') ? 'scenario' : 'model',
        planMode: options.planMode,
        budgets: options.budgets,
        exportProfile: { format },
      })
    ).runId;
    state().setRunId(runId);
    recorder = createRunRecorder(
      harness,
      runId,
      { question: scrub(question), provider: provider.id, model: options.model, scrub },
      now,
    );
    const tools = await harness.exportTools({ format });
    let messages: ConversationMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      ...(options.history ?? []),
      { role: 'user', content: question },
    ];
    let withhold = false;
    while (!signal.aborted) {
      turns += 1;
      if (!withhold && turns >= maxTurns) {
        withhold = true;
        messages.push({ role: 'user', content: answerNowMessage(`The turn limit (${maxTurns}) is reached.`) });
      }
      const turnId = `turn-${turns}`;
      const started = now();
      let modelTurn: ModelTurn;
      try {
        // Without a budget nothing is estimated: a long scripted run stays linear in its turns.
        const fitted =
          options.contextBudgetTokens === undefined
            ? undefined
            : trimToContextBudget(messages, options.contextBudgetTokens);
        if (fitted && fitted.trimmedCallIds.length > 0) {
          messages = fitted.messages;
          state().addContextTrimmed(fitted.trimmedCallIds.length);
          emit({
            lane: 'loop',
            stage: 'context-trim',
            status: 'info',
            turnId,
            detail: {
              trimmed: fitted.trimmedCallIds.length,
              estimatedTokens: fitted.estimatedTokens,
              budgetTokens: options.contextBudgetTokens ?? 0,
            },
          });
        }
        modelTurn = await completeModelTurn({
          provider,
          request: { messages: [...messages], tools: withhold ? [] : tools, signal },
          store,
          runId,
          turnId,
          secrets,
          emit,
          maxRetries: options.maxRetries,
          sleep: options.sleep,
          ...(recorder ? { record: recorder } : {}),
        });
      } catch (error) {
        if (isAbort(error, signal)) break;
        const message = scrub(errorMessage(error));
        emit({
          lane: 'model',
          stage: 'model-error',
          status: 'fail',
          turnId,
          startedAt: started,
          durationMs: now() - started,
          detail: { provider: provider.id, message },
        });
        throw new Error(`The model request failed: ${message}`);
      }
      state().countModelTurn();
      emit({
        lane: 'model',
        stage: 'model-turn',
        status: 'pass',
        turnId,
        startedAt: started,
        durationMs: now() - started,
        detail: {
          provider: provider.id,
          turn: turns,
          toolCalls: modelTurn.toolCalls.length,
          finishReason: modelTurn.finishReason,
          textChars: modelTurn.text.length,
          toolsWithheld: withhold,
          ...(modelTurn.usage?.inputTokens !== undefined ? { inputTokens: modelTurn.usage.inputTokens } : {}),
          ...(modelTurn.usage?.outputTokens !== undefined ? { outputTokens: modelTurn.usage.outputTokens } : {}),
        },
      });
      const calls = withhold ? [] : modelTurn.toolCalls;
      recorder?.turn({
        turnId,
        role: 'assistant',
        text: scrub(modelTurn.text),
        finishReason: modelTurn.finishReason,
        toolCalls: calls.map((call) => ({
          id: call.toolCallId,
          name: call.toolName,
          argumentsText: scrub(call.argumentsText),
        })),
      });
      messages.push({ role: 'assistant', content: modelTurn.text, toolCalls: calls });
      if (calls.length === 0) {
        draft = modelTurn.text;
        break;
      }
      if (signal.aborted) break;
      let stopRequired: string | undefined;
      // Each answer's tool message (and what release and the stop check read of it) is made as it arrives,
      // spread over the answers' tasks, so the turn keeps no answer whole; the messages then join the
      // conversation in the model's order.
      const answers = await dispatchTurn(
        harness,
        { runId, turnId, finishReason: modelTurn.finishReason, calls },
        emit,
        (result, index) => {
          const call = calls[index] ?? result;
          const { observation } = result;
          const runState = observation.run_state;
          const message: ConversationMessage = {
            role: 'tool',
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            content: JSON.stringify(observation),
          };
          return {
            message,
            observation: readByRelease(observation) ? observation : undefined,
            stop:
              runState?.stop_required || observation.status === 'stop_required'
                ? (runState?.reason ?? 'stop_required')
                : undefined,
          };
        },
      );
      for (const answer of answers) {
        if (answer.observation) releaseInputs.add(answer.observation);
        messages.push(answer.message);
        if (answer.stop !== undefined) stopRequired = answer.stop;
      }
      if (stopRequired && !withhold && !signal.aborted) {
        withhold = true;
        messages.push({
          role: 'user',
          content: answerNowMessage(`The harness reported stop_required (${stopRequired}).`),
        });
      }
    }
    if (signal.aborted) return { runId, status: end('stopped'), draft, turns };
    state().setDraftAnswer(draft);
    // A follow-up is judged as resolved from the conversation ("And how do I drop it?" → "… drop an index?").
    const judged = resolveQuestion(question, options.history ?? []);
    const release = releaseAnswer(draft, releaseInputs.observations, judged.text);
    const released = judged.from ? { ...release, verdict: { ...release.verdict, judgedAs: judged.text } } : release;
    state().setReleasedAnswer(released);
    recorder?.answer(draft, released);
    emit({
      lane: 'loop',
      stage: 'release',
      status: released.unsupported === 0 ? 'pass' : 'fail',
      detail: {
        supported: released.supported,
        unsupported: released.unsupported,
        answersQuestion: released.verdict.answersQuestion,
      },
    });
    state().setConversation(messages.slice(1), state().conversationQuestions + 1);
    return { runId, status: end('done'), draft, turns };
  } catch (error) {
    if (isAbort(error, signal)) return { runId, status: end('stopped'), draft, turns };
    const reason = scrub(errorMessage(error));
    return { runId, status: end('error', reason), draft, turns, error: state().runError ?? reason };
  } finally {
    signal.removeEventListener('abort', onAbort);
    const final = ending ?? { status: 'error' as const, reason: state().runError ?? 'The run ended without a status.' };
    const shownEarly = restarted;
    if (shownEarly) state().finishRun(final.status, final.reason);
    await recorder?.finish(final.status, final.reason ?? null);
    // The end shows once the record holds it and the live figures are read from it; storing the record
    // (endRun resolves once it is stored) is reported by the run list's `data-storage`, not waited for.
    if (runId) await harness.settleLiveRecord?.(runId).catch(() => undefined);
    if (!shownEarly) state().finishRun(final.status, final.reason);
    if (runId) await harness.endRun(runId).catch(() => undefined);
  }
}
