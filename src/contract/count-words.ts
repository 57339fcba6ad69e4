/**
 * A count with its noun in words, one rule for the page and the worker: "1 call", "2 calls", "0 calls",
 * "1,200 calls". Every sentence that shows a count goes through it, so no sentence says "1 calls". Pure.
 */

/**
 * Formats a count and the noun that agrees with it.
 *
 * @param count a whole count (a negative or non-finite count reads as 0; a fraction is rounded)
 * @param one the singular words, e.g. `call`, `pending approval was`
 * @param many the plural words; `one` + `s` when omitted (`passage` → `passages`)
 * @returns `1 call`, `0 calls`, `1,200 calls` (English digit grouping)
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
