/**
 * Markdown and plain text → text blocks: paragraphs (blank-line separated) under their heading path.
 * Markdown headings are ATX (`## Title`) and setext (`Title` over `===`/`---`); fenced code is kept as
 * text and never read as headings. Plain text has no headings. Pure.
 */
import type { TextBlock } from './parsed-document';

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/** Light inline clean-up for search and snippets: links and images keep their text, not their URL. */
function cleanInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * Splits text into blocks.
 * Takes the text and whether it is Markdown (`false`: plain text, no headings); returns one block per
 * paragraph with the heading path in force (outer → inner; a heading of level n replaces levels ≥ n).
 * Blank paragraphs are dropped; line breaks inside a paragraph are kept.
 */
export function parseMarkdown(text: string, markdown: boolean): TextBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: TextBlock[] = [];
  const path: string[] = [];
  let paragraph: string[] = [];
  let inFence = false;

  const flush = () => {
    const body = cleanInline(paragraph.join('\n')).trim();
    if (body) blocks.push({ headingPath: path.filter(Boolean), text: body });
    paragraph = [];
  };
  const setHeading = (level: number, title: string) => {
    flush();
    path.length = level - 1;
    path[level - 1] = cleanInline(title).trim();
  };

  for (const line of lines) {
    if (markdown && FENCE.test(line)) {
      inFence = !inFence;
      paragraph.push(line);
      continue;
    }
    if (markdown && !inFence) {
      const atx = ATX_HEADING.exec(line);
      if (atx) {
        const [, hashes = '', title = ''] = atx;
        setHeading(hashes.length, title);
        continue;
      }
      const underline = SETEXT_UNDERLINE.exec(line);
      const [title] = paragraph;
      if (underline && paragraph.length === 1 && title?.trim()) {
        paragraph = [];
        setHeading(underline[1]?.startsWith('=') ? 1 : 2, title);
        continue;
      }
    }
    if (!inFence && line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}
