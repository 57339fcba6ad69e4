/**
 * The MCP panel: add a server by URL, a name and optional headers — a bearer token
 * (type=password) and one custom header — and list every server with its state (McpServerRow). The
 * config goes to the harness client, which keeps it in memory only (re-added after a worker restart); the
 * token field is cleared after each add and never stored, exported, logged or put in the timeline; a token or
 * header value belongs to the URL it was typed for — editing the URL to another endpoint clears them
 * (`mcp-secret-cleared` says so; DESIGN §8). The client remembers each server's name, URL, roots and header
 * names on this device (never a value), so it is listed again after a reload (McpAwaitingServers lists
 * those that need a header value typed again). The
 * servers' tools reach the catalog (kind `mcp`, source `mcp:<name>`): the client refreshes it on every
 * server-state event. States are read with React Query (`useMcpServers`), re-read on each reported change.
 */
import { useState, type FormEvent } from 'react';
import { useHarnessClient, useMcpServers } from '../../harness';
import { useConsoleStore } from '../../store';
import { buildMcpConfig, type McpFormInput } from './mcp-form';
import { McpServerRow } from './McpServerRow';
import { McpAwaitingServers } from './McpAwaitingServers';
import { endpointOf, errorMessage, secretsFollowUrl } from '../../../contract';

const EMPTY: McpFormInput = { url: '', name: '', token: '', headerName: '', headerValue: '', roots: '' };
/** The fields that hold secrets: they go only to the URL they were typed for. */
const SECRET_FIELDS = ['token', 'headerValue'] as const;

/** The MCP servers panel (`mcp-panel`). */
export function McpPanel() {
  const client = useHarnessClient();
  const servers = useMcpServers().data ?? [];
  const awaiting = useConsoleStore((s) => s.mcpAwaitingSecret);
  const [input, setInput] = useState<McpFormInput>(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<{ name: string; url: string } | undefined>();
  const [busy, setBusy] = useState<Set<string>>(new Set());
  // `endpointOf` the URL shown when a secret field was last typed, and whether a URL edit just cleared them.
  const [secretsFor, setSecretsFor] = useState('');
  const [secretsCleared, setSecretsCleared] = useState(false);

  const field = (key: keyof McpFormInput) => ({
    value: input[key] ?? '',
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      if (key === 'url') {
        const next = secretsFollowUrl(input, SECRET_FIELDS, secretsFor, value);
        if (next.cleared) setSecretsCleared(true);
        return setInput(next.form);
      }
      if ((SECRET_FIELDS as readonly string[]).includes(key)) {
        setSecretsFor(endpointOf(input.url));
        setSecretsCleared(false);
      }
      setInput({ ...input, [key]: value });
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildMcpConfig(input, [...servers.map((s) => s.name), ...awaiting.map((s) => s.name)]);
    if (!built.ok) return setError(built.error);
    setError(undefined);
    // The secret leaves the form now: the fields are cleared before the connection is even made.
    setInput((old) => ({ ...EMPTY, url: old.url }));
    setPending({ name: built.config.name, url: built.config.url });
    try {
      await client.addMcpServer(built.config);
    } catch (failure) {
      setError(`The harness worker did not answer: ${errorMessage(failure)}`);
    } finally {
      setPending(undefined);
    }
  };

  const act = (name: string, action: () => Promise<unknown>) => {
    setBusy((old) => new Set(old).add(name));
    void action()
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() =>
        setBusy((old) => {
          const next = new Set(old);
          next.delete(name);
          return next;
        }),
      );
  };

  const showPending = pending && !servers.some((s) => s.name === pending.name);
  return (
    <section className="panel" aria-labelledby="mcp-heading" data-testid="mcp-panel">
      <h2 id="mcp-heading" className="panel__title">
        MCP servers <span className="panel__count">{servers.length}</span>
      </h2>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="field">
          <span className="field__label">Server URL</span>
          <input
            data-testid="mcp-url"
            type="url"
            placeholder="http://127.0.0.1:3001/mcp"
            autoComplete="off"
            {...field('url')}
          />
        </label>
        <label className="field">
          <span className="field__label">Name (optional: empty takes the URL's host)</span>
          <input
            data-testid="mcp-name"
            type="text"
            placeholder="e.g. everything"
            autoComplete="off"
            {...field('name')}
          />
        </label>
        <label className="field">
          <span className="field__label">Bearer token (optional, kept in memory only, never remembered)</span>
          <input data-testid="mcp-token" type="password" autoComplete="off" {...field('token')} />
        </label>
        <div className="mcp-header-fields">
          <label className="field">
            <span className="field__label">Header name (optional)</span>
            <input
              data-testid="mcp-header-name"
              type="text"
              placeholder="X-Api-Key"
              autoComplete="off"
              {...field('headerName')}
            />
          </label>
          <label className="field">
            <span className="field__label">Header value</span>
            <input data-testid="mcp-header-value" type="password" autoComplete="off" {...field('headerValue')} />
          </label>
        </div>
        <label className="field">
          <span className="field__label">Roots (optional: one file:// URI a line, offered to the server)</span>
          <textarea
            data-testid="mcp-roots"
            rows={2}
            spellCheck={false}
            placeholder="file:///home/me/project"
            {...field('roots')}
          />
        </label>
        {secretsCleared ? (
          <p className="hint hint--warning" role="status" data-testid="mcp-secret-cleared">
            The token and header value were cleared: they were typed for another URL, and a secret goes only to the URL
            it was entered for. Enter them again for this one.
          </p>
        ) : null}
        {error ? (
          <p className="form-error" role="alert" data-testid="mcp-form-error">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            data-testid="mcp-add"
            disabled={pending !== undefined}
          >
            {pending ? 'Connecting…' : 'Add server'}
          </button>
        </div>
      </form>
      {servers.length === 0 && awaiting.length === 0 && !showPending ? (
        <p className="empty">No MCP servers added.</p>
      ) : null}
      <ul className="mcp-servers" aria-label="MCP servers">
        {showPending ? (
          <McpServerRow
            state={{ ...pending, status: 'connecting' }}
            busy
            onRemove={() => undefined}
            onReconnect={() => undefined}
          />
        ) : null}
        {servers.map((state) => (
          <McpServerRow
            key={state.name}
            state={state}
            busy={busy.has(state.name)}
            onRemove={(name) => act(name, () => client.removeMcpServer(name))}
            onReconnect={(name) => act(name, () => client.reconnectMcpServer(name))}
          />
        ))}
      </ul>
      <McpAwaitingServers />
    </section>
  );
}
