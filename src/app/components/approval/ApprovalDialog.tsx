/**
 * The approval dialog (DESIGN §5.6): the page side of the approver. Shows the first pending
 * request — the tool (title, name), its source, risk, read-only or not, WHY it asks (plan mode or
 * confirmation), a bounded preview of the input (as text, never HTML) and a countdown to the worker's
 * APPROVAL_TIMEOUT — and answers it: Approve once, Approve for this run, Approve this tool from this
 * source (a standing grant, listed and revocable in Settings), or Deny. Keyboard: focus moves to Deny
 * when it opens (the safe default), Tab cycles inside the dialog, Escape denies; focus returns to where
 * it was when it closes (ModalDialog).
 */
import { useRef } from 'react';
import type { ApprovalDecision, ApprovalGrant } from '../../../contract';
import { useConsoleStore } from '../../store';
import { useHarnessClient } from '../../harness';
import { ApprovalCountdown } from './ApprovalCountdown';
import { ModalDialog } from '../dialog/ModalDialog';

/** Props: `answer` resolves an approval (defaults to the harness client). */
export interface ApprovalDialogProps {
  answer?: (id: string, decision: ApprovalDecision, grant?: ApprovalGrant) => void;
}

const WHY = {
  'plan-mode':
    'Plan mode is on and this tool is not available in plan mode (or needs plan approval), so it may run only if you approve.',
  confirmation: 'This tool asks for confirmation before every call (requiresConfirmation).',
} as const;

/** The approval dialog; renders nothing when no approval waits. */
export function ApprovalDialog({ answer }: ApprovalDialogProps) {
  const client = useHarnessClient();
  const pending = useConsoleStore((s) => s.approvals[0]);
  const waiting = useConsoleStore((s) => s.approvals.length);
  const denyRef = useRef<HTMLButtonElement>(null);
  if (!pending) return null;
  const respond = (decision: ApprovalDecision, grant?: ApprovalGrant) =>
    (answer ?? client.answerApproval)(pending.id, decision, ...(grant ? [grant] : []));
  const { request } = pending;
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy="approval-title"
      describedBy="approval-why"
      testId="approval-dialog"
      data={{ 'data-reason': request.reason, 'data-tool-name': request.toolName }}
      initialFocus={denyRef}
      focusKey={pending.id}
      onEscape={() => respond('deny')}
    >
      <h2 id="approval-title">
        {request.reason === 'plan-mode' ? 'Plan mode: approve this tool call?' : 'Confirm this tool call?'}
      </h2>
      <dl className="approval__facts">
        <dt>Tool</dt>
        <dd>
          <strong>{request.title ?? request.toolName}</strong> <code>{request.toolName}</code>
        </dd>
        <dt>Source</dt>
        <dd>{request.source}</dd>
        <dt>Risk</dt>
        <dd>
          <span className={`badge badge--risk-${request.riskLevel}`}>{request.riskLevel}</span>{' '}
          {request.isReadOnly ? 'read-only' : 'may change data (not read-only)'}
        </dd>
      </dl>
      <p id="approval-why">{WHY[request.reason]}</p>
      <pre className="code-block approval__preview" aria-label="Input preview" tabIndex={0}>
        {request.inputPreview}
      </pre>
      <ApprovalCountdown receivedAt={pending.receivedAt ?? Date.now()} timeoutMs={request.timeoutMs} />
      {waiting > 1 ? <p className="hint">{waiting - 1} more waiting after this one.</p> : null}
      <div className="button-row button-row--wrap">
        <button
          type="button"
          className="button button--primary"
          data-testid="approval-approve-once"
          onClick={() => respond('approve', 'once')}
        >
          Approve once
        </button>
        <button
          type="button"
          className="button"
          data-testid="approval-approve-run"
          onClick={() => respond('approve', 'run')}
        >
          Approve for this run
        </button>
        <button
          type="button"
          className="button"
          data-testid="approval-approve-tool"
          onClick={() => respond('approve', 'tool-source')}
        >
          Always approve {request.toolName} from {request.source}
        </button>
        <button
          type="button"
          className="button"
          data-testid="approval-deny"
          ref={denyRef}
          onClick={() => respond('deny')}
        >
          Deny
        </button>
      </div>
    </ModalDialog>
  );
}
