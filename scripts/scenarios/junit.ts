/**
 * JUnit XML of a headless scenario run (the Ant JUnit format CI systems read): one `<testsuite>`, one
 * `<testcase>` per scenario file (name = the scenario's name, classname = the file path, time in
 * seconds), one `<failure>` per failed expectation (message = `<pointer>: <sentence>`, body = expected
 * and actual as JSON) and, for an invalid file, one `<failure type="invalid">` per problem. Pure.
 */

/** One scenario's line in the report. */
export interface JunitCase {
  name: string;
  file: string;
  /** Run time in ms (0 for an invalid file). */
  ms: number;
  failures: { message: string; type: 'expectation' | 'invalid'; body?: string }[];
}

/** Escapes text for an XML attribute or element (XML 1.0 §2.4; control characters dropped). */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/** Renders the report; `suite` names the testsuite. */
export function junitXml(cases: readonly JunitCase[], suite = 'harness-scenarios'): string {
  const failed = cases.filter((c) => c.failures.length > 0).length;
  const total = cases.reduce((sum, c) => sum + c.ms, 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(suite)}" tests="${cases.length}" failures="${failed}" time="${seconds(total)}">`,
    `  <testsuite name="${escapeXml(suite)}" tests="${cases.length}" failures="${failed}" errors="0" skipped="0" time="${seconds(total)}">`,
  ];
  for (const c of cases) {
    const open = `    <testcase name="${escapeXml(c.name)}" classname="${escapeXml(c.file)}" time="${seconds(c.ms)}"`;
    if (c.failures.length === 0) {
      lines.push(`${open}/>`);
      continue;
    }
    lines.push(`${open}>`);
    for (const f of c.failures)
      lines.push(
        `      <failure type="${f.type}" message="${escapeXml(f.message)}">${escapeXml(f.body ?? f.message)}</failure>`,
      );
    lines.push('    </testcase>');
  }
  lines.push('  </testsuite>', '</testsuites>', '');
  return lines.join('\n');
}
