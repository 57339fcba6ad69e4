/** The storage banner and live warning say what is not saved (DESIGN §8 "Honesty of states"). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StorageNotices } from '../../../../src/app/components/storage/StorageNotices';
import { storeHealthFromEvent, useConsoleStore } from '../../../../src/app/store';

beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
afterEach(cleanup);

describe('StorageNotices', () => {
  it('shows nothing while every store writes', () => {
    render(<StorageNotices />);
    expect(screen.queryByTestId('storage-banner')).toBeNull();
    expect(screen.queryByTestId('storage-warning')).toBeNull();
  });

  it('a full store: the live warning is full and names what was not saved', () => {
    render(<StorageNotices />);
    const event = {
      runId: '',
      seq: 1,
      at: 5,
      lane: 'backend' as const,
      stage: 'storage-state' as const,
      status: 'fail' as const,
      detail: {
        store: 'runs',
        state: 'full',
        unsaved: 3,
        message: 'Storage is full: the history of run r-1 was not saved.',
      },
    };
    const health = storeHealthFromEvent(event);
    expect(health).toEqual({ store: 'runs', state: 'full', unsaved: 3, message: event.detail.message });
    act(() => useConsoleStore.getState().setStoreHealth(health!));
    const warning = screen.getByTestId('storage-warning');
    expect(warning.getAttribute('data-state')).toBe('full');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toContain('Run history: Storage is full: the history of run r-1 was not saved.');
    expect(screen.queryByTestId('storage-banner')).toBeNull();
  });

  it('stores without IndexedDB: one banner naming them, and the warning is unavailable', () => {
    render(<StorageNotices />);
    act(() =>
      useConsoleStore.getState().setStorageHealth({
        stores: [
          { store: 'runs', state: 'unavailable', unsaved: 0 },
          { store: 'documents', state: 'unavailable', unsaved: 0 },
          { store: 'notes', state: 'ok', unsaved: 0 },
          { store: 'audit', state: 'unavailable', unsaved: 0 },
        ],
      }),
    );
    const banners = screen.getAllByTestId('storage-banner');
    expect(banners).toHaveLength(1);
    expect(banners[0]?.getAttribute('data-stores')).toBe('runs documents audit');
    expect(banners[0]?.textContent).toContain('run history, documents and audit records will not survive a reload');
    expect(screen.getByTestId('storage-warning').getAttribute('data-state')).toBe('unavailable');
  });

  it('ignores events that are not a storage state', () => {
    expect(
      storeHealthFromEvent({
        runId: '',
        seq: 1,
        at: 0,
        lane: 'backend',
        stage: 'storage-state',
        status: 'fail',
        detail: { store: 'cache', state: 'full' },
      }),
    ).toBeUndefined();
    expect(
      storeHealthFromEvent({
        runId: '',
        seq: 1,
        at: 0,
        lane: 'backend',
        stage: 'server-state',
        status: 'info',
        detail: { store: 'runs', state: 'full' },
      }),
    ).toBeUndefined();
  });
});
