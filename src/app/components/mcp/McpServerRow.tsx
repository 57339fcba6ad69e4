/**
 * One MCP server as a user sees it: status (`data-status`, a spinner while connecting or
 * reconnecting), the server's name, version and tool count when connected, the reason in plain words when
 * it failed or needs authorization (`mcp-reason`), the skipped tools, and Reconnect / Remove buttons.
 * Everything is text; no header value is ever present here (McpServerState carries none).
 */
import type { McpServerState } from '../../../contract/mcp-api';
import { serverSummary, STATUS_WORDS } from './mcp-form';
import { McpServerFeatures } from './McpServerFeatures';
import { McpServerOAuth } from './McpServerOAuth';
import { countOf } from '../../../contract';

/** Props: the state, whether an action on it is under way, and the two actions. */
export interface McpServerRowProps {
  state: McpServerState;
  busy: boolean;
  onRemove(name: string): void;
  onReconnect(name: string): void;
}

/**
 * The server row (`mcp-server`, data-name, data-status, data-tool-count, data-resource-count,
 * data-template-count, data-prompt-count — a count is absent when the server does not offer the feature).
 */
export function McpServerRow({ state, busy, onRemove, onReconnect }: McpServerRowProps) {
  const spinning = state.status === 'connecting' || state.status === 'reconnecting';
  const summary = serverSummary(state);
  return (
    <li
      className={`mcp-server mcp-server--${state.status}`}
      data-testid="mcp-server"
      data-name={state.name}
      data-status={state.status}
      data-tool-count={state.toolCount ?? 0}
      data-resource-count={state.resourceCount}
      data-template-count={state.templateCount}
      data-prompt-count={state.promptCount}
    >
      <div className="mcp-server__head">
        <span className="mcp-server__name">{state.name}</span>
        <span className={`badge mcp-status mcp-status--${state.status}`} role="status">
          {spinning ? <span className="spinner" aria-hidden="true" /> : null}
          {STATUS_WORDS[state.status]}
        </span>
      </div>
      <code className="mcp-server__url">{state.url}</code>
      {summary ? <p className="hint">{summary}</p> : null}
      {state.reason ? (
        <p className="mcp-server__reason" data-testid="mcp-reason">
          {state.reason}
        </p>
      ) : null}
      {state.skippedTools && state.skippedTools.length > 0 ? (
        <details className="mcp-server__skipped">
          <summary>{countOf(state.skippedTools.length, 'tool')} not added</summary>
          <ul>
            {state.skippedTools.map((tool) => (
              <li key={tool.name} data-testid="mcp-skipped-tool">
                <code>{tool.name}</code>: {tool.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <McpServerOAuth state={state} />
      {state.status === 'connected' ? <McpServerFeatures state={state} /> : null}
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-testid="mcp-reconnect"
          disabled={busy}
          onClick={() => onReconnect(state.name)}
        >
          Reconnect
        </button>
        <button
          type="button"
          className="button"
          data-testid="mcp-remove"
          disabled={busy}
          onClick={() => onRemove(state.name)}
          aria-label={`Remove ${state.name}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
