import { describe, expect, it } from 'vitest';
import { deriveDefaults } from '../../../src/worker/registry/descriptor-defaults';

describe('deriveDefaults', () => {
  it('is tight by default: not read-only, high risk, not in plan mode, needs plan approval, no confirmation', () => {
    expect(deriveDefaults({ name: 't' })).toEqual({
      kind: 'builtin',
      source: 'builtin',
      isReadOnly: false,
      riskLevel: 'high',
      availableInPlanMode: false,
      requiresPlanApproval: true,
      requiresConfirmation: false,
      capabilities: {},
      redaction: 'on',
    });
  });

  it('reads MCP readOnlyHint as read-only and low risk, and takes the title from annotations', () => {
    const d = deriveDefaults(
      { name: 't', annotations: { readOnlyHint: true, title: 'T' } },
      { kind: 'mcp', source: 'mcp:demo' },
    );
    expect(d).toMatchObject({
      kind: 'mcp',
      source: 'mcp:demo',
      isReadOnly: true,
      riskLevel: 'low',
      title: 'T',
      annotations: { readOnlyHint: true, title: 'T' },
    });
  });

  it('treats absent hints with MCP defaults (not read-only, destructive → high)', () => {
    expect(deriveDefaults({ name: 't', annotations: { openWorldHint: false } })).toMatchObject({
      isReadOnly: false,
      riskLevel: 'high',
    });
  });

  it('lets explicit fields win and never derives requiresConfirmation', () => {
    const d = deriveDefaults({
      name: 't',
      isReadOnly: true,
      riskLevel: 'medium',
      availableInPlanMode: true,
      redaction: 'off',
      capabilities: { evidence: true, timeoutMs: 5, bogus: 1 },
    });
    expect(d).toMatchObject({
      riskLevel: 'medium',
      availableInPlanMode: true,
      requiresPlanApproval: false,
      requiresConfirmation: false,
      redaction: 'off',
      capabilities: { evidence: true, timeoutMs: 5 },
    });
    expect(d.capabilities).not.toHaveProperty('bogus');
  });

  it('leaves title and annotations absent when not given', () => {
    const d = deriveDefaults({ name: 't' });
    expect('title' in d || 'annotations' in d).toBe(false);
  });
});
