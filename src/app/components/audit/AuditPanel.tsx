/**
 * The audit store panel: for the run the timeline shows — verify its hash chain
 * (`audit-verify`; verdict under `audit-verify-status`, `data-status` verified|broken|missing|error),
 * export its audit bundle and save it as a scenario (both hold raw results: RawExportButton warns first);
 * and for the store — its use and state (`audit-storage`, `data-state` ok|full|unavailable; a full quota
 * is an error in words; read again whenever the worker reports a change of the audit store's health) and the
 * retention (AuditRetentionForm).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActiveView } from '../../views/view-route';
import type { AuditVerifyResult } from '../../../contract';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { auditStorageQuery } from '../traces/run-queries';
import { RawExportButton } from './RawExportButton';
import { AuditRetentionForm } from './AuditRetentionForm';
import { errorMessage, formatBytes } from '../../../contract';
import { estimateText } from '../storage/estimate-text';

function verdictText(result: AuditVerifyResult): string {
  if (result.status === 'verified')
    return `Verified: ${result.calls} call records chain to ${result.head.slice(0, 12)}…`;
  if (result.status === 'broken')
    return `Broken at call ${result.brokenAt} (${result.callId}) of ${result.calls}: ${result.reason}`;
  return `No audit records: ${result.reason}`;
}

/** The audit panel. */
export function AuditPanel() {
  const client = useHarnessClient();
  const runId = useConsoleStore((s) => s.viewedRunId ?? s.runId);
  const running = useConsoleStore((s) => s.runStatus === 'running' && (s.viewedRunId ?? s.runId) === s.runId);
  const storage = useQuery(auditStorageQuery(client));
  // A live storage-state event for the audit store (storage-slice) reads the report again at once.
  const auditHealth = useConsoleStore((s) => {
    const audit = s.storageHealth.find((entry) => entry.store === 'audit');
    return `${audit?.state ?? 'ok'}:${audit?.unsaved ?? 0}`;
  });
  // A run that began or ended, or the Runs view opened, reads the figures again (the run's records are in).
  const runPhase = useConsoleStore((s) => `${s.runId ?? ''}:${s.runStatus}`);
  const shown = useActiveView() === 'runs';
  const refetchStorage = storage.refetch;
  useEffect(() => {
    void refetchStorage();
  }, [auditHealth, runPhase, shown, refetchStorage]);
  const [verdict, setVerdict] = useState<{ status: string; text: string; runId: string } | null>(null);
  const verify = async () => {
    if (!runId) return;
    setVerdict({ status: 'verifying', text: 'Recomputing the hash chain…', runId });
    try {
      const result = await client.timeline('verifyAuditChain', (api) => api.verifyAuditChain(runId));
      setVerdict({ status: result.status, text: verdictText(result), runId });
    } catch (error) {
      setVerdict({ status: 'error', text: errorMessage(error), runId });
    }
  };
  const report = storage.data;
  const shownVerdict = verdict && verdict.runId === runId ? verdict : null;
  return (
    <section className="panel" aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="panel__title">
        Audit store
      </h2>
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          data-testid="audit-verify"
          disabled={!runId || running}
          onClick={() => void verify()}
        >
          Verify audit chain
        </button>
      </div>
      <p
        className={`hint${shownVerdict?.status === 'broken' || shownVerdict?.status === 'error' ? ' error-text' : ''}`}
        data-testid="audit-verify-status"
        data-status={shownVerdict?.status ?? 'idle'}
        role="status"
        aria-live="polite"
      >
        {shownVerdict?.text ?? (runId ? `Run ${runId}` : 'No run yet.')}
      </p>
      <RawExportButton
        label="Export audit bundle"
        testId="audit-export"
        disabled={!runId || running}
        build={() => client.timeline('exportAuditBundle', (api) => api.exportAuditBundle(runId ?? ''))}
      />
      <RawExportButton
        label="Save run as scenario"
        testId="scenario-save"
        disabled={!runId || running}
        build={() => client.timeline('saveRunAsScenario', (api) => api.saveRunAsScenario(runId ?? ''))}
      />
      <h3 className="subhead">Storage</h3>
      {storage.isPending ? <p className="empty">Reading storage use…</p> : null}
      {storage.isError ? <p className="error-text">Could not read the audit store: {storage.error.message}</p> : null}
      {report ? (
        <div data-testid="audit-storage" data-state={report.state}>
          {report.state !== 'ok' ? (
            <p className="error-text" role="alert">
              {report.message ?? (report.state === 'full' ? 'The storage quota is full.' : 'IndexedDB is unavailable.')}
            </p>
          ) : null}
          <dl className="audit-facts">
            <dt>Runs · records</dt>
            <dd>
              {report.runs} · {report.records}
            </dd>
            <dt>Audit records</dt>
            <dd>{formatBytes(report.bytes)}</dd>
            <dt>Site storage</dt>
            <dd>{estimateText(report.usageBytes, report.quotaBytes, report.state !== 'ok') ?? 'unknown'}</dd>
            {report.droppedRecords > 0 ? (
              <>
                <dt>Records lost</dt>
                <dd>{report.droppedRecords} (writes failed)</dd>
              </>
            ) : null}
          </dl>
          <AuditRetentionForm report={report} />
        </div>
      ) : null}
      <button type="button" className="button button--small" onClick={() => void storage.refetch()}>
        Refresh storage use
      </button>
    </section>
  );
}
