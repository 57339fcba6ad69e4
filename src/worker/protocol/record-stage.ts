/**
 * Stage C7 `record` (DESIGN.md §3, §4.5) for an evidence call that reached READY: its scope counts from
 * now, and its evidence status is recorded (NO_EVIDENCE → NO_GAIN; FOUND → the turn's pending
 * candidate). Reports the `record` event with the streak and any saturation. A non-evidence call skips
 * the stage (no event). Changes run state: scopes and progress.
 */
import type { EvidenceStatus } from '../../contract';
import type { CallContext } from '../journey/call-context';
import { recordEvidence } from './progress-tracker';

export function recordCallProgress(
  call: CallContext,
  evidence: boolean,
  scopeKey: string | undefined,
  status: EvidenceStatus,
): void {
  if (!evidence) return;
  const { run } = call;
  const record = call.trace.begin('record');
  if (scopeKey !== undefined) run.scopes.add(scopeKey);
  const recorded = recordEvidence(run.progress, call.request.toolCallId, status, run.budgets);
  record.pass({
    detail: {
      evidence: status,
      recorded,
      streak: run.progress.streak,
      ...(run.progress.saturated ? { saturated: run.progress.saturated } : {}),
    },
  });
}
