/**
 * The sampling approval (MCP spec 2025-06-18 client/sampling "User Interaction Model"): the first
 * waiting request of the store's queue, showing the server and call, the messages (bounded text), the
 * system prompt and the requested limits. Approve (`sampling-approve`) sends it to the run's configured
 * provider and returns the reply without another click; Deny (`sampling-deny`, also Escape) refuses it. Focus moves to Deny when it opens and returns when it closes (ModalDialog).
 */
import { useRef } from 'react';
import { useConsoleStore } from '../../store';
import { ApprovalCountdown } from '../approval/ApprovalCountdown';
import { answerMcpAsk } from './mcp-page-hooks';
import { ModalDialog } from '../dialog/ModalDialog';

/** The dialog; nothing when no sampling request waits first in the queue. */
export function SamplingDialog() {
  const ask = useConsoleStore((s) => s.mcpAsks[0]);
  const provider = useConsoleStore((s) => s.providerId);
  const denyRef = useRef<HTMLButtonElement>(null);
  if (ask?.kind !== 'sampling') return null;
  const { request } = ask;
  const respond = (decision: 'approve' | 'deny') => answerMcpAsk(useConsoleStore, request.id, decision);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy="sampling-title"
      testId="sampling-dialog"
      data={{ 'data-server': request.server, 'data-tool-name': request.call?.toolName ?? '' }}
      initialFocus={denyRef}
      focusKey={request.id}
      onEscape={() => respond('deny')}
    >
      <h2 id="sampling-title">MCP server “{request.server}” asks the model for a message</h2>
      <p className="hint">
        {request.call ? `During the call to ${request.call.toolName}. ` : ''}
        If you approve, the {provider} provider answers it.
      </p>
      <dl className="approval__facts">
        <dt>Limits</dt>
        <dd>
          at most {request.maxTokens} tokens
          {request.temperature !== undefined ? `, temperature ${request.temperature}` : ''}
          {request.modelHint ? `, model hint ${request.modelHint}` : ''} · about {request.estimatedTokens} tokens in
        </dd>
        {request.systemPrompt ? (
          <>
            <dt>System prompt</dt>
            <dd>{request.systemPrompt}</dd>
          </>
        ) : null}
      </dl>
      <ol className="sampling__messages">
        {request.messages.map((message, index) => (
          <li key={index} data-testid="sampling-message" data-role={message.role}>
            <strong>{message.role}:</strong>
            <pre className="code-block">{message.text}</pre>
          </li>
        ))}
      </ol>
      <ApprovalCountdown receivedAt={ask.receivedAt} timeoutMs={request.timeoutMs} />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          data-testid="sampling-approve"
          onClick={() => respond('approve')}
        >
          Approve and ask the model
        </button>
        <button
          type="button"
          className="button"
          data-testid="sampling-deny"
          ref={denyRef}
          onClick={() => respond('deny')}
        >
          Deny
        </button>
      </div>
    </ModalDialog>
  );
}
