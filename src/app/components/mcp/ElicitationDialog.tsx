/**
 * The elicitation dialog (MCP spec 2025-06-18 client/elicitation): the first waiting request of the
 * store's queue, naming its server and call. Form mode: one field per property of `requestedSchema`
 * (`elicitation-field`, `data-name`), rendered by the catalog's schema form (SchemaField); the answer is
 * checked against the schema (`validateElicitationContent`) before it is sent (`elicitation-error`).
 * URL mode: the URL and its host; Accept opens it (a new tab, no opener) — nothing opens without that
 * click. Accept / Decline / Cancel (`elicitation-accept`, `elicitation-decline`, `elicitation-cancel`;
 * Escape cancels). Focus moves to the first field when it opens and returns when it closes (ModalDialog). "Show my answer in the timeline" (`elicitation-show-values`) is off by default.
 */
import { useState } from 'react';
import {
  buildFormField,
  validateElicitationContent,
  type ElicitationValue,
  type FormValue,
  type McpElicitationRequest,
} from '../../../contract';
import { useConsoleStore } from '../../store';
import { ApprovalCountdown } from '../approval/ApprovalCountdown';
import { SchemaField } from '../catalog/SchemaField';
import { answerMcpAsk } from './mcp-page-hooks';
import { ModalDialog } from '../dialog/ModalDialog';
import { CheckboxField } from '../fields/CheckboxField';

/** Initial values: each property's default, else nothing (an optional field stays unset). */
function initialValues(request: McpElicitationRequest): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const [name, property] of Object.entries(request.requestedSchema?.properties ?? {}))
    if (property.default !== undefined) out[name] = property.default as FormValue;
  return out;
}

/** The dialog; nothing when no elicitation waits first in the queue. */
export function ElicitationDialog() {
  const ask = useConsoleStore((s) => s.mcpAsks[0]);
  if (ask?.kind !== 'elicitation') return null;
  return <ElicitationForm key={ask.request.id} request={ask.request} receivedAt={ask.receivedAt} />;
}

function ElicitationForm({ request, receivedAt }: { request: McpElicitationRequest; receivedAt: number }) {
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialValues(request));
  const [problems, setProblems] = useState<string[]>([]);
  const [showValues, setShowValues] = useState(false);
  const schema = request.requestedSchema;
  const answer = (action: 'decline' | 'cancel') => answerMcpAsk(useConsoleStore, request.id, { action });
  const accept = () => {
    if (request.mode === 'url') {
      if (request.url) window.open(request.url, '_blank', 'noopener,noreferrer');
      return answerMcpAsk(useConsoleStore, request.id, { action: 'accept', content: {} });
    }
    const content = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== '' && value !== null),
    ) as Record<string, ElicitationValue>;
    const found = schema ? validateElicitationContent(schema, content) : [];
    if (found.length > 0) return setProblems(found);
    answerMcpAsk(useConsoleStore, request.id, { action: 'accept', content, showValues });
  };
  const call = request.call;
  return (
    <ModalDialog
      role="dialog"
      labelledBy="elicitation-title"
      testId="elicitation-dialog"
      data={{ 'data-mode': request.mode, 'data-server': request.server, 'data-tool-name': call?.toolName ?? '' }}
      onEscape={() => answer('cancel')}
    >
      <h2 id="elicitation-title">MCP server “{request.server}” asks for input</h2>
      <p className="hint">
        {call
          ? `During the call to ${call.toolName}${call.inFlight > 1 ? ` (one of ${call.inFlight} calls in flight)` : ''}.`
          : 'Outside any call of this console.'}
      </p>
      <p className="elicitation__message">{request.message}</p>
      {request.mode === 'url' ? (
        <p>
          It asks you to open <code data-testid="elicitation-url">{request.url}</code> on{' '}
          <strong data-testid="elicitation-host">{request.host}</strong>. Accept opens it in a new tab.
        </p>
      ) : (
        Object.entries(schema?.properties ?? {}).map(([name, property]) => (
          <div key={name} data-testid="elicitation-field" data-name={name}>
            <SchemaField
              field={buildFormField(property, property)}
              label={`${typeof property.title === 'string' ? property.title : name}${schema?.required.includes(name) ? ' *' : ''}`}
              value={values[name]}
              onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
            />
          </div>
        ))
      )}
      {problems.length > 0 ? (
        <ul className="form-error" role="alert" data-testid="elicitation-error">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {request.mode === 'form' ? (
        <CheckboxField
          className="field--inline"
          testId="elicitation-show-values"
          checked={showValues}
          onChange={setShowValues}
        >
          Show my answer in the timeline (off: only that I answered)
        </CheckboxField>
      ) : null}
      <ApprovalCountdown receivedAt={receivedAt} timeoutMs={request.timeoutMs} />
      <div className="button-row button-row--wrap">
        <button type="button" className="button button--primary" data-testid="elicitation-accept" onClick={accept}>
          {request.mode === 'url' ? `Open ${request.host ?? 'the link'}` : 'Send'}
        </button>
        <button type="button" className="button" data-testid="elicitation-decline" onClick={() => answer('decline')}>
          Decline
        </button>
        <button type="button" className="button" data-testid="elicitation-cancel" onClick={() => answer('cancel')}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
