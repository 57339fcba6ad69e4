/**
 * The Runs view (`#/runs`): stored and imported runs, trace export/import/send and replay of the run the
 * timeline shows, and the audit store (verify, export, retention).
 */
import { RunHistoryPanel } from '../components/traces/RunHistoryPanel';
import { AuditPanel } from '../components/audit/AuditPanel';

/** The Runs view; `hidden` keeps it mounted but out of sight. */
export function RunsView({ hidden }: { hidden: boolean }) {
  return (
    <div
      className="view view--runs view--columns"
      id="view-runs"
      data-testid="view"
      data-view="runs"
      data-status="ready"
      hidden={hidden}
    >
      <RunHistoryPanel />
      <AuditPanel />
    </div>
  );
}
