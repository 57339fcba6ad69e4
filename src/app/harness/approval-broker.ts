/**
 * The approval broker (DESIGN §5.6): the page's approver. A request is answered at once by the scenario's
 * approval policy (`approve`/`deny`) or by a standing grant (approval-grants.ts); otherwise it waits in
 * the store's approval list for the dialog (`answer`). The worker times out on its own
 * (APPROVAL_TIMEOUT); a page-side timer a little later only guards against a result that never comes.
 * Pure page logic: the connection hands `approve` to the worker.
 */
import { approvalFor, type ScenarioApprovalPolicy } from '../../contract/scenario';
import type { ApprovalAnswer, ApprovalDecision, ApprovalGrant, ApprovalRequest } from '../../contract';
import type { ConsoleStore } from '../store';
import { findGrant, grantFromAnswer } from '../approval-grants';

/** Extra wait beyond a request's own `timeoutMs` before the page denies it itself, in milliseconds. */
const PAGE_GUARD_MS = 2_000;

/** The broker of one client. */
export interface ApprovalBroker {
  /** The approver the worker calls: resolves with the decision (and grant) for `request`. */
  approve(request: ApprovalRequest): Promise<ApprovalAnswer>;
  /** Answers a pending approval (the dialog). `grant` `run`/`tool-source` answers later requests too. */
  answer(id: string, decision: ApprovalDecision, grant?: ApprovalGrant): void;
  /** Denies the pending approvals of the call `callKey` of `runId` (its result came: the dialog is moot). */
  settleCall(runId: string, callKey: string): void;
  /** Denies every pending approval (worker death, dispose). */
  denyAll(): void;
  /** How requests are answered: `ask` (the dialog), `approve`/`deny` at once, `none` (no approver). */
  policy: ScenarioApprovalPolicy;
}

/** Creates the broker over `store` (approvals and grants slices). */
export function createApprovalBroker(store: ConsoleStore): ApprovalBroker {
  const pending = new Map<
    string,
    { resolve(answer: ApprovalAnswer): void; timer: ReturnType<typeof setTimeout>; request: ApprovalRequest }
  >();
  let approvalCounter = 0;
  let grantCounter = 0;

  const answer = (id: string, decision: ApprovalDecision, grant: ApprovalGrant = 'once') => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    store.getState().removeApproval(id);
    if (decision === 'approve') {
      const added = grantFromAnswer(entry.request, grant, `grant-${++grantCounter}`, Date.now());
      if (added) store.getState().addGrant(added);
      entry.resolve({ decision, grant });
    } else entry.resolve(decision);
  };

  const broker: ApprovalBroker = {
    policy: 'ask',
    approve: (request) =>
      new Promise((resolve) => {
        const scripted = approvalFor(broker.policy, request.toolCallId);
        if (scripted === 'approve' || scripted === 'deny') return resolve(scripted);
        // A grant answers at once; the worker still records the request and the decision with the grant.
        const grant = findGrant(store.getState().grants, request);
        if (grant) return resolve({ decision: 'approve', grant: grant.scope, automatic: true });
        const id = `approval-${++approvalCounter}`;
        const timer = setTimeout(() => answer(id, 'deny'), Math.max(0, request.timeoutMs) + PAGE_GUARD_MS);
        pending.set(id, { resolve, timer, request });
        store.getState().addApproval({ id, request, receivedAt: Date.now() });
      }),
    answer,
    settleCall: (runId, callKey) => {
      for (const [id, entry] of pending)
        if (entry.request.runId === runId && entry.request.callKey === callKey) answer(id, 'deny');
    },
    denyAll: () => {
      for (const id of [...pending.keys()]) answer(id, 'deny');
    },
  };
  return broker;
}
