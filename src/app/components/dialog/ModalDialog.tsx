/**
 * The frame of the console's modal dialogs (approval, elicitation, sampling), global over any view
 * (WAI-ARIA APG "Dialog (Modal)"): a backdrop and a `role="dialog"` / `"alertdialog"` box with
 * `aria-modal`. When it opens (and again when `focusKey` changes: the next request of a queue) focus
 * moves to `initialFocus` (else the first tabbable element) and the dialog's top is scrolled into view;
 * Tab and Shift+Tab stay inside; Escape calls `onEscape`; when it closes focus returns to where it was
 * (`returnFocus`). On a phone (phone.css) the dialog is a sheet in the page's flow that takes the page's
 * place, so the document is the one scroller: the page's scroll position from before the first of the open
 * dialogs is put back when the last one closes, before focus returns (the page is where the user left it).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { returnFocus, tabbableIn, trapTab } from './dialog-focus';

/** Props of the dialog frame. */
export interface ModalDialogProps {
  role: 'dialog' | 'alertdialog';
  /** Id of the dialog's heading (`aria-labelledby`). */
  labelledBy: string;
  /** Id of the text that says why it asks (`aria-describedby`). */
  describedBy?: string;
  /** `data-testid` and the `data-*` attributes of the dialog box (README automation contract). */
  testId: string;
  data?: Record<`data-${string}`, string>;
  /** The element focused when it opens (the safe answer); else the first tabbable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Changes when the dialog shows another request: focus moves to `initialFocus` again. */
  focusKey?: string;
  onEscape(): void;
  children: ReactNode;
}

/** Where focus goes back to when a dialog has just closed (read by a dialog that opens right after). */
let handBack: HTMLElement | null = null;
/** Dialogs open now, and the page's scroll offset (CSS px from the top) from before the first of them. */
let openDialogs = 0;
let pageScroll: number | null = null;

/** The dialog frame. */
export function ModalDialog({
  role,
  labelledBy,
  describedBy,
  testId,
  data,
  initialFocus,
  focusKey,
  onEscape,
  children,
}: ModalDialogProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before the dialog is in the DOM: on a phone the page steps aside once it is.
  const [scrollAtOpen] = useState(() => window.scrollY);
  useEffect(() => {
    openDialogs += 1;
    pageScroll ??= scrollAtOpen;
    const active = document.activeElement;
    // The next dialog of a queue opens as the last one closes: it hands back to where the first began.
    const previous = active instanceof HTMLElement && active !== document.body ? active : handBack;
    handBack = null;
    return () => {
      openDialogs -= 1;
      handBack = previous;
      // After the dialog has left the DOM (its focused button with it), unless another one opened.
      requestAnimationFrame(() => {
        if (openDialogs === 0 && pageScroll !== null) {
          window.scrollTo({ top: pageScroll, behavior: 'instant' });
          pageScroll = null;
        }
        if (handBack !== previous) return;
        handBack = null;
        returnFocus(previous);
      });
    };
  }, [scrollAtOpen]);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const target = initialFocus?.current ?? tabbableIn(box)[0] ?? box;
    target.focus({ preventScroll: true });
    box.scrollIntoView?.({ block: 'start' });
  }, [focusKey, initialFocus]);
  return (
    <div className="dialog-backdrop">
      <div
        ref={boxRef}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
        {...data}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onEscape();
          } else if (boxRef.current) trapTab(event, boxRef.current);
        }}
      >
        {children}
      </div>
    </div>
  );
}
