/**
 * Asking the approver (DESIGN.md §5.6): approve → allow; deny → APPROVAL_DENIED; no answer within
 * `approvalTimeoutMs` → APPROVAL_TIMEOUT; no approver (headless) → PLAN_MODE_BLOCKED in plan mode,
 * APPROVAL_DENIED otherwise. An approver that throws (the page went away) counts as a denial.
 * Decision: a call cancelled while it waits is refused with CANCELLED at this stage.
 */
import type {
  ApprovalAnswer,
  ApprovalDecision,
  ApprovalGrant,
  ApprovalRequest,
  Approver,
  Outcome,
} from '../../contract';
import { ok, refuse } from '../../contract';

/** An approval that allowed the call, with the grant the approver named (recorded on the preflight event). */
export interface ApprovalVerdict {
  grant?: ApprovalGrant;
  /** An existing grant answered without asking the user. */
  automatic?: boolean;
}

/**
 * Asks `approver` and waits at most `request.timeoutMs` milliseconds.
 *
 * @returns `ok({ grant?, automatic? })`, or APPROVAL_DENIED | APPROVAL_TIMEOUT | PLAN_MODE_BLOCKED | CANCELLED
 */
export async function requestApproval(
  approver: Approver | undefined,
  request: ApprovalRequest,
  planMode: boolean,
  signal: AbortSignal,
): Promise<Outcome<ApprovalVerdict>> {
  if (!approver) {
    return planMode
      ? refuse({
          code: 'PLAN_MODE_BLOCKED',
          message: `${request.toolName} needs approval in plan mode and no one can approve it here.`,
        })
      : refuse({
          code: 'APPROVAL_DENIED',
          message: `${request.toolName} needs confirmation and no one can confirm it here.`,
        });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  try {
    let verdict: ApprovalVerdict = {};
    const answer = await Promise.race<'approve' | 'deny' | 'timeout' | 'cancelled'>([
      approver(request).then(
        (answer) => {
          verdict = verdictOf(answer);
          return decisionOf(answer) === 'approve' ? 'approve' : 'deny';
        },
        () => 'deny',
      ),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), request.timeoutMs);
      }),
      new Promise((resolve) => {
        onAbort = () => resolve('cancelled');
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    switch (answer) {
      case 'approve':
        return ok(verdict);
      case 'deny':
        return refuse({ code: 'APPROVAL_DENIED', message: `The user denied ${request.toolName}.` });
      case 'timeout':
        return refuse({
          code: 'APPROVAL_TIMEOUT',
          message: `No answer to the approval of ${request.toolName} within ${request.timeoutMs} ms.`,
        });
      default:
        return refuse({
          code: 'CANCELLED',
          message: `The call to ${request.toolName} was cancelled while it waited for approval.`,
        });
    }
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/**
 * The decision of an approver's answer (`'approve'|'deny'`, or `{ decision, grant? }`); anything else is
 * a denial, so a malformed answer never approves.
 */
export function decisionOf(answer: ApprovalAnswer | unknown): ApprovalDecision {
  if (answer === 'approve') return 'approve';
  if (typeof answer === 'object' && answer !== null && (answer as { decision?: unknown }).decision === 'approve')
    return 'approve';
  return 'deny';
}

/** The grant fields of an answer (`grant` only when it is one of the three, `automatic` only when true). */
function verdictOf(answer: ApprovalAnswer | unknown): ApprovalVerdict {
  if (typeof answer !== 'object' || answer === null) return {};
  const { grant, automatic } = answer as { grant?: unknown; automatic?: unknown };
  return {
    ...(grant === 'once' || grant === 'run' || grant === 'tool-source' ? { grant } : {}),
    ...(automatic === true ? { automatic: true } : {}),
  };
}
