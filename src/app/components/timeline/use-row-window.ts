/**
 * The virtualizer of the timeline's own scroll box: which rows are on screen (plus `overscan` each side),
 * where each is drawn and how tall the list is, from row heights kept in `RowSizes` (estimates until a
 * row's ResizeObserver entry measures it). Every refresh costs O(rows drawn + rows added): a live run of
 * 100,000 calls that grows the list a few calls a frame never walks the run, and no layout is read inside
 * React's commit (heights come from the observer after the browser's layout). A row measured above the
 * top of the view moves the scroll position by its change, so the rows in view stay put.
 */
import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { RowSizes } from './row-sizes';

/** A drawn row: its index, key (the index), top and height in px. */
export interface WindowItem {
  index: number;
  key: number;
  start: number;
  size: number;
  end: number;
  lane: number;
}

/** What the hook takes. */
export interface RowWindowOptions {
  count: number;
  getScrollElement(): HTMLElement | null;
  /** Height in px of a row not measured yet (asked once per row, when it joins the list). */
  estimateSize(index: number): number;
  overscan: number;
}

/** Milliseconds after the last scroll event the list counts as settled. */
const SETTLE_MS = 150;

/** The window over one list (one per mounted list; its methods are stable). */
export class RowWindow {
  /** The list's offset in the scroll box's content, px (always 0: the rows start at the box's top). */
  readonly options = { scrollMargin: 0 };
  /** True while scroll events keep coming (rows skip fetching details). */
  isScrolling = false;
  private sizes = new RowSizes();
  private top = 0;
  private height = 0;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly observed = new Set<Element>();
  private rows: ResizeObserver | undefined;

  constructor(
    public config: RowWindowOptions,
    private readonly changed: () => void,
  ) {}

  /** Brings the heights to the current count (O(rows added or dropped)). */
  sync(): void {
    this.sizes.resize(this.config.count, (index) => this.config.estimateSize(index));
  }

  getTotalSize(): number {
    return this.sizes.total;
  }

  getVirtualItems(): WindowItem[] {
    const count = this.sizes.count;
    if (count === 0) return [];
    const { overscan } = this.config;
    const from = Math.max(0, this.sizes.indexAt(this.top) - overscan);
    const to = Math.min(count - 1, this.sizes.indexAt(this.top + this.height) + overscan);
    const items: WindowItem[] = [];
    let start = this.sizes.start(from);
    for (let index = from; index <= to; index += 1) {
      const size = this.sizes.size(index);
      items.push({ index, key: index, start, size, end: start + size, lane: 0 });
      start += size;
    }
    return items;
  }

  /** Scrolls so row `index` is in view (`auto`: the least move; `start`/`center`/`end`: that edge). */
  scrollToIndex = (index: number, options: { align?: 'auto' | 'start' | 'center' | 'end' } = {}): void => {
    const element = this.config.getScrollElement();
    if (!element) return;
    const start = this.sizes.start(index);
    const size = this.sizes.size(index);
    const top = element.scrollTop;
    const height = element.clientHeight;
    const align = options.align ?? 'auto';
    let target: number;
    if (align === 'start') target = start;
    else if (align === 'end') target = start + size - height;
    else if (align === 'center') target = start - (height - size) / 2;
    else if (start < top) target = start;
    else if (start + size > top + height) target = start + size - height;
    else return;
    element.scrollTop = Math.max(0, target);
    this.top = element.scrollTop;
    this.changed();
  };

  /** Ref callback of a drawn row (its element carries `data-index`): observed for its height. */
  measureElement = (node: Element | null): void => {
    if (!node || this.observed.has(node)) return;
    this.observed.add(node);
    this.rows?.observe(node);
  };

  /** Drops the measured heights (another filter put other calls at these indexes). */
  measure(): void {
    this.sizes = new RowSizes();
    this.sync();
    this.changed();
  }

  /** Stops observing rows no longer in the document (after each commit; O(rows drawn)). */
  forgetDetached(): void {
    for (const node of this.observed) {
      if (node.isConnected) continue;
      this.rows?.unobserve(node);
      this.observed.delete(node);
    }
  }

  /** Starts following the scroll box; returns the cleanup. */
  attach(): () => void {
    const element = this.config.getScrollElement();
    if (!element) return () => undefined;
    this.top = element.scrollTop;
    this.height = element.clientHeight;
    const onScroll = () => {
      const drawn = this.range();
      const wasScrolling = this.isScrolling;
      this.top = element.scrollTop;
      this.isScrolling = true;
      clearTimeout(this.settleTimer);
      this.settleTimer = setTimeout(() => {
        this.isScrolling = false;
        this.changed();
      }, SETTLE_MS);
      // The rows are placed by their offsets in the list: only a change of the drawn rows re-renders.
      if (!wasScrolling || this.range() !== drawn) this.changed();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const box = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.onBox(element)) : undefined;
    box?.observe(element);
    this.rows =
      typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => this.onRows(entries)) : undefined;
    for (const node of this.observed) this.rows?.observe(node);
    return () => {
      element.removeEventListener('scroll', onScroll);
      clearTimeout(this.settleTimer);
      box?.disconnect();
      this.rows?.disconnect();
      this.rows = undefined;
    };
  }

  /** The first and last rows on screen, as one string. */
  private range(): string {
    return `${this.sizes.indexAt(this.top)}-${this.sizes.indexAt(this.top + this.height)}`;
  }

  private onBox(element: HTMLElement): void {
    if (element.clientHeight === this.height) return;
    this.height = element.clientHeight;
    this.changed();
  }

  private onRows(entries: ResizeObserverEntry[]): void {
    const element = this.config.getScrollElement();
    let moved = 0;
    let any = false;
    for (const entry of entries) {
      const index = Number((entry.target as HTMLElement).dataset.index);
      const box = entry.borderBoxSize?.[0];
      const height = Math.round(box ? box.blockSize : entry.contentRect.height);
      if (!Number.isInteger(index) || height === 0) continue;
      const above = this.sizes.start(index) < this.top;
      const delta = this.sizes.set(index, height);
      if (delta === 0) continue;
      any = true;
      if (above) moved += delta;
    }
    if (moved !== 0 && element) {
      element.scrollTop += moved;
      this.top = element.scrollTop;
    }
    if (any) this.changed();
  }
}

/** The window of a list in its own scroll box; re-renders the caller when the drawn rows change. */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [rowWindow] = useState(() => new RowWindow(options, rerender));
  rowWindow.config = options;
  rowWindow.sync();
  useLayoutEffect(() => rowWindow.attach(), [rowWindow]);
  useEffect(() => rowWindow.forgetDetached());
  return rowWindow;
}
