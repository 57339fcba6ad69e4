/**
 * The Streamable HTTP session handling the e2e MCP test servers share (MCP 2025-06-18 "Streamable HTTP",
 * session management).
 */
import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * A POST without `Mcp-Session-Id` starts a session with a fresh McpServer; a request naming a known
 * session goes to its transport; an unknown session id answers 404, any other request without a session 405.
 *
 * @param buildMcpServer returns a new, unconnected McpServer for each session
 * @returns an Express handler `(req, res) => Promise<void>` for `app.all('/mcp', express.json(), …, handler)`
 */
export function mcpSessionHandler(buildMcpServer) {
  const transports = new Map();
  return async (req, res) => {
    const sessionId = req.headers['mcp-session-id'];
    let transport = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
    if (!transport) {
      if (req.method !== 'POST' || sessionId !== undefined) return void res.status(sessionId ? 404 : 405).end();
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void transports.set(id, transport),
      });
      await buildMcpServer().connect(transport);
    }
    await transport.handleRequest(req, res, req.body);
  };
}
