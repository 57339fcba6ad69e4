/**
 * The request inspector: per model turn, what went to the model — the system prompt, exported tools,
 * messages and parameters, the key redacted — and beside it what the model sent back: its text and its
 * tool calls as received. One item per model turn of the current run (`request-inspector-turn`,
 * `data-turn-id`, `data-attempts` = HTTP attempts, 0 for the scripted models, which send no request), from
 * the bounded summaries in the store (`llm/request-summary.ts`, `llm/response-summary.ts`; a stored,
 * imported or replayed run's from its record, DESIGN §8, so they read as they did live): URL and headers
 * (credentials shown as `[redacted]`), parameters, the system prompt, the exported tools and the messages,
 * each previewed as text; the response (`request-inspector-response`) with its text
 * (`request-inspector-response-text`) and each tool call (`request-inspector-response-call`).
 * Empty state in words, true for the run shown (live: no turn yet; a record: why it holds none).
 */
import { memo } from 'react';
import { useConsoleStore } from '../../store';
import { useShownRun, type ShownRun } from '../record/use-shown-run';
import type { RequestSummary } from '../../llm/request-summary';
import type { TurnResponseSummary } from '../../store/conversation-slice';
import './inspector.css';
import { countOf } from '../../../contract';

/** What the model sent back in one turn. */
function TurnResponse({ response }: { response: TurnResponseSummary }) {
  const calls = response.toolCalls.length + response.toolCallsOmitted;
  return (
    <div
      className="inspector__response"
      data-testid="request-inspector-response"
      data-finish-reason={response.finishReason}
      data-tool-calls={calls}
      data-text-chars={response.textChars}
    >
      <h3 className="subhead">
        Model response · {response.finishReason || 'no finish reason'} · {countOf(calls, 'tool call')}
      </h3>
      {response.textChars > 0 ? (
        <pre className="code-block inspector__text" data-testid="request-inspector-response-text">
          {response.text}
        </pre>
      ) : (
        <p className="hint">No text in this turn.</p>
      )}
      {response.toolCalls.length > 0 ? (
        <ol className="inspector__list">
          {response.toolCalls.map((call, index) => (
            <li
              key={`${call.toolCallId}:${index}`}
              data-testid="request-inspector-response-call"
              data-tool-call-id={call.toolCallId}
              data-tool-name={call.toolName}
            >
              <code>{call.toolName}</code> [{call.toolCallId}] ({call.argumentsChars.toLocaleString('en')} chars):{' '}
              <span className="inspector__preview">{call.argumentsText}</span>
            </li>
          ))}
          {response.toolCallsOmitted > 0 ? <li>… {response.toolCallsOmitted} more</li> : null}
        </ol>
      ) : null}
    </div>
  );
}

/** One turn: its request (when one was sent) and the model's response (once it came); re-renders only when either changes. */
const Turn = memo(function Turn({ summary, response }: { summary?: RequestSummary; response?: TurnResponseSummary }) {
  const turnId = summary?.turnId ?? response?.turnId;
  return (
    <li
      className="inspector__turn"
      data-testid="request-inspector-turn"
      data-turn-id={turnId}
      data-attempts={summary?.attempts ?? 0}
    >
      {summary ? (
        <TurnRequest summary={summary} />
      ) : (
        <p className="subhead">
          {turnId} · {response?.provider}: a scripted model, no request sent
        </p>
      )}
      {response ? <TurnResponse response={response} /> : null}
    </li>
  );
});

/** One turn's request. */
function TurnRequest({ summary }: { summary: RequestSummary }) {
  const { parameters } = summary;
  return (
    <details className="details">
      <summary>
        {summary.turnId} · {summary.provider} · {parameters.model} ·{' '}
        {countOf(summary.messages.length + summary.messagesOmitted, 'message')} ·{' '}
        {countOf(summary.tools.length + summary.toolsOmitted, 'tool')}
        {summary.attempts > 1 ? ` · ${countOf(summary.attempts, 'attempt')}` : ''}
      </summary>
      <h3 className="subhead">Request</h3>
      <pre className="code-block" data-testid="request-inspector-headers">
        {`POST ${summary.url}\n`}
        {Object.entries(summary.headers).map(([name, value]) => `${name}: ${value}\n`)}
      </pre>
      <h3 className="subhead">Parameters</h3>
      <pre className="code-block" data-testid="request-inspector-parameters">
        {`model: ${parameters.model}\ntemperature: ${parameters.temperature ?? '(server default)'}\nmax tokens: ${parameters.maxTokens ?? '(server default)'}\ntool_choice: ${parameters.toolChoice ?? '(not sent: auto)'}\nstream: ${parameters.stream}\nbody: ${summary.bodyChars.toLocaleString('en')} chars`}
      </pre>
      <h3 className="subhead">System prompt</h3>
      <pre className="code-block">{summary.system}</pre>
      <h3 className="subhead">Exported tools</h3>
      <ul className="inspector__list">
        {summary.tools.map((tool) => (
          <li key={tool.name}>
            <code>{tool.name}</code> ({tool.schemaChars.toLocaleString('en')} chars)
          </li>
        ))}
        {summary.toolsOmitted > 0 ? <li>… {summary.toolsOmitted} more</li> : null}
      </ul>
      <h3 className="subhead">Messages</h3>
      {summary.messagesOmitted > 0 ? <p className="hint">{summary.messagesOmitted} older messages not shown.</p> : null}
      <ol className="inspector__list">
        {summary.messages.map((message, index) => (
          <li key={index} data-testid="request-inspector-message" data-role={message.role}>
            <strong>{message.role}</strong> ({message.chars.toLocaleString('en')} chars):{' '}
            <span className="inspector__preview">{message.preview}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Why the shown run has no model turn to show, in words. */
function noTurnsText(shown: ShownRun): string {
  if (shown.source === 'live')
    return 'No model turn yet in this run. Each turn shows what the model sent back (its text and tool calls); networked providers (OpenAI-compatible, Anthropic) show the request too, the key redacted.';
  if (shown.state === 'loading') return "Reading this run's record…";
  if (shown.state === 'error') return `This run's record could not be read: ${shown.loadError ?? 'unknown error'}.`;
  switch (shown.kind) {
    case 'catalog':
      return "This run had no model turns: its calls were made from the Tools view's test form, not by a model.";
    case 'imported':
      return 'This run had no model turns in its trace file: the file holds no model requests or responses.';
    case 'scenario':
      return "This run had no model turns: it ended before the scenario's first turn came back.";
    default:
      return "This run had no model turns recorded: it ended before the model's first turn came back, or it was stored before this console kept model responses.";
  }
}

/** The inspector panel. */
export function RequestInspector() {
  const live = useConsoleStore((s) => s.requestLog);
  const liveResponses = useConsoleStore((s) => s.responseLog);
  const shown = useShownRun();
  // A stored, imported or replayed run shows the request summaries its record holds.
  const fromRecord = shown.source === 'record';
  const log = fromRecord ? shown.requests.map((summary) => ({ ...summary, runId: shown.runId ?? '' })) : live;
  const responses = fromRecord
    ? shown.responses.map((response) => ({ ...response, runId: shown.runId ?? '' }))
    : liveResponses;
  const key = (entry: { runId: string | null; turnId: string }) => `${entry.runId}:${entry.turnId}`;
  const requestOf = new Map(log.map((summary) => [key(summary), summary]));
  const responseOf = new Map(responses.map((response) => [key(response), response]));
  const turns = [...new Set([...log.map(key), ...responses.map(key)])];
  return (
    <section
      className="panel"
      aria-labelledby="request-inspector-heading"
      data-testid="request-inspector"
      data-count={log.length}
    >
      <h2 id="request-inspector-heading" className="panel__title">
        Requests to the model and its responses
      </h2>
      {turns.length === 0 ? (
        <p className="hint">{noTurnsText(shown)}</p>
      ) : (
        <ol className="inspector">
          {turns.map((id) => (
            <Turn key={id} summary={requestOf.get(id)} response={responseOf.get(id)} />
          ))}
        </ol>
      )}
    </section>
  );
}
