/**
 * The permission gate of DESIGN.md §5.6 (seed 002 §3.3, §7.4): reads descriptor fields only — never a
 * list of tool names — and says allow or ask. Pure.
 *
 * | plan mode | descriptor                                              | decision                          |
 * | off       | requiresConfirmation                                    | ask (confirmation)                |
 * | off       | otherwise                                               | allow (risk alone never blocks)   |
 * | on        | availableInPlanMode and not requiresPlanApproval        | allow (ask if requiresConfirmation) |
 * | on        | otherwise                                               | ask for plan approval             |
 */
import type { ApprovalReason, CanonicalToolDescriptor } from '../../contract';

export type GateDecision = { kind: 'allow' } | { kind: 'ask'; reason: ApprovalReason };

type GateFields = Pick<
  CanonicalToolDescriptor,
  'availableInPlanMode' | 'requiresPlanApproval' | 'requiresConfirmation'
>;

/** Decides whether a call may run as is, or the approver must be asked (and why). */
export function decidePermission(descriptor: GateFields, planMode: boolean): GateDecision {
  if (planMode && !(descriptor.availableInPlanMode && !descriptor.requiresPlanApproval)) {
    return { kind: 'ask', reason: 'plan-mode' };
  }
  if (descriptor.requiresConfirmation) return { kind: 'ask', reason: 'confirmation' };
  return { kind: 'allow' };
}
