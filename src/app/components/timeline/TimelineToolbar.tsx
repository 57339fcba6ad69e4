/**
 * The timeline's toolbar (WAI-ARIA toolbar pattern: one tab stop, ←/→ and Home/End move between its
 * buttons): the view switch (lanes | list, remembered; `aria-pressed`) and the "Filters" button
 * (`timeline-filters-toggle`, `aria-expanded`; shows how many filters are set), which opens the filter
 * fields (TimelineFilters.tsx) under the toolbar.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { FilterForm } from './timeline-filter';
import type { TimelineViewMode } from './use-view-mode';

/** Props of the toolbar. */
export interface TimelineToolbarProps {
  view: TimelineViewMode;
  onView(view: TimelineViewMode): void;
  filter: FilterForm;
  filtersOpen: boolean;
  onFiltersOpen(open: boolean): void;
  /** Element id of the filter fields (`aria-controls`). */
  filtersId: string;
}

/** Number of filter fields that are set. */
function activeFilters(filter: FilterForm): number {
  const { tool, status, code, phase, text, callId } = filter;
  return [tool, status, code, phase, text, callId].filter((value) => value.trim() !== '').length;
}

/** The toolbar. */
export function TimelineToolbar({ view, onView, filter, filtersOpen, onFiltersOpen, filtersId }: TimelineToolbarProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = activeFilters(filter);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = buttons.current.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, focusIndex + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, focusIndex - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  const stop = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      buttons.current[index] = element;
    },
    tabIndex: index === focusIndex ? 0 : -1,
    onFocus: () => setFocusIndex(index),
  });
  return (
    <div className="timeline-toolbar" role="toolbar" aria-label="Timeline view and filters" onKeyDown={onKeyDown}>
      <div className="segmented" role="group" aria-label="View">
        <button
          type="button"
          className="segmented__button"
          data-testid="timeline-view-lanes"
          aria-pressed={view === 'lanes'}
          onClick={() => onView('lanes')}
          {...stop(0)}
        >
          Lanes
        </button>
        <button
          type="button"
          className="segmented__button"
          data-testid="timeline-view-list"
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
          {...stop(1)}
        >
          List
        </button>
      </div>
      <button
        type="button"
        className="button button--small"
        data-testid="timeline-filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => onFiltersOpen(!filtersOpen)}
        {...stop(2)}
      >
        Filters{count > 0 ? ` (${count} set)` : ''}
      </button>
      <span className="hint timeline-toolbar__hint">/ searches the observations</span>
    </div>
  );
}
