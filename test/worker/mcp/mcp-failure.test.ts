/**
 * The words a user reads when an MCP server cannot be used, and the
 * checks on what the page sends to add a server.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describeFailure, isJsonRpcError, scrubReason } from '../../../src/worker/mcp/mcp-failure';
import { readMcpServerConfig } from '../../../src/worker/mcp/mcp-server-config';

const context = { url: 'https://mcp.example.test/mcp', secrets: ['Bearer tok-SECRET-42'], hasAuthorization: false };
const fetchFailed = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

describe('describeFailure', () => {
  it('names DNS, refused and timed-out connections in plain words', () => {
    expect(describeFailure(fetchFailed('ENOTFOUND'), context).reason).toBe(
      'Could not reach mcp.example.test: the host name was not found (DNS).',
    );
    expect(describeFailure(fetchFailed('ECONNREFUSED'), context).reason).toContain('the connection was refused');
    expect(describeFailure(fetchFailed('UND_ERR_CONNECT_TIMEOUT'), context).reason).toContain(
      'the connection timed out',
    );
  });

  it('a bare fetch TypeError is CORS only for a cross-origin URL seen from a page', () => {
    const bare = new TypeError('Failed to fetch');
    expect(describeFailure(bare, { ...context, pageOrigin: 'http://localhost:4173' }).reason).toMatch(
      /^The request was probably blocked by CORS/,
    );
    expect(describeFailure(bare, { ...context, pageOrigin: 'https://mcp.example.test' }).reason).toBe(
      'Could not reach mcp.example.test: Failed to fetch.',
    );
    expect(describeFailure(bare, context).reason).not.toContain('CORS');
  });

  it('401 needs authorization; 403, other statuses and session loss are failed with the status named', () => {
    expect(describeFailure(new StreamableHTTPError(401, 'x'), context).status).toBe('needs-authorization');
    expect(describeFailure(new StreamableHTTPError(403, 'x'), context).reason).toContain('403 Forbidden');
    expect(describeFailure(new StreamableHTTPError(502, 'Bad gateway'), context).reason).toBe(
      'The server at mcp.example.test answered HTTP 502: Bad gateway',
    );
    expect(describeFailure(new StreamableHTTPError(404, 'x'), { ...context, phase: 'session' }).reason).toContain(
      'ended the session',
    );
    expect(describeFailure(new McpError(ErrorCode.RequestTimeout, 'slow'), context).reason).toBe(
      'The server at mcp.example.test did not answer in time.',
    );
  });

  it('never repeats a header value, with or without its Bearer prefix', () => {
    const reason = describeFailure(
      new StreamableHTTPError(500, 'echo: Bearer tok-SECRET-42 and tok-SECRET-42'),
      context,
    ).reason;
    expect(reason).not.toContain('SECRET');
    expect(scrubReason('x'.repeat(400), [])).toHaveLength(300);
  });

  it('only a server-sent JSON-RPC error counts as a protocol error', () => {
    expect(isJsonRpcError(new McpError(ErrorCode.InvalidParams, 'bad'))).toBe(true);
    expect(isJsonRpcError(new McpError(ErrorCode.ConnectionClosed, 'closed'))).toBe(false);
    expect(isJsonRpcError(new StreamableHTTPError(500, 'x'))).toBe(false);
  });
});

describe('readMcpServerConfig', () => {
  it('accepts a name, an http(s) URL and string headers, keeping the headers as given', () => {
    const read = readMcpServerConfig({
      name: ' docs ',
      url: 'http://127.0.0.1:3001/mcp',
      headers: { Authorization: 'Bearer t' },
    });
    expect(read).toEqual({
      ok: true,
      value: { name: 'docs', url: 'http://127.0.0.1:3001/mcp', headers: { Authorization: 'Bearer t' }, roots: [] },
    });
  });

  it('refuses what would break the connection, in plain words, without quoting header values', () => {
    const reasonOf = (config: unknown) => {
      const read = readMcpServerConfig(config);
      return read.ok ? '' : read.reason;
    };
    expect(reasonOf({ name: 'a', url: 'not a url' })).toContain('not a valid absolute URL');
    expect(reasonOf({ name: 'a', url: 'https://user:pw@host/mcp' })).toContain('not in the URL');
    expect(reasonOf({ name: 'a'.repeat(65), url: 'https://host/mcp' })).toContain('1–64 characters');
    expect(reasonOf({ name: 'a', url: 'https://host/mcp', headers: { 'mcp-session-id': 'x' } })).toContain(
      'set by the MCP client itself',
    );
    expect(reasonOf({ name: 'a', url: 'https://host/mcp', headers: { 'bad header': 'SECRET' } })).toBe(
      'Header "bad header" is not a valid HTTP header (check its name and value).',
    );
    expect(reasonOf({ name: 'a', url: 'https://host/mcp', headers: { Authorization: 42 } })).toContain('must be text');
  });
});
