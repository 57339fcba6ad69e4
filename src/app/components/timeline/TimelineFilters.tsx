/**
 * The timeline's filters, shown under the toolbar when "Filters" is open: tool, observation status, code
 * and phase, a call-id filter (`timeline-filter-call`: exact tool_call_id — how automation reaches a
 * call's rows without scrolling), and a text search in the observations the model read
 * (`timeline-search`; "/" opens the filters and focuses it). Every control is labelled; "Clear" resets.
 */
import { useEffect, useState, type RefObject } from 'react';
import { HARNESS_CODES } from '../../../contract';
import { useToolList } from '../../harness';
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
  const tools = useToolList().data ?? [];
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
      <TextFilter
        label="Tool"
        testId="timeline-filter-tool"
        value={filter.tool}
        suggestions={{ id: 'timeline-tool-names', values: tools.map((tool) => tool.name) }}
        disabled={disabled}
        onChange={(tool) => set({ tool })}
      />
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
      <TextFilter
        label="Code"
        testId="timeline-filter-code"
        value={filter.code}
        suggestions={{ id: 'timeline-codes', values: HARNESS_CODES }}
        disabled={disabled}
        onChange={(code) => set({ code })}
      />
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
      <TextFilter
        label="Call id"
        testId="timeline-filter-call"
        value={filter.callId}
        placeholder="tool_call_id"
        disabled={disabled}
        onChange={(callId) => set({ callId })}
      />
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

/** Props of one text filter: its label, test id, value and (optional) datalist of suggested values. */
interface TextFilterProps {
  label: string;
  testId: string;
  value: string;
  suggestions?: { id: string; values: readonly string[] };
  placeholder?: string;
  disabled?: boolean | undefined;
  onChange(value: string): void;
}

/** A labelled text filter, with a datalist of suggestions when given (duplicates shown once). */
function TextFilter({ label, testId, value, suggestions, placeholder = 'any', disabled, onChange }: TextFilterProps) {
  return (
    <label className="tfield">
      <span>{label}</span>
      <input
        type="text"
        list={suggestions?.id}
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
      {suggestions ? (
        <datalist id={suggestions.id}>
          {[...new Set(suggestions.values)].map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </label>
  );
}
