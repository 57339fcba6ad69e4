/**
 * Retention of the audit store (keep N runs / N MiB; oldest runs dropped first): applies at once in the
 * worker and says what the last pass dropped (`audit-retention-dropped`). Inputs `audit-retention-runs`,
 * `audit-retention-mb`, button `audit-retention-apply`. Bad values get a sentence naming the field.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuditStorageReport } from '../../../contract';
import { queryKeys, useHarnessClient } from '../../harness';
import { countOf, errorMessage, formatBytes } from '../../../contract';

const MIB = 1024 * 1024;

/** The retention form. */
export function AuditRetentionForm({ report }: { report: AuditStorageReport }) {
  const client = useHarnessClient();
  const queryClient = useQueryClient();
  const [runs, setRuns] = useState(String(report.retention.maxRuns));
  const [mb, setMb] = useState(String(Math.round(report.retention.maxBytes / MIB)));
  const [error, setError] = useState('');
  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    const maxRuns = Number(runs);
    const maxMb = Number(mb);
    if (!Number.isInteger(maxRuns) || maxRuns < 1) return setError('"Keep runs" must be a whole number ≥ 1.');
    if (!Number.isFinite(maxMb) || maxMb < 1) return setError('"Keep MiB" must be a number ≥ 1.');
    setError('');
    try {
      const next = await client.timeline('setAuditRetention', (api) =>
        api.setAuditRetention({ maxRuns, maxBytes: Math.round(maxMb * MIB) }),
      );
      queryClient.setQueryData(queryKeys.auditStorage, next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.runList });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const dropped = report.lastDropped;
  return (
    <form className="audit-retention" onSubmit={(event) => void apply(event)}>
      <label className="field">
        <span className="field__label">Keep runs</span>
        <input
          type="text"
          inputMode="numeric"
          data-testid="audit-retention-runs"
          value={runs}
          onChange={(e) => setRuns(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Keep MiB</span>
        <input
          type="text"
          inputMode="decimal"
          data-testid="audit-retention-mb"
          value={mb}
          onChange={(e) => setMb(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--small" data-testid="audit-retention-apply">
        Apply retention
      </button>
      {error ? <p className="error-text">{error}</p> : null}
      <p className="hint" data-testid="audit-retention-dropped">
        {dropped
          ? `Last pass dropped ${countOf(dropped.runs, 'run')} (${formatBytes(dropped.bytes)}) at ${new Date(dropped.at).toLocaleTimeString('en')}.`
          : 'Nothing dropped yet.'}
      </p>
    </form>
  );
}
