/**
 * The built-in corpus's search index, serialised at build time (`scripts/corpus-index-assets.ts` writes
 * `corpus/sqlite-docs.index.json` beside `corpus/sqlite-docs.json`), so a cold start loads the index
 * rather than builds it. The file names the SHA-256 of the corpus text it was made from; an index made
 * from another corpus, or none at all, is ignored and the worker builds the index itself.
 */
import { pagesToDocuments, readCorpusPages, type CorpusPage } from './corpus-types';
import { serializeKnowledgeIndex } from './knowledge-index';

/** The index file: the corpus it was made from (`corpusSha256`, hex) and MiniSearch's plain object. */
export interface CorpusIndexFile {
  corpusSha256: string;
  index: unknown;
}

/** The corpus as the worker loads it: its pages, plus the serialised index when one matches them. */
export interface LoadedCorpus {
  pages: CorpusPage[];
  index?: unknown;
}

/** The SHA-256 of a text's UTF-8 bytes, lower-case hex (Web Crypto: the worker and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Makes the index file of a corpus file's text (the build calls it); throws on a malformed corpus. */
export async function makeCorpusIndexFile(corpusText: string): Promise<CorpusIndexFile> {
  const pages = readCorpusPages(JSON.parse(corpusText));
  return { corpusSha256: await sha256Hex(corpusText), index: serializeKnowledgeIndex(pagesToDocuments(pages)) };
}

/** The parsed file at `indexUrl`, or undefined when it cannot be fetched or parsed (never rejects). */
async function fetchIndexFile(indexUrl: string | URL): Promise<Partial<CorpusIndexFile> | undefined> {
  try {
    const response = await fetch(indexUrl);
    return response.ok ? ((await response.json()) as Partial<CorpusIndexFile>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the corpus (`corpusUrl`) and, in parallel, its serialised index (`indexUrl`).
 * Returns the pages, and the index when the index file names this corpus text's SHA-256; throws on an
 * HTTP error or a malformed corpus (a missing or stale index is no error: the caller builds the index).
 */
export async function loadCorpusWithIndex(corpusUrl: string | URL, indexUrl: string | URL): Promise<LoadedCorpus> {
  const indexFile = fetchIndexFile(indexUrl);
  const response = await fetch(corpusUrl);
  if (!response.ok) throw new Error(`knowledge corpus: HTTP ${response.status} for ${String(corpusUrl)}`);
  const text = await response.text();
  const pages = readCorpusPages(JSON.parse(text));
  const file = await indexFile;
  if (file?.index === undefined || file.corpusSha256 !== (await sha256Hex(text))) return { pages };
  return { pages, index: file.index };
}
