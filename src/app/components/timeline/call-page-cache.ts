/**
 * The page's bounded window of a run's call summaries: the full timeline lives in the
 * worker; the virtual list asks for the rows it is about to draw and this cache fetches them a page at a
 * time (`getCallSummaries`, `pageSize` calls per request), keeps at most `maxPages` pages (least recently
 * used dropped first), and refetches on `invalidate()` while still showing the stale rows so a live run
 * never flashes empty. No React: the hook `useCallPages` wraps it. Never holds raw results (summaries only).
 */
import type { CallPage, CallSummary } from '../../../contract';
import { errorMessage } from '../../../contract';

/** Fetches one window of call summaries (offset from 0, at most `limit`). */
export type FetchCallPage = (offset: number, limit: number) => Promise<CallPage>;

interface CachedPage {
  calls: CallSummary[];
  stale: boolean;
  used: number;
}

/** Default calls per request. */
const DEFAULT_PAGE_SIZE = 100;
/** Default pages kept (so at most 3,000 summaries with the default page size). */
const DEFAULT_MAX_PAGES = 30;

/** A bounded LRU of call-summary pages. */
export class CallPageCache {
  /** Calls matching the filter, once the worker answered (undefined before). */
  total: number | undefined;
  /** The last fetch error, in words (cleared by the next success). */
  error: string | undefined;
  private readonly pages = new Map<number, CachedPage>();
  private readonly inFlight = new Set<number>();
  private clock = 0;
  private generation = 0;
  private lastRange: [number, number] = [0, 0];
  /**
   * @param fetchPage the worker call
   * @param onChange called after a page arrived or failed (the hook re-renders)
   * @param pageSize calls per request (≤ 1,000, the worker's clamp)
   * @param maxPages pages kept
   */
  constructor(
    private readonly fetchPage: FetchCallPage,
    private readonly onChange: () => void,
    readonly pageSize = DEFAULT_PAGE_SIZE,
    private readonly maxPages = DEFAULT_MAX_PAGES,
  ) {}

  /** The summary at `index` (0-based) if its page is held (stale or fresh), else undefined. */
  get(index: number): CallSummary | undefined {
    const page = this.pages.get(Math.floor(index / this.pageSize));
    if (!page) return undefined;
    page.used = ++this.clock;
    return page.calls[index % this.pageSize];
  }

  /**
   * The summary at `index` if its page is held, without counting it as a use (the virtual list's size
   * estimates read every row they have not measured; only drawn rows keep a page alive).
   */
  peek(index: number): CallSummary | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.calls[index % this.pageSize];
  }

  /** Number of summaries held (for tests and the bound). */
  get held(): number {
    let count = 0;
    for (const page of this.pages.values()) count += page.calls.length;
    return count;
  }

  /** Fetches the pages covering `from` … `to` (inclusive) that are missing or stale. */
  ensure(from: number, to: number): void {
    this.lastRange = [from, to];
    const first = Math.max(0, Math.floor(from / this.pageSize));
    const last = Math.max(first, Math.floor(Math.max(from, to) / this.pageSize));
    for (let index = first; index <= last; index += 1) {
      const page = this.pages.get(index);
      if (page && !page.stale) continue;
      // Past the known end: nothing to fetch (page 0 is always fetched: it carries the total).
      if (this.total !== undefined && index > 0 && index * this.pageSize >= this.total) continue;
      this.load(index);
    }
  }

  /** Marks every page stale (kept for display) and forgets the total's freshness; the next `ensure` refetches. */
  invalidate(): void {
    for (const page of this.pages.values()) page.stale = true;
    this.generation += 1;
    this.inFlight.clear();
  }

  /** Invalidates and refetches the last range asked for (a live run appended calls). */
  refresh(): void {
    this.invalidate();
    const [from, to] = this.lastRange;
    this.ensure(0, 0);
    this.ensure(from, to);
  }

  private load(index: number): void {
    if (this.inFlight.has(index)) return;
    this.inFlight.add(index);
    const generation = this.generation;
    this.fetchPage(index * this.pageSize, this.pageSize).then(
      (result) => {
        if (generation !== this.generation) return;
        this.inFlight.delete(index);
        this.total = result.total;
        this.error = undefined;
        this.pages.set(index, { calls: result.calls, stale: false, used: ++this.clock });
        this.evict();
        this.onChange();
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.inFlight.delete(index);
        this.error = errorMessage(error);
        this.onChange();
      },
    );
  }

  private evict(): void {
    while (this.pages.size > this.maxPages) {
      let oldest: number | undefined;
      let oldestUse = Infinity;
      for (const [index, page] of this.pages) {
        if (page.used < oldestUse) {
          oldestUse = page.used;
          oldest = index;
        }
      }
      if (oldest === undefined) return;
      this.pages.delete(oldest);
    }
  }
}
