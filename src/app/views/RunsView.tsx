/**
 * The Runs view (`#/runs`): stored and imported runs, trace export/import/send and replay of the run the
 * timeline shows, and the audit store (verify, export, retention).
 */
import { ViewFrame } from './ViewFrame';
import { RunHistoryPanel } from '../components/traces/RunHistoryPanel';
import { AuditPanel } from '../components/audit/AuditPanel';

/** The Runs view; `hidden` keeps it mounted but out of sight. */
export function RunsView({ hidden }: { hidden: boolean }) {
  return (
    <ViewFrame id="runs" status="ready" hidden={hidden} variant={['runs', 'columns']}>
      <RunHistoryPanel />
      <AuditPanel />
    </ViewFrame>
  );
}
