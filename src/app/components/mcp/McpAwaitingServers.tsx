/**
 * The MCP servers remembered from an earlier visit that were added with a header (a bearer token or a
 * custom header): header values are never remembered (store/mcp-memory.ts), so each is listed with a
 * password field per header name, "Connect" (adds the server with the values typed; they then live in
 * the harness client's memory only, like the add form's) and "Forget" (drops it from this device).
 * Items `mcp-remembered` (`data-name`, `data-status` = `needs-secret` | `connecting`), fields
 * `mcp-remembered-secret` (`data-header`), buttons `mcp-remembered-connect`, `mcp-remembered-forget`.
 */
import { useState, type FormEvent } from 'react';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { forgetMcpServer, type RememberedMcpServer } from '../../store/mcp-memory';
import { configOf } from './mcp-restore';

/** The header's value as sent: a bare token in `Authorization` becomes `Bearer <token>` (as in the add form). */
function headerValue(name: string, typed: string): string {
  const value = typed.trim();
  return /^authorization$/i.test(name) && value && !/^bearer\s/i.test(value) ? `Bearer ${value}` : value;
}

/** One waiting server. */
function AwaitingServer({ server, onDone }: { server: RememberedMcpServer; onDone(name: string): void }) {
  const client = useHarnessClient();
  const names = server.headerNames ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [connecting, setConnecting] = useState(false);
  const missing = names.some((name) => !(values[name] ?? '').trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    const headers = Object.fromEntries(names.map((name) => [name, headerValue(name, values[name] ?? '')]));
    setValues({});
    setConnecting(true);
    void client
      .addMcpServer(configOf(server, headers))
      .catch(() => undefined)
      .finally(() => onDone(server.name));
  };

  return (
    <li
      className="mcp-server mcp-server--disconnected"
      data-testid="mcp-remembered"
      data-name={server.name}
      data-status={connecting ? 'connecting' : 'needs-secret'}
    >
      <div className="mcp-server__head">
        <span className="mcp-server__name">{server.name}</span>
        <span className="badge mcp-status mcp-status--disconnected" role="status">
          {connecting ? 'Connecting…' : 'Not connected'}
        </span>
      </div>
      <code className="mcp-server__url">{server.url}</code>
      <p className="hint">
        Remembered from your last visit without its {names.length === 1 ? 'header value' : 'header values'} (
        {names.join(', ')}): secrets are never stored. Enter {names.length === 1 ? 'it' : 'them'} again to connect.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {names.map((name) => (
          <label className="field" key={name}>
            <span className="field__label">{/^authorization$/i.test(name) ? 'Bearer token' : `${name} value`}</span>
            <input
              data-testid="mcp-remembered-secret"
              data-header={name}
              type="password"
              autoComplete="off"
              value={values[name] ?? ''}
              onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            />
          </label>
        ))}
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            data-testid="mcp-remembered-connect"
            disabled={missing || connecting}
          >
            Connect
          </button>
          <button
            type="button"
            className="button"
            data-testid="mcp-remembered-forget"
            disabled={connecting}
            onClick={() => {
              forgetMcpServer(server.name);
              onDone(server.name);
            }}
            aria-label={`Forget ${server.name}`}
          >
            Forget
          </button>
        </div>
      </form>
    </li>
  );
}

/** The waiting servers (nothing when there are none). */
export function McpAwaitingServers() {
  const awaiting = useConsoleStore((s) => s.mcpAwaitingSecret);
  const setAwaiting = useConsoleStore((s) => s.setMcpAwaitingSecret);
  if (awaiting.length === 0) return null;
  const done = (name: string) =>
    setAwaiting(useConsoleStore.getState().mcpAwaitingSecret.filter((server) => server.name !== name));
  return (
    <ul className="mcp-servers" aria-label="Remembered MCP servers waiting for a header value">
      {awaiting.map((server) => (
        <AwaitingServer key={server.name} server={server} onDone={done} />
      ))}
    </ul>
  );
}
