/**
 * A small MCP server for the manager's tests, built with the SDK's server side (Streamable HTTP, stateful
 * sessions, loopback only). It pages tools/list two at a time, can change its tool list and announce it
 * (notifications/tools/list_changed), and has tools for the isError, JSON-RPC error, progress,
 * cancellation and outputSchema-violation paths. It records what the client sent (Authorization headers,
 * DELETEs, cancellations) so tests can check what a user cannot see directly.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  ResultSchema,
} from '@modelcontextprotocol/sdk/types.js';

const object = (properties: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

/** The fixture's tools (MCP tool shape). */
export const FIXTURE_TOOLS = [
  {
    name: 'add',
    description: 'Adds two numbers.',
    inputSchema: object({ a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']),
    annotations: { readOnlyHint: true },
  },
  { name: 'fail_softly', description: 'Always reports a tool error (isError).', inputSchema: object() },
  { name: 'reject_call', description: 'Always answers with a JSON-RPC error.', inputSchema: object() },
  {
    name: 'slow',
    description: 'Reports progress every 40 ms for `steps` steps.',
    inputSchema: object({ steps: { type: 'number' } }),
  },
  {
    name: 'wrong_shape',
    description: 'Declares an outputSchema and breaks it.',
    inputSchema: object(),
    outputSchema: object({ n: { type: 'number' } }, ['n']),
  },
  {
    name: 'ask_nested',
    description: 'Asks the user through elicitation with a nested object schema (outside the flat subset).',
    inputSchema: object(),
  },
  {
    name: 'ask_huge',
    description: 'Asks the client for a sampling with a 300 KB message.',
    inputSchema: object(),
  },
  {
    name: 'leak',
    description: 'Errors with the Authorization header it received in the message.',
    inputSchema: object(),
  },
];

export interface FixtureServer {
  url: string;
  port: number;
  /** Authorization header of every HTTP request ('' when absent). */
  authorization: string[];
  /** HTTP DELETE requests received (session terminations). */
  deletes: number;
  /** Request ids the client cancelled (notifications/cancelled → the handler's signal aborted). */
  cancelled: string[];
  /** Replaces the tool list and sends notifications/tools/list_changed on every open session. */
  setTools(tools: object[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts the fixture server on 127.0.0.1 (port 0 = any free port). */
export async function startFixtureServer(port = 0): Promise<FixtureServer> {
  let tools: object[] = FIXTURE_TOOLS;
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const servers = new Set<Server>();
  const sockets = new Set<import('node:net').Socket>();

  function buildServer(): Server {
    const server = new Server(
      { name: 'fixture-server', version: '1.2.3' },
      { capabilities: { tools: { listChanged: true } } },
    );
    server.setRequestHandler(ListToolsRequestSchema, async (request) => {
      const start = Number(request.params?.cursor ?? 0);
      const page = tools.slice(start, start + 2);
      return start + 2 < tools.length ? { tools: page, nextCursor: String(start + 2) } : { tools: page };
    });
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const args = (request.params.arguments ?? {}) as { a?: number; b?: number; steps?: number };
      switch (request.params.name) {
        case 'add':
          return { content: [{ type: 'text', text: String((args.a ?? Number.NaN) + (args.b ?? Number.NaN)) }] };
        case 'fail_softly':
          return { isError: true, content: [{ type: 'text', text: 'The disk is full.' }] };
        case 'reject_call':
          throw new McpError(ErrorCode.InvalidParams, 'reject_call never accepts a call');
        case 'leak':
          throw new McpError(ErrorCode.InternalError, `I saw ${String(extra.requestInfo?.headers?.authorization)}`);
        case 'ask_nested': {
          const answer = await extra.sendRequest(
            {
              method: 'elicitation/create',
              params: {
                message: 'Where do you live?',
                requestedSchema: {
                  type: 'object',
                  properties: { address: { type: 'object', properties: { city: { type: 'string' } } } },
                },
              },
            },
            ResultSchema,
          );
          return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
        }
        case 'ask_huge': {
          try {
            await extra.sendRequest(
              {
                method: 'sampling/createMessage',
                params: {
                  messages: [{ role: 'user', content: { type: 'text', text: 'x'.repeat(300_000) } }],
                  maxTokens: 10,
                },
              },
              ResultSchema,
            );
            return { content: [{ type: 'text', text: 'sampled' }] };
          } catch (error) {
            return { content: [{ type: 'text', text: `refused: ${(error as Error).message}` }] };
          }
        }
        case 'wrong_shape':
          return { content: [{ type: 'text', text: '{"n":"nope"}' }], structuredContent: { n: 'nope' } };
        case 'slow': {
          const steps = args.steps ?? 3;
          const token = request.params._meta?.progressToken;
          for (let step = 1; step <= steps; step++) {
            await new Promise((resolve) => setTimeout(resolve, 40));
            if (extra.signal.aborted) {
              result.cancelled.push(String(extra.requestId));
              return { content: [{ type: 'text', text: 'cancelled' }] };
            }
            if (token !== undefined) {
              await extra.sendNotification({
                method: 'notifications/progress',
                params: { progressToken: token, progress: step, total: steps, message: `step ${step}` },
              });
            }
          }
          return { content: [{ type: 'text', text: `done after ${steps} steps` }] };
        }
        default:
          throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}`);
      }
    });
    servers.add(server);
    return server;
  }

  const httpServer = http.createServer((req, res) => void handle(req, res));
  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    result.authorization.push(req.headers.authorization ?? '');
    if (req.method === 'DELETE') result.deletes++;
    const sessionId = req.headers['mcp-session-id'];
    let transport = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
    if (!transport) {
      if (req.method !== 'POST' || sessionId !== undefined) {
        res.writeHead(sessionId !== undefined ? 404 : 405).end();
        return;
      }
      const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void transports.set(id, created),
      });
      transport = created;
      await buildServer().connect(created);
    }
    await transport.handleRequest(req, res);
  }
  httpServer.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  const bound = (httpServer.address() as AddressInfo).port;

  const result: FixtureServer = {
    url: `http://127.0.0.1:${bound}/mcp`,
    port: bound,
    authorization: [],
    deletes: 0,
    cancelled: [],
    async setTools(next) {
      tools = next;
      await Promise.all([...servers].map((server) => server.sendToolListChanged().catch(() => undefined)));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([...servers].map((server) => server.close().catch(() => undefined)));
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
  return result;
}

/** Starts a server that answers every request with 401 and an OAuth challenge (MCP spec 2025-06-18 basic/authorization). */
export async function startUnauthorizedServer(): Promise<{
  url: string;
  authorization: string[];
  close(): Promise<void>;
}> {
  const authorization: string[] = [];
  const server = http.createServer((req, res) => {
    authorization.push(req.headers.authorization ?? '');
    const port = (server.address() as AddressInfo).port;
    res.writeHead(401, {
      'content-type': 'application/json',
      'www-authenticate': `Bearer resource_metadata="http://127.0.0.1:${port}/.well-known/oauth-protected-resource"`,
    });
    res.end(
      JSON.stringify({
        error: 'invalid_token',
        error_description: `Token ${req.headers.authorization ?? ''} is not valid`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    authorization,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port with nothing listening on it. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
