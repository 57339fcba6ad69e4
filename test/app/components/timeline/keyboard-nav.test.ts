import { describe, expect, it } from 'vitest';
import { timelineKeyAction } from '../../../../src/app/components/timeline/keyboard-nav';

describe('timeline keyboard navigation', () => {
  it('moves one call with the arrows, clamped to the list', () => {
    expect(timelineKeyAction('ArrowDown', 3, 10, 5)).toEqual({ kind: 'move', index: 4 });
    expect(timelineKeyAction('ArrowUp', 3, 10, 5)).toEqual({ kind: 'move', index: 2 });
    expect(timelineKeyAction('ArrowUp', 0, 10, 5)).toEqual({ kind: 'move', index: 0 });
    expect(timelineKeyAction('ArrowDown', 9, 10, 5)).toEqual({ kind: 'move', index: 9 });
    expect(timelineKeyAction('ArrowDown', -1, 10, 5)).toEqual({ kind: 'move', index: 0 });
  });

  it('pages by a screen and jumps to the ends', () => {
    expect(timelineKeyAction('PageDown', 0, 10_000, 7)).toEqual({ kind: 'move', index: 7 });
    expect(timelineKeyAction('PageUp', 3, 10_000, 7)).toEqual({ kind: 'move', index: 0 });
    expect(timelineKeyAction('End', 0, 10_000, 7)).toEqual({ kind: 'move', index: 9_999 });
    expect(timelineKeyAction('Home', 500, 10_000, 7)).toEqual({ kind: 'move', index: 0 });
  });

  it('opens the focused call with Enter and focuses the search with /', () => {
    expect(timelineKeyAction('Enter', 4, 10, 5)).toEqual({ kind: 'open', index: 4 });
    expect(timelineKeyAction('Enter', -1, 10, 5)).toEqual({ kind: 'none' });
    expect(timelineKeyAction('/', -1, 0, 5)).toEqual({ kind: 'focus-search' });
  });

  it('does nothing on an empty list or another key', () => {
    expect(timelineKeyAction('ArrowDown', -1, 0, 5)).toEqual({ kind: 'none' });
    expect(timelineKeyAction('x', 2, 10, 5)).toEqual({ kind: 'none' });
  });
});
