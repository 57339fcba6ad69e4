/**
 * The bench's closing table: one row per figure, with the measured value ("now"), its target, the ratio
 * now / target and PASS or MISS (a `max` target passes when now ≤ target, a `min` target when now ≥
 * target); figures without a target print "—". Values are rounded to the shown precision before the
 * comparison, so a frame of 16.7 ms passes a 16.7 ms target.
 */

/**
 * @typedef {{ figure: string, now: number, unit: string, digits?: number, target?: number,
 *   kind?: 'max' | 'min', note?: string }} Row
 */

const format = (value, digits, unit) =>
  Number.isFinite(value)
    ? `${value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`.trim()
    : 'n/a';

/** Formats one row's cells: figure, now, target, ratio, verdict. */
function cells(row) {
  const digits = row.digits ?? 1;
  const now = format(row.now, digits, row.unit);
  if (row.target === undefined) return [row.figure, now, '—', '—', '—'];
  const rounded = Number(row.now.toFixed(digits));
  const pass = row.kind === 'min' ? rounded >= row.target : rounded <= row.target;
  const sign = row.kind === 'min' ? '≥' : '≤';
  const ratio = Number.isFinite(row.now) && row.target !== 0 ? `${(row.now / row.target).toFixed(2)}×` : '—';
  return [
    row.figure,
    now,
    `${sign} ${format(row.target, digits, row.unit)}`,
    ratio,
    Number.isFinite(row.now) ? (pass ? 'PASS' : 'MISS') : 'MISS',
  ];
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
  for (const row of rows) if (row.note) console.log(`- ${row.figure}: ${row.note}`);
}
