/**
 * Words and numbers the knowledge panel shows: byte sizes, the phase of indexing, the
 * storage line and the file picker's `accept` list. Pure. The accepted kinds mirror the worker's
 * (Markdown, plain text, HTML, PDF, CSV); the worker decides — a file the picker lets through but the
 * worker refuses gets the worker's reason (UNSUPPORTED_TYPE).
 */
import type { IndexingPhase, IndexingProgress, StorageInfo } from '../../../contract/knowledge-api';
import { formatBytes } from '../../../contract/byte-format';
import { estimateText } from '../storage/estimate-text';

/** The file input's `accept`: extensions and MIME types of the five kinds. */
export const DOCUMENT_ACCEPT =
  '.md,.markdown,.txt,.text,.log,.html,.htm,.xhtml,.pdf,.csv,.tsv,text/markdown,text/plain,text/html,application/pdf,text/csv';

/** The kinds in words, for the picker's hint. */
export const DOCUMENT_KINDS_TEXT = 'Markdown, plain text, HTML, PDF or CSV';

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

/**
 * The storage line: documents' bytes and the site's use of its quota (the browser's estimate).
 *
 * @param blocked the documents store is `full` or `unavailable`: the estimate is named as the browser's figure
 */
export function storageText(info: StorageInfo, blocked = false): string {
  const parts = [`Documents use ${formatBytes(info.documentsBytes)}`];
  const estimate = estimateText(info.usageBytes, info.quotaBytes, blocked);
  if (estimate) parts.push(`this site uses ${estimate}`);
  return `${parts.join('; ')}.`;
}

/**
 * The persistence outcome in words (`undefined` = not known yet); `unavailable` — nothing can be stored
 * here, so there is nothing to keep.
 */
export function persistenceText(persisted: boolean | undefined, unavailable = false): string {
  if (unavailable) return 'Storage is blocked in this browser: nothing is stored, so there is nothing to keep.';
  if (persisted === true) return 'Storage is persistent: the browser will not clear the documents to free space.';
  if (persisted === false)
    return 'Storage is not persistent: the browser may clear the documents when space runs low (it decides whether to grant persistence).';
  return 'Persistence not requested yet.';
}
