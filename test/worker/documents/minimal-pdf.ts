/**
 * Test helper: builds a small, valid PDF (1.4, Helvetica, one text line per entry, a blank line's gap
 * between paragraphs) with a correct cross-reference table, so pdf.js reads it without repairs.
 */

/** Escapes a PDF literal string. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/**
 * Builds the PDF bytes.
 * Takes one entry per page: its paragraphs, each a list of lines (ASCII); returns the file's bytes.
 */
export function buildMinimalPdf(pages: readonly (readonly (readonly string[])[])[]): Uint8Array {
  const objects: string[] = [];
  // Page `index` is object 4 + 2·index, its content stream the object after it.
  const pageIdOf = (index: number) => 4 + index * 2;
  const pageIds = pages.map((_, index) => pageIdOf(index));
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((paragraphs, index) => {
    const operations = ['BT', '/F1 11 Tf', '14 TL', '72 740 Td'];
    paragraphs.forEach((lines, paragraph) => {
      if (paragraph > 0) operations.push('T*');
      for (const line of lines) operations.push(`${literal(line)} Tj`, 'T*');
    });
    operations.push('ET');
    const stream = operations.join('\n');
    const pageId = pageIdOf(index);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageId + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
