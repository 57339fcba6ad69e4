/**
 * Skip links, the first tab stops of the page (visible when focused): "Skip to the timeline"
 * (`skip-to-timeline`) and "Skip to the answer" (`skip-to-answer`). Each opens the Run view and moves
 * focus to its target: the timeline's active call (or the timeline panel when it has no call), the
 * answer panel.
 */
import type { MouseEvent } from 'react';
import { openView } from './view-route';

/** Element ids the skip links move focus to. */
export const SKIP_TARGET = { timeline: 'timeline-panel', answer: 'answer-panel' } as const;

/**
 * Focuses the target once the Run view is shown (the view switch and the timeline's rows render a frame
 * or two later): for the timeline its active call once drawn, the panel itself when no call is drawn
 * within `tries` frames.
 */
function focusTarget(id: string, tries = 20): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const row =
      id === SKIP_TARGET.timeline ? target.querySelector<HTMLElement>('[data-row-focus][tabindex="0"]') : null;
    const wantsRow = id === SKIP_TARGET.timeline && row === null && tries > 1;
    const goal = row ?? target;
    if (!wantsRow) goal.focus();
    if ((wantsRow || document.activeElement !== goal) && tries > 1) focusTarget(id, tries - 1);
  });
}

/** The skip links. */
export function SkipLinks() {
  const skip = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    openView('run');
    focusTarget(id);
  };
  return (
    <nav className="skip-links" aria-label="Skip links">
      <a className="skip-link" href="#/run" data-testid="skip-to-timeline" onClick={skip(SKIP_TARGET.timeline)}>
        Skip to the timeline
      </a>
      <a className="skip-link" href="#/run" data-testid="skip-to-answer" onClick={skip(SKIP_TARGET.answer)}>
        Skip to the answer
      </a>
    </nav>
  );
}
