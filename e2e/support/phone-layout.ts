/**
 * Playwright measures of the phone layout (issue: "at 390×844 the document is the only scroller, nothing
 * overflows horizontally, controls are at least 44 px"), each problem as a short description so a failing
 * expectation names the element: scroll areas other than the document, boxes past the viewport's right
 * edge, touch targets under 44×44 CSS px, and rows of a virtual list drawn over one another.
 */
import type { Page } from '@playwright/test';

/** Smallest touch target, CSS px (WCAG 2.5.5). */
export const TOUCH_PX = 44;

/** What breaks the phone layout in the page as it is now (each list empty: nothing). */
export interface PhoneProblems {
  /** Elements other than the document whose overflow is auto/scroll and whose content is larger. */
  scrollers: string[];
  /** The document wider than the viewport, and shown elements whose right edge is past it. */
  wide: string[];
  /** Visible controls (a checkbox or radio by its label) under `TOUCH_PX` in either direction. */
  small: string[];
  /** Consecutive items of a virtual list (`.vcalls__item`) whose boxes overlap (by more than 1 px). */
  overlaps: string[];
}

/** Measures the current view (see `PhoneProblems`); lists are cut to their first 20 entries. */
export async function phoneProblems(page: Page): Promise<PhoneProblems> {
  return page.evaluate((touch) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${String(el.className).split(' ')[0]}`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const scrollers: string[] = [];
    const wide: string[] = [];
    const small: string[] = [];
    const overlaps: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > window.innerWidth) wide.push(`document scrollWidth ${root.scrollWidth}`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const scrollsY = /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const scrollsX = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (scrollsY || scrollsX)
        scrollers.push(`${name(el)} ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
      const box = el.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 && !el.closest('.visually-hidden'))
        wide.push(`${name(el)} right ${Math.round(box.right)}`);
    }
    const controls = document.body.querySelectorAll('button, a[href], input, select, textarea, summary');
    for (const el of Array.from(controls)) {
      if (!shown(el) || el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      if (el.closest('p, li.answer-text, .answer__text') && el.tagName === 'A') continue; // links in running text
      const type = (el as HTMLInputElement).type;
      const target = (type === 'checkbox' || type === 'radio') && el.closest('label') ? el.closest('label')! : el;
      const box = target.getBoundingClientRect();
      if (box.height < touch - 0.5 || box.width < touch - 0.5)
        small.push(`${name(target)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    const items = Array.from(document.querySelectorAll('.vcalls__item')).sort(
      (a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')),
    );
    for (let i = 1; i < items.length; i += 1) {
      const above = items[i - 1]!.getBoundingClientRect();
      const below = items[i]!.getBoundingClientRect();
      if (below.top < above.bottom - 1)
        overlaps.push(
          `row ${items[i]!.getAttribute('data-index')} starts ${Math.round(above.bottom - below.top)} px inside row ${items[i - 1]!.getAttribute('data-index')}`,
        );
    }
    const cut = (list: string[]) => list.slice(0, 20);
    return { scrollers: cut(scrollers), wide: cut(wide), small: cut(small), overlaps: cut(overlaps) };
  }, TOUCH_PX);
}
