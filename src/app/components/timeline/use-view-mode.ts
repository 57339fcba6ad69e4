/**
 * The timeline's view choice (lanes or the compact list), remembered in `localStorage` under
 * `console.timeline.view` (a display preference only — no run data, no key). Falls back to `lanes` when
 * storage is unavailable or holds something else.
 */
import { useCallback, useState } from 'react';

/** The two timeline views. */
export type TimelineViewMode = 'lanes' | 'list';

/** The storage key of the remembered view. */
const VIEW_MODE_KEY = 'console.timeline.view';

/** Reads the remembered view (default `lanes`). */
function readViewMode(): TimelineViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'lanes';
  } catch {
    return 'lanes';
  }
}

/** Returns the current view and a setter that remembers the choice. */
export function useViewMode(): [TimelineViewMode, (mode: TimelineViewMode) => void] {
  const [mode, setMode] = useState<TimelineViewMode>(readViewMode);
  const choose = useCallback((next: TimelineViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      // storage unavailable (private mode, quota): the choice lasts for this page only
    }
  }, []);
  return [mode, choose];
}
