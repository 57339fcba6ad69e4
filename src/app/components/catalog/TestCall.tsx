/**
 * The catalog's test form for one tool (DESIGN §6; STYLE.md §3.7): a form generated from the canonical
 * `inputSchema` emits ARGUMENT TEXT (for evidence tools wrapped in the envelope
 * `{"previous_observation": null, "input": …}`), which the user may edit before sending; Send puts that
 * text through `invoke` in the catalog run exactly like a model call (catalog-run.ts), so every check
 * applies, approvals are asked, and the call lands in the timeline and the observation inspector.
 * States: ready, sending (waits, perhaps for an approval; a link leads to the Run view, where the call's
 * row shows its live progress and Cancel), the observation status, or an error.
 */
import { useMemo, useState } from 'react';
import {
  buildFormField,
  initialFormValue,
  toArgumentsText,
  type CanonicalToolDescriptor,
  type FormValue,
  errorMessage,
} from '../../../contract';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { invokeFromCatalog } from './catalog-run';
import { catalogAnswerDetail, type CatalogAnswerDetail } from './catalog-result';
import { SchemaField } from './SchemaField';
import { hashOf } from '../../views/view-route';

type SendState =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'answered'; callId: string; status: string; code?: string; detail: CatalogAnswerDetail }
  | { kind: 'error'; message: string };

/** The test form of `tool` (mount it with `key={tool.exportName}` so a new tool starts fresh). */
export function TestCall({ tool }: { tool: CanonicalToolDescriptor }) {
  const client = useHarnessClient();
  const evidence = tool.capabilities.evidence === true;
  const field = useMemo(() => buildFormField(tool.inputSchema, tool.inputSchema), [tool.inputSchema]);
  const [value, setValue] = useState<FormValue>(() => initialFormValue(field));
  const [text, setText] = useState(() => toArgumentsText(value, evidence));
  const [send, setSend] = useState<SendState>({ kind: 'ready' });
  const planMode = useConsoleStore((s) => s.planMode);
  const approvalTimeoutMs = useConsoleStore((s) => s.approvalTimeoutMs);

  const formText = toArgumentsText(value, evidence);
  // Edited by hand: the text no longer equals what the form emits (a form change writes the text again).
  const edited = text !== formText;
  const update = (next: FormValue) => {
    setValue(next);
    setText(toArgumentsText(next, evidence));
  };
  const submit = async () => {
    setSend({ kind: 'sending' });
    try {
      const result = await invokeFromCatalog(
        client,
        { toolName: tool.exportName, argumentsText: text },
        { planMode, approvalTimeoutMs },
        (runId) => useConsoleStore.getState().showCatalogRun(runId),
      );
      const observation = result.observation;
      const code =
        observation.status === 'repair_required'
          ? observation.violation_type
          : observation.status === 'error'
            ? observation.error_code
            : undefined;
      setSend({
        kind: 'answered',
        callId: result.toolCallId,
        status: observation.status,
        detail: catalogAnswerDetail(observation),
        ...(code ? { code } : {}),
      });
      useConsoleStore.getState().selectObservation(result.toolCallId);
      // The catalog run is not the model's run: show it in the timeline unless a model run is on screen.
      const state = useConsoleStore.getState();
      if (state.runId !== result.runId && state.runStatus !== 'running') state.viewRun(result.runId);
    } catch (error) {
      setSend({ kind: 'error', message: errorMessage(error) });
    }
  };

  return (
    <form
      className="form catalog-test"
      data-testid="catalog-test-form"
      data-status={send.kind === 'answered' ? send.status : send.kind}
      aria-label={`Test call of ${tool.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (send.kind !== 'sending') void submit();
      }}
    >
      <h4>Try it</h4>
      <SchemaField field={field} label={evidence ? 'input' : 'arguments'} value={value} onChange={update} />
      <label className="field">
        <span className="field__label">
          Argument text sent to <code>invoke</code> {evidence ? '(envelope of an evidence tool)' : ''} — editable
        </span>
        <textarea
          data-testid="catalog-arguments-text"
          rows={8}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {edited ? (
        <p className="hint catalog-test__edited" data-testid="catalog-arguments-edited">
          Edited by hand; the form no longer reflects the text.{' '}
          <button
            type="button"
            className="button button--small"
            data-testid="catalog-arguments-reset"
            onClick={() => setText(formText)}
          >
            Reset from form
          </button>
        </p>
      ) : null}
      <p className="hint">
        Runs in the catalog run{planMode ? ' in plan mode' : ''}: every check applies, guarded tools ask for approval.
      </p>
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          data-testid="catalog-send"
          disabled={send.kind === 'sending'}
        >
          {send.kind === 'sending' ? 'Sending…' : `Send to ${tool.exportName}`}
        </button>
        <span
          role="status"
          aria-live="polite"
          data-testid="catalog-test-result"
          data-call-id={send.kind === 'answered' ? send.callId : undefined}
        >
          {send.kind === 'sending' ? 'Running (an approval may be asked first)…' : null}
          {send.kind === 'answered'
            ? `Observation: ${send.status}${send.code ? ` (${send.code})` : ''} — call ${send.callId}`
            : null}
          {send.kind === 'error' ? `The call failed: ${send.message}` : null}
        </span>
        {send.kind === 'sending' ? (
          <a className="button" href={hashOf('run')}>
            Progress and Cancel: Run view
          </a>
        ) : null}
      </div>
      {send.kind === 'answered' && send.detail.message ? (
        <div className="catalog-test__detail" data-testid="catalog-test-detail">
          <p className="form-error">{send.detail.message}</p>
          {send.detail.firstError ? (
            <p className="hint catalog-test__error">First error: {send.detail.firstError}</p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
