import { describe, expect, it } from 'vitest';
import { projectRaw } from '../../../src/worker/projection/project-raw';
import { context } from './helpers';

const options = { projection: 'json' as const, redaction: true, context: context() };

describe('projectRaw', () => {
  it('uses the MCP projection for projection mcp', () => {
    const result = projectRaw({ content: [{ type: 'text', text: 'hi' }] }, { ...options, projection: 'mcp' });
    expect(result).toMatchObject({
      ok: true,
      value: { kind: 'parts', agentResult: { parts: [{ type: 'text', text: 'hi' }] } },
    });
  });

  it('uses the default JSON projection otherwise', () => {
    expect(projectRaw({ a: 1 }, options)).toMatchObject({ ok: true, value: { kind: 'json', agentResult: { a: 1 } } });
  });

  it("keeps a tool projector's declared evidence status, redacts its output, and does not bound it", () => {
    const projector = () => ({
      agentResult: { parts: [{ type: 'text', text: `me@x.org ${'y'.repeat(20_000)}` }] },
      evidenceStatus: 'NO_EVIDENCE' as const,
    });
    const result = projectRaw({ anything: true }, { ...options, projector });
    if (!result.ok) throw new Error('expected ok');
    expect(result.value.evidenceStatus).toBe('NO_EVIDENCE');
    expect(result.value.kind).toBe('parts');
    expect(result.value.truncated).toBe(false);
    expect(result.value.textBytes).toBeGreaterThan(16_384);
    expect(JSON.stringify(result.value.agentResult)).toContain('[REDACTED:email]');
    expect(result.value.notes.map((n) => n.code)).toEqual(['REDACTED']);
  });

  it('applies the FOUND rule when the projector declares no status', () => {
    const result = projectRaw({}, { ...options, projector: () => ({ agentResult: { hits: [] } }) });
    expect(result).toMatchObject({ ok: true, value: { evidenceStatus: 'FOUND', kind: 'json' } });
    const empty = projectRaw({}, { ...options, projector: () => ({ agentResult: [] }) });
    expect(empty).toMatchObject({ ok: true, value: { evidenceStatus: 'NO_EVIDENCE' } });
  });

  it('refuses with PROJECTION_FAILED when the projector throws', () => {
    const result = projectRaw(
      {},
      {
        ...options,
        projector: () => {
          throw new Error('boom');
        },
      },
    );
    expect(result).toEqual({
      ok: false,
      violation: { code: 'PROJECTION_FAILED', message: 'The projector of tool threw: boom' },
    });
  });

  it('refuses with PROJECTION_FAILED when the projector returns no agentResult or a non-JSON one', () => {
    expect(projectRaw({}, { ...options, projector: () => ({}) as never })).toMatchObject({
      ok: false,
      violation: { code: 'PROJECTION_FAILED' },
    });
    expect(projectRaw({}, { ...options, projector: () => ({ agentResult: 10n }) })).toMatchObject({
      ok: false,
      violation: { code: 'PROJECTION_FAILED' },
    });
    expect(
      projectRaw({}, { ...options, projector: () => ({ agentResult: 1, evidenceStatus: 'MAYBE' as never }) }),
    ).toMatchObject({
      ok: false,
      violation: { code: 'PROJECTION_FAILED' },
    });
  });
});
