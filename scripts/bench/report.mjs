/**
 * The bench's closing table: one row per figure, with the measured value ("now"), its target, the ratio
 * now / target and PASS or MISS (a `max` target passes when now ≤ target, a `min` target when now ≥
 * target); figures without a target print "—". Values are rounded to the shown precision before the
 * comparison, so a frame of 16.7 ms passes a 16.7 ms target. A row whose part failed prints
 * "failed: <reason>" as its value and FAIL as its verdict.
 */

/**
 * @typedef {{ figure: string, now: number, unit: string, digits?: number, target?: number,
 *   kind?: 'max' | 'min', note?: string, failed?: string }} Row
 */

const format = (value, digits, unit) =>
  Number.isFinite(value)
    ? `${value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`.trim()
    : 'n/a';

/** Formats one row's cells: figure, now, target, ratio, verdict. */
function cells(row) {
  const digits = row.digits ?? 1;
  const sign = row.kind === 'min' ? '≥' : '≤';
  const target = row.target === undefined ? '—' : `${sign} ${format(row.target, digits, row.unit)}`;
  if (row.failed) return [row.figure, `failed: ${row.failed}`, target, '—', 'FAIL'];
  const now = format(row.now, digits, row.unit);
  if (row.target === undefined) return [row.figure, now, '—', '—', '—'];
  if (!Number.isFinite(row.now)) return [row.figure, now, target, '—', 'MISS'];
  const rounded = Number(row.now.toFixed(digits));
  const pass = row.kind === 'min' ? rounded >= row.target : rounded <= row.target;
  const ratio = row.target !== 0 ? `${(row.now / row.target).toFixed(2)}×` : '—';
  return [row.figure, now, target, ratio, pass ? 'PASS' : 'MISS'];
}

/**
 * Prints the rows as a Markdown table.
 *
 * @param {string} title
 * @param {Row[]} rows
 */
export function printReport(title, rows) {
  const header = ['figure', 'now', 'target', 'now / target', 'verdict'];
  const table = rows.map(cells);
  const widths = header.map((name, column) => Math.max(name.length, ...table.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of table) console.log(line(values));
  for (const row of rows) if (row.note && !row.failed) console.log(`- ${row.figure}: ${row.note}`);
}
