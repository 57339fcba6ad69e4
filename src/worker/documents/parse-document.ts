/**
 * One entry for every document kind: bytes → text blocks. Text kinds are decoded here. The parsers
 * that bring a library are imported lazily, on the first file of their kind, so the harness worker
 * starts without them: PDF (pdf.js, ~1.7 MB minified), HTML (html-to-text), CSV (Papa Parse).
 */
import type { DocumentKind } from '../../contract/knowledge-api';
import { parseMarkdown } from './parse-markdown';
import type { ParseProgress, TextBlock } from './parsed-document';
import { decodeText } from './read-document-file';

/**
 * Parses a document.
 * Takes the bytes, the kind, the file name (for messages) and a progress callback (PDF: pages; other
 * kinds report 0/1 then 1/1); returns its blocks in reading order (may be empty → EMPTY). Rejects with a
 * PARSE_FAILED `DocumentFailureError` for content malformed for its kind; any other rejection is an
 * unexpected parser error (the caller reports PARSE_FAILED with its message).
 */
export async function parseDocument(
  bytes: Uint8Array,
  kind: DocumentKind,
  name: string,
  onProgress: ParseProgress,
): Promise<TextBlock[]> {
  if (kind === 'pdf') {
    const { parsePdf } = await import('./parse-pdf');
    return parsePdf(bytes, name, onProgress);
  }
  onProgress(0, 1);
  const text = decodeText(bytes, name);
  const blocks = await parseText(text, kind, name);
  onProgress(1, 1);
  return blocks;
}

/** The text kinds' parsers, by kind. */
async function parseText(text: string, kind: Exclude<DocumentKind, 'pdf'>, name: string): Promise<TextBlock[]> {
  switch (kind) {
    case 'markdown':
      return parseMarkdown(text, true);
    case 'text':
      return parseMarkdown(text, false);
    case 'html':
      return (await import('./parse-html')).parseHtml(text);
    case 'csv':
      return (await import('./parse-csv')).parseCsv(text, name);
    default: {
      const unknownKind: never = kind;
      throw new Error(`no parser for ${String(unknownKind)}`);
    }
  }
}
