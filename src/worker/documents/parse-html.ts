/**
 * HTML → text blocks with `html-to-text` (htmlparser2 underneath: no DOM, so it runs in the worker and in
 * Node). Headings h1–h6 become the heading path; scripts, styles, images and link URLs are dropped;
 * tables and lists keep their text. Pure.
 */
import { convert, type FormatCallback } from 'html-to-text';
import { MAX_DOCUMENT_BYTES } from './document-kinds';
import type { TextBlock } from './parsed-document';

/** Marks a heading line in the converted text: a private-use character + the level digit. */
const HEADING_MARK = '\uE000';

/** Writes a heading as its own line, `<mark><level><text>`, between blank lines. */
const headingFormatter: FormatCallback = (element, walk, builder, formatOptions) => {
  const level = Number(/^h([1-6])$/i.exec(element.name ?? '')?.[1] ?? 1);
  builder.openBlock({ leadingLineBreaks: formatOptions.leadingLineBreaks ?? 2 });
  builder.addLiteral(`${HEADING_MARK}${level}`);
  walk(element.children, builder);
  builder.closeBlock({ trailingLineBreaks: formatOptions.trailingLineBreaks ?? 2 });
};

const OPTIONS = {
  wordwrap: false as const,
  formatters: { markedHeading: headingFormatter },
  limits: { maxInputLength: MAX_DOCUMENT_BYTES },
  selectors: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, format: 'markedHeading' })),
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'template', format: 'skip' },
    { selector: 'svg', format: 'skip' },
  ],
};

/**
 * Converts HTML to blocks.
 * Takes the HTML text; returns one block per paragraph (blank-line separated in the converted text)
 * with the heading path in force. Entities are decoded; only `<body>` content counts (or the whole
 * input when there is no body).
 */
export function parseHtml(html: string): TextBlock[] {
  const text = convert(html, OPTIONS);
  const blocks: TextBlock[] = [];
  const path: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const body = paragraph.join('\n').trim();
    if (body) blocks.push({ headingPath: path.filter(Boolean), text: body });
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith(HEADING_MARK)) {
      flush();
      const level = Number(line[1]);
      path.length = level - 1;
      path[level - 1] = line.slice(2).replace(/\s+/g, ' ').trim();
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
