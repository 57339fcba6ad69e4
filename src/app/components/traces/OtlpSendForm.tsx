/**
 * "Send to OTLP endpoint": posts the shown run's OTLP/JSON from the worker to an OTLP/HTTP traces
 * endpoint (`…/v1/traces` of a collector, Jaeger, Langfuse, Phoenix), with one optional header
 * (`Name: value`, e.g. an authorization header) used for this request only — never stored or exported, and
 * sent only to the endpoint it was typed for: editing the endpoint to another one clears it
 * (`otlp-header-cleared`; DESIGN §8).
 * The outcome in words under `otlp-status` (`data-status` idle|sending|sent|failed).
 */
import { useState } from 'react';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { endpointOf, errorMessage, secretsFollowUrl } from '../../../contract';

/** Parses `Name: value` into a header record; '' → none; anything else → an error sentence. */
export function parseHeaderLine(
  line: string,
): { ok: true; headers?: Record<string, string> } | { ok: false; message: string } {
  const text = line.trim();
  if (!text) return { ok: true };
  const colon = text.indexOf(':');
  const name = colon > 0 ? text.slice(0, colon).trim() : '';
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name))
    return { ok: false, message: 'The header must read "Name: value" with a valid header name.' };
  return { ok: true, headers: { [name]: text.slice(colon + 1).trim() } };
}

/** The send form. */
export function OtlpSendForm({ runId }: { runId: string | null }) {
  const client = useHarnessClient();
  const apiKey = useConsoleStore((s) => s.apiKey);
  const [endpoint, setEndpoint] = useState('http://localhost:4318/v1/traces');
  const [header, setHeader] = useState('');
  const [headerFor, setHeaderFor] = useState('');
  const [headerCleared, setHeaderCleared] = useState(false);
  const editEndpoint = (url: string) => {
    const next = secretsFollowUrl({ url: endpoint, header }, ['header'], headerFor, url);
    setEndpoint(url);
    setHeader(next.form.header);
    if (next.cleared) setHeaderCleared(true);
  };
  const editHeader = (value: string) => {
    setHeader(value);
    setHeaderFor(endpointOf(endpoint));
    setHeaderCleared(false);
  };
  const [status, setStatus] = useState<{ state: 'idle' | 'sending' | 'sent' | 'failed'; message: string }>({
    state: 'idle',
    message: '',
  });
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!runId) return;
    const parsed = parseHeaderLine(header);
    if (!parsed.ok) return setStatus({ state: 'failed', message: parsed.message });
    try {
      new URL(endpoint);
    } catch {
      return setStatus({
        state: 'failed',
        message: `"${endpoint}" is not an absolute URL (e.g. http://localhost:4318/v1/traces).`,
      });
    }
    setStatus({ state: 'sending', message: `Sending to ${endpoint}…` });
    try {
      const result = await client.timeline('sendOtlp', (api) =>
        api.sendOtlp(runId, { endpoint, headers: parsed.headers }, apiKey ? [apiKey] : []),
      );
      setStatus({ state: result.ok ? 'sent' : 'failed', message: result.message });
    } catch (error) {
      setStatus({ state: 'failed', message: errorMessage(error) });
    }
  };
  return (
    <form className="form otlp-form" onSubmit={(event) => void send(event)}>
      <label className="field">
        <span className="field__label">OTLP/HTTP traces endpoint</span>
        <input
          type="url"
          data-testid="otlp-endpoint"
          value={endpoint}
          onChange={(e) => editEndpoint(e.target.value)}
          required
        />
      </label>
      <label className="field">
        <span className="field__label">Header (optional, not stored)</span>
        <input
          type="password"
          autoComplete="off"
          data-testid="otlp-header"
          value={header}
          onChange={(e) => editHeader(e.target.value)}
          placeholder="Authorization: Bearer …"
        />
      </label>
      {headerCleared ? (
        <p className="hint hint--warning" role="status" data-testid="otlp-header-cleared">
          The header was cleared: it was typed for another endpoint, and it goes only to the endpoint it was entered
          for. Enter it again for this one.
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button--small"
          data-testid="otlp-send"
          disabled={!runId || status.state === 'sending'}
        >
          Send to OTLP endpoint
        </button>
      </div>
      <p
        className={`hint otlp-status--${status.state}`}
        data-testid="otlp-status"
        data-status={status.state}
        role="status"
        aria-live="polite"
      >
        {status.message}
      </p>
    </form>
  );
}
