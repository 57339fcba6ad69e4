/**
 * The run panel: question, provider, plan mode, Run and Stop, and the conversation (the run status line
 * is the shell's, on every view). Ctrl/⌘+Enter in the
 * question runs it. An empty question, or one over the length limit, keeps Run disabled and says why
 * (`question-error`, `llm/question-check.ts`).
 */
import type { FormEvent, KeyboardEvent } from 'react';
import { useConsoleStore, type ProviderId } from '../../store';
import { PROVIDER_OPTIONS } from '../../llm/select-provider';
import { useRun } from './use-run';
import { ConversationBar } from './ConversationBar';
import { checkQuestion } from '../../llm/question-check';
import { QuestionContext } from './QuestionContext';
import { CheckboxField } from '../fields/CheckboxField';

/** The run panel. */
export function RunPanel() {
  const question = useConsoleStore((s) => s.question);
  const setQuestion = useConsoleStore((s) => s.setQuestion);
  const providerId = useConsoleStore((s) => s.providerId);
  const setProviderId = useConsoleStore((s) => s.setProviderId);
  const planMode = useConsoleStore((s) => s.planMode);
  const setPlanMode = useConsoleStore((s) => s.setPlanMode);
  const running = useConsoleStore((s) => s.runStatus === 'running');
  const scenarioName = useConsoleStore((s) => s.scenario?.name);
  const workerRestart = useConsoleStore((s) => s.workerRestart);
  const { run, stop, pending } = useRun();
  const busy = running || pending;
  const problem = checkQuestion(question);
  const canRun = !busy && problem === undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canRun) run(question.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canRun) {
      event.preventDefault();
      run(question.trim());
    }
  };

  return (
    <section className="panel" aria-labelledby="run-heading">
      <h2 id="run-heading" className="panel__title">
        Run
      </h2>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">Question</span>
          <textarea
            data-testid="question-input"
            rows={4}
            value={question}
            placeholder="e.g. Why do my writes fail with 'database is locked', and how do I fix it?"
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={problem?.code === 'TOO_LONG' ? true : undefined}
            aria-describedby={problem ? 'question-error' : undefined}
          />
        </label>
        <QuestionContext />
        {problem ? (
          <p
            id="question-error"
            className={`question-error question-error--${problem.code === 'EMPTY' ? 'hint' : 'error'}`}
            data-testid="question-error"
            data-code={problem.code}
            role={problem.code === 'TOO_LONG' ? 'alert' : undefined}
          >
            {problem.message}
          </p>
        ) : null}
        <label className="field">
          <span className="field__label">Model provider</span>
          <select
            data-testid="provider-select"
            value={providerId}
            onChange={(e) => setProviderId(e.target.value as ProviderId)}
          >
            {PROVIDER_OPTIONS.map((option) => (
              <option
                key={option.id}
                value={option.id}
                disabled={option.disabled || (option.id === 'scenario' && !scenarioName)}
              >
                {option.id === 'scenario' && scenarioName ? `Scenario: ${scenarioName}` : option.label}
              </option>
            ))}
          </select>
        </label>
        <CheckboxField testId="plan-mode-toggle" checked={planMode} onChange={setPlanMode}>
          Plan mode (tools not available in plan mode ask for approval)
        </CheckboxField>
        <div className="button-row">
          <button type="submit" className="button button--primary" data-testid="run-button" disabled={!canRun}>
            Run
          </button>
          <button type="button" className="button" data-testid="stop-button" disabled={!busy} onClick={stop}>
            Stop
          </button>
          <span className="hint">Ctrl+Enter runs</span>
        </div>
        {workerRestart && (
          <p className="notice" role="status" data-testid="worker-restart-notice">
            {workerRestart}
          </p>
        )}
      </form>
      <ConversationBar />
    </section>
  );
}
