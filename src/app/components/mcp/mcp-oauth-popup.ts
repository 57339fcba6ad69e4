/**
 * The page's half of OAuth for an MCP server (MCP spec 2025-06-18 basic/authorization): on the user's
 * click it opens a popup AT ONCE (a worker cannot open windows, and a popup opened after an await is
 * blocked; a redirect of the page would lose the worker, its PKCE verifier and any live run), asks the
 * worker for the authorization URL and points the popup at it, then waits for `/oauth/callback.html`
 * to send back the code and state (BroadcastChannel or postMessage, same origin only) and hands them to
 * the worker. The code is never stored; tokens never reach the page.
 */
import type { McpServerState } from '../../../contract/mcp-api';
import type { HarnessClient } from '../../harness';

/** What the callback page sends. */
interface CallbackMessage {
  type: 'mcp-oauth-callback';
  code: string;
  state: string;
  error: string;
  errorDescription: string;
}

const isCallback = (data: unknown): data is CallbackMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'mcp-oauth-callback';

/** Most time for the user to finish signing in, in milliseconds. */
const SIGN_IN_MS = 300_000;

/** Waits for the callback's message (or the popup closing, or the time running out). */
function waitForCallback(popup: Window): Promise<CallbackMessage | string> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('mcp-oauth') : undefined;
    const finish = (result: CallbackMessage | string) => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      clearTimeout(timer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isCallback(event.data)) finish(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => isCallback(event.data) && finish(event.data);
    // A closed popup without a message: the user gave up (checked every 500 ms, after a grace period for the message).
    const poll = setInterval(() => {
      if (popup.closed) setTimeout(() => finish('The sign-in window was closed before it finished.'), 1_000);
    }, 500);
    const timer = setTimeout(() => finish('The sign-in did not finish within 5 minutes.'), SIGN_IN_MS);
  });
}

/**
 * Runs the sign-in of `name`. Call it from the click handler (the popup opens synchronously).
 *
 * @returns the server's state afterwards, or a sentence saying which step failed
 */
export async function signInWithPopup(
  client: Pick<HarnessClient, 'authorizeMcpServer' | 'finishMcpAuthorization'>,
  name: string,
  remember: boolean,
): Promise<{ ok: true; state: McpServerState } | { ok: false; reason: string }> {
  const popup = window.open('about:blank', `mcp-oauth-${name}`, 'popup,width=520,height=680');
  if (!popup) return { ok: false, reason: 'The browser blocked the sign-in window: allow pop-ups for this page.' };
  const begun = await client.authorizeMcpServer(name, remember).catch((error: unknown) => ({
    ok: false as const,
    reason: String(error),
  }));
  if (!begun.ok) {
    popup.close();
    return begun;
  }
  popup.location.href = begun.url;
  const answer = await waitForCallback(popup);
  if (typeof answer === 'string') return { ok: false, reason: answer };
  if (answer.error)
    return {
      ok: false,
      reason: `OAuth failed at authorisation: the server answered ${answer.error}${answer.errorDescription ? ` (${answer.errorDescription})` : ''}.`,
    };
  const state = await client.finishMcpAuthorization(name, answer.code, answer.state);
  return state.status === 'connected' ? { ok: true, state } : { ok: false, reason: state.reason ?? state.status };
}
