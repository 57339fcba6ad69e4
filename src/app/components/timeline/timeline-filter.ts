/**
 * The timeline's filter form as the page holds it (every field a string, '' = any) and its mapping to
 * the worker's `TimelineFilter` (contract/timeline-api.ts): tool, observation status, code, phase of the
 * refusing stage, a text search in the observations the model read, and an exact call id (the automation
 * contract's way to reach a call's rows without scrolling). Pure.
 */
import type { ObservationStatus, Phase, TimelineFilter } from '../../../contract';

/** The filter form. */
export interface FilterForm {
  tool: string;
  status: '' | ObservationStatus;
  code: string;
  phase: '' | Phase;
  text: string;
  callId: string;
}

/** No filter. */
export const EMPTY_FILTER: FilterForm = { tool: '', status: '', code: '', phase: '', text: '', callId: '' };

/** Observation statuses a call can end with (DESIGN §4.2), for the status filter. */
export const OBSERVATION_STATUSES: readonly ObservationStatus[] = ['ok', 'repair_required', 'stop_required', 'error'];

/** Maps the form to the worker's filter: trimmed, empty fields left out (text kept as typed, trimmed). */
export function toTimelineFilter(form: FilterForm): TimelineFilter {
  const filter: TimelineFilter = {};
  const tool = form.tool.trim();
  const code = form.code.trim();
  const text = form.text.trim();
  const callId = form.callId.trim();
  if (tool) filter.tool = tool;
  if (form.status) filter.status = form.status;
  if (code) filter.code = code;
  if (form.phase) filter.phase = form.phase;
  if (text) filter.text = text;
  if (callId) filter.callId = callId;
  return filter;
}

/** True when any field filters. */
export function isFiltering(form: FilterForm): boolean {
  return Object.keys(toTimelineFilter(form)).length > 0;
}
