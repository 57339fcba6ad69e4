/**
 * The worker's storage health (contract/storage-health.ts; DESIGN §8 "Honesty of states"): every store
 * (run history, documents, notes, audit) reports here whether its writes reach IndexedDB, and how many were
 * not saved. Each change of a store's state, count or sentence goes out as one live event (stage
 * `storage-state`, lane `backend`, runId '' — a store belongs to no run) so the page warns at once; `report()`
 * answers the page's `storageHealth()` after a reload or a worker restart.
 */
import type { TimelineEvent } from '../../contract';
import { boundDetail, countOf } from '../../contract';
import {
  STORAGE_STORES,
  type StorageHealthReport,
  type StorageState,
  type StorageStore,
  type StoreHealth,
} from '../../contract/storage-health';

/** What a store calls when a write fails or succeeds. */
export interface StoreHealthSink {
  /**
   * A write failed (or the store cannot open): `state` `full` (quota) or `unavailable` (no IndexedDB);
   * `unsaved` writes lost by this failure (0 when nothing was lost yet); `message` names what was not saved.
   */
  failed(state: Exclude<StorageState, 'ok'>, unsaved: number, message: string): void;
  /** A write succeeded: the store is `ok` again (what was lost before stays counted and named). */
  saved(): void;
  /**
   * The store counts its own losses: `total` writes are lost so far (replaces the count `failed` adds up);
   * `message`, when given, is the sentence while the store is not `ok` (an `ok` store says writing works again).
   */
  lost(total: number, message?: string): void;
}

/** The tracker. */
export interface StorageHealth {
  /** The sink one store reports to. */
  sink(store: StorageStore): StoreHealthSink;
  /** The four stores' health, in `STORAGE_STORES` order. */
  report(): StorageHealthReport;
}

/**
 * The live event of one store's health.
 *
 * @param seq order among storage events, from 1
 * @param at milliseconds since the tracker was created
 * @returns status `pass` for `ok`, `fail` otherwise; detail `store`, `state`, `unsaved` and `message` when set
 */
export function storageStateEvent(health: StoreHealth, seq: number, at: number): TimelineEvent {
  const detail: Record<string, string | number> = {
    store: health.store,
    state: health.state,
    unsaved: health.unsaved,
  };
  if (health.message !== undefined) detail.message = health.message;
  return {
    runId: '',
    seq,
    at: Math.max(0, at),
    lane: 'backend',
    stage: 'storage-state',
    status: health.state === 'ok' ? 'pass' : 'fail',
    detail: boundDetail(detail),
  };
}

/** An `ok` store's sentence when `lost` earlier writes were not saved (none when nothing was lost). */
function recovered(lost: number): { message?: string } {
  return lost > 0
    ? {
        message: `Writing works again; ${countOf(lost, 'earlier write was', 'earlier writes were')} not saved and are lost on reload.`,
      }
    : {};
}

/**
 * Creates the tracker; every store starts `ok`.
 *
 * @param emit sends a live event to the page's subscribers (the worker entry's fan-out)
 */
export function createStorageHealth(emit: (event: TimelineEvent) => void, now = Date.now): StorageHealth {
  const stores = new Map<StorageStore, StoreHealth>(
    STORAGE_STORES.map((store) => [store, { store, state: 'ok', unsaved: 0 }]),
  );
  const started = now();
  let seq = 0;
  const update = (store: StorageStore, next: StoreHealth) => {
    const before = stores.get(store);
    if (before && before.state === next.state && before.unsaved === next.unsaved && before.message === next.message)
      return;
    stores.set(store, next);
    emit(storageStateEvent(next, ++seq, now() - started));
  };
  return {
    sink(store) {
      const current = () => stores.get(store) ?? { store, state: 'ok' as const, unsaved: 0 };
      return {
        failed(state, unsaved, message) {
          const before = current();
          update(store, { store, state, unsaved: before.unsaved + Math.max(0, unsaved), message });
        },
        saved() {
          const before = current();
          if (before.state === 'ok') return;
          update(store, { store, state: 'ok', unsaved: before.unsaved, ...recovered(before.unsaved) });
        },
        lost(total, message) {
          const before = current();
          const unsaved = Math.max(0, total);
          if (before.state === 'ok') update(store, { store, state: 'ok', unsaved, ...recovered(unsaved) });
          else update(store, { ...before, unsaved, ...(message !== undefined ? { message } : {}) });
        },
      };
    },
    report: () => ({
      stores: STORAGE_STORES.map((store) => ({ ...(stores.get(store) ?? { store, state: 'ok', unsaved: 0 }) })),
    }),
  };
}
