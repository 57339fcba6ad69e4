/**
 * The approval dialog's countdown to the worker's APPROVAL_TIMEOUT (DESIGN §4.3 `approvalTimeoutMs`):
 * seconds left, from when the page received the request. Ticks every 250 ms; not announced live (a
 * ticking timer would flood a screen reader), the dialog's description says how long there is.
 */
import { useEffect, useState } from 'react';

/** Props: when the request arrived (epoch ms) and how long the user has (ms). */
export interface ApprovalCountdownProps {
  receivedAt: number;
  timeoutMs: number;
}

/** Shows "Answer within N s" and a progress bar; "Time is up" at zero. */
export function ApprovalCountdown({ receivedAt, timeoutMs }: ApprovalCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const leftMs = Math.max(0, receivedAt + timeoutMs - now);
  const seconds = Math.ceil(leftMs / 1000);
  return (
    <p className="approval__countdown" data-testid="approval-countdown" data-left-ms={Math.round(leftMs)}>
      <progress max={timeoutMs} value={leftMs} aria-hidden="true" />{' '}
      {leftMs > 0
        ? `Answer within ${seconds} s — no answer counts as APPROVAL_TIMEOUT.`
        : 'Time is up: the call is refused with APPROVAL_TIMEOUT.'}
    </p>
  );
}
