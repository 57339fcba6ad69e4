import { describe, expect, it } from 'vitest';
import { checkScope, scopeKeyOf } from '../../../src/worker/protocol/scope-dedupe';

describe('scopeKeyOf', () => {
  it('is the same for inputs that differ only in key order', () => {
    expect(scopeKeyOf('t', { a: 1, b: { d: 2, c: 3 } })).toBe(scopeKeyOf('t', { b: { c: 3, d: 2 }, a: 1 }));
    expect(scopeKeyOf('t', { a: 1 })).not.toBe(scopeKeyOf('u', { a: 1 }));
  });
});

describe('checkScope', () => {
  it('refuses a scope that already reached READY with DUPLICATE_SCOPE at /input', () => {
    const key = scopeKeyOf('t', { q: 'x' });
    expect(checkScope(new Set(), key, 't').ok).toBe(true);
    const refused = checkScope(new Set([key]), key, 't');
    expect(!refused.ok && refused.violation.pointer).toBe('/input');
  });
});
