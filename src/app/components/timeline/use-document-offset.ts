/**
 * The distance (CSS px) from the document's top to an element, for a list that follows the document's
 * scroll (`useWindowVirtualizer`'s `scrollMargin`): measured when the list mounts and again whenever the
 * page's size changes (content above the list grew or shrank). 0 until measured.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Returns the current top offset of `ref`'s element in the document, in CSS px (rounded). */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
