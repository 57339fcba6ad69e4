/**
 * Focus rules of the console's modal dialogs (WAI-ARIA APG "Dialog (Modal)" pattern): which elements
 * take Tab inside a dialog, keeping Tab inside it, and handing focus back when it closes.
 */
import { RUN_STATUS_ID } from '../../views/use-run-end-focus';

/** Elements that take Tab (enabled controls, links, summaries, `tabindex` ≥ 0). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Frames to wait for the element focus returns to to be focusable again (about 1 s at 60 Hz). */
const RETURN_FRAMES = 60;

/** True when `element` is rendered (`checkVisibility`; where it is missing, as in jsdom: not inside `[hidden]`). */
function shown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]');
}

/** The shown elements inside `container` that take Tab, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(shown);
}

/**
 * Keeps Tab inside `container`: from the last tabbable element Tab goes to the first, and Shift+Tab from
 * the first to the last (also when focus is on the container itself). Returns true when it moved focus.
 */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
): boolean {
  if (event.key !== 'Tab') return false;
  const tabbable = tabbableIn(container);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return false;
  const active = document.activeElement;
  const outside = !container.contains(active) || active === container;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * Hands focus back when a dialog closes: to `previous` (the element focused when it opened) once it can
 * take focus — a control disabled while its call is in flight is waited for, up to `RETURN_FRAMES`
 * frames — else to the run status line (`#run-status`, shown on every view). Gives up as soon as the user
 * has focused something else meanwhile, or another dialog has taken focus.
 */
export function returnFocus(previous: HTMLElement | null, frames = RETURN_FRAMES): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (previous?.isConnected) {
    previous.focus({ preventScroll: true });
    if (document.activeElement === previous) {
      previous.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (frames > 0) {
      requestAnimationFrame(() => returnFocus(previous, frames - 1));
      return;
    }
  }
  document.getElementById(RUN_STATUS_ID)?.focus();
}
