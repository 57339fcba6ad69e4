/**
 * The conversation around the run: how many questions it holds, the
 * "New conversation" button (forgets earlier questions; each question is its own harness run anyway),
 * how many old observations were trimmed to the context budget (`context-trimmed`), the retry countdown
 * after a rate limit (`retry-countdown`), and token usage per run and per turn (`token-usage`, with
 * `data-input-tokens` / `data-output-tokens` = the sums over the current run's turns; "—" when the
 * provider reported none). While a stored, imported or replayed run is shown, its recorded question(s)
 * (`shown-question`, `data-count`) and its recorded token usage are shown instead of the live run's
 * (use-shown-run.ts); the live conversation's controls stay.
 */
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';
import { sumUsage } from '../../store/conversation-slice';
import { useShownRun } from '../record/use-shown-run';
import { countOf } from '../../../contract';

const format = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en'));

/** The conversation controls and the run's usage. */
export function ConversationBar() {
  const { questions, trimmed, countdown, running, runId, usage, reset } = useConsoleStore(
    useShallow((s) => ({
      questions: s.conversationQuestions,
      trimmed: s.contextTrimmed,
      countdown: s.retryCountdown,
      running: s.runStatus === 'running',
      runId: s.runId,
      usage: s.turnUsage,
      reset: s.resetConversation,
    })),
  );
  const shown = useShownRun();
  const recorded = shown.source === 'record';
  const turns = recorded ? shown.usage : usage.filter((turn) => turn.runId === runId);
  const total = sumUsage(turns);
  return (
    <div className="conversation-bar">
      {recorded ? <ShownQuestions questions={shown.questions} replay={shown.afterCall !== null} /> : null}
      <div className="button-row">
        <span className="hint" data-testid="conversation-questions" data-count={questions}>
          {questions === 0
            ? recorded
              ? 'Your next question starts a new conversation'
              : 'No question asked yet'
            : `Conversation: ${countOf(questions, 'question')} so far; the next one continues it`}
        </span>
        <button
          type="button"
          className="button button--small"
          data-testid="new-conversation"
          disabled={running || questions === 0}
          onClick={reset}
        >
          New conversation
        </button>
      </div>
      {trimmed > 0 ? (
        <p className="hint" data-testid="context-trimmed" data-count={trimmed}>
          {countOf(trimmed, 'old observation')} trimmed to fit the context budget.
        </p>
      ) : null}
      {countdown ? (
        <p
          className="hint hint--warning"
          data-testid="retry-countdown"
          data-seconds={countdown.secondsLeft}
          role="status"
          aria-live="polite"
        >
          Rate limited: retry {countdown.attempt} of {countdown.maxRetries} in {countdown.secondsLeft} s
          {countdown.source === 'retry-after' ? ' (as the server asked)' : ' (default backoff)'}. Stop cancels it.
        </p>
      ) : null}
      {turns.length > 0 ? (
        <details
          className="details"
          data-testid="token-usage"
          data-input-tokens={total.inputTokens ?? ''}
          data-output-tokens={total.outputTokens ?? ''}
        >
          <summary>
            Tokens {recorded ? 'of the shown run' : 'this run'}: {format(total.inputTokens)} in ·{' '}
            {format(total.outputTokens)} out
          </summary>
          <ol className="token-usage__turns">
            {turns.map((turn) => (
              <li key={turn.turnId} data-testid="token-usage-turn" data-turn-id={turn.turnId}>
                {turn.turnId}: {format(turn.inputTokens)} in · {format(turn.outputTokens)} out
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/** The shown record's question(s), in words (a run stored without one says so). */
function ShownQuestions({ questions, replay }: { questions: readonly string[]; replay: boolean }) {
  const which = replay ? 'The replayed run' : 'The shown run';
  return (
    <p className="hint shown-question" data-testid="shown-question" data-count={questions.length}>
      {questions.length === 0
        ? `${which} holds no question.`
        : `${which} asked: ${questions.map((question) => `“${question}”`).join(', then ')}`}
    </p>
  );
}
