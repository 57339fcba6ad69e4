/**
 * A download that holds raw tool results (the audit bundle, a run saved as a scenario; DESIGN §1: raw
 * results leave the worker only as a file the user asks for). The first click shows the warning; only
 * "Save anyway" asks the worker for the file, whose Blob goes straight to the download — never read
 * into page state. Outcome in words under `<testId>-status` (`data-status` idle|confirm|saving|saved|error).
 */
import { useState } from 'react';
import type { ExportResult } from '../../../contract';
import { saveBlob } from '../traces/save-blob';
import { errorMessage } from '../../../contract';

/** Props: the button's words and test id, and the worker call that builds the file. */
export interface RawExportButtonProps {
  label: string;
  testId: string;
  disabled?: boolean;
  build(): Promise<ExportResult>;
}

/** The guarded download button. */
export function RawExportButton({ label, testId, disabled, build }: RawExportButtonProps) {
  const [state, setState] = useState<'idle' | 'confirm' | 'saving' | 'saved' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const save = async () => {
    setState('saving');
    try {
      const result = await build();
      if (!result.ok) {
        setState('error');
        setMessage(`${result.code}: ${result.message}`);
        return;
      }
      saveBlob(result.blob as unknown as Blob, result.fileName);
      setState('saved');
      setMessage(`Saved ${result.fileName} (${result.blob.size.toLocaleString('en')} bytes).`);
    } catch (error) {
      setState('error');
      setMessage(errorMessage(error));
    }
  };
  return (
    <div className="raw-export">
      <button
        type="button"
        className="button button--small"
        data-testid={testId}
        disabled={disabled || state === 'saving'}
        onClick={() => setState('confirm')}
      >
        {label}
      </button>
      {state === 'confirm' ? (
        <div className="warning" role="alertdialog" aria-label={`${label}: warning`}>
          <p>
            This file holds the run's RAW tool results — everything the tools returned, unbounded and unredacted, which
            the model and this page never saw. Share it only where those results may go.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              data-testid={`${testId}-confirm`}
              autoFocus
              onClick={() => void save()}
            >
              Save anyway
            </button>
            <button type="button" className="button button--small" onClick={() => setState('idle')}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <p
        className={`hint${state === 'error' ? ' error-text' : ''}`}
        data-testid={`${testId}-status`}
        data-status={state}
        role="status"
        aria-live="polite"
      >
        {state === 'saving'
          ? 'Building the file in the worker…'
          : state === 'saved' || state === 'error'
            ? message
            : ''}
      </p>
    </div>
  );
}
