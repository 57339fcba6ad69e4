/**
 * An OAuth-protected MCP server for the tests, built only from the SDK's server side: its auth router
 * (`mcpAuthRouter`: authorization-server and protected-resource metadata, dynamic client registration,
 * authorize, token), its bearer middleware (`requireBearerAuth`: 401 with a `WWW-Authenticate`
 * resource-metadata challenge) and the in-memory demo provider of its examples, extended here with
 * refresh tokens and a configurable access-token lifetime. The demo provider approves every
 * authorization at once (no login page) and redirects to the client's registered redirect URI.
 * CORS for any origin, exposing `WWW-Authenticate` and `Mcp-Session-Id`. Reached as
 * `http://localhost:<port>` (the SDK checks that the protected-resource URL matches the one it was given).
 *
 * Run: `node e2e/support/oauth-mcp-server.mjs <port> [accessTokenSeconds]` (Playwright starts it on
 * OAUTH_MCP_PORT), or import `startOAuthMcpServer` (vitest).
 */
import { randomUUID } from 'node:crypto';
import cors from 'cors';
import express from 'express';
import { DemoInMemoryAuthProvider } from '@modelcontextprotocol/sdk/examples/server/demoInMemoryOAuthProvider.js';
import { InvalidGrantError, InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { getOAuthProtectedResourceMetadataUrl, mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { mcpSessionHandler } from './mcp-sessions.mjs';

/** The demo provider with refresh tokens and an access-token lifetime of `ttlSeconds`. */
class RefreshingDemoProvider extends DemoInMemoryAuthProvider {
  constructor(ttlSeconds) {
    super();
    this.ttlSeconds = ttlSeconds;
    this.refreshTokens = new Map();
    /** How many times a refresh token was exchanged (tests read it). */
    this.refreshes = 0;
  }

  issue(clientId, scopes, resource) {
    const token = randomUUID();
    this.tokens.set(token, {
      token,
      clientId,
      scopes,
      expiresAt: Date.now() + this.ttlSeconds * 1000,
      resource,
      type: 'access',
    });
    const refreshToken = randomUUID();
    this.refreshTokens.set(refreshToken, { clientId, scopes, resource });
    // issue() also serves refreshes, so a refresh hands out a new refresh token beside the old one.
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.ttlSeconds,
      refresh_token: refreshToken,
      scope: scopes.join(' '),
    };
  }

  async exchangeAuthorizationCode(client, authorizationCode) {
    const code = this.codes.get(authorizationCode);
    if (!code) throw new Error('Invalid authorization code');
    if (code.client.client_id !== client.client_id) throw new Error('Authorization code was not issued to this client');
    this.codes.delete(authorizationCode);
    return this.issue(client.client_id, code.params.scopes ?? [], code.params.resource);
  }

  /** The demo's check, with the error the bearer middleware turns into a 401 challenge (not a 500). */
  async verifyAccessToken(token) {
    try {
      return await super.verifyAccessToken(token);
    } catch {
      throw new InvalidTokenError('Invalid or expired token');
    }
  }

  async exchangeRefreshToken(client, refreshToken) {
    const grant = this.refreshTokens.get(refreshToken);
    if (!grant || grant.clientId !== client.client_id) throw new InvalidGrantError('Invalid refresh token');
    // Not rotated: a client may refresh from two requests at once (its POST and its GET stream).
    this.refreshes += 1;
    return this.issue(client.client_id, grant.scopes, grant.resource);
  }
}

/** A fresh MCP server with one tool, `whoami`, that names the OAuth client the token was issued to. */
function buildMcpServer() {
  const server = new McpServer({ name: 'oauth-test-server', version: '1.0.0' });
  server.registerTool(
    'whoami',
    { description: 'Says which OAuth client the access token belongs to.', annotations: { readOnlyHint: true } },
    async (extra) => ({
      content: [{ type: 'text', text: `Signed in as client ${extra.authInfo?.clientId ?? 'unknown'}` }],
    }),
  );
  return server;
}

/**
 * Starts the server on `port` (loopback).
 *
 * @returns the MCP URL, the provider (for counts), and `close()`
 */
export async function startOAuthMcpServer(port, ttlSeconds = 3600) {
  const base = new URL(`http://localhost:${port}/`);
  const mcpUrl = new URL('/mcp', base);
  const provider = new RefreshingDemoProvider(ttlSeconds);
  const app = express();
  app.use(cors({ origin: true, exposedHeaders: ['WWW-Authenticate', 'Mcp-Session-Id'] }));
  app.use(mcpAuthRouter({ provider, issuerUrl: base, resourceServerUrl: mcpUrl, scopesSupported: ['mcp:tools'] }));
  app.get('/health', (_req, res) => void res.send('ok'));
  const bearer = requireBearerAuth({
    verifier: provider,
    resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl),
  });
  app.all('/mcp', express.json({ limit: '4mb' }), bearer, mcpSessionHandler(buildMcpServer));
  const listener = await new Promise((resolve) => {
    const started = app.listen(port, () => resolve(started));
  });
  return {
    url: mcpUrl.href,
    provider,
    close: () => new Promise((resolve) => listener.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const port = Number(process.argv[2] ?? process.env.OAUTH_MCP_PORT ?? 4192);
  const server = await startOAuthMcpServer(port, Number(process.argv[3] ?? 3600));
  console.log(`OAuth MCP test server listening on ${server.url}`);
}
