/**
 * The detail drawer of one call (`data-testid="call-drawer"`, `data-call-id`, `data-status` =
 * `loading | ready | missing | error`): reads `getCallDetail` from the worker through React Query
 * (`queryKeys.callDetail`) and shows its sections
 * (CallDetailSections.tsx). A non-modal dialog: it takes focus when it opens, Escape (anywhere on the
 * page) or the Close button closes it, and `onClose` returns focus to the call's row.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CallDetail } from '../../../contract';
import { queryKeys, useHarnessClient } from '../../harness';
import { ArgumentSection, EvidenceSection, ObservationSection, VerdictSection } from './CallDetailSections';
import { errorMessage } from '../../../contract';

type DrawerState =
  | { status: 'loading' }
  | { status: 'ready'; detail: CallDetail }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** Props of the drawer. */
export interface CallDrawerProps {
  runId: string;
  /** The model's tool_call_id (shown, `data-call-id`). */
  callId: string;
  /** The call (`data-call-key`): what the drawer loads. */
  callKey: string;
  onClose(): void;
}

/** The drawer. */
export function CallDrawer({ runId, callId, callKey, onClose }: CallDrawerProps) {
  const client = useHarnessClient();
  const closeRef = useRef<HTMLButtonElement>(null);
  const query = useQuery({
    queryKey: queryKeys.callDetail(runId, callKey),
    queryFn: () => client.timeline('getCallDetail', (api) => api.getCallDetail(runId, callKey)),
  });
  const state: DrawerState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error) }
      : query.data
        ? { status: 'ready', detail: query.data }
        : { status: 'missing' };
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const summary = state.status === 'ready' ? state.detail.summary : undefined;
  return (
    <div
      className="drawer"
      role="dialog"
      aria-modal="false"
      aria-labelledby="call-drawer-title"
      data-testid="call-drawer"
      data-call-id={callId}
      data-call-key={callKey}
      data-status={state.status}
    >
      <header className="drawer__head">
        <h2 id="call-drawer-title" className="drawer__title">
          Call {summary ? `#${summary.index} ` : ''}
          {callId}
          {summary ? ` · ${summary.tool}` : ''}
        </h2>
        {summary ? <span className={`badge badge--obs-${summary.status}`}>{summary.status}</span> : null}
        <button
          ref={closeRef}
          type="button"
          className="button button--small"
          onClick={onClose}
          aria-label="Close the call details (Escape)"
        >
          Close
        </button>
      </header>
      <div className="drawer__body">
        {state.status === 'loading' ? <p className="empty">Loading the call's details…</p> : null}
        {state.status === 'missing' ? (
          <p className="empty">The worker holds no call {callId} in this run (deleted, or dropped by retention).</p>
        ) : null}
        {state.status === 'error' ? <p className="error-text">Could not load the call: {state.message}</p> : null}
        {state.status === 'ready' ? (
          <>
            <ArgumentSection detail={state.detail} />
            <VerdictSection detail={state.detail} />
            <EvidenceSection detail={state.detail} />
            <ObservationSection detail={state.detail} />
          </>
        ) : null}
      </div>
    </div>
  );
}
