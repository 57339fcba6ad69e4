/**
 * What storage does not keep, said where the user looks (DESIGN §8 "Honesty of states"):
 * - `storage-banner` (one, while any store is `unavailable`): which things — run history, documents, notes,
 *   audit records — will not survive a reload (`data-stores`: the store ids, space-separated).
 * - `storage-warning` (live, `role="alert"`, while any store is `full` or `unavailable`, or lost a write):
 *   `data-state` = `full` when a write was refused for quota, else `unavailable`; one line per store naming
 *   what was not saved (`storage-warning-store`, `data-store`, `data-state`, `data-unsaved`).
 * Nothing is shown while every store writes.
 */
import { countOf, STORAGE_STORE_WORDS, type StoreHealth } from '../../../contract';
import { useConsoleStore } from '../../store';
import './storage.css';

/** "a, b and c". */
function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** The line for one store. */
function storeLine(health: StoreHealth): string {
  const what = STORAGE_STORE_WORDS[health.store];
  const head = what.charAt(0).toUpperCase() + what.slice(1);
  if (health.message) return `${head}: ${health.message}`;
  if (health.state === 'full')
    return `${head}: storage is full; ${countOf(health.unsaved, 'write was', 'writes were')} not saved.`;
  return `${head}: kept in this tab only; lost on reload.`;
}

/** The storage banner and the live storage warning. */
export function StorageNotices() {
  const stores = useConsoleStore((s) => s.storageHealth);
  const unavailable = stores.filter((health) => health.state === 'unavailable');
  const troubled = stores.filter((health) => health.state !== 'ok' || health.unsaved > 0);
  const state = stores.some((health) => health.state === 'full') ? 'full' : 'unavailable';
  return (
    <>
      {unavailable.length > 0 ? (
        <div
          className="storage-banner"
          role="status"
          data-testid="storage-banner"
          data-stores={unavailable.map((health) => health.store).join(' ')}
        >
          Browser storage is unavailable: {joinWords(unavailable.map((health) => STORAGE_STORE_WORDS[health.store]))}{' '}
          will not survive a reload. Keep this tab open, or export what you need (trace, audit bundle).
        </div>
      ) : null}
      {troubled.length > 0 ? (
        <div className="storage-warning" role="alert" data-testid="storage-warning" data-state={state}>
          <strong>{state === 'full' ? 'Storage is full — not everything was saved.' : 'Not saved to storage.'}</strong>
          <ul>
            {troubled.map((health) => (
              <li
                key={health.store}
                data-testid="storage-warning-store"
                data-store={health.store}
                data-state={health.state}
                data-unsaved={health.unsaved}
              >
                {storeLine(health)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
