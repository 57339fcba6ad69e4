/**
 * Words and numbers the knowledge panel shows: byte sizes, the phase of indexing, the
 * storage line and the file picker's `accept` list. Pure. The accepted kinds mirror the worker's
 * (Markdown, plain text, HTML, PDF, CSV); the worker decides — a file the picker lets through but the
 * worker refuses gets the worker's reason (UNSUPPORTED_TYPE).
 */
import type { IndexingPhase, IndexingProgress, StorageInfo } from '../../../contract/knowledge-api';

/** The file input's `accept`: extensions and MIME types of the five kinds. */
export const DOCUMENT_ACCEPT =
  '.md,.markdown,.txt,.text,.log,.html,.htm,.xhtml,.pdf,.csv,.tsv,text/markdown,text/plain,text/html,application/pdf,text/csv';

/** The kinds in words, for the picker's hint. */
export const DOCUMENT_KINDS_TEXT = 'Markdown, plain text, HTML, PDF or CSV';

/** Formats a byte count with binary units (KiB, MiB, GiB), one decimal above 1 KiB. */
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

const PHASE_WORDS: Readonly<Record<IndexingPhase, string>> = {
  reading: 'Reading',
  parsing: 'Parsing',
  chunking: 'Splitting into passages',
  storing: 'Storing',
  indexing: 'Indexing',
};

/** One line for a progress report, e.g. "Reading notes.md: 1.0 MiB of 4.0 MiB". */
export function progressText(progress: IndexingProgress): string {
  const of =
    progress.phase === 'reading'
      ? `${formatBytes(progress.done)} of ${formatBytes(progress.total)}`
      : `${progress.done} of ${progress.total}`;
  return `${PHASE_WORDS[progress.phase]} ${progress.documentName}: ${of}`;
}

/** The storage line: documents' bytes, the site's use of its quota, and whether storage is persistent. */
export function storageText(info: StorageInfo): string {
  const parts = [`Documents use ${formatBytes(info.documentsBytes)}`];
  if (info.usageBytes !== undefined && info.quotaBytes !== undefined)
    parts.push(`this site uses ${formatBytes(info.usageBytes)} of ${formatBytes(info.quotaBytes)}`);
  else if (info.usageBytes !== undefined) parts.push(`this site uses ${formatBytes(info.usageBytes)}`);
  return `${parts.join('; ')}.`;
}

/** The persistence outcome in words (`undefined` = not known yet). */
export function persistenceText(persisted: boolean | undefined): string {
  if (persisted === true) return 'Storage is persistent: the browser will not clear the documents to free space.';
  if (persisted === false)
    return 'Storage is not persistent: the browser may clear the documents when space runs low (it decides whether to grant persistence).';
  return 'Persistence not requested yet.';
}
