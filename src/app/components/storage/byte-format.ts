/**
 * Byte sizes and the browser's storage estimate in words, one style for every view (knowledge, audit).
 * Pure.
 */

/**
 * Formats a byte count with binary units (KiB, MiB, GiB, TiB), one decimal above 1 KiB.
 *
 * @param bytes a count of bytes (negative or not finite reads as 0)
 * @returns e.g. `512 B`, `1.5 KiB`, `10.0 GiB`
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * The site's use of storage as `navigator.storage.estimate()` gives it (bytes), in words. When a store is
 * `full` or `unavailable` (DESIGN §8 "Honesty of states") the figure is named the browser's estimate, not
 * the limit that was hit.
 *
 * @returns e.g. `216.0 KiB of 10.0 GiB`, or with `blocked`
 *   `216.0 KiB of 10.0 GiB (the browser's estimate, not the limit that was hit)`; undefined without a usage
 */
export function estimateText(usageBytes?: number, quotaBytes?: number, blocked = false): string | undefined {
  if (usageBytes === undefined) return undefined;
  const figure =
    quotaBytes === undefined ? formatBytes(usageBytes) : `${formatBytes(usageBytes)} of ${formatBytes(quotaBytes)}`;
  return blocked ? `${figure} (the browser's estimate, not the limit that was hit)` : figure;
}
