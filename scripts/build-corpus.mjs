#!/usr/bin/env node
/**
 * Regenerates the lookup_knowledge corpus (`public/corpus/sqlite-docs.json` + `public/corpus/LICENSE.md`)
 * from Debian's `sqlite3-doc` package (HTML under /usr/share/doc/sqlite3/). Run with `npm run corpus`.
 *
 * The generated files are committed; this script is only for regeneration, never for CI. It fails with a
 * clear message when the package is missing. Output is deterministic: pages sorted by id, sections in
 * document order, no timestamps (the package version stands for the date).
 *
 * Conversion: navigation, the table of contents, scripts, syntax-diagram SVGs and footers are cut from the
 * HTML; the rest is split at headings (h1–h6, the pragma page's hidden `<h _id=…>` headings, and every
 * anchored bold lead — `<a name="X"></a><p><b>…</b>` — which is how the FAQ's questions, compile options,
 * limits and core functions are headed) and each piece is turned into plain text with `html-to-text`
 * (superscripts as `^n`: `writeSuperscripts`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert } from 'html-to-text';

/** Where the Debian package puts the HTML documentation. Override with SQLITE_DOC_DIR. */
const DOC_DIR = process.env.SQLITE_DOC_DIR ?? '/usr/share/doc/sqlite3';
const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'corpus');

/** The curated pages (file names without `.html`): what analysts ask about most. */
export const PAGES = [
  'about',
  'atomiccommit',
  'autoinc',
  'backup',
  'c3ref/busy_handler',
  'c3ref/busy_timeout',
  'c3ref/close',
  'c3ref/errcode',
  'c3ref/exec',
  'c3ref/open',
  'c3ref/prepare',
  'c3ref/step',
  'c3ref/wal_checkpoint_v2',
  'cli',
  'compile',
  'datatype3',
  'different',
  'eqp',
  'expridx',
  'faq',
  'fasterthanfs',
  'features',
  'fileformat2',
  'foreignkeys',
  'fts5',
  'gencol',
  'howtocorrupt',
  'inmemorydb',
  'isolation',
  'json1',
  'lang_aggfunc',
  'lang_altertable',
  'lang_analyze',
  'lang_attach',
  'lang_conflict',
  'lang_corefunc',
  'lang_createindex',
  'lang_createtable',
  'lang_createtrigger',
  'lang_createview',
  'lang_datefunc',
  'lang_delete',
  'lang_explain',
  'lang_expr',
  'lang_insert',
  'lang_mathfunc',
  'lang_returning',
  'lang_savepoint',
  'lang_select',
  'lang_transaction',
  'lang_update',
  'lang_upsert',
  'lang_vacuum',
  'lang_with',
  'limits',
  'loadext',
  'lockingv3',
  'mmap',
  'nulls',
  'optoverview',
  'partialindex',
  'pragma',
  'queryplanner',
  'quirks',
  'rescode',
  'rowidtable',
  'rowvalue',
  'rtree',
  'security',
  'serverless',
  'sharedcache',
  'stricttables',
  'tempfiles',
  'testing',
  'threadsafe',
  'unlock_notify',
  'uri',
  'useovernet',
  'wal',
  'walformat',
  'whentouse',
  'windowfunctions',
  'withoutrowid',
];

const TEXT_OPTIONS = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', format: 'skip' },
    { selector: 'svg', format: 'skip' },
    { selector: 'button', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'form', format: 'skip' },
    { selector: 'blockquote', format: 'block' },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'ul', options: { itemPrefix: ' - ' } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'th', format: 'inline' },
    { selector: 'td', format: 'inline' },
  ],
};

/** Text lines that are site boilerplate, not documentation. */
const BOILERPLATE = [
  /^[ \t]*This page last modified on.*$/gm,
  /^See also lists of\s+Objects, Constants, and Functions\.$/gm,
];

/** Removes every balanced `<div class=nosearch>` (site menu, table of contents, c3ref nav). */
function stripNoSearch(html) {
  const open = /<div\s+class=["']?nosearch["']?\s*>/i;
  let out = html;
  for (let match = open.exec(out); match; match = open.exec(out)) {
    const tags = /<\/?div\b[^>]*>/gi;
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = out.length;
    for (let tag = tags.exec(out); tag; tag = tags.exec(out)) {
      depth += tag[0][1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    out = out.slice(0, match.index) + out.slice(end);
  }
  return out;
}

/**
 * Superscripts written out, so a power keeps its meaning in plain text: `2<sup>31</sup>-1` → `2^31-1`
 * (not the false figure "231-1"), a footnote mark `BETWEEN<sup>5</sup>` → `BETWEEN^5` (not "BETWEEN5");
 * more than one word or symbol is bracketed (`2^(n+1)`); a blank one (`<sup>&ensp;</sup>`) stays blank.
 * Subscripts (`N<sub>left</sub>`, `k<sub>1</sub>`) name a variable, never a figure, and stay as their
 * text: written out (`N_left`) they would add search terms to the passages that hold them.
 * Takes and returns HTML (tags inside, such as `<small>`, kept for html-to-text).
 */
export function writeSuperscripts(html) {
  return html.replace(/<sup\b[^>]*>([\s\S]*?)<\/sup>/gi, (whole, inner) => {
    const text = inner
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:nbsp|ensp|emsp|thinsp|#160);/gi, ' ')
      .trim();
    if (!text) return inner;
    return /^[\p{L}\p{N}]+$/u.test(text) ? `^${inner.trim()}` : `^(${inner.trim()})`;
  });
}

/** Plain text of an HTML fragment: html-to-text, boilerplate cut, blank runs collapsed, lines trimmed. */
export function fragmentToText(html) {
  let text = convert(writeSuperscripts(html.replace(/<\/(td|th)>/gi, ' </$1>')), TEXT_OPTIONS);
  for (const pattern of BOILERPLATE) text = text.replace(pattern, '');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Splits one documentation page into sections at its headings.
 * Takes the page's HTML; returns `{ title, sections: [{ heading, anchor?, text }] }` with empty sections
 * dropped. The text before the first heading becomes a section headed by the page title.
 */
export function htmlToSections(html) {
  const title = fragmentToText((/<title>([\s\S]*?)<\/title>/i.exec(html) ?? [])[1] ?? '') || 'Untitled';
  const body = stripNoSearch(html.replace(/^[\s\S]*?<body[^>]*>/i, ''))
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<svg[\s\S]*?<\/svg>/gi, '')
    .replace(/<p><b><a href="[^"]*syntax\/[^"]*">[^<]*<\/a><\/b>\s*<button[\s\S]*?<\/button><\/p>/gi, ''); // diagram labels
  const marker =
    /(?:<a name="([^"]+)"><\/a>\s*)?(?:<h([1-6]?)\b([^>]*)>([\s\S]*?)<\/h\2>|(?:<li>|<dt>)?\s*<p><b>([\s\S]{1,300}?)<\/b>)/gi;
  const cuts = [];
  for (const match of body.matchAll(marker)) {
    const [, named, , attributes = '', headingHtml, boldLead] = match;
    if (boldLead !== undefined && !named) continue; // a bold paragraph without an anchor is not a heading
    const idAttribute = /\b_?id=["']?([^"'\s>]+)/i.exec(attributes);
    const heading = fragmentToText(headingHtml ?? boldLead)
      .replace(/\s+/g, ' ')
      .replace(/^[\d.]+\s+/, '');
    cuts.push({ start: match.index, end: match.index + match[0].length, heading, anchor: idAttribute?.[1] ?? named });
  }
  const sections = [];
  const push = (heading, anchor, fragment) => {
    const text = fragmentToText(fragment);
    if (text) sections.push(anchor ? { heading, anchor, text } : { heading, text });
  };
  push(title, undefined, body.slice(0, cuts[0]?.start ?? body.length));
  cuts.forEach((cut, index) =>
    push(cut.heading || title, cut.anchor, body.slice(cut.end, cuts[index + 1]?.start ?? body.length)),
  );
  return { title, sections };
}

/** The installed sqlite3-doc version (dpkg), or exits with an install hint when the package is absent. */
function packageVersion() {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', 'sqlite3-doc'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Builds both files; takes nothing, writes public/corpus/, logs pages and bytes. */
function main() {
  const version = packageVersion();
  if (!version || !existsSync(join(DOC_DIR, 'wal.html'))) {
    console.error(
      `build-corpus: the sqlite3-doc package is missing (no HTML under ${DOC_DIR}).\n` +
        'Install it with: apt-get install sqlite3-doc   (or set SQLITE_DOC_DIR to its HTML folder)',
    );
    process.exit(1);
  }
  const pages = [...PAGES].sort().map((id) => {
    const file = join(DOC_DIR, `${id}.html`);
    if (!existsSync(file)) throw new Error(`build-corpus: ${file} not found in sqlite3-doc ${version}`);
    const { title, sections } = htmlToSections(readFileSync(file, 'utf8'));
    return { id, title, url: `https://sqlite.org/${id}.html`, sections };
  });
  const corpus = {
    source: 'sqlite-docs',
    generatedFrom: `sqlite3-doc ${version}`,
    licence: 'public domain',
    pages,
  };
  mkdirSync(OUT_DIR, { recursive: true });
  const json = `${JSON.stringify(corpus)}\n`;
  writeFileSync(join(OUT_DIR, 'sqlite-docs.json'), json);
  writeFileSync(join(OUT_DIR, 'LICENSE.md'), licenceNote(version));
  const sectionCount = pages.reduce((sum, page) => sum + page.sections.length, 0);
  console.log(`build-corpus: ${pages.length} pages, ${sectionCount} sections, ${Buffer.byteLength(json)} bytes`);
}

/** LICENSE.md text: names the package and version and quotes the SQLite copyright page from it. */
function licenceNote(version) {
  const copyrightFile = join(DOC_DIR, 'copyright.html');
  const quoted = existsSync(copyrightFile)
    ? htmlToSections(readFileSync(copyrightFile, 'utf8')).sections.find((section) =>
        /public domain/i.test(section.heading),
      )
    : undefined;
  const quote = quoted
    ? quoted.text
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n')
    : '> (copyright.html not found)';
  return `# Corpus licence

\`sqlite-docs.json\` is plain text converted from a subset of the SQLite documentation, as shipped in the
Debian package \`sqlite3-doc\` version \`${version}\` (HTML under \`/usr/share/doc/sqlite3/\`), by
\`scripts/build-corpus.mjs\`. Each page links back to its original at https://sqlite.org/.

The SQLite documentation is in the **public domain**. From the package's \`copyright.html\`
("SQLite Is Public Domain"):

${quote}

The Debian package's own copyright file (\`/usr/share/doc/sqlite3-doc/copyright\`) lists the upstream
files as \`License: public-domain\`.
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
