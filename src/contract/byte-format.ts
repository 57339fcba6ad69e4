/**
 * A byte count in words, one style for the page and the worker (knowledge, audit, document failures):
 * binary units, KiB = 1024 bytes. Pure.
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
