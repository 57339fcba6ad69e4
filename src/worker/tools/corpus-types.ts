/**
 * The knowledge corpus as `scripts/build-corpus.mjs` writes it (`public/corpus/sqlite-docs.json`), the
 * searchable section documents made from it, and the loader the worker entry uses. Worker-side only
 * (the raw section text never leaves the worker). `fetch` is touched only inside `loadCorpusFromUrl`.
 */

/** One section of a page: the text under one heading. `anchor` is the HTML id, when the page had one. */
export interface CorpusSection {
  heading: string;
  anchor?: string;
  /** Plain text, paragraphs separated by blank lines. */
  text: string;
}

/** One documentation page (`id` = file path without `.html`, e.g. `wal`, `c3ref/busy_timeout`). */
export interface CorpusPage {
  id: string;
  title: string;
  url: string;
  sections: CorpusSection[];
}

/** The corpus file: `{ source, generatedFrom, licence, pages }`. */
export interface CorpusFile {
  source: string;
  generatedFrom: string;
  licence: string;
  pages: CorpusPage[];
}

/** The source name of the built-in SQLite documentation; user documents use `user:<docId>`. */
const SQLITE_DOCS_SOURCE = 'sqlite-docs';

/**
 * One searchable unit of the knowledge index (a section). `id` is the citation id without brackets,
 * stable across rebuilds of the same corpus: `<prefix>:<pageId>#<anchor or s<index>>`.
 */
export interface KnowledgeDocument {
  id: string;
  /** `sqlite-docs` or `user:<docId>`: lets user documents be removed as a group. */
  source: string;
  pageId: string;
  title: string;
  heading: string;
  url: string;
  text: string;
}

/**
 * Turns corpus pages into index documents, one per non-empty section.
 * Takes the pages, the `source` to tag them with and the citation prefix (`sqlite` for the built-in
 * docs); returns documents whose ids are unique: a section without an anchor (or whose anchor repeats on
 * the page) gets `s<index>` (index of the section in its page, from 0).
 */
export function pagesToDocuments(
  pages: readonly CorpusPage[],
  source: string = SQLITE_DOCS_SOURCE,
  citationPrefix = 'sqlite',
): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  for (const page of pages) {
    const used = new Set<string>();
    page.sections.forEach((section, index) => {
      if (!section.text.trim()) return;
      let fragment = section.anchor && !used.has(section.anchor) ? section.anchor : `s${index}`;
      while (used.has(fragment)) fragment = `${fragment}-${index}`;
      used.add(fragment);
      documents.push({
        id: `${citationPrefix}:${page.id}#${fragment}`,
        source,
        pageId: page.id,
        title: page.title,
        heading: section.heading,
        url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
        text: section.text,
      });
    });
  }
  return documents;
}

/**
 * Checks the shape of a parsed corpus file.
 * Takes the parsed JSON; returns its pages; throws an Error naming the first problem (a corpus that does
 * not load is a broken deployment, reported by the boundary as BACKEND_ERROR).
 */
export function readCorpusPages(value: unknown): CorpusPage[] {
  const pages = (value as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) throw new Error('knowledge corpus: no "pages" array');
  pages.forEach((page: Partial<CorpusPage>, index) => {
    if (typeof page?.id !== 'string' || typeof page.title !== 'string' || !Array.isArray(page.sections)) {
      throw new Error(`knowledge corpus: page ${index} lacks id, title or sections`);
    }
  });
  return pages as CorpusPage[];
}

/**
 * Loads the corpus over HTTP (the worker entry passes `new URL('corpus/sqlite-docs.json', base)`).
 * Takes the URL; returns the pages; throws on an HTTP error or a malformed file. Call it lazily (inside
 * `loadCorpus`), never at import time.
 */
export async function loadCorpusFromUrl(url: string | URL, signal?: AbortSignal): Promise<CorpusPage[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`knowledge corpus: HTTP ${response.status} for ${String(url)}`);
  return readCorpusPages(await response.json());
}
