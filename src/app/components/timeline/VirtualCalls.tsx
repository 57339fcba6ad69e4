/**
 * The virtual list both timeline views share: only the calls on screen (plus `OVERSCAN`) are in the DOM,
 * their summaries paged in from the worker through `CallPageCache`, row heights measured as they render
 * (`use-row-window.ts` in the list's own scroll box: a refresh costs O(rows drawn + rows added), never
 * O(run length); on a phone `@tanstack/react-virtual`'s window virtualizer). Keyboard (WAI-ARIA listbox
 * practice, `keyboard-nav.ts`): ↑/↓, PageUp/PageDown, Home/End move the active call (roving tabindex: the
 * active call's focus button is the one tab stop) and scroll it into view; Enter opens the drawer. While a
 * run is live (`follow`), the list keeps its last call in view as calls arrive — until the user scrolls
 * away from the end or moves the active call. On a phone (`usePhoneLayout`) the list has no scroll box of
 * its own: it follows the document's scroll (the only scroller there) and does not follow a live run.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { measureElement, useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import type { CallSummary } from '../../../contract';
import type { CallPageCache } from './call-page-cache';
import { timelineKeyAction } from './keyboard-nav';
import { useDocumentOffset } from './use-document-offset';
import { usePhoneLayout } from './use-phone-layout';
import { useRowWindow } from './use-row-window';

/** Calls drawn beyond the screen on each side. */
const OVERSCAN = 4;
/** Renders in which a keyboard move scrolls again until its call is in view. */
const MOVE_RETRIES = 20;

/** True when `row` lies wholly inside `viewport`'s visible box (the window's when `windowed`). */
function inView(row: HTMLElement, viewport: HTMLElement, windowed: boolean): boolean {
  const box = row.getBoundingClientRect();
  const frame = windowed ? { top: 0, bottom: window.innerHeight } : viewport.getBoundingClientRect();
  return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
}

/** What the list uses of a virtualizer (the element's and the window's alike). */
interface ListVirtualizer {
  getVirtualItems(): Pick<VirtualItem, 'index' | 'key' | 'start' | 'end'>[];
  getTotalSize(): number;
  scrollToIndex(index: number, options?: { align?: 'auto' | 'start' | 'center' | 'end' }): void;
  measureElement(node: Element | null): void;
  /** Drops the measured heights (they are measured again as rows are drawn). */
  measure(): void;
  isScrolling: boolean;
  options: { scrollMargin: number };
}

/** What a row renderer receives. */
export interface RowContext {
  index: number;
  active: boolean;
  /** False while the list scrolls fast: rows skip fetching details. */
  settled: boolean;
  open(): void;
  activate(): void;
}

/**
 * `memo` comparator of row components: a row re-renders only when its run, summary, position, active or
 * settled flag changes (its `open`/`activate` call stable setters, so older closures stay correct).
 */
export function sameRow(
  previous: { runId: string; summary: CallSummary; context: RowContext },
  next: { runId: string; summary: CallSummary; context: RowContext },
): boolean {
  return (
    previous.runId === next.runId &&
    previous.summary === next.summary &&
    previous.context.index === next.context.index &&
    previous.context.active === next.context.active &&
    previous.context.settled === next.context.settled
  );
}

/** Imperative handle: focus a row (after the drawer closes) or scroll to one (replay). */
export interface VirtualCallsHandle {
  focusRow(index: number): void;
  scrollTo(index: number): void;
}

/** Props of the virtual list. */
export interface VirtualCallsProps {
  cache: CallPageCache;
  count: number;
  /** Estimated height of a row in px before it is measured. */
  estimateSize(summary: CallSummary | undefined): number;
  renderRow(summary: CallSummary | undefined, context: RowContext): ReactNode;
  activeIndex: number;
  onActiveChange(index: number): void;
  onOpen(index: number): void;
  label: string;
  handle?: Ref<VirtualCallsHandle>;
  header?: ReactNode;
  /** Keep the newest call in view while the count grows (a live run). */
  follow?: boolean;
}

/**
 * Focuses the focus button of row `index` once it is in the DOM and shown (tries for a few frames: on a
 * phone the list comes back only when the drawer's sheet has gone), and scrolls it into view.
 */
function focusWhenRendered(container: HTMLElement | null, index: number, tries = 12): void {
  if (!container || tries <= 0) return;
  const target = container.querySelector<HTMLElement>(`[data-index="${index}"] [data-row-focus]`);
  target?.focus({ preventScroll: true });
  if (target && document.activeElement === target) target.scrollIntoView({ block: 'nearest' });
  else requestAnimationFrame(() => focusWhenRendered(container, index, tries - 1));
}

/** The virtual list of calls: a scroll box of its own, or the document's scroll on a phone. */
export function VirtualCalls(props: VirtualCallsProps) {
  return usePhoneLayout() ? <WindowCalls {...props} /> : <ElementCalls {...props} />;
}

/**
 * Rows are keyed by index in the virtualizer (its key function is the same for the whole list, so it
 * re-reads its sizes only when the count changes, never when a page of summaries arrives); a new cache
 * (another filter) puts other calls at those indexes, so the measured heights are dropped then.
 */
function useForgetSizes(virtualizer: ListVirtualizer, cache: CallPageCache): void {
  const seen = useRef(cache);
  useEffect(() => {
    if (seen.current === cache) return;
    seen.current = cache;
    virtualizer.measure();
  }, [virtualizer, cache]);
}

/**
 * A row's height: the ResizeObserver's entry when there is one; when a row is attached (no entry) its
 * measured height, else its estimate — never a layout read inside React's commit (the observer reports
 * each new row after the browser's own layout of the frame, so a commit of new rows is not also a forced
 * layout of the page).
 */
function rowHeight<S extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, Element>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/** The list in a scroll box of its own. */
function ElementCalls(props: VirtualCallsProps) {
  const { cache, count, estimateSize } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRowWindow({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateSize(cache.peek(index)),
    overscan: OVERSCAN,
  });
  useForgetSizes(virtualizer, cache);
  return <CallsBody {...props} virtualizer={virtualizer} scrollRef={scrollRef} windowed={false} />;
}

/** The list on the document's scroll (its offset from the document's top from `useDocumentOffset`). */
function WindowCalls(props: VirtualCallsProps) {
  const { cache, count, estimateSize } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const margin = useDocumentOffset(scrollRef);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => estimateSize(cache.peek(index)),
    measureElement: rowHeight,
    overscan: OVERSCAN,
    scrollMargin: margin,
  });
  useForgetSizes(virtualizer, cache);
  return <CallsBody {...props} follow={false} virtualizer={virtualizer} scrollRef={scrollRef} windowed />;
}

/** The rows, the keyboard and the follow behaviour over either virtualizer. */
function CallsBody(
  props: VirtualCallsProps & {
    virtualizer: ListVirtualizer;
    scrollRef: RefObject<HTMLDivElement | null>;
    windowed: boolean;
  },
) {
  const { cache, count, renderRow, activeIndex, onActiveChange, onOpen, virtualizer, scrollRef, windowed } = props;
  const margin = virtualizer.options.scrollMargin;
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (count > 0) cache.ensure(first, last);
  }, [cache, first, last, count]);
  // Follow a live run: stay at the end while the user has not scrolled away from it.
  const atEnd = useRef(true);
  const onScroll = () => {
    const viewport = scrollRef.current;
    if (viewport) atEnd.current = viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 48;
  };
  useEffect(() => {
    if (!props.follow || !atEnd.current || activeIndex >= 0 || count === 0) return;
    // A plain scroll to the bottom (no measuring loop): cheap enough to run on every refresh of a live run.
    const frame = requestAnimationFrame(() => {
      const viewport = scrollRef.current;
      if (viewport) viewport.scrollTop = viewport.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [props.follow, count, activeIndex, scrollRef]);

  // A move to a call whose page is not loaded yet lands on a placeholder; when its summary arrives and the
  // rows around it are measured, heights change: scroll again (a few renders at most) until it is in view.
  const pendingMove = useRef<{ index: number; tries: number } | null>(null);
  useEffect(() => {
    const move = pendingMove.current;
    const viewport = scrollRef.current;
    if (!move || !viewport) return;
    const row = viewport.querySelector<HTMLElement>(`[data-index="${move.index}"]`);
    if ((row && cache.get(move.index) && inView(row, viewport, windowed)) || move.tries <= 0) {
      pendingMove.current = null;
      return;
    }
    move.tries -= 1;
    virtualizer.scrollToIndex(move.index, { align: 'auto' });
  });
  const moveTo = useCallback(
    (index: number) => {
      onActiveChange(index);
      pendingMove.current = { index, tries: MOVE_RETRIES };
      virtualizer.scrollToIndex(index, { align: 'auto' });
      focusWhenRendered(scrollRef.current, index);
    },
    [onActiveChange, virtualizer, scrollRef],
  );
  useImperativeHandle(
    props.handle,
    () => ({
      focusRow: (index: number) => focusWhenRendered(scrollRef.current, index),
      scrollTo: (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    }),
    [virtualizer, scrollRef],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === '/') return; // the panel focuses the search box
    const firstItem = items[0];
    const lastItem = items.at(-1);
    const rowHeight = firstItem && lastItem ? (lastItem.end - firstItem.start) / items.length : 40;
    const height = windowed ? window.innerHeight : (scrollRef.current?.clientHeight ?? 400);
    const pageSize = Math.max(1, Math.floor(height / Math.max(1, rowHeight)));
    const action = timelineKeyAction(event.key, activeIndex, count, pageSize);
    if (action.kind === 'move') {
      event.preventDefault();
      moveTo(action.index);
    } else if (action.kind === 'open') {
      event.preventDefault();
      onOpen(action.index);
    }
  };

  return (
    <div className="vcalls">
      {props.header}
      <div
        ref={scrollRef}
        className={windowed ? 'vcalls__viewport vcalls__viewport--document' : 'vcalls__viewport'}
        onKeyDown={onKeyDown}
        onScroll={windowed ? undefined : onScroll}
        role="list"
        aria-label={`${props.label}: ${count} in all, only those on screen are drawn`}
      >
        <div className="vcalls__canvas" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const summary = cache.get(item.index);
            return (
              <div
                key={summary?.callKey || `pending-${item.index}`}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="vcalls__item"
                style={{ transform: `translateY(${item.start - margin}px)` }}
              >
                {renderRow(summary, {
                  index: item.index,
                  // Before any move, the first drawn call is the tab stop (so Tab always enters the list).
                  active: item.index === activeIndex || (activeIndex < 0 && item.index === first),
                  settled: !virtualizer.isScrolling,
                  open: () => {
                    onActiveChange(item.index);
                    onOpen(item.index);
                  },
                  activate: () => onActiveChange(item.index),
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
