import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentRecord, StoredChunk } from '../../../src/worker/documents/document-store';
import { createMemoryDocumentStore } from '../../../src/worker/documents/document-store';
import { createIndexedDbDocumentStore } from '../../../src/worker/documents/indexeddb-document-store';
import { failPutsAfter } from './quota-simulation';

const record = (id: string, addedAt: number): DocumentRecord => ({
  id,
  name: `${id}.md`,
  mimeType: 'text/markdown',
  sizeBytes: 10,
  chunkCount: 2,
  addedAt,
  source: `user:${id}`,
  storedBytes: 100,
});
const chunks: StoredChunk[] = [
  { n: 1, heading: 'A', text: 'one' },
  { n: 2, heading: 'A › B', text: 'two' },
];
let database = 0;
const freshName = () => `documents-test-${Date.now()}-${(database += 1)}`;
let restore: (() => void) | undefined;
afterEach(() => restore?.());

async function countChunks(name: string): Promise<number> {
  const db = await openDB(name, 1);
  const count = await db.count('chunks');
  db.close();
  return count;
}

describe('createIndexedDbDocumentStore', () => {
  it('stores, lists (oldest first), reads and deletes documents with their chunks', async () => {
    const store = createIndexedDbDocumentStore(freshName());
    await store.putDocument(record('bbbbbbbb', 2), chunks);
    await store.putDocument(record('aaaaaaaa', 1), chunks.slice(0, 1));
    expect((await store.listDocuments()).map((document) => document.id)).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    expect(await store.readChunks('bbbbbbbb')).toEqual(chunks);
    expect(await store.deleteDocument('bbbbbbbb')).toBe(true);
    expect(await store.deleteDocument('bbbbbbbb')).toBe(false);
    expect(await store.readChunks('bbbbbbbb')).toEqual([]);
    expect(await store.readChunks('aaaaaaaa')).toEqual([chunks[0]]);
  });

  it('keeps documents for a second store over the same database (a reload)', async () => {
    const name = freshName();
    await createIndexedDbDocumentStore(name).putDocument(record('cccccccc', 1), chunks);
    const again = createIndexedDbDocumentStore(name);
    expect(await again.listDocuments()).toEqual([record('cccccccc', 1)]);
    expect(await again.readChunks('cccccccc')).toEqual(chunks);
  });

  it('stores nothing of a document when the quota runs out half way (the transaction aborts)', async () => {
    const name = freshName();
    const store = createIndexedDbDocumentStore(name);
    await store.putDocument(record('dddddddd', 1), chunks);
    restore = failPutsAfter(1);
    const many = Array.from({ length: 5 }, (_, index) => ({ n: index + 1, heading: '', text: `chunk ${index}` }));
    await expect(store.putDocument(record('eeeeeeee', 2), many)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    restore();
    expect((await store.listDocuments()).map((document) => document.id)).toEqual(['dddddddd']);
    expect(await countChunks(name)).toBe(2);
  });
});

describe('createMemoryDocumentStore', () => {
  it('refuses a document past its simulated quota with QuotaExceededError and keeps the rest', async () => {
    const store = createMemoryDocumentStore({ quotaBytes: 150 });
    await store.putDocument(record('ffffffff', 1), chunks);
    await expect(store.putDocument(record('gggggggg', 2), chunks)).rejects.toMatchObject({
      name: 'QuotaExceededError',
    });
    expect((await store.listDocuments()).map((document) => document.id)).toEqual(['ffffffff']);
  });
});
