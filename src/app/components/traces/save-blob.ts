/**
 * Saves a Blob as a download through a Blob URL (HTML Living Standard, "Downloading resources": an
 * `<a download>` clicked from script; the URL is revoked right after). The Blob's bytes are never read
 * into page state — an audit bundle holds raw results and only passes through here on its way to disk.
 */

/**
 * Starts the download of `blob` under `filename`.
 *
 * @param blob the file's bytes and MIME type
 * @param filename the suggested file name (e.g. `trace-<runId>.json`)
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled (the download keeps its own reference).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
