/**
 * The observation list of the inspector as a virtual list (`@tanstack/react-virtual`, as the timeline):
 * the window of up to 200 observations scrolls in a box of `LIST_PX`, and only the rows on screen plus
 * `OVERSCAN` on each side are in the DOM (each an `observation` item: `data-call-id`, `data-call-key`,
 * `data-status`), so a live run's frame flush commits a few rows, not the whole window. Rows have one
 * fixed height (`ROW_PX`, 44 px touch targets on a phone) and are memoised: a row re-renders only when
 * its entry or its selected state changes. Where the box has no size yet (a hidden view, jsdom) the
 * list lays out as if it were `LIST_PX` tall. On a phone (`usePhoneLayout`) the list has no box of its own:
 * it grows with the document and follows the document's scroll (the document is the only scroller there).
 */
import { memo, useRef, type RefObject } from 'react';
import {
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Rect,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { observationKey, type ObservationEntry } from '../../store/observation-slice';
import { useDocumentOffset } from '../timeline/use-document-offset';
import { usePhoneLayout } from '../timeline/use-phone-layout';

/** Height of the list box, in CSS px (`.observation-list` max-height). */
export const LIST_PX = 180;
/** Row height, in CSS px: desktop, phone (touch target). */
const ROW_PX = 26;
const PHONE_ROW_PX = 44;
/** Rows drawn beyond the box on each side. */
const OVERSCAN = 6;

/** Props of the list. */
export interface ObservationListProps {
  observations: readonly ObservationEntry[];
  /** The entry the inspector shows (its row is marked selected). */
  selected: ObservationEntry | undefined;
  /** Selects an entry by its `observationKey`. */
  onSelect(key: string): void;
}

/** Reports the box's size; a box without one (hidden, or jsdom) counts as `LIST_PX` tall. */
function observeListRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: LIST_PX }));
}

const Row = memo(function Row({
  entry,
  selected,
  start,
  height,
  onSelect,
}: {
  entry: ObservationEntry;
  selected: boolean;
  start: number;
  height: number;
  onSelect(key: string): void;
}) {
  const key = observationKey(entry);
  return (
    <li
      className="observation-list__row"
      style={{ height, transform: `translateY(${start}px)` }}
      data-testid="observation"
      data-call-id={entry.callId}
      data-call-key={entry.callKey}
      data-status={entry.observation.status}
    >
      <button
        type="button"
        className={`observation-item${selected ? ' observation-item--selected' : ''}`}
        aria-pressed={selected}
        onClick={() => onSelect(key)}
      >
        <span className="observation-item__id">{entry.callId}</span>
        <span className={`badge badge--obs-${entry.observation.status}`}>{entry.observation.status}</span>
        <span className="observation-item__tool">{entry.observation.tool}</span>
      </button>
    </li>
  );
});

/** The list of observations (oldest first): in a box of its own, or on the document's scroll on a phone. */
export function ObservationList(props: ObservationListProps) {
  return usePhoneLayout() ? <PhoneList {...props} /> : <BoxList {...props} />;
}

/** The virtualizer's key of row `index`: the entry's `observationKey`. */
const keyOf = (observations: readonly ObservationEntry[], index: number) => {
  const entry = observations[index];
  return entry ? observationKey(entry) : index;
};

/** The list in a box of `LIST_PX` that scrolls. */
function BoxList(props: ObservationListProps) {
  const { observations } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: observations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: LIST_PX },
    observeElementRect: observeListRect,
    getItemKey: (index) => keyOf(observations, index),
  });
  return (
    <Rows {...props} listRef={scrollRef} items={virtualizer.getVirtualItems()} total={virtualizer.getTotalSize()} />
  );
}

/** The list as part of the document, following the window's scroll. */
function PhoneList(props: ObservationListProps) {
  const { observations } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const margin = useDocumentOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: observations.length,
    estimateSize: () => PHONE_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (index) => keyOf(observations, index),
  });
  return (
    <Rows
      {...props}
      listRef={listRef}
      items={virtualizer.getVirtualItems()}
      total={virtualizer.getTotalSize()}
      margin={margin}
      rowPx={PHONE_ROW_PX}
    />
  );
}

/** The drawn rows of either list (`items` from its virtualizer; `margin`: the list's document offset, px). */
function Rows({
  observations,
  selected,
  onSelect,
  listRef,
  items,
  total,
  margin = 0,
  rowPx = ROW_PX,
}: ObservationListProps & {
  listRef: RefObject<HTMLDivElement | null>;
  items: VirtualItem[];
  total: number;
  margin?: number;
  rowPx?: number;
}) {
  return (
    <div className="observation-list" ref={listRef}>
      <ul className="observation-list__rows" aria-label="Observations" style={{ height: total }}>
        {items.map((item) => {
          const entry = observations[item.index];
          return entry ? (
            <Row
              key={item.key}
              entry={entry}
              selected={entry === selected}
              start={item.start - margin}
              height={rowPx}
              onSelect={onSelect}
            />
          ) : null;
        })}
      </ul>
    </div>
  );
}
