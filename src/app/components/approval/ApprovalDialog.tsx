/**
 * A minimal approval dialog (the full approval UX is a later issue): shows the first pending approval
 * request and answers it approve/deny. Keyboard operable: focus moves to Deny, Escape denies.
 */
import { useEffect, useRef } from 'react';
import type { ApprovalDecision } from '../../../contract';
import { useConsoleStore } from '../../store';
import { getHarnessClient } from '../../harness-client';

/** Props: `answer` resolves an approval (defaults to the harness client). */
export interface ApprovalDialogProps {
  answer?: (id: string, decision: ApprovalDecision) => void;
}

/** The approval dialog; renders nothing when no approval waits. */
export function ApprovalDialog({ answer }: ApprovalDialogProps) {
  const pending = useConsoleStore((s) => s.approvals[0]);
  const denyRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) denyRef.current?.focus();
  }, [pending]);
  if (!pending) return null;
  const respond = (decision: ApprovalDecision) => (answer ?? getHarnessClient().answerApproval)(pending.id, decision);
  const { request } = pending;
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="approval-title"
        aria-describedby="approval-body"
        onKeyDown={(e) => {
          if (e.key === 'Escape') respond('deny');
        }}
      >
        <h2 id="approval-title">Approve tool call?</h2>
        <div id="approval-body">
          <p>
            <strong>{request.title ?? request.toolName}</strong> ({request.source}, risk {request.riskLevel},{' '}
            {request.isReadOnly ? 'read-only' : 'may change data'}) —{' '}
            {request.reason === 'plan-mode' ? 'plan mode needs approval' : 'this tool asks for confirmation'}.
          </p>
          <pre className="code-block">{request.inputPreview}</pre>
        </div>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => respond('approve')}>
            Approve
          </button>
          <button type="button" className="button" ref={denyRef} onClick={() => respond('deny')}>
            Deny
          </button>
        </div>
      </div>
    </div>
  );
}
