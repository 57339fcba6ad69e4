/**
 * User-document chunks in their two other shapes: as stored (`StoredChunk`) and as knowledge-index
 * documents searched by `lookup_knowledge`. Citation ids follow the corpus's one family
 * `<prefix>:<page>#<fragment>` (`corpus-types.ts`: `sqlite:wal#overview`): user documents are
 * `doc:<documentId>#<n>`, n the chunk number from 1. Pure.
 */
import type { DocumentSummary } from '../../contract/knowledge-api';
import type { KnowledgeDocument } from '../tools/corpus-types';
import type { TextChunk } from './chunk-blocks';
import type { StoredChunk } from './document-store';

/** Citation prefix of user documents (the built-in corpus uses `sqlite`). */
const USER_CITATION_PREFIX = 'doc';

/** Joins a heading path for display and search: `Setup › Windows`. */
const HEADING_SEPARATOR = ' › ';

/** The index source of a document's chunks: `user:<id>`. */
export function userSource(id: string): `user:${string}` {
  return `user:${id}`;
}

/** A chunk's citation id without brackets: `doc:<id>#<n>` (the model cites it as `[doc:<id>#<n>]`). */
function userCitationId(id: string, n: number): string {
  return `${USER_CITATION_PREFIX}:${id}#${n}`;
}

/** Numbers chunks from 1 and joins their heading paths. */
export function toStoredChunks(chunks: readonly TextChunk[]): StoredChunk[] {
  return chunks.map((chunk, index) => ({
    n: index + 1,
    heading: chunk.headingPath.join(HEADING_SEPARATOR),
    text: chunk.text,
  }));
}

/**
 * Turns a document's stored chunks into index documents.
 * Takes the summary and its chunks; returns one `KnowledgeDocument` per chunk: id `doc:<id>#<n>`,
 * source `user:<id>`, pageId `<id>` (the projection's per-page cap then applies per document), title
 * the file name, heading the heading path (or `Part <n>` without one), url `doc:<id>`.
 */
export function toKnowledgeDocuments(
  summary: Pick<DocumentSummary, 'id' | 'name'>,
  chunks: readonly StoredChunk[],
): KnowledgeDocument[] {
  return chunks.map((chunk) => ({
    id: userCitationId(summary.id, chunk.n),
    source: userSource(summary.id),
    pageId: summary.id,
    title: summary.name,
    heading: chunk.heading || `Part ${chunk.n}`,
    url: `${USER_CITATION_PREFIX}:${summary.id}`,
    text: chunk.text,
  }));
}

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A new document id: 8 characters of `ID_ALPHABET` (no look-alikes l/o/0/1), 40 random bits from
 * `crypto.getRandomValues` (in workers and Node ≥ 20). The service retries on the rare clash.
 */
export function createDocumentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}
