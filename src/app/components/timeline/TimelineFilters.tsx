/**
 * The timeline's filters, shown under the toolbar when "Filters" is open: tool, observation status, code
 * and phase, a call-id filter (`timeline-filter-call`: exact tool_call_id — how automation reaches a
 * call's rows without scrolling), and a text search in the observations the model read
 * (`timeline-search`; "/" opens the filters and focuses it). Every control is labelled; "Clear" resets.
 */
import { useEffect, useState, type RefObject } from 'react';
import { HARNESS_CODES } from '../../../contract';
import { useConsoleStore } from '../../store';
import { EMPTY_FILTER, OBSERVATION_STATUSES, isFiltering, type FilterForm } from './timeline-filter';

/** Milliseconds the search box waits after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

/** Props of the filter fields. */
export interface TimelineFiltersProps {
  id: string;
  filter: FilterForm;
  onFilter(filter: FilterForm): void;
  searchRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

/** The filter fields. */
export function TimelineFilters({ id, filter, onFilter, searchRef, disabled }: TimelineFiltersProps) {
  const tools = useConsoleStore((s) => s.catalog);
  const [text, setText] = useState(filter.text);
  useEffect(() => setText(filter.text), [filter.text]);
  useEffect(() => {
    if (text === filter.text) return;
    const timer = setTimeout(() => onFilter({ ...filter, text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter, onFilter]);
  const set = (patch: Partial<FilterForm>) => onFilter({ ...filter, ...patch });
  return (
    <div className="timeline-filters" id={id} role="group" aria-label="Timeline filters">
      <label className="tfield">
        <span>Tool</span>
        <input
          type="text"
          list="timeline-tool-names"
          data-testid="timeline-filter-tool"
          value={filter.tool}
          disabled={disabled}
          onChange={(e) => set({ tool: e.target.value })}
          placeholder="any"
        />
        <datalist id="timeline-tool-names">
          {tools.map((tool) => (
            <option key={`${tool.source ?? ''}/${tool.name}`} value={tool.name} />
          ))}
        </datalist>
      </label>
      <label className="tfield">
        <span>Status</span>
        <select
          data-testid="timeline-filter-status"
          value={filter.status}
          disabled={disabled}
          onChange={(e) => set({ status: e.target.value as FilterForm['status'] })}
        >
          <option value="">any</option>
          {OBSERVATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <label className="tfield">
        <span>Code</span>
        <input
          type="text"
          list="timeline-codes"
          data-testid="timeline-filter-code"
          value={filter.code}
          disabled={disabled}
          onChange={(e) => set({ code: e.target.value })}
          placeholder="any"
        />
        <datalist id="timeline-codes">
          {HARNESS_CODES.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
      </label>
      <label className="tfield">
        <span>Phase</span>
        <select
          data-testid="timeline-filter-phase"
          value={filter.phase}
          disabled={disabled}
          onChange={(e) => set({ phase: e.target.value as FilterForm['phase'] })}
        >
          <option value="">any</option>
          <option value="A">A · before execution</option>
          <option value="B">B · boundary</option>
          <option value="C">C · after (or passed)</option>
        </select>
      </label>
      <label className="tfield">
        <span>Call id</span>
        <input
          type="text"
          data-testid="timeline-filter-call"
          value={filter.callId}
          disabled={disabled}
          onChange={(e) => set({ callId: e.target.value })}
          placeholder="tool_call_id"
        />
      </label>
      <label className="tfield tfield--grow">
        <span>Search observations</span>
        <input
          ref={searchRef}
          type="search"
          data-testid="timeline-search"
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          placeholder="text the model read ( / )"
        />
      </label>
      <button
        type="button"
        className="button button--small"
        disabled={!isFiltering(filter) || disabled}
        onClick={() => onFilter(EMPTY_FILTER)}
      >
        Clear
      </button>
    </div>
  );
}
