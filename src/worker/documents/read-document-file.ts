/**
 * Reads a file the page handed over unread (DESIGN: the worker reads it) piece by piece, so progress can
 * be reported in bytes, and decodes text files. Touches only the given file.
 */
import type { DocumentFile } from '../../contract/knowledge-api';
import { DocumentFailureError } from './document-failures';

/** Bytes read per slice (1 MiB): one progress report per slice. */
const READ_SLICE_BYTES = 1024 * 1024;

/**
 * Reads the whole file.
 * Takes the file and a progress callback `(doneBytes, totalBytes)`; returns its bytes. Rejects with the
 * browser's own error (e.g. `NotReadableError`) when a slice cannot be read — the caller reports
 * UNREADABLE. A file that yields fewer bytes than its `size` rejects as well (it changed while read).
 */
export async function readDocumentBytes(
  file: DocumentFile,
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const total = file.size;
  const bytes = new Uint8Array(total);
  let done = 0;
  onProgress(0, total);
  while (done < total) {
    const end = Math.min(total, done + READ_SLICE_BYTES);
    const piece = new Uint8Array(await file.slice(done, end).arrayBuffer());
    if (piece.byteLength !== end - done) {
      throw new DOMException(
        `expected ${end - done} bytes at offset ${done}, got ${piece.byteLength}`,
        'NotReadableError',
      );
    }
    bytes.set(piece, done);
    done = end;
    onProgress(done, total);
  }
  return bytes;
}

/** Share of U+FFFD (undecodable bytes) above which a "text" file is taken for binary. */
const MAX_REPLACEMENT_SHARE = 0.05;

/**
 * Decodes a text file.
 * Takes the bytes and the file name (for the message); returns the text: UTF-16 when it starts with a
 * UTF-16 byte-order mark, else UTF-8 (a UTF-8 BOM is dropped). Throws a PARSE_FAILED
 * `DocumentFailureError` for bytes that are not text (a NUL character, or over 5 % undecodable bytes).
 */
export function decodeText(bytes: Uint8Array, name: string): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  const text = new TextDecoder(encoding).decode(bytes);
  let replacements = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0)
      throw new DocumentFailureError('PARSE_FAILED', `“${name}” is not a text file (it holds binary data).`);
    if (code === 0xfffd) replacements += 1;
  }
  if (text.length > 0 && replacements / text.length > MAX_REPLACEMENT_SHARE) {
    throw new DocumentFailureError(
      'PARSE_FAILED',
      `“${name}” is not valid UTF-8 or UTF-16 text. Save it as UTF-8 and add it again.`,
    );
  }
  return text;
}
