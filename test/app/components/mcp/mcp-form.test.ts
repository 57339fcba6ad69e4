import { describe, expect, it } from 'vitest';
import { buildMcpConfig, serverSummary } from '../../../../src/app/components/mcp/mcp-form';

const input = { url: 'http://127.0.0.1:4190/mcp', name: 'everything', token: '', headerName: '', headerValue: '' };

describe('buildMcpConfig', () => {
  it('turns a token into an Authorization header and keeps one custom header', () => {
    const built = buildMcpConfig({ ...input, token: 'abc', headerName: 'X-Api-Key', headerValue: 'k' }, []);
    expect(built).toEqual({
      ok: true,
      config: { name: 'everything', url: input.url, headers: { Authorization: 'Bearer abc', 'X-Api-Key': 'k' } },
    });
  });

  it('sends no headers when none are given', () => {
    expect(buildMcpConfig(input, [])).toEqual({ ok: true, config: { name: 'everything', url: input.url } });
  });

  it('names what is wrong: scheme, taken name, bad header name (an empty name is taken from the host)', () => {
    expect(buildMcpConfig({ ...input, url: 'ftp://x/mcp' }, [])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/http:\/\//),
    });
    expect(buildMcpConfig({ ...input, name: ' ' }, [])).toMatchObject({ ok: true, config: { name: '127.0.0.1:4190' } });
    expect(buildMcpConfig(input, ['everything'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already added/),
    });
    expect(buildMcpConfig({ ...input, headerName: 'bad name', headerValue: 'v' }, [])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/header name/),
    });
  });
});

describe('serverSummary', () => {
  it('shows server name, version and tool count when connected; says plainly when authorization is needed', () => {
    expect(
      serverSummary({
        name: 'e',
        url: 'u',
        status: 'connected',
        serverName: 'mcp-servers/everything',
        serverVersion: '2.0.0',
        toolCount: 13,
      }),
    ).toBe('mcp-servers/everything v2.0.0 · 13 tools');
    expect(serverSummary({ name: 'e', url: 'u', status: 'needs-authorization' })).toMatch(/asks for authorization/);
  });
});
