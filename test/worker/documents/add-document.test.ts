import { describe, expect, it } from 'vitest';
import type { DocumentFile, IndexingPhase } from '../../../src/contract/knowledge-api';
import { addOneDocument, type AddDocumentDeps } from '../../../src/worker/documents/add-document';
import { DEFAULT_CHUNK_OPTIONS } from '../../../src/worker/documents/chunk-blocks';
import { createMemoryDocumentStore, type DocumentStore } from '../../../src/worker/documents/document-store';
import type { KnowledgeDocument } from '../../../src/worker/tools/corpus-types';

/** A `DocumentFile` over a string (as a browser `File` would be). */
function textFile(name: string, text: string, type = ''): DocumentFile {
  return new File([text], name, { type });
}

/** An in-memory index that records what was added and removed; `failAdd` makes `addDocuments` throw. */
function fakeIndex(failAdd?: Error) {
  const documents: KnowledgeDocument[] = [];
  const removed: string[] = [];
  const batches: number[] = [];
  return {
    documents,
    removed,
    batches,
    addDocuments(added: readonly KnowledgeDocument[]) {
      if (failAdd) throw failAdd;
      batches.push(added.length);
      documents.push(...added);
      return added.length;
    },
    removeSource(source: string) {
      removed.push(source);
      return 0;
    },
  };
}

function deps(overrides: Partial<AddDocumentDeps> = {}): AddDocumentDeps & { index: ReturnType<typeof fakeIndex> } {
  return {
    index: fakeIndex(),
    store: createMemoryDocumentStore(),
    storage: undefined,
    now: () => 1_750_000_000_000,
    createId: async () => 'd1',
    maxDocumentBytes: 1_000_000,
    chunkOptions: DEFAULT_CHUNK_OPTIONS,
    ...overrides,
  } as AddDocumentDeps & { index: ReturnType<typeof fakeIndex> };
}

const noProgress = () => undefined;

describe('addOneDocument', () => {
  it('stores and indexes a Markdown file, resolving its summary with the canonical MIME type and user source', async () => {
    const setup = deps();
    const file = textFile('notes.md', '# Kestrel\n\nThe kestrel hovers over fields.\n');
    const result = await addOneDocument(file, setup, noProgress);
    expect(result).toEqual({
      ok: true,
      document: {
        id: 'd1',
        name: 'notes.md',
        mimeType: 'text/markdown',
        sizeBytes: file.size,
        chunkCount: 1,
        addedAt: 1_750_000_000_000,
        source: 'user:d1',
      },
    });
    expect(setup.index.documents.map((document) => document.id)).toEqual(['doc:d1#1']);
    expect(await setup.store.readChunks('d1')).toEqual([expect.objectContaining({ n: 1 })]);
    const [record] = await setup.store.listDocuments();
    expect(record?.storedBytes).toBeGreaterThan(0);
  });

  it('reports every phase in order, each ending at done === total', async () => {
    const seen: [IndexingPhase, number, number][] = [];
    await addOneDocument(textFile('notes.txt', 'Plain words about marmalade.'), deps(), (phase, done, total) =>
      seen.push([phase, done, total]),
    );
    const phases = [...new Set(seen.map(([phase]) => phase))];
    expect(phases).toEqual(['reading', 'parsing', 'chunking', 'storing', 'indexing']);
    for (const phase of phases) {
      const last = seen.filter(([name]) => name === phase).at(-1);
      expect(last?.[1]).toBe(last?.[2]);
    }
  });

  it('indexes a large document in batches of at most 500 chunks', async () => {
    const rows = Array.from({ length: 1_200 }, (_, index) => `row${index},${'x'.repeat(700)}`).join('\n');
    const setup = deps();
    const result = await addOneDocument(textFile('big.csv', `id,value\n${rows}\n`), setup, noProgress);
    if (!result.ok) throw new Error(result.failure.reason);
    expect(result.document.chunkCount).toBeGreaterThan(500);
    expect(Math.max(...setup.index.batches)).toBeLessThanOrEqual(500);
    expect(setup.index.documents).toHaveLength(result.document.chunkCount);
  });

  it('refuses a file over the limit with TOO_LARGE and one of exactly the limit is accepted', async () => {
    const text = 'Twelve bytes';
    expect(await addOneDocument(textFile('a.txt', text), deps({ maxDocumentBytes: 11 }), noProgress)).toMatchObject({
      ok: false,
      failure: { code: 'TOO_LARGE', name: 'a.txt' },
    });
    expect(await addOneDocument(textFile('a.txt', text), deps({ maxDocumentBytes: 12 }), noProgress)).toMatchObject({
      ok: true,
    });
  });

  it('answers something that is not a file with UNREADABLE, and a nameless one as “document”', async () => {
    const notAFile = { name: 'x.txt', type: 'text/plain', size: '3' } as unknown as DocumentFile;
    expect(await addOneDocument(notAFile, deps(), noProgress)).toMatchObject({
      ok: false,
      failure: { code: 'UNREADABLE', name: 'x.txt' },
    });
    const nameless = { name: '', type: '', size: 0, slice: () => new Blob([]) } as DocumentFile;
    expect(await addOneDocument(nameless, deps(), noProgress)).toMatchObject({
      ok: false,
      failure: { code: 'UNSUPPORTED_TYPE', name: 'document' },
    });
  });

  it('answers a zero-byte file with EMPTY before reading it', async () => {
    expect(await addOneDocument(textFile('empty.md', ''), deps(), noProgress)).toMatchObject({
      ok: false,
      failure: { code: 'EMPTY', name: 'empty.md' },
    });
  });

  it('answers a store failure that is not the quota with STORAGE_FAILED and indexes nothing', async () => {
    const failing: DocumentStore = {
      ...createMemoryDocumentStore(),
      putDocument: () => Promise.reject(new Error('disk on fire')),
    };
    const setup = deps({ store: failing });
    const result = await addOneDocument(textFile('notes.txt', 'Some words.'), setup, noProgress);
    expect(result).toMatchObject({
      ok: false,
      failure: { code: 'STORAGE_FAILED', reason: expect.stringContaining('disk on fire') },
    });
    expect(setup.index.documents).toEqual([]);
  });

  it('answers a quota error from the store with QUOTA_EXCEEDED', async () => {
    const setup = deps({ store: createMemoryDocumentStore({ quotaBytes: 10 }) });
    expect(await addOneDocument(textFile('notes.txt', 'Some words.'), setup, noProgress)).toMatchObject({
      ok: false,
      failure: { code: 'QUOTA_EXCEEDED' },
    });
  });

  it('rolls back both the index and the store when indexing fails, so nothing is kept', async () => {
    const setup = deps({ index: fakeIndex(new Error('index full')) });
    const result = await addOneDocument(textFile('notes.txt', 'Some words.'), setup, noProgress);
    expect(result).toMatchObject({
      ok: false,
      failure: {
        code: 'PARSE_FAILED',
        reason: expect.stringMatching(/could not be indexed \(.*index full.*\); nothing was kept/),
      },
    });
    expect(setup.index.removed).toEqual(['user:d1']);
    expect(await setup.store.listDocuments()).toEqual([]);
  });
});
