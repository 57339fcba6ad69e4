/**
 * The knowledge index: a MiniSearch full-text index over section documents (the built-in SQLite docs and,
 * later, user documents), with add/remove by `source`. Creating it does no I/O; the caller adds documents,
 * or loads the built-in ones with their index serialised at build time (`serializeKnowledgeIndex`).
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import type { KnowledgeDocument } from './corpus-types';
import { expandErrorMessages } from './error-messages';
import { normalizeTerm, queryTerms, tokenize } from './query-terms';

/** One ranked hit: the document plus its relevance score (MiniSearch BM25+, higher is better). */
export interface KnowledgeHit extends KnowledgeDocument {
  score: number;
}

/** The result of one search: `total` matching sections (before the cap) and the ranked hits. */
export interface KnowledgeSearchResult {
  total: number;
  hits: KnowledgeHit[];
}

/** A full-text index of knowledge documents. */
export interface KnowledgeIndex {
  /** Adds documents (replacing any with the same id). Returns the number added. */
  addDocuments(documents: readonly KnowledgeDocument[]): number;
  /** Removes every document of one source (e.g. `user:<docId>`). Returns the number removed. */
  removeSource(source: string): number;
  /**
   * Takes documents and their MiniSearch index as `serializeKnowledgeIndex` made it (parsed JSON) and
   * makes them the index's content, documents added before kept (added again on top). Returns false,
   * changing nothing, when the serialised index does not hold exactly these document ids or cannot be
   * read (the caller then adds the documents instead).
   */
  loadDocuments(documents: readonly KnowledgeDocument[], serialized: unknown): boolean;
  /** Number of documents held. */
  size(): number;
  /** Ranked search; takes the query text and the cap on hits returned; see `searchOptions`. */
  search(query: string, maxHits: number): KnowledgeSearchResult;
}

/**
 * Ranking (decided here, tuned on the analyst questions in the tests): heading matches weigh 3×, page
 * titles and page ids 2× (the id is the URL slug, often the topic's short name: `wal`, `lang_upsert`),
 * body text 1×; prefix search for terms of ≥ 3 letters (`lock` → `locking`), fuzzy (0.2 edit
 * ratio) only for terms of ≥ 5 letters, since short terms fuzz into noise (`fix` → `six`).
 */
const SEARCH_OPTIONS = {
  boost: { heading: 3, pageId: 2, title: 2, text: 1 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
} as const;

/** The MiniSearch options of the index; a serialised index is loaded with the same ones. */
const MINISEARCH_OPTIONS: Options<KnowledgeDocument> = {
  fields: ['pageId', 'title', 'heading', 'text'],
  storeFields: [],
  tokenize,
  processTerm: normalizeTerm,
  searchOptions: SEARCH_OPTIONS,
};

/**
 * The MiniSearch index of `documents` as a plain JSON-serialisable object (MiniSearch's `toJSON`), for
 * the build to ship beside the corpus so a cold start loads the index rather than builds it.
 */
export function serializeKnowledgeIndex(documents: readonly KnowledgeDocument[]): AsPlainObject {
  const miniSearch = new MiniSearch<KnowledgeDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(documents);
  return miniSearch.toJSON();
}

/** A serialised index read back, or undefined when it is not one or holds other ids than `documents`. */
function readSerialized(
  serialized: unknown,
  documents: readonly KnowledgeDocument[],
): MiniSearch<KnowledgeDocument> | undefined {
  try {
    const loaded = MiniSearch.loadJS<KnowledgeDocument>(serialized as AsPlainObject, MINISEARCH_OPTIONS);
    const same = loaded.documentCount === documents.length && documents.every((document) => loaded.has(document.id));
    return same ? loaded : undefined;
  } catch {
    return undefined;
  }
}

/** Weight of the words an error message expanded to (`sqlite_busy` for "database is locked"). */
const EXPANSION_BOOST = 2;

/**
 * Reference and internals pages (C API reference, file formats, compile-time options): precise but
 * rarely what a question means, so they weigh `INTERNALS_WEIGHT` unless the query names the page.
 */
const INTERNALS_PAGE = /^(?:c3ref\/|fileformat|walformat|compile$)/;
const INTERNALS_WEIGHT = 0.5;
/** Weight of a page whose id names the query's subject (`wal` → `wal`, `vacuum` → `lang_vacuum`). */
const PAGE_NAMED_WEIGHT = 1.6;
/** Sections that introduce or advise (overview, advantages, how to, when to use): read first. */
const GUIDE_HEADING =
  /\b(?:overview|introduction|summary|description|advantages?|disadvantages?|basics|how to|when to|usage|enabling)\b/i;
const GUIDE_WEIGHT = 1.25;
/** A guide section of the page the query names is where that page says what its subject is. */
const NAMED_GUIDE_WEIGHT = 1.8;

/**
 * Whether the query names a page: query terms match at least half the words of its id (`lang_vacuum` →
 * `vacuum`; `lang_` and version parts ignored) — all of them on an internals page (`busy timeout` →
 * `c3ref/busy_timeout`, but `wal` alone does not name `c3ref/wal_checkpoint_v2`) — or two adjacent query words
 * spell the id or a title word (`foreign keys` → `foreignkeys`, `auto-increment` → `Autoincrement`).
 */
function namesPage(document: KnowledgeDocument, terms: ReadonlySet<string>, words: readonly string[]): boolean {
  const slug = document.pageId.slice(document.pageId.lastIndexOf('/') + 1).toLowerCase();
  const parts = slug.split(/[_\W]+/).filter((part) => part && part !== 'lang' && !/^v?\d+$/.test(part));
  const matched = parts.filter((part) => terms.has(normalizeTerm(part) ?? '')).length;
  const needed = INTERNALS_PAGE.test(document.pageId) ? parts.length : parts.length / 2;
  if (parts.length > 0 && matched >= needed) return true;
  const titleWords = new Set([slug, ...tokenize(document.title.toLowerCase())]);
  return words.some((word, i) => i > 0 && titleWords.has(`${words[i - 1]}${word}`));
}

/**
 * The page and section prior a hit's score is multiplied by: `PAGE_NAMED_WEIGHT` when the query names
 * its page, else `INTERNALS_WEIGHT` on an internals page; times `GUIDE_WEIGHT` for a guide heading
 * (`NAMED_GUIDE_WEIGHT` on a page the query names).
 */
function prior(document: KnowledgeDocument, named: boolean): number {
  const page = named ? PAGE_NAMED_WEIGHT : INTERNALS_PAGE.test(document.pageId) ? INTERNALS_WEIGHT : 1;
  const guide = GUIDE_HEADING.test(document.heading) ? (named ? NAMED_GUIDE_WEIGHT : GUIDE_WEIGHT) : 1;
  return page * guide;
}

/** Share of the query terms a hit matched (0–1], MiniSearch reports them in `queryTerms`. */
function coverage(result: SearchResult, terms: readonly string[]): number {
  return new Set(result.queryTerms).size / terms.length;
}

/**
 * Creates an empty knowledge index.
 * Terms are stemmed on both sides (`normalizeTerm`: `locked` finds `lock`, `writes` finds `write`).
 * Search runs `AND` (sections holding every query term) and falls back to `OR` (sections holding some):
 * an `OR`-only hit keeps its score times the share of query terms it matched (a coordination factor),
 * so sections holding every term rank first unless a partial match is far stronger, and a question
 * with one rare word still finds something. Each score is then multiplied by the hit's `prior` (page
 * named by the query ↑, internals pages ↓, overview/advice sections ↑). Hits are ordered by score, then id (stable for ties).
 */
export function createKnowledgeIndex(): KnowledgeIndex {
  const documents = new Map<string, KnowledgeDocument>();
  let miniSearch = new MiniSearch<KnowledgeDocument>(MINISEARCH_OPTIONS);

  const rank = (results: SearchResult[]): KnowledgeHit[] =>
    results
      .map((result) => ({ ...(documents.get(String(result.id)) as KnowledgeDocument), score: result.score }))
      .sort((left, right) => right.score - left.score || (left.id < right.id ? -1 : 1));

  return {
    addDocuments(added) {
      for (const document of added) {
        if (documents.has(document.id)) miniSearch.discard(document.id);
        documents.set(document.id, document);
        miniSearch.add(document);
      }
      return added.length;
    },
    loadDocuments(loadedDocuments, serialized) {
      const loaded = readSerialized(serialized, loadedDocuments);
      if (!loaded) return false;
      const earlier = [...documents.values()];
      documents.clear();
      miniSearch = loaded;
      for (const document of loadedDocuments) documents.set(document.id, document);
      for (const document of earlier) {
        if (documents.has(document.id)) miniSearch.discard(document.id);
        documents.set(document.id, document);
        miniSearch.add(document);
      }
      return true;
    },
    removeSource(source) {
      let removed = 0;
      for (const [id, document] of documents) {
        if (document.source !== source) continue;
        miniSearch.discard(id);
        documents.delete(id);
        removed += 1;
      }
      return removed;
    },
    size: () => documents.size,
    search(query, maxHits) {
      const expansion = expandErrorMessages(query);
      const terms = [...new Set([...queryTerms(query), ...expansion])];
      if (terms.length === 0) return { total: 0, hits: [] };
      const text = terms.join(' ');
      const boostTerm = (term: string) => (expansion.includes(term) ? EXPANSION_BOOST : 1);
      const all = miniSearch.search(text, { combineWith: 'OR', boostTerm });
      const both = terms.length > 1 ? miniSearch.search(text, { combineWith: 'AND', boostTerm }) : all;
      const inBoth = new Set(both.map((result): unknown => result.id));
      const termSet = new Set(terms);
      const words = tokenize(query.toLowerCase());
      // Whether the query names a page depends on the page alone: decided once per page and query.
      const pagesNamed = new Map<string, boolean>();
      const named = (document: KnowledgeDocument) => {
        let value = pagesNamed.get(document.pageId);
        if (value === undefined) pagesNamed.set(document.pageId, (value = namesPage(document, termSet, words)));
        return value;
      };
      const weighted = all.map((result) => {
        const document = documents.get(String(result.id)) as KnowledgeDocument;
        const base = inBoth.has(result.id) ? result.score : result.score * coverage(result, terms);
        return { ...result, score: base * prior(document, named(document)) };
      });
      return { total: all.length, hits: rank(weighted).slice(0, maxHits) };
    },
  };
}
