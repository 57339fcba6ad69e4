/**
 * PDF → text blocks with pdf.js (`pdfjs-dist`, legacy build: runs in Node ≥ 20 and in a module worker).
 * pdf.js is imported lazily, only when a PDF arrives (~3 MB of code). It runs on THIS thread: pdf.js
 * uses its "fake worker" when `globalThis.pdfjsWorker.WorkerMessageHandler` is set, so no nested worker,
 * no `GlobalWorkerOptions.workerSrc` and no extra worker script are needed (pdf.js `PDFWorker`,
 * `#mainThreadWorkerMessageHandler`). Text only: no canvas, no font loading, no eval.
 */
import { DocumentFailureError } from './document-failures';
import type { ParseProgress, TextBlock } from './parsed-document';

interface PositionedText {
  str: string;
  /** The text matrix `[a, b, c, d, e, f]` (PDF 32000-1 §9.4.2): `f` is the baseline's y. */
  transform: readonly [number, number, number, number, number, number];
  height: number;
  hasEOL: boolean;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfJsLoad: Promise<PdfJs> | undefined;

/**
 * Imports pdf.js's worker half without letting it take over this worker: when it is evaluated in a
 * global scope that has `postMessage` and no `window`, it believes it IS pdf.js's own worker, listens
 * on `self` and posts a "ready" message to the page (pdf.worker.mjs, `WorkerMessageHandler` static
 * block). A placeholder `window` during its evaluation keeps it quiet; it is removed right after.
 */
async function importPdfWorkerQuietly(): Promise<unknown> {
  const scope = globalThis as { window?: unknown };
  const placed = !('window' in scope);
  if (placed) scope.window = {};
  try {
    return await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  } finally {
    if (placed) delete scope.window;
  }
}

/** Loads pdf.js once: the worker half first (installed as `globalThis.pdfjsWorker`), then the API. */
function loadPdfJs(): Promise<PdfJs> {
  pdfJsLoad ??= (async () => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await importPdfWorkerQuietly();
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })().catch((error: unknown) => {
    pdfJsLoad = undefined;
    throw error;
  });
  return pdfJsLoad;
}

/** A page's text: items in content order, line breaks at `hasEOL`, a blank line at a wide vertical gap. */
function pageText(items: readonly PositionedText[]): string {
  let text = '';
  let lastY: number | undefined;
  for (const item of items) {
    const y = item.transform[5];
    if (lastY !== undefined && item.height > 0 && Math.abs(lastY - y) > item.height * 1.8 && !text.endsWith('\n\n')) {
      text = `${text.replace(/[ \t]*\n?$/, '')}\n\n`;
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str.trim()) lastY = y;
  }
  return text;
}

/** Splits a page's text into paragraph blocks under `Page <n>`. */
function pageBlocks(text: string, pageNumber: number): TextBlock[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => ({ headingPath: [`Page ${pageNumber}`], text: paragraph }));
}

/** The user's sentence for a pdf.js load failure (pdf.js names its exceptions). */
function pdfFailure(error: unknown, name: string): DocumentFailureError {
  const kind = (error as { name?: unknown } | null)?.name;
  if (kind === 'PasswordException') {
    return new DocumentFailureError(
      'PARSE_FAILED',
      `“${name}” is password-protected. Remove the password and add it again.`,
    );
  }
  if (kind === 'InvalidPDFException') {
    return new DocumentFailureError('PARSE_FAILED', `“${name}” is not a valid PDF (it may be damaged or incomplete).`);
  }
  const message = (error as { message?: unknown } | null)?.message;
  return new DocumentFailureError(
    'PARSE_FAILED',
    `“${name}” could not be read as a PDF (${String(message ?? error)}).`,
  );
}

/**
 * Extracts the text of a PDF.
 * Takes the bytes (the buffer may be detached: pdf.js takes it over), the file name and a progress
 * callback `(pagesDone, pageCount)`; returns paragraph blocks, heading path `['Page <n>']` (pages from
 * 1), so chunks never span pages. Rejects with a PARSE_FAILED `DocumentFailureError` for a
 * password-protected, damaged or non-PDF file. A PDF without a text layer gives `[]` (→ EMPTY).
 */
export async function parsePdf(bytes: Uint8Array, name: string, onProgress: ParseProgress): Promise<TextBlock[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw pdfFailure(error, name);
    });
    const blocks: TextBlock[] = [];
    onProgress(0, pdf.numPages);
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      blocks.push(...pageBlocks(pageText(items), pageNumber));
      page.cleanup();
      onProgress(pageNumber, pdf.numPages);
    }
    return blocks;
  } finally {
    await task.destroy();
  }
}
