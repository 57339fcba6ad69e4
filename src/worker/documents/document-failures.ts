/**
 * The failures of `addDocument` as plain data with the sentence the user reads: what was wrong and,
 * where there is one, what to do. Pure.
 */
import type { DocumentFailure, DocumentFailureCode, DocumentKind } from '../../contract/knowledge-api';
import { formatBytes } from '../../contract/byte-format';
import { ACCEPTED_TYPES_TEXT, MAX_DOCUMENT_BYTES } from './document-kinds';

/** A failure carried as a thrown value inside the worker until `addDocument` turns it into a result. */
export class DocumentFailureError extends Error {
  constructor(
    readonly code: DocumentFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentFailureError';
  }
}

/** UNSUPPORTED_TYPE: names the accepted types. */
export function unsupportedType(name: string, mimeType: string): DocumentFailure {
  const given = mimeType ? ` (${mimeType})` : '';
  return {
    name,
    code: 'UNSUPPORTED_TYPE',
    reason: `“${name}”${given} is not a supported type. Add ${ACCEPTED_TYPES_TEXT}.`,
  };
}

/** TOO_LARGE: the size and the limit (default `MAX_DOCUMENT_BYTES`), in bytes shown as KiB/MiB. */
export function tooLarge(name: string, sizeBytes: number, limitBytes = MAX_DOCUMENT_BYTES): DocumentFailure {
  return {
    name,
    code: 'TOO_LARGE',
    reason: `“${name}” is ${formatBytes(sizeBytes)}; the limit is ${formatBytes(limitBytes)} per file. Split it into smaller files.`,
  };
}

/** EMPTY: no searchable text; for a PDF, the likely cause (scanned pages). */
export function emptyDocument(name: string, kind?: DocumentKind): DocumentFailure {
  const hint =
    kind === 'pdf' ? ' It may be scanned images without a text layer; text recognition is not supported.' : '';
  return { name, code: 'EMPTY', reason: `“${name}” contains no searchable text.${hint}` };
}

/** UNREADABLE: the browser refused the bytes; the cause as the browser named it. */
export function unreadable(name: string, cause: unknown): DocumentFailure {
  return {
    name,
    code: 'UNREADABLE',
    reason: `“${name}” could not be read (${describeError(cause)}). It may have been moved, deleted or changed since it was picked; pick it again.`,
  };
}

/** QUOTA_EXCEEDED: storage full; nothing was stored; what the user can do. */
export function quotaExceeded(name: string, neededBytes: number, detail?: string): DocumentFailure {
  return {
    name,
    code: 'QUOTA_EXCEEDED',
    reason:
      `Browser storage for this site is full: “${name}” needs about ${formatBytes(neededBytes)}${detail ? ` (${detail})` : ''}. ` +
      'Nothing was stored and your other documents are unchanged. Remove documents or free space, then add it again.',
  };
}

/** STORAGE_FAILED: the document store refused for another reason (e.g. storage disabled). */
export function storageFailed(name: string, cause: unknown): DocumentFailure {
  return {
    name,
    code: 'STORAGE_FAILED',
    reason: `“${name}” could not be saved in browser storage (${describeError(cause)}). Nothing was stored; your other documents are unchanged.`,
  };
}

/** PARSE_FAILED: the message of the parser's failure (a `DocumentFailureError`'s own, else generic). */
export function parseFailed(name: string, cause: unknown): DocumentFailure {
  const reason =
    cause instanceof DocumentFailureError ? cause.message : `“${name}” could not be parsed (${describeError(cause)}).`;
  return { name, code: 'PARSE_FAILED', reason };
}

/** True for the browser's quota error (`QuotaExceededError` DOMException, also when it aborts a transaction). */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || (error as { code?: unknown } | null)?.code === 22;
}

/** `Name: message` of an error-like value, bounded to 200 characters. */
export function describeError(error: unknown): string {
  const value = error as { name?: unknown; message?: unknown } | null;
  const text =
    typeof value?.message === 'string' && value.message
      ? `${typeof value.name === 'string' && value.name !== 'Error' ? `${value.name}: ` : ''}${value.message}`
      : String(error);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
