/**
 * CSV (and TSV) → one atomic block per row, `column: value; …` with the header's names, so each row is
 * its own searchable chunk. Parsed with Papa Parse (delimiter detected; quoted fields, embedded line
 * breaks and a BOM handled). Pure.
 */
import Papa from 'papaparse';
import { DocumentFailureError } from './document-failures';
import type { TextBlock } from './parsed-document';

/**
 * Converts CSV text to row blocks.
 * Takes the text and the file name (for messages); returns one block per non-empty data row, heading
 * path `['Row <n>']` (n = data row number from 1), text `name: value; …` (empty values left out; a
 * blank header cell becomes `column <i>`). The first row is the header. Throws a PARSE_FAILED
 * `DocumentFailureError` when Papa Parse finds no header or reports a fatal quoting error on every row.
 */
export function parseCsv(text: string, name: string): TextBlock[] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy' });
  const [header, ...rows] = result.data;
  if (!header || header.length === 0) {
    throw new DocumentFailureError('PARSE_FAILED', `“${name}” has no header row.`);
  }
  const [firstError] = result.errors;
  if (rows.length === 0 && firstError) {
    throw new DocumentFailureError('PARSE_FAILED', `“${name}” is not valid CSV (${firstError.message}).`);
  }
  const names = header.map((cell, index) => cell.trim() || `column ${index + 1}`);
  const blocks: TextBlock[] = [];
  rows.forEach((row, index) => {
    const fields = row
      .map((value, column) => [names[column] ?? `column ${column + 1}`, value.trim()] as const)
      .filter(([, value]) => value !== '')
      .map(([column, value]) => `${column}: ${value}`);
    if (fields.length > 0) blocks.push({ headingPath: [`Row ${index + 1}`], text: fields.join('; '), atomic: true });
  });
  return blocks;
}
