/**
 * The request inspector: per model turn, the system prompt, exported tools, messages and parameters,
 * the key redacted. One item per model turn of the current run
 * (`request-inspector-turn`, `data-turn-id`, `data-attempts`), from the bounded summaries in the store
 * (`llm/request-summary.ts`; a stored, imported or replayed run's from its record): URL and headers (credentials shown as `[redacted]`), parameters, the
 * system prompt, the exported tools and the messages, each previewed as text. Empty state in words.
 */
import { useConsoleStore } from '../../store';
import { useShownRun } from '../record/use-shown-run';
import type { RequestSummary } from '../../llm/request-summary';
import './inspector.css';

/** One turn's request. */
function TurnRequest({ summary }: { summary: RequestSummary }) {
  const { parameters } = summary;
  return (
    <li
      className="inspector__turn"
      data-testid="request-inspector-turn"
      data-turn-id={summary.turnId}
      data-attempts={summary.attempts}
    >
      <details className="details">
        <summary>
          {summary.turnId} · {summary.provider} · {parameters.model} ·{' '}
          {summary.messages.length + summary.messagesOmitted} messages · {summary.tools.length + summary.toolsOmitted}{' '}
          tools
          {summary.attempts > 1 ? ` · ${summary.attempts} attempts` : ''}
        </summary>
        <h4 className="subhead">Request</h4>
        <pre className="code-block" data-testid="request-inspector-headers">
          {`POST ${summary.url}\n`}
          {Object.entries(summary.headers).map(([name, value]) => `${name}: ${value}\n`)}
        </pre>
        <h4 className="subhead">Parameters</h4>
        <pre className="code-block" data-testid="request-inspector-parameters">
          {`model: ${parameters.model}\ntemperature: ${parameters.temperature ?? '(server default)'}\nmax tokens: ${parameters.maxTokens ?? '(server default)'}\ntool_choice: ${parameters.toolChoice ?? '(not sent: auto)'}\nstream: ${parameters.stream}\nbody: ${summary.bodyChars.toLocaleString('en')} chars`}
        </pre>
        <h4 className="subhead">System prompt</h4>
        <pre className="code-block">{summary.system}</pre>
        <h4 className="subhead">Exported tools</h4>
        <ul className="inspector__list">
          {summary.tools.map((tool) => (
            <li key={tool.name}>
              <code>{tool.name}</code> ({tool.schemaChars.toLocaleString('en')} chars)
            </li>
          ))}
          {summary.toolsOmitted > 0 ? <li>… {summary.toolsOmitted} more</li> : null}
        </ul>
        <h4 className="subhead">Messages</h4>
        {summary.messagesOmitted > 0 ? (
          <p className="hint">{summary.messagesOmitted} older messages not shown.</p>
        ) : null}
        <ol className="inspector__list">
          {summary.messages.map((message, index) => (
            <li key={index} data-testid="request-inspector-message" data-role={message.role}>
              <strong>{message.role}</strong> ({message.chars.toLocaleString('en')} chars):{' '}
              <span className="inspector__preview">{message.preview}</span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The inspector panel. */
export function RequestInspector() {
  const live = useConsoleStore((s) => s.requestLog);
  const shown = useShownRun();
  // A stored, imported or replayed run shows the request summaries its record holds.
  const log =
    shown.source === 'record' ? shown.requests.map((summary) => ({ ...summary, runId: shown.runId ?? '' })) : live;
  return (
    <section
      className="panel"
      aria-labelledby="request-inspector-heading"
      data-testid="request-inspector"
      data-count={log.length}
    >
      <h2 id="request-inspector-heading" className="panel__title">
        Requests to the model
      </h2>
      {log.length === 0 ? (
        <p className="hint">
          No model request yet in this run. Networked providers (OpenAI-compatible, Anthropic) show each turn's request
          here, the key redacted.
        </p>
      ) : (
        <ol className="inspector">
          {log.map((summary) => (
            <TurnRequest key={`${summary.runId}:${summary.turnId}`} summary={summary} />
          ))}
        </ol>
      )}
    </section>
  );
}
