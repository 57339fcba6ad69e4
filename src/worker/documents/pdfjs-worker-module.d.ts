/**
 * Types for the pdf.js worker module, which ships without a declaration: only `WorkerMessageHandler`
 * is used (see `parse-pdf.ts`, which runs pdf.js's "fake worker" on this thread).
 */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
