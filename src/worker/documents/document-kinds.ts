/**
 * Which files the knowledge panel accepts: the document kinds, how a file is recognised (extension
 * first, then MIME type) and the per-file size limit. Pure data and pure functions.
 */
import type { DocumentKind } from '../../contract/knowledge-api';

/** Largest file accepted, in bytes (25 MiB): bounds the worker's memory while parsing. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** File extensions (lower case, without the dot) per kind. */
const EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  markdown: ['md', 'markdown', 'mdown', 'mkd'],
  text: ['txt', 'text', 'log'],
  html: ['html', 'htm', 'xhtml'],
  pdf: ['pdf'],
  csv: ['csv', 'tsv'],
};

/** MIME types (lower case, parameters removed) per kind. */
const MIME_TYPES: Record<DocumentKind, readonly string[]> = {
  markdown: ['text/markdown', 'text/x-markdown'],
  text: ['text/plain'],
  html: ['text/html', 'application/xhtml+xml'],
  pdf: ['application/pdf'],
  csv: ['text/csv', 'application/csv', 'text/tab-separated-values'],
};

/** The MIME type a document is listed with, per kind (`DocumentSummary.mimeType`). */
export const CANONICAL_MIME_TYPES: Record<DocumentKind, string> = {
  markdown: 'text/markdown',
  text: 'text/plain',
  html: 'text/html',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

/** The accepted types in words, for UNSUPPORTED_TYPE reasons and the file picker's label. */
export const ACCEPTED_TYPES_TEXT = 'Markdown (.md), plain text (.txt), HTML (.html), PDF (.pdf) or CSV (.csv)';

/** The `accept` attribute value for a file input: every accepted extension and MIME type. */
export const ACCEPT_ATTRIBUTE = [
  ...Object.values(EXTENSIONS)
    .flat()
    .map((extension) => `.${extension}`),
  ...Object.values(MIME_TYPES).flat(),
].join(',');

/**
 * Recognises a file's kind.
 * Takes the file name and the MIME type the browser gave (may be `''`); returns the kind by the
 * extension when it is a known one, else by the MIME type, else `undefined` (→ UNSUPPORTED_TYPE).
 * Extension first because browsers guess MIME types from the OS (Windows calls `.csv`
 * `application/vnd.ms-excel`; `.md` often comes as `''`).
 */
export function detectDocumentKind(name: string, mimeType: string): DocumentKind | undefined {
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  const kinds = Object.keys(EXTENSIONS) as DocumentKind[];
  const byExtension = kinds.find((kind) => EXTENSIONS[kind].includes(extension));
  if (byExtension) return byExtension;
  const [essence = ''] = mimeType.split(';');
  const mime = essence.trim().toLowerCase();
  return kinds.find((kind) => MIME_TYPES[kind].includes(mime));
}
