/**
 * The shipped host configs send exactly the headers of scripts/csp-headers.mjs: the page CSP on every
 * response and the worker CSP on the harness worker script only (the Playwright projects "nginx" and
 * "caddy" then check them in a browser).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_CSP, WORKER_CHUNK_PREFIX, WORKER_CSP } from '../../scripts/csp-headers.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** Every quoted Content-Security-Policy value in a config file. */
function cspValues(text: string): string[] {
  return [...text.matchAll(/Content-Security-Policy:?\s+"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('deploy/nginx/console.conf', () => {
  const config = read('deploy/nginx/console.conf');

  it('sends the worker CSP on the harness worker script and the page CSP everywhere else', () => {
    const worker = config.match(/location ~ \^\/assets\/(harness-worker-)[^{]*\{([^}]*)\}/);
    expect(worker?.[1]).toBe(WORKER_CHUNK_PREFIX);
    expect(cspValues(worker?.[2] ?? '')).toEqual([WORKER_CSP]);
    const others = cspValues(config.replace(worker?.[0] ?? '', ''));
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const value of others) expect(value).toBe(PAGE_CSP);
  });

  it('repeats nosniff and no-referrer in every location (nginx does not inherit add_header)', () => {
    const locations = [...config.matchAll(/location [^{]*\{([^}]*)\}/g)].map((match) => match[1] ?? '');
    expect(locations.length).toBe(4);
    for (const body of locations) {
      expect(body).toContain('X-Content-Type-Options "nosniff" always');
      expect(body).toContain('Referrer-Policy "no-referrer" always');
    }
  });
});

describe('the OAuth callback page in the host configs', () => {
  it('nginx serves /oauth/callback.html with the page CSP, no referrer and no caching', () => {
    const config = read('deploy/nginx/console.conf');
    const block = config.match(/location = \/oauth\/callback\.html \{([^}]*)\}/)?.[1] ?? '';
    expect(cspValues(block)).toEqual([PAGE_CSP]);
    expect(block).toContain('Referrer-Policy "no-referrer" always');
    expect(block).toContain('Cache-Control "no-store" always');
  });

  it('Caddy names /oauth/callback.html: the page CSP of every response, and no caching', () => {
    const config = read('deploy/caddy/Caddyfile');
    expect(config).toContain('@oauthCallback path /oauth/callback.html');
    expect(config).toContain('header @oauthCallback Cache-Control "no-store"');
    expect(config.indexOf('header @oauthCallback')).toBeGreaterThan(config.indexOf(PAGE_CSP));
  });

  it('the callback page ships in public/ and loads its script from the same origin only', () => {
    const html = read('public/oauth/callback.html');
    expect(html).toContain('<script src="/oauth/callback.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('deploy/caddy/Caddyfile', () => {
  const config = read('deploy/caddy/Caddyfile');

  it('sets the page CSP for every response, then the worker CSP for the worker script', () => {
    expect(config).toContain(`path_regexp worker ^/assets/${WORKER_CHUNK_PREFIX}[^/]*\\.js$`);
    expect(cspValues(config)).toEqual([PAGE_CSP, WORKER_CSP]);
    expect(config.indexOf('header @worker')).toBeGreaterThan(config.indexOf(PAGE_CSP));
  });

  it('allows audio parts to play (media-src) in both policies', () => {
    for (const value of cspValues(config)) expect(value).toContain("media-src 'self' data: blob:");
  });
});
