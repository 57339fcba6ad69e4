/**
 * OAuth from the worker against an OAuth-protected MCP server written with the SDK's server-side auth
 * (e2e/support/oauth-mcp-server.mjs): 401 → needs-authorization; authorize (discovery, dynamic client
 * registration, PKCE) gives the URL a popup opens; the code from the callback finishes it; tools list and
 * a call works; an expired access token is refreshed; sign-out forgets the tokens. No token ever appears
 * in a state or event. A wrong state and a dead authorization server are named by their step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OkObservation } from '../../../src/contract';
// @ts-expect-error -- a plain .mjs test server without type declarations
import { startOAuthMcpServer } from '../../../e2e/support/oauth-mcp-server.mjs';
import { createConsole } from './console-setup';
import { freePort } from './fixture-server';

const REDIRECT = 'http://127.0.0.1:4173/oauth/callback.html';

/** What the popup does: follows the authorization URL to the redirect and reads code and state. */
async function visit(url: string): Promise<{ code: string; state: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '', url);
  expect(location.href.startsWith(REDIRECT)).toBe(true);
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

describe('OAuth with the SDK auth server', () => {
  let server: { url: string; provider: { refreshes: number }; close(): Promise<void> };
  let app: Awaited<ReturnType<typeof createConsole>>;

  beforeAll(async () => {
    server = (await startOAuthMcpServer(await freePort(), 2)) as typeof server;
    app = await createConsole({ oauthRedirectUrl: REDIRECT });
  });
  afterAll(async () => {
    await app?.manager.closeAll();
    await server?.close();
  });

  it('connects, authorises, lists tools, calls one, refreshes, signs out', async () => {
    const first = await app.manager.addMcpServer({ name: 'secured', url: server.url });
    expect(first).toMatchObject({ status: 'needs-authorization', oauth: { signedIn: false } });
    expect(first.reason).toContain('Authorize');

    const begun = await app.manager.authorizeMcpServer({ name: 'secured', remember: false });
    if (!begun.ok) throw new Error(begun.reason);
    const authorizeUrl = new URL(begun.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(REDIRECT);

    const wrong = await app.manager.finishMcpAuthorization({ name: 'secured', code: 'x', state: 'not-it' });
    expect(wrong.reason).toMatch(/^OAuth failed at authorisation/);
    const again = await app.manager.authorizeMcpServer({ name: 'secured', remember: false });
    if (!again.ok) throw new Error(again.reason);
    const { code, state } = await visit(again.url);
    const signedIn = await app.manager.finishMcpAuthorization({ name: 'secured', code, state });
    expect(signedIn).toMatchObject({ status: 'connected', toolCount: 1, oauth: { signedIn: true, remembered: false } });

    const call = await app.call('whoami', {});
    expect(JSON.stringify((call.observation as OkObservation).result)).toContain('Signed in as client');
    // The access token lives 2 s: a call after that is refreshed on the 401 and still answers.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const later = await app.call('whoami', {});
    expect(later.observation, JSON.stringify(later.observation)).toMatchObject({ status: 'ok' });
    expect(server.provider.refreshes).toBeGreaterThanOrEqual(1);

    const serialized = JSON.stringify([await app.manager.listMcpServers(), app.events]);
    expect(serialized).not.toMatch(/access_token|refresh_token|code_verifier/);
    expect(serialized).not.toContain(code);

    const out = await app.manager.signOutMcpServer('secured');
    expect(out).toMatchObject({ status: 'needs-authorization', oauth: { signedIn: false } });
  }, 20_000);

  it('a failing step is named: discovery when the server has no OAuth metadata', async () => {
    const port = await freePort();
    const dead = await app.manager.addMcpServer({ name: 'nowhere', url: `http://localhost:${port}/mcp` });
    expect(dead.status).toBe('failed');
    const begun = await app.manager.authorizeMcpServer({ name: 'nowhere', remember: false });
    expect(begun).toMatchObject({ ok: false, reason: expect.stringMatching(/^OAuth failed at discovery/) });
  });
});
