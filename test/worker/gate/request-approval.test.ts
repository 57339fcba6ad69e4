import { describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../../../src/contract';
import { requestApproval } from '../../../src/worker/gate/request-approval';

const request: ApprovalRequest = {
  runId: 'r',
  toolCallId: 'c',
  callKey: 'run-1#1',
  toolName: 'save_note',
  source: 'builtin',
  riskLevel: 'medium',
  isReadOnly: false,
  reason: 'confirmation',
  inputPreview: '{}',
  timeoutMs: 20,
};
const signal = new AbortController().signal;

describe('requestApproval', () => {
  it('refuses headless calls: PLAN_MODE_BLOCKED in plan mode, APPROVAL_DENIED otherwise', async () => {
    const planned = await requestApproval(undefined, request, true, signal);
    expect(!planned.ok && planned.violation.code).toBe('PLAN_MODE_BLOCKED');
    const confirmed = await requestApproval(undefined, request, false, signal);
    expect(!confirmed.ok && confirmed.violation.code).toBe('APPROVAL_DENIED');
  });
  it('allows on approve, denies on deny or on an approver that throws', async () => {
    expect((await requestApproval(async () => 'approve', request, false, signal)).ok).toBe(true);
    const denied = await requestApproval(async () => 'deny', request, false, signal);
    expect(!denied.ok && denied.violation.code).toBe('APPROVAL_DENIED');
    const broken = await requestApproval(
      async () => {
        throw new Error('page gone');
      },
      request,
      false,
      signal,
    );
    expect(!broken.ok && broken.violation.code).toBe('APPROVAL_DENIED');
  });
  it('times out after timeoutMs', async () => {
    const outcome = await requestApproval(() => new Promise(() => undefined), request, false, signal);
    expect(!outcome.ok && outcome.violation.code).toBe('APPROVAL_TIMEOUT');
  });
  it('ends with CANCELLED when the call is cancelled while it waits', async () => {
    const controller = new AbortController();
    const pending = requestApproval(
      () => new Promise(() => undefined),
      { ...request, timeoutMs: 10_000 },
      false,
      controller.signal,
    );
    controller.abort();
    const outcome = await pending;
    expect(!outcome.ok && outcome.violation.code).toBe('CANCELLED');
  });
});
