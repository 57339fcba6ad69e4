/**
 * Approval slice: approval requests the worker asked the page (the approver) and that wait for the
 * user. The resolvers live in `harness/approval-broker.ts`; the store holds only the requests.
 */
import type { StateCreator } from 'zustand';
import type { ApprovalRequest } from '../../contract';
import type { ConsoleState } from './index';

/** A pending approval with its page-side id. */
export interface PendingApproval {
  /** Page-side id the client resolves by. */
  id: string;
  request: ApprovalRequest;
  /** When the page received it, epoch milliseconds (the dialog counts down from here to `request.timeoutMs`). */
  receivedAt?: number;
}

/** Approval state and its actions. */
export interface ApprovalSlice {
  approvals: PendingApproval[];
  addApproval(approval: PendingApproval): void;
  removeApproval(id: string): void;
  clearApprovals(): void;
}

/** Creates the approval slice. */
export const createApprovalSlice: StateCreator<ConsoleState, [], [], ApprovalSlice> = (set) => ({
  approvals: [],
  addApproval: (approval) => set((state) => ({ approvals: [...state.approvals, approval] })),
  removeApproval: (id) => set((state) => ({ approvals: state.approvals.filter((a) => a.id !== id) })),
  clearApprovals: () => set({ approvals: [] }),
});
