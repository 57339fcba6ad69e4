/**
 * The frame of the console's modal dialogs (approval, elicitation, sampling), global over any view
 * (WAI-ARIA APG "Dialog (Modal)"): a backdrop and a `role="dialog"` / `"alertdialog"` box with
 * `aria-modal`. When it opens (and again when `focusKey` changes: the next request of a queue) focus
 * moves to `initialFocus` (else the first tabbable element) and the dialog's top is scrolled into view;
 * Tab and Shift+Tab stay inside; Escape calls `onEscape`; when it closes focus returns to where it was
 * (`returnFocus`). On a phone (phone.css) the dialog is a sheet in the page's flow that takes the page's
 * place, so the document is the one scroller.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  useEffect(() => {
    const active = document.activeElement;
    // The next dialog of a queue opens as the last one closes: it hands back to where the first began.
    const previous = active instanceof HTMLElement && active !== document.body ? active : handBack;
    handBack = null;
    return () => {
      handBack = previous;
      // After the dialog has left the DOM (its focused button with it), unless another one opened.
      requestAnimationFrame(() => {
        if (handBack !== previous) return;
        handBack = null;
        returnFocus(previous);
      });
    };
  }, []);
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
