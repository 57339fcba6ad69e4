/**
 * The browser's storage estimate in words, one style for every view (knowledge, audit). Pure.
 */
import { formatBytes } from '../../../contract/byte-format';

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
