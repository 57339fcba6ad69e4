import { describe, expect, it } from 'vitest';
import { buildMcpConfig, nameFromHost } from '../../../../src/app/components/mcp/mcp-form';

describe('an MCP server name from the URL host', () => {
  it('derives a unique name when the Name field is empty', () => {
    expect(nameFromHost(new URL('http://127.0.0.1:3001/mcp'), [])).toBe('127.0.0.1:3001');
    expect(nameFromHost(new URL('https://mcp.example.com/mcp'), ['mcp.example.com'])).toBe('mcp.example.com-2');
    const built = buildMcpConfig(
      { url: 'https://mcp.example.com/mcp', name: '  ', token: '', headerName: '', headerValue: '' },
      [],
    );
    expect(built).toEqual({ ok: true, config: { name: 'mcp.example.com', url: 'https://mcp.example.com/mcp' } });
  });
});
