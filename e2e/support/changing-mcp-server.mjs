/**
 * An MCP test server whose resource and prompt lists change while a client is connected: the tools
 * `add_resource` and `add_prompt` register one more of each, and the SDK's McpServer then sends
 * `notifications/resources/list_changed` / `notifications/prompts/list_changed` on the session. One
 * resource and one prompt exist from the start (so both capabilities are declared with `listChanged`).
 * Streamable HTTP on `/mcp`, one McpServer per session, CORS for any origin (exposing `Mcp-Session-Id`).
 *
 * Import `startChangingMcpServer(port)` (e2e/mcp-list-changed.spec.ts starts it on MCP_PORT + 3).
 */
import cors from 'cors';
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { mcpSessionHandler } from './mcp-sessions.mjs';

/** A fresh server with one resource, one prompt and the two tools that add more. */
function buildMcpServer() {
  const server = new McpServer({ name: 'changing-test-server', version: '1.0.0' });
  let resources = 0;
  let prompts = 0;
  const addResource = () => {
    resources += 1;
    const uri = `test://note/${resources}`;
    server.registerResource(`note-${resources}`, uri, { mimeType: 'text/plain' }, async () => ({
      contents: [{ uri, mimeType: 'text/plain', text: `Note ${resources}` }],
    }));
  };
  const addPrompt = () => {
    prompts += 1;
    const text = `Prompt number ${prompts}`;
    server.registerPrompt(`prompt-${prompts}`, { description: text }, async () => ({
      messages: [{ role: 'user', content: { type: 'text', text } }],
    }));
  };
  addResource();
  addPrompt();
  server.registerTool('add_resource', { description: 'Adds one resource to the list.' }, async () => {
    addResource();
    return { content: [{ type: 'text', text: `${resources} resources` }] };
  });
  server.registerTool('add_prompt', { description: 'Adds one prompt to the list.' }, async () => {
    addPrompt();
    return { content: [{ type: 'text', text: `${prompts} prompts` }] };
  });
  return server;
}

/**
 * Starts the server on `port` (loopback).
 *
 * @returns the MCP URL and `close()`
 */
export async function startChangingMcpServer(port) {
  const app = express();
  app.use(cors({ origin: true, exposedHeaders: ['Mcp-Session-Id'] }));
  app.all('/mcp', express.json(), mcpSessionHandler(buildMcpServer));
  const listener = await new Promise((resolve) => {
    const started = app.listen(port, '127.0.0.1', () => resolve(started));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise((resolve) => {
        listener.closeAllConnections?.();
        listener.close(() => resolve());
      }),
  };
}
