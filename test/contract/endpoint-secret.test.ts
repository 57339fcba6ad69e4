/** A secret belongs to the endpoint it was entered for (DESIGN §8): endpoint identity, binding, forms. */
import { describe, expect, it } from 'vitest';
import { bindingFor, endpointOf, secretFor, secretsFollowUrl } from '../../src/contract';

describe('endpointOf', () => {
  it('names origin and path, without trailing slashes, query or fragment', () => {
    expect(endpointOf(' https://API.Example.com/v1/ ')).toBe('https://api.example.com/v1');
    expect(endpointOf('https://api.example.com:443/v1?x=1#y')).toBe('https://api.example.com/v1');
    expect(endpointOf('http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434/v1');
  });
  it('is empty while no endpoint is set', () => {
    for (const text of ['', '   ', 'h', 'https://', 'api.example.com/v1', 'ftp://x/y', 'javascript:alert(1)'])
      expect(endpointOf(text)).toBe('');
  });
});

describe('bindingFor / secretFor', () => {
  const secret = { value: 'sk-1', endpoint: 'https://a.example/v1' };
  it('gives the secret only to the endpoint it was entered for', () => {
    expect(bindingFor(secret, 'https://a.example/v1/')).toBe('bound');
    expect(secretFor(secret, 'https://a.example/v1/')).toBe('sk-1');
    expect(bindingFor(secret, 'https://b.example/v1')).toBe('pending');
    expect(secretFor(secret, 'https://b.example/v1')).toBe('');
    // Same host, other path: another endpoint.
    expect(secretFor(secret, 'https://a.example/v2')).toBe('');
  });
  it('never sends a secret typed before any endpoint was set', () => {
    const early = { value: 'sk-1', endpoint: '' };
    expect(bindingFor(early, '')).toBe('pending');
    expect(secretFor(early, 'https://a.example/v1')).toBe('');
    expect(bindingFor({ value: '', endpoint: '' }, 'https://a.example/v1')).toBe('none');
  });
});

describe('secretsFollowUrl', () => {
  const form = { url: 'https://a.example/mcp', token: 't-1', headerValue: 'h-1', name: 'n' };
  it('clears the secrets when the URL moves to another endpoint', () => {
    const next = secretsFollowUrl(form, ['token', 'headerValue'], 'https://a.example/mcp', 'https://b.example/mcp');
    expect(next).toEqual({
      cleared: true,
      form: { url: 'https://b.example/mcp', token: '', headerValue: '', name: 'n' },
    });
  });
  it('keeps them while the endpoint stays the same, and when none is filled', () => {
    expect(
      secretsFollowUrl(form, ['token', 'headerValue'], 'https://a.example/mcp', 'https://a.example/mcp/').cleared,
    ).toBe(false);
    const empty = { ...form, token: '', headerValue: '' };
    expect(secretsFollowUrl(empty, ['token', 'headerValue'], '', 'https://b.example/mcp')).toEqual({
      cleared: false,
      form: { ...empty, url: 'https://b.example/mcp' },
    });
  });
  it('clears a secret typed before the URL once an endpoint is set', () => {
    const early = { url: '', token: 't-1' };
    expect(secretsFollowUrl(early, ['token'], '', 'h').cleared).toBe(false);
    expect(secretsFollowUrl(early, ['token'], '', 'http://x').form.token).toBe('');
  });
});
