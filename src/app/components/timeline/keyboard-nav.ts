/**
 * Keyboard navigation of the timeline's call list (WAI-ARIA Authoring Practices, "Listbox" and "Grid"
 * keyboard interaction): ↑/↓ move one call, PageUp/PageDown one screen, Home/End the first/last call,
 * Enter opens the call's detail drawer, "/" focuses the search box. Pure: maps a key to an action.
 */

/** What a key press asks the timeline to do. */
export type TimelineKeyAction =
  { kind: 'move'; index: number } | { kind: 'open'; index: number } | { kind: 'focus-search' } | { kind: 'none' };

/**
 * Maps a key to an action.
 *
 * @param key `KeyboardEvent.key`
 * @param current the focused call's index, or -1 when none is focused
 * @param count calls in the (filtered) list
 * @param pageSize calls per screen (≥ 1)
 * @returns the action; `move` indexes are clamped to 0 … count-1; `none` for other keys or an empty list
 */
export function timelineKeyAction(key: string, current: number, count: number, pageSize: number): TimelineKeyAction {
  if (key === '/') return { kind: 'focus-search' };
  if (count <= 0) return { kind: 'none' };
  const last = count - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  const page = Math.max(1, Math.floor(pageSize));
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: current < 0 ? 0 : clamp(current + 1) };
    case 'ArrowUp':
      return { kind: 'move', index: current < 0 ? 0 : clamp(current - 1) };
    case 'PageDown':
      return { kind: 'move', index: clamp((current < 0 ? 0 : current) + page) };
    case 'PageUp':
      return { kind: 'move', index: clamp((current < 0 ? 0 : current) - page) };
    case 'Home':
      return { kind: 'move', index: 0 };
    case 'End':
      return { kind: 'move', index: last };
    case 'Enter':
      return current >= 0 ? { kind: 'open', index: clamp(current) } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
