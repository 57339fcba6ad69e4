/**
 * A server's roots and log (MCP spec 2025-06-18 client/roots, server/utilities/logging): the roots
 * textarea (`mcp-roots`, one `file://` URI a line) applied with `mcp-roots-apply` (the worker sends
 * `notifications/roots/list_changed`), and the server's log messages (`mcp-log`; entries
 * `mcp-log-entry` with `data-level`), bounded in the worker and the store. Text only.
 */
import { useEffect, useState } from 'react';
import type { McpServerState } from '../../../contract/mcp-api';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { parseRootsText } from './mcp-feature-rules';

/** The roots editor of a server. */
export function McpRoots({ state }: { state: McpServerState }) {
  const client = useHarnessClient();
  const [text, setText] = useState((state.roots ?? []).join('\n'));
  const [status, setStatus] = useState<{ kind: 'ready' | 'applying' | 'applied' } | { kind: 'error'; message: string }>(
    {
      kind: 'ready',
    },
  );
  const apply = async () => {
    const parsed = parseRootsText(text);
    if (!parsed.ok) return setStatus({ kind: 'error', message: parsed.error });
    setStatus({ kind: 'applying' });
    const answer = await client
      .setMcpRoots(state.name, parsed.roots)
      .catch((error: unknown) => ({ ok: false as const, reason: String(error) }));
    setStatus(answer.ok ? { kind: 'applied' } : { kind: 'error', message: answer.reason });
  };
  return (
    <div className="mcp-features__section">
      <label className="field">
        <span className="field__label">Roots (one file:// URI a line)</span>
        <textarea
          data-testid="mcp-roots"
          rows={2}
          value={text}
          spellCheck={false}
          placeholder="file:///home/me/project"
          onChange={(event) => {
            setText(event.target.value);
            setStatus({ kind: 'ready' });
          }}
        />
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-testid="mcp-roots-apply"
          data-status={status.kind}
          disabled={status.kind === 'applying'}
          onClick={() => void apply()}
        >
          Apply roots
        </button>
        {status.kind === 'applied' ? <span className="hint">Sent to the server.</span> : null}
      </div>
      {status.kind === 'error' ? (
        <p className="form-error" role="alert">
          {status.message}
        </p>
      ) : null}
    </div>
  );
}

const EMPTY: never[] = [];

/** The log of a server (loaded from the worker once, then kept up to date by its notices). */
export function McpLog({ server }: { server: string }) {
  const client = useHarnessClient();
  const entries = useConsoleStore((s) => s.mcpLogs[server] ?? EMPTY);
  useEffect(() => {
    void client
      .mcp('listMcpLogs', (api) => api.listMcpLogs(server))
      .then((list) => useConsoleStore.getState().replaceMcpLogs(server, list))
      .catch(() => undefined);
  }, [client, server]);
  return (
    <div className="mcp-features__section">
      <h4 className="mcp-features__title">
        Log <span className="panel__count">{entries.length}</span>
      </h4>
      {entries.length === 0 ? <p className="empty">No log messages from this server.</p> : null}
      <ol className="mcp-log" data-testid="mcp-log" data-count={entries.length}>
        {entries.slice(-50).map((entry) => (
          <li
            key={entry.seq}
            className={`mcp-log__entry mcp-log__entry--${entry.level}`}
            data-testid="mcp-log-entry"
            data-level={entry.level}
          >
            <span className="badge">{entry.level}</span> {entry.logger ? <code>{entry.logger}</code> : null}{' '}
            {entry.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
