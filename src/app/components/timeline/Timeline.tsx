/**
 * The timeline panel (DESIGN §4.6, §6): the run's calls — the current run, or the
 * stored/imported run picked in the run list — paged from the worker into a virtual list, as the lane
 * view (LaneView) or the compact list (CallListRow), with filters, search, keyboard navigation and the
 * call detail drawer. The section carries `data-testid="timeline"` with `data-status`
 * (`empty | loading | ready | error`), `data-run-id` and `data-total` (calls matching the filters).
 * During a replay only the calls up to the replay position are shown and the filters are off.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useConsoleStore } from '../../store';
import { useCallPages } from './use-call-pages';
import { useViewMode } from './use-view-mode';
import { EMPTY_FILTER, isFiltering, toTimelineFilter, type FilterForm } from './timeline-filter';
import { TimelineToolbar } from './TimelineToolbar';
import { TimelineFilters } from './TimelineFilters';
import { VirtualCalls, type VirtualCallsHandle } from './VirtualCalls';
import { LaneBand, LANE_GRID, estimateBand } from './LaneBand';
import { CallListRow, estimateListRow } from './CallListRow';
import { LaneHeader } from './LaneHeader';
import { CallDrawer } from './CallDrawer';
import { RunEvents } from './RunEvents';
import { InFlightCalls } from './InFlightCalls';
import './timeline.css';
import { countOf } from '../../../contract';

/** True when `target` takes typed text (a text-like input, a textarea, a select or editable content). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
    (target as HTMLInputElement).type,
  );
}

/** The timeline panel. */
export function Timeline() {
  const { currentRunId, viewedRunId, replay, running } = useConsoleStore(
    useShallow((s) => ({
      currentRunId: s.runId,
      viewedRunId: s.viewedRunId,
      replay: s.replay,
      running: s.runStatus === 'running',
    })),
  );
  const runId = viewedRunId ?? currentRunId;
  const [view, setView] = useViewMode();
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const replaying = replay !== null && replay.runId === runId;
  const filter = useMemo(() => (replaying ? {} : toTimelineFilter(form)), [form, replaying]);
  const cache = useCallPages(runId, filter);
  const [active, setActive] = useState(-1);
  const [drawerIndex, setDrawerIndex] = useState<number | null>(null);
  const listRef = useRef<VirtualCallsHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const replayingRef = useRef(replaying);
  replayingRef.current = replaying;
  useEffect(() => {
    setActive(-1);
    setDrawerIndex(null);
  }, [cache]);

  const total = cache?.total;
  const count = total === undefined ? 0 : replaying ? Math.min(total, replay.position + 1) : total;
  useEffect(() => {
    if (!replaying) return;
    setActive(replay.position);
    listRef.current?.scrollTo(replay.position);
  }, [replaying, replay?.position]);

  const drawerCall = drawerIndex !== null ? cache?.get(drawerIndex) : undefined;
  const closeDrawer = useCallback(() => {
    const index = drawerIndex;
    setDrawerIndex(null);
    if (index !== null) listRef.current?.focusRow(index);
  }, [drawerIndex]);
  // "/" opens the filters and focuses the observation search from anywhere in the Run view, unless the
  // user is typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || replayingRef.current) return;
      if (panelRef.current?.closest('[hidden]')) return;
      event.preventDefault();
      setFiltersOpen(true);
      requestAnimationFrame(() => searchRef.current?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // The waterfall's scale: the end of the last call (calls are in time order). A live run follows its end,
  // which pages the last call in; a stored run pages it in once.
  const lastCall = count > 0 ? cache?.get(count - 1) : undefined;
  useEffect(() => {
    if (cache && count > 0 && !running) cache.ensure(count - 1, count - 1);
  }, [cache, count, running]);
  const runSpanMs = Math.max(1, lastCall ? lastCall.at + lastCall.durationMs : 1);
  const status = !runId ? 'empty' : cache?.error ? 'error' : total === undefined ? 'loading' : 'ready';
  return (
    <section
      className="panel panel--grow timeline-panel"
      id="timeline-panel"
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="timeline-heading"
      data-testid="timeline"
      data-status={status}
      data-run-id={runId ?? ''}
      data-total={count}
      style={{ '--run-span': runSpanMs } as CSSProperties}
    >
      <h2 id="timeline-heading" className="panel__title">
        Timeline{' '}
        <span className="panel__count">
          {runId
            ? `${countOf(count, 'call')}${isFiltering(form) && !replaying ? ' matching' : ''}${replaying ? ` of ${total ?? 0} (replay)` : ''}${viewedRunId ? ` · run ${viewedRunId}` : ''}`
            : ''}
        </span>
      </h2>
      <TimelineToolbar
        view={view}
        onView={setView}
        filter={form}
        filtersOpen={filtersOpen}
        onFiltersOpen={setFiltersOpen}
        filtersId="timeline-filters"
      />
      {filtersOpen ? (
        <TimelineFilters
          id="timeline-filters"
          filter={form}
          onFilter={setForm}
          searchRef={searchRef}
          disabled={replaying}
        />
      ) : null}
      <InFlightCalls />
      {status === 'empty' ? (
        <p className="empty">
          No run yet. Run a question, or pick a stored run in the run list, to see each tool call travel the harness.
        </p>
      ) : null}
      {status === 'loading' ? <p className="empty">Loading the timeline…</p> : null}
      {status === 'error' ? <p className="error-text">The worker could not page the timeline: {cache?.error}</p> : null}
      {status === 'ready' && count === 0 ? (
        <p className="empty">
          {isFiltering(form) ? 'No call matches these filters.' : 'No tool calls in this run yet.'}
        </p>
      ) : null}
      <div className={`timeline-split${drawerCall ? ' timeline-split--drawer' : ''}`}>
        <div className="timeline-split__list">
          {cache && runId && count > 0 ? (
            <VirtualCalls
              key={`${runId}/${view}`}
              handle={listRef}
              cache={cache}
              count={count}
              label={view === 'lanes' ? 'Calls by lane' : 'Calls'}
              header={view === 'lanes' ? <LaneHeader grid={LANE_GRID} /> : undefined}
              estimateSize={view === 'lanes' ? estimateBand : estimateListRow}
              activeIndex={active}
              follow={running && viewedRunId === null}
              onActiveChange={setActive}
              onOpen={setDrawerIndex}
              renderRow={(summary, context) =>
                !summary ? (
                  <div className="call-placeholder">Loading call {context.index + 1}…</div>
                ) : view === 'lanes' ? (
                  <LaneBand runId={runId} summary={summary} context={context} />
                ) : (
                  <CallListRow runId={runId} summary={summary} context={context} />
                )
              }
            />
          ) : null}
        </div>
        {drawerCall && runId ? (
          <CallDrawer runId={runId} callId={drawerCall.callId} callKey={drawerCall.callKey} onClose={closeDrawer} />
        ) : null}
      </div>
      {runId && runId === currentRunId ? <RunEvents runId={runId} /> : null}
    </section>
  );
}
