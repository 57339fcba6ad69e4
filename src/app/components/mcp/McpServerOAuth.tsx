/**
 * OAuth controls of a server row: Authorize (`mcp-authorize`, with "remember" `mcp-remember`: keep the
 * tokens in the worker's IndexedDB instead of memory only) when the server needs authorization, Sign
 * out (`mcp-sign-out`: forget its tokens) when signed in. States: ready, signing in (a popup is open),
 * the failure naming the step (`mcp-oauth-error`). No token is ever here.
 */
import { useState } from 'react';
import type { McpServerState } from '../../../contract/mcp-api';
import { useHarnessClient } from '../../harness';
import { signInWithPopup } from './mcp-oauth-popup';
import { CheckboxField } from '../fields/CheckboxField';

/** The OAuth part of a server row; nothing for a server without OAuth. */
export function McpServerOAuth({ state }: { state: McpServerState }) {
  const client = useHarnessClient();
  const [remember, setRemember] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ready' | 'signing-in' } | { kind: 'error'; reason: string }>({
    kind: 'ready',
  });
  if (!state.oauth) return null;
  const authorize = () => {
    setStatus({ kind: 'signing-in' });
    void signInWithPopup(client, state.name, remember).then((result) =>
      setStatus(result.ok ? { kind: 'ready' } : { kind: 'error', reason: result.reason }),
    );
  };
  const signOut = () => void client.signOutMcpServer(state.name).catch(() => undefined);
  return (
    <div className="mcp-oauth" data-testid="mcp-oauth" data-status={status.kind} data-signed-in={state.oauth.signedIn}>
      {state.status === 'needs-authorization' ? (
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            data-testid="mcp-authorize"
            disabled={status.kind === 'signing-in'}
            onClick={authorize}
          >
            {status.kind === 'signing-in' ? 'Signing in…' : 'Authorize'}
          </button>
          <CheckboxField className="field--inline" testId="mcp-remember" checked={remember} onChange={setRemember}>
            Remember the sign-in on this device
          </CheckboxField>
        </div>
      ) : null}
      {state.oauth.signedIn ? (
        <div className="button-row">
          <span className="hint">Signed in with OAuth{state.oauth.remembered ? ' (remembered)' : ''}.</span>
          <button type="button" className="button" data-testid="mcp-sign-out" onClick={signOut}>
            Sign out
          </button>
        </div>
      ) : null}
      {status.kind === 'error' ? (
        <p className="form-error" role="alert" data-testid="mcp-oauth-error">
          {status.reason}
        </p>
      ) : null}
    </div>
  );
}
