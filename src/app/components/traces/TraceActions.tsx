/**
 * Trace export and import for the run the timeline shows: download it as the
 * console's own trace file or as OTLP/JSON (GenAI semantic conventions) through a Blob URL, named with
 * the run id; post its OTLP/JSON to an OTLP/HTTP endpoint the user names (optional header, used for
 * this request only, never stored); import a trace file as a read-only run (then shown in the run list
 * and the timeline). Status in words under `trace-status` (`data-status` idle|working|done|error, or
 * `unavailable` when the last run ended in an error before the harness began it — e.g. a key refused for
 * the endpoint — so no model request was sent, no call was made and nothing was recorded to export; the
 * sentence says so with the run's error).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TraceFormat } from '../../../contract';
import { queryKeys, useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { saveBlob } from './save-blob';
import { OtlpSendForm } from './OtlpSendForm';
import { countOf, errorMessage } from '../../../contract';

type Status = { state: 'idle' | 'working' | 'done' | 'error'; message: string };

/** The status shown before any export or import: why there is nothing to export, or the run that would be. */
function restingStatus(runId: string | null, runError: string | null): { state: string; message: string } {
  if (runId) return { state: 'idle', message: `Shown run: ${runId}` };
  if (runError)
    return {
      state: 'unavailable',
      message: `Nothing to export: the last run stopped before it began (${runError.replace(/\.$/, '')}). It sent no model request and made no call, so no trace was recorded.`,
    };
  return { state: 'idle', message: 'No run to export yet.' };
}

/** The export/import controls. */
export function TraceActions() {
  const client = useHarnessClient();
  const runId = useConsoleStore((s) => s.viewedRunId ?? s.runId);
  const viewRun = useConsoleStore((s) => s.viewRun);
  const apiKey = useConsoleStore((s) => s.apiKey);
  // A model run that ended in an error without a run id never began in the harness.
  const runError = useConsoleStore((s) => (s.statusRunKind === 'model' && s.runStatus === 'error' ? s.runError : null));
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ state: 'idle', message: '' });
  const resting = restingStatus(runId, runError);
  const exportAs = async (format: TraceFormat) => {
    if (!runId) return;
    setStatus({ state: 'working', message: `Exporting ${format === 'otlp' ? 'OTLP/JSON' : 'the trace'}…` });
    try {
      const result = await client.timeline('exportTrace', (api) =>
        api.exportTrace(runId, format, apiKey ? [apiKey] : []),
      );
      if (!result.ok) return setStatus({ state: 'error', message: `${result.code}: ${result.message}` });
      saveBlob(result.blob as unknown as Blob, result.fileName);
      setStatus({
        state: 'done',
        message: `Saved ${result.fileName} (${result.blob.size.toLocaleString('en')} bytes).`,
      });
    } catch (error) {
      setStatus({ state: 'error', message: errorMessage(error) });
    }
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ state: 'working', message: `Importing ${file.name}…` });
    try {
      const result = await client.timeline('importTrace', (api) => api.importTrace(file));
      if (!result.ok) {
        const first = result.errors
          .slice(0, 3)
          .map((e) => `${e.pointer || '/'}: ${e.message}`)
          .join('; ');
        return setStatus({
          state: 'error',
          message: `${file.name} is not a console trace file — ${first}${result.errors.length > 3 ? ` (+${result.errors.length - 3} more)` : ''}`,
        });
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.runList });
      viewRun(result.runId);
      setStatus({
        state: 'done',
        message: `Imported ${file.name}: run ${result.runId}, ${countOf(result.calls, 'call')} (read-only).`,
      });
    } catch (error) {
      setStatus({ state: 'error', message: errorMessage(error) });
    }
  };
  return (
    <div className="trace-actions">
      <h3 className="subhead">Traces</h3>
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          data-testid="trace-export-console"
          disabled={!runId}
          onClick={() => void exportAs('console')}
        >
          Export trace
        </button>
        <button
          type="button"
          className="button button--small"
          data-testid="trace-export-otlp"
          disabled={!runId}
          onClick={() => void exportAs('otlp')}
        >
          Export OTLP/JSON
        </button>
        <label className="button button--small file-button">
          Import trace…
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            data-testid="trace-import"
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <p
        className={`hint trace-status trace-status--${status.message ? status.state : resting.state}`}
        data-testid="trace-status"
        data-status={status.message ? status.state : resting.state}
        role="status"
        aria-live="polite"
      >
        {status.message || resting.message}
      </p>
      <OtlpSendForm runId={runId} />
    </div>
  );
}
