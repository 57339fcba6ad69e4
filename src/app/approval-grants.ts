/**
 * Grant logic of the approver (DESIGN §5.6): which grant, if any, answers an approval request
 * without asking, and the grant a user's choice creates. Pure; applied page-side by `harness/approval-broker.ts`,
 * so every request still reaches the page and the worker records the request and the decision (with the
 * grant) in the timeline.
 */
import type { ApprovalGrant, ApprovalRequest } from '../contract';
import type { StandingGrant } from './store';

/**
 * Finds the grant that covers `request`: same tool name, source and reason, and for a `run` grant the
 * same run. A grant for confirmation never answers a plan-mode request (and the reverse), so plan mode
 * stays meaningful.
 *
 * @returns the covering grant (a `tool-source` grant before a `run` one), or undefined
 */
export function findGrant(grants: readonly StandingGrant[], request: ApprovalRequest): StandingGrant | undefined {
  const covers = (g: StandingGrant) =>
    g.toolName === request.toolName &&
    g.source === request.source &&
    g.reason === request.reason &&
    (g.scope === 'tool-source' || g.runId === request.runId);
  return grants.find((g) => g.scope === 'tool-source' && covers(g)) ?? grants.find(covers);
}

/**
 * The grant a user's answer creates: none for `once`, a `run` grant bound to the request's run, or a
 * standing `tool-source` grant.
 *
 * @param id page-side id for the new grant
 * @param now epoch milliseconds
 */
export function grantFromAnswer(
  request: ApprovalRequest,
  grant: ApprovalGrant,
  id: string,
  now: number,
): StandingGrant | undefined {
  if (grant === 'once') return undefined;
  return {
    id,
    scope: grant,
    toolName: request.toolName,
    source: request.source,
    reason: request.reason,
    ...(grant === 'run' ? { runId: request.runId } : {}),
    grantedAt: now,
  };
}
