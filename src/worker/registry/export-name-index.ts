/**
 * The registry's export names kept incrementally (DESIGN.md §5.2 "Names"): the same names as
 * {@link assignExportNames} over every tool in registration order, but adding a tool costs a few map
 * look-ups instead of re-deriving every name, so registering N tools, one call at a time or in one batch,
 * is O(N).
 *
 * Why adding tool T at the end changes at most a short chain of earlier names: T either exports as
 * its declared name X (X provider-safe and declared by no earlier tool) or takes a changed name checked
 * against names already held. Only in the first case can an earlier tool be affected, and only the one
 * tool whose changed name was X (no earlier check of X could have failed otherwise); it is renamed
 * against the tools before it, and when its new name was held by a later tool, that one is renamed
 * next, and so on down the registration order.
 */
import { assignExportNames, changedExportName, EXPORT_NAME_PATTERN } from './export-names';
import type { AssignedName, NameEntry, NameLookups } from './export-names';

/** The export names of every registered tool, by registry key. */
export interface ExportNameIndex {
  /**
   * Adds a tool after every registered one (its key must be new).
   *
   * @returns the keys whose exportName or name notes changed: the new key first, then any earlier tool
   *   that had to move off the new tool's declared name (rare)
   */
  add(entry: NameEntry): string[];
  /** Rebuilds from `entries` in registration order (after removals); returns every key. */
  reset(entries: readonly NameEntry[]): string[];
  /** The exportName and name notes of `key`; undefined for an unknown key. */
  get(key: string): AssignedName | undefined;
  /** The key of the tool exporting as `exportName`, if any. */
  holderOf(exportName: string): string | undefined;
  /** The keys of the tools declaring `name` (in registration order), if any. */
  declaring(name: string): ReadonlySet<string> | undefined;
  /** Name look-ups made so far (an operation count, so tests can check the work per added tool). */
  lookups(): number;
}

interface Slot {
  entry: NameEntry;
  /** Registration order. */
  seq: number;
  /** True when the tool exports as its declared name (pass 1 of assignExportNames). */
  own: boolean;
  assigned: AssignedName;
}

/**
 * Creates an empty index.
 *
 * @returns the index; equal, after any sequence of `add` and `reset`, to `assignExportNames` of the
 *   same entries in the same order
 * @see DESIGN.md §5.2 Names; export-names.ts for the rules
 */
export function createExportNameIndex(): ExportNameIndex {
  const slots = new Map<string, Slot>();
  const holders = new Map<string, string>();
  const declared = new Map<string, Set<string>>();
  let nextSeq = 0;
  let count = 0;

  /** What is taken for `slot`: names of tools exporting as declared, and changed names of earlier tools. */
  const lookupsFor = (slot: Slot): NameLookups => ({
    taken(name) {
      count++;
      const key = holders.get(name);
      const holder = key === undefined ? undefined : slots.get(key);
      return holder !== undefined && (holder.own || holder.seq < slot.seq);
    },
    declared(name) {
      count++;
      return declared.has(name);
    },
  });

  function declare(entry: NameEntry): void {
    const keys = declared.get(entry.name) ?? new Set<string>();
    keys.add(entry.key);
    declared.set(entry.name, keys);
  }

  function add(entry: NameEntry): string[] {
    declare(entry);
    count++;
    const claimsOwn = EXPORT_NAME_PATTERN.test(entry.name) && !slots.get(holders.get(entry.name) ?? '')?.own;
    const slot: Slot = { entry, seq: nextSeq++, own: claimsOwn, assigned: { exportName: entry.name, notes: [] } };
    slots.set(entry.key, slot);
    if (!claimsOwn) {
      slot.assigned = changedExportName(entry, lookupsFor(slot));
      holders.set(slot.assigned.exportName, entry.key);
      return [entry.key];
    }
    const changed = [entry.key];
    let displaced = holders.get(entry.name);
    holders.set(entry.name, entry.key);
    while (displaced !== undefined) {
      const moved = slots.get(displaced);
      if (!moved) break;
      moved.assigned = changedExportName(moved.entry, lookupsFor(moved));
      changed.push(displaced);
      const next = holders.get(moved.assigned.exportName);
      holders.set(moved.assigned.exportName, displaced);
      displaced = next;
    }
    return changed;
  }

  function reset(entries: readonly NameEntry[]): string[] {
    slots.clear();
    holders.clear();
    declared.clear();
    const names = assignExportNames(entries);
    for (const entry of entries) {
      const assigned = names.get(entry.key);
      if (!assigned) continue;
      declare(entry);
      slots.set(entry.key, { entry, seq: nextSeq++, own: assigned.exportName === entry.name, assigned });
      holders.set(assigned.exportName, entry.key);
    }
    count += entries.length;
    return entries.map((e) => e.key);
  }

  return {
    add,
    reset,
    get: (key) => slots.get(key)?.assigned,
    holderOf: (exportName) => holders.get(exportName),
    declaring: (name) => declared.get(name),
    lookups: () => count,
  };
}
