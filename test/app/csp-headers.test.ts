import { describe, expect, it } from 'vitest';
import { PAGE_CSP, WORKER_CSP, isWorkerScriptPath, securityHeadersFor } from '../../scripts/csp-headers.mjs';

describe('csp headers', () => {
  it('keeps the page strict and allows eval only on the worker script', () => {
    expect(PAGE_CSP).toContain("script-src 'self';");
    expect(PAGE_CSP).not.toContain('unsafe-eval');
    expect(WORKER_CSP).toContain("script-src 'self' 'unsafe-eval';");
    expect(isWorkerScriptPath('/assets/harness-worker-AbC123.js')).toBe(true);
    expect(isWorkerScriptPath('/assets/index-AbC123.js')).toBe(false);
    expect(securityHeadersFor('/')['Content-Security-Policy']).toBe(PAGE_CSP);
    expect(securityHeadersFor('/assets/harness-worker-x.js')['Content-Security-Policy']).toBe(WORKER_CSP);
  });

  it('adds COOP/COEP only when asked', () => {
    expect(securityHeadersFor('/')['Cross-Origin-Opener-Policy']).toBeUndefined();
    expect(securityHeadersFor('/', { crossOriginIsolated: true })).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    });
  });
});
