/**
 * How a run whose record never reached its end reads once the page that ran it is gone (DESIGN.md §8
 * run kinds). Catalog test calls are never interrupted: the catalog's run has no end of its own (it is
 * reused across test calls until the page goes; a new worker starts a new one), so it reads `done`,
 * ended at its last activity. Every other kind was cut short: `interrupted`, stopped at its last
 * activity. Used wherever a stored, listed, restored, exported or imported record is still `running`.
 * Pure.
 */
import type { RunKind } from '../../contract/run-record';

/** The status an unfinished run of `kind` reads as: `done` for catalog test calls, else `interrupted`. */
export function unfinishedStatus(kind: RunKind | undefined): 'done' | 'interrupted' {
  return kind === 'catalog' ? 'done' : 'interrupted';
}

/**
 * A record head that never reached its end, as it reads now (others unchanged).
 *
 * @param head a record head (status, kind, statusSource)
 * @param lastActivityAt when the record last changed, ms since the epoch (its `endedAt`)
 */
export function settledHead<T extends { kind: RunKind; status: string; endedAt?: number; statusSource?: unknown }>(
  head: T,
  lastActivityAt: number,
): T {
  const settled = { ...head, status: unfinishedStatus(head.kind), endedAt: lastActivityAt };
  delete settled.statusSource;
  return settled;
}
