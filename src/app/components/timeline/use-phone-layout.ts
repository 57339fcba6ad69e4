/**
 * Whether the page is laid out for a phone: the viewport is at most `PHONE_MAX_WIDTH_PX` CSS px wide
 * (the breakpoint of `phone.css`). On a phone the document is the only scroller, so the timeline's
 * virtual list follows the window's scroll instead of scrolling a box of its own.
 */
import { useSyncExternalStore } from 'react';

/** Widest viewport (CSS px) laid out for a phone; `phone.css` uses the same figure. */
export const PHONE_MAX_WIDTH_PX = 600;
const QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the viewport matches the phone breakpoint (false where `matchMedia` is missing, as in jsdom). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
    () => false,
  );
}
