import { describe, expect, it } from 'vitest';
import { projectJson } from '../../../src/worker/projection/json-projection';
import { bytesOf, context } from './helpers';

describe('projectJson', () => {
  it('passes a small JSON result through as kind json, FOUND', () => {
    const raw = { items: [{ id: 'doc-1', text: 'evidence text' }] };
    expect(projectJson(raw, context(), true)).toEqual({
      agentResult: raw,
      evidenceStatus: 'FOUND',
      kind: 'json',
      truncated: false,
      originalBytes: bytesOf(JSON.stringify(raw)),
      textBytes: bytesOf(JSON.stringify(raw)),
      notes: [],
    });
  });

  it('declares an empty array NO_EVIDENCE with an EMPTY_RESULT note', () => {
    const projected = projectJson([], context(), true);
    expect(projected.evidenceStatus).toBe('NO_EVIDENCE');
    expect(projected.notes.map((n) => n.code)).toEqual(['EMPTY_RESULT']);
  });

  it('bounds a large result within maxObservationTextBytes with a TRUNCATED note and the original size', () => {
    const raw = { text: 'z'.repeat(850_000) };
    const projected = projectJson(raw, context(), true);
    expect(projected.truncated).toBe(true);
    expect(projected.originalBytes).toBe(bytesOf(JSON.stringify(raw)));
    expect(bytesOf(JSON.stringify(projected.agentResult))).toBeLessThanOrEqual(16_384);
    expect(projected.notes.map((n) => n.code)).toContain('TRUNCATED');
  });

  it('redacts strings before bounding, so the secret never appears half-cut', () => {
    const projected = projectJson(
      { log: `key sk-ant-${'a'.repeat(40)} ${'x'.repeat(50_000)}` },
      context({ maxObservationTextBytes: 2000 }),
      true,
    );
    expect(JSON.stringify(projected.agentResult)).toContain('[REDACTED:api_key]');
    expect(JSON.stringify(projected.agentResult)).not.toContain('sk-ant-');
  });

  it('reads undefined as null', () => {
    expect(projectJson(undefined, context(), true).agentResult).toBeNull();
  });
});
