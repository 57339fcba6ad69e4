/**
 * OAuth for one MCP server, in the worker (MCP spec 2025-06-18 basic/authorization): the SDK's
 * `OAuthClientProvider` whose tokens, client registration and PKCE verifier live HERE — in memory, and
 * in IndexedDB only when the user ticked "remember" (mcp-oauth-store.ts) — never in a state, event,
 * export, log or the page. The SDK's `auth()` does protected-resource and authorization-server metadata
 * discovery, dynamic client registration, authorization code with PKCE, and refresh; this module tracks
 * which step it is in so a failure names it in plain words (discovery, registration, authorisation,
 * token). The page opens the authorization URL in a popup and hands back the code and state from
 * `/oauth/callback.html`; the code is useless without the verifier kept here.
 */
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { sdkErrorMessage } from './mcp-failure';
import type { OAuthRecord, OAuthStore } from './mcp-oauth-store';

/** The steps of the flow, as the user reads them in a failure. */
export type OAuthStep = 'discovery' | 'registration' | 'authorization' | 'token';

const STEP_WORDS: Readonly<Record<OAuthStep, string>> = {
  discovery: "discovery (finding the server's authorization metadata)",
  registration: 'registration (registering this console as an OAuth client)',
  authorization: 'authorisation (signing in at the authorization server)',
  token: 'token (exchanging the code for an access token, or refreshing it)',
};

/** The OAuth of one server. */
export interface OAuthSession {
  /** Given to the transports: they send its access token and refresh it on a 401. */
  provider: OAuthClientProvider;
  /** Runs discovery and registration and prepares PKCE; resolves with the URL the popup opens. */
  begin(remember: boolean): Promise<{ ok: true; url: string } | { ok: false; reason: string }>;
  /** Exchanges the code from the callback (after checking `state`) for tokens. */
  finish(code: string, state: string): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Forgets the tokens and registration (memory and IndexedDB). */
  signOut(): Promise<void>;
  signedIn(): boolean;
  remembered(): boolean;
  /** The last failure in words (a connection's 401 during refresh, say), or undefined. */
  lastFailure(): string | undefined;
}

/** What a session needs. */
export interface OAuthSessionOptions {
  serverUrl: string;
  /** `<page origin>/oauth/callback.html`. */
  redirectUrl: string;
  store?: OAuthStore;
  fetch?: FetchLike;
}

/** Random URL-safe text of `bytes` random bytes. */
function randomText(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('');
}

/** Creates the session, loading remembered credentials for the server URL when there are any. */
export async function createOAuthSession(options: OAuthSessionOptions): Promise<OAuthSession> {
  const saved = await options.store?.load(options.serverUrl).catch(() => undefined);
  let record: OAuthRecord = saved ?? {};
  let remember = saved !== undefined;
  let verifier: string | undefined;
  let expectedState: string | undefined;
  let authorizationUrl: string | undefined;
  let step: OAuthStep = 'discovery';
  let failure: string | undefined;
  const persist = () => (remember ? options.store?.save(options.serverUrl, record).catch(() => undefined) : undefined);

  const metadata: OAuthClientMetadata = {
    client_name: 'Tool-call harness console',
    redirect_uris: [options.redirectUrl],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };

  const provider: OAuthClientProvider = {
    get redirectUrl() {
      return options.redirectUrl;
    },
    get clientMetadata() {
      return metadata;
    },
    state: () => {
      expectedState = randomText(16);
      return expectedState;
    },
    clientInformation: () => {
      if (step === 'registration' && record.client) step = 'authorization';
      return record.client as OAuthClientInformationMixed | undefined;
    },
    saveClientInformation: async (client) => {
      record = { ...record, client };
      step = 'authorization';
      await persist();
    },
    tokens: () => record.tokens as OAuthTokens | undefined,
    saveTokens: async (tokens) => {
      record = { ...record, tokens };
      failure = undefined;
      await persist();
    },
    redirectToAuthorization: (url) => {
      authorizationUrl = url.href;
    },
    saveCodeVerifier: (codeVerifier) => {
      verifier = codeVerifier;
    },
    codeVerifier: () => {
      if (!verifier) throw new Error('No sign-in is under way (the PKCE verifier is missing); click Authorize again.');
      return verifier;
    },
    saveDiscoveryState: (state) => {
      // Without authorization-server metadata the SDK guesses default endpoints: still a discovery failure.
      if (step === 'discovery' && state.authorizationServerMetadata) step = 'registration';
    },
    invalidateCredentials: async (scope) => {
      if (scope === 'all' || scope === 'tokens') record = { ...record, tokens: undefined };
      if (scope === 'all' || scope === 'client') record = { ...record, client: undefined };
      if (scope === 'all' || scope === 'verifier') verifier = undefined;
      await persist();
    },
  };

  const describe = (error: unknown) => `OAuth failed at ${STEP_WORDS[step]}: ${sdkErrorMessage(error).slice(0, 240)}`;

  return {
    provider,
    async begin(rememberChoice) {
      remember = rememberChoice;
      if (!remember) await options.store?.remove(options.serverUrl).catch(() => undefined);
      step = 'discovery';
      authorizationUrl = undefined;
      try {
        record = { ...record, tokens: undefined };
        const result = await auth(provider, {
          serverUrl: options.serverUrl,
          ...(options.fetch ? { fetchFn: options.fetch } : {}),
        });
        if (result === 'AUTHORIZED') return { ok: false, reason: 'Already signed in: reconnect the server.' };
        if (!authorizationUrl) return { ok: false, reason: describe(new Error('no authorization URL was produced')) };
        return { ok: true, url: authorizationUrl };
      } catch (error) {
        failure = describe(error);
        return { ok: false, reason: failure };
      }
    },
    async finish(code, state) {
      step = 'authorization';
      if (!expectedState || state !== expectedState) {
        failure = `OAuth failed at ${STEP_WORDS.authorization}: the answer did not match this sign-in (state); click Authorize again.`;
        return { ok: false, reason: failure };
      }
      expectedState = undefined;
      step = 'token';
      try {
        const result = await auth(provider, {
          serverUrl: options.serverUrl,
          authorizationCode: code,
          ...(options.fetch ? { fetchFn: options.fetch } : {}),
        });
        verifier = undefined;
        return result === 'AUTHORIZED'
          ? { ok: true }
          : { ok: false, reason: describe(new Error('no token came back')) };
      } catch (error) {
        step = 'token';
        failure = describe(error);
        return { ok: false, reason: failure };
      }
    },
    async signOut() {
      record = {};
      verifier = undefined;
      expectedState = undefined;
      remember = false;
      await options.store?.remove(options.serverUrl).catch(() => undefined);
    },
    signedIn: () => record.tokens !== undefined,
    remembered: () => remember,
    lastFailure: () => failure,
  };
}
