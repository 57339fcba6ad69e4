import { describe, expect, it } from 'vitest';
import { findGrant, grantFromAnswer } from '../../src/app/approval-grants';
import type { ApprovalRequest } from '../../src/contract';

const request: ApprovalRequest = {
  runId: 'run-1',
  toolCallId: 'c',
  callKey: 'run-1#1',
  toolName: 'save_note',
  source: 'builtin',
  riskLevel: 'medium',
  isReadOnly: false,
  reason: 'confirmation',
  inputPreview: '{}',
  timeoutMs: 1000,
};

describe('grant logic', () => {
  it('approve once creates no grant; a run grant covers only its run; a tool-source grant covers every run', () => {
    expect(grantFromAnswer(request, 'once', 'g0', 1)).toBeUndefined();
    const run = grantFromAnswer(request, 'run', 'g1', 1)!;
    expect(findGrant([run], request)).toBe(run);
    expect(findGrant([run], { ...request, runId: 'run-2' })).toBeUndefined();
    const standing = grantFromAnswer(request, 'tool-source', 'g2', 2)!;
    expect(standing.runId).toBeUndefined();
    expect(findGrant([run, standing], { ...request, runId: 'run-2' })).toBe(standing);
    expect(findGrant([run, standing], request)).toBe(standing);
  });

  it('never covers another tool, another source, or the other reason (plan mode stays meaningful)', () => {
    const standing = grantFromAnswer(request, 'tool-source', 'g', 1)!;
    expect(findGrant([standing], { ...request, toolName: 'delete_all' })).toBeUndefined();
    expect(findGrant([standing], { ...request, source: 'file:tools.json' })).toBeUndefined();
    expect(findGrant([standing], { ...request, reason: 'plan-mode' })).toBeUndefined();
  });
});
