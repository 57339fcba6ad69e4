/**
 * The user's documents, end to end in Node: add → searchable by `lookup_knowledge` through the harness
 * (FOUND, citing the document) → remove → gone; restore after a "reload" (a new service over the same
 * fake IndexedDB); failures (quota, unsupported, too large, empty, unreadable, damaged) leave nothing.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndexingProgress } from '../../../src/contract/knowledge-api';
import type { OkObservation } from '../../../src/contract';
import { createKnowledgeService } from '../../../src/worker/documents/knowledge-service';
import { createIndexedDbDocumentStore } from '../../../src/worker/documents/indexeddb-document-store';
import { createHarness } from '../../../src/worker/harness';
import {
  createKnowledgeLookup,
  LOOKUP_KNOWLEDGE_DEFINITION,
  type KnowledgeAgentResult,
} from '../../../src/worker/tools/knowledge-lookup';
import { readCorpusFile } from '../tools/read-corpus-from-disk';
import { failPutsAfter } from './quota-simulation';

const corpus = readCorpusFile();
const fixture = (name: string, type = '') =>
  new File([readFileSync(resolve(__dirname, 'fixtures', name))], name, { type });
let databases = 0;
let undoQuota: (() => void) | undefined;
afterEach(() => undoQuota?.());

/** A worker's knowledge side as `src/worker/index.ts` wires it, over one (fake) IndexedDB database. */
function startWorker(database = `knowledge-${Date.now()}-${(databases += 1)}`, storage: object | null = null) {
  const lookup = createKnowledgeLookup({
    loadCorpus: async () => corpus.pages,
    userDocumentsReady: () => service.restore(),
  });
  let clock = 1_750_000_000_000;
  const service = createKnowledgeService({
    index: lookup,
    store: createIndexedDbDocumentStore(database),
    storage,
    now: () => (clock += 1000),
  });
  /** The user-document hits of a lookup (the SQLite corpus is searched beside them). */
  const search = async (query: string) =>
    (await lookup.execute({ query }, { signal: new AbortController().signal, toolCallId: 'q' })).hits
      .map((hit) => hit.id)
      .filter((id) => id.startsWith('doc:'));
  return { database, lookup, service, search };
}

async function askHarness(lookup: ReturnType<typeof startWorker>['lookup'], query: string) {
  const harness = createHarness({ backends: { lookup_knowledge: lookup } });
  await harness.registerTools([LOOKUP_KNOWLEDGE_DEFINITION], { kind: 'builtin', source: 'builtin' });
  const { runId } = await harness.startRun({});
  const argumentsText = JSON.stringify({ previous_observation: null, input: { query, limit: 3 } });
  return (await harness.invoke({ runId, toolCallId: 'call_1', toolName: 'lookup_knowledge', argumentsText }))
    .observation;
}

describe('createKnowledgeService', () => {
  it('adds a Markdown file that lookup_knowledge then finds, FOUND, citing [doc:<id>#<n>]', async () => {
    const { lookup, service } = startWorker();
    const added = await service.addDocument(fixture('kestrel-handbook.md'));
    if (!added.ok) throw new Error(added.failure.reason);
    const { document } = added;
    expect(document).toMatchObject({
      name: 'kestrel-handbook.md',
      mimeType: 'text/markdown',
      chunkCount: 3,
      addedAt: 1_750_000_001_000,
      source: `user:${document.id}`,
    });
    expect(document.id).toMatch(/^[a-z2-9]{8}$/);
    expect(document.sizeBytes).toBe(readFileSync(resolve(__dirname, 'fixtures/kestrel-handbook.md')).byteLength);
    expect(await service.listDocuments()).toEqual([document]);

    const observation = await askHarness(lookup, 'How long are Kestrel audit rows kept before cold storage?');
    expect(observation).toMatchObject({ status: 'ok', evidence_status: 'FOUND' });
    const { results } = (observation as OkObservation).result as KnowledgeAgentResult;
    expect(results[0]).toMatchObject({
      citation: `[doc:${document.id}#2]`,
      title: 'kestrel-handbook.md',
      heading: 'Kestrel operations handbook › Retention',
    });
    expect(results[0]?.snippet).toContain('ninety days');
  });

  it('parses and indexes each type: text, HTML, CSV rows and PDF pages', async () => {
    const { service, search } = startWorker();
    const cases = [
      ['plain-notes.txt', 'marmalade project ships October'],
      ['release-page.html', 'orchard scheduler calendar triggers'],
      ['warehouses.csv', 'Harbour East Bergen pallets'],
      ['falcon-manual.pdf', 'impeller gasket operating hours'],
    ] as const;
    for (const [name, query] of cases) {
      const added = await service.addDocument(fixture(name));
      if (!added.ok) throw new Error(added.failure.reason);
      expect((await search(query))[0]).toMatch(new RegExp(`^doc:${added.document.id}#\\d+$`));
    }
    expect((await search('Harbour East Bergen pallets'))[0]).toMatch(/#2$/); // row 2 is chunk 2
    expect((await service.listDocuments()).map((document) => document.mimeType)).toEqual([
      'text/plain',
      'text/html',
      'text/csv',
      'application/pdf',
    ]);
  });

  it('reports progress per phase in order, each phase ending at done === total', async () => {
    const { service } = startWorker();
    const progress: IndexingProgress[] = [];
    await service.addDocument(fixture('falcon-manual.pdf'), (step) => {
      progress.push(step);
    });
    const phases = [...new Set(progress.map((step) => step.phase))];
    expect(phases).toEqual(['reading', 'parsing', 'chunking', 'storing', 'indexing']);
    for (const phase of phases) {
      const last = progress.filter((step) => step.phase === phase).at(-1);
      expect(last?.done).toBe(last?.total);
    }
    expect(progress.find((step) => step.phase === 'parsing' && step.done === 2)).toEqual({
      documentName: 'falcon-manual.pdf',
      phase: 'parsing',
      done: 2,
      total: 2,
    });
  });

  it('removes a document from the list and from search', async () => {
    const { service, search } = startWorker();
    const added = await service.addDocument(fixture('kestrel-handbook.md'));
    if (!added.ok) throw new Error('not added');
    expect(await search('Svalbard bucket')).not.toEqual([]);
    expect(await service.removeDocument(added.document.id)).toEqual({ removed: true });
    expect(await search('Svalbard bucket')).toEqual([]);
    expect(await service.listDocuments()).toEqual([]);
    expect(await service.removeDocument(added.document.id)).toEqual({ removed: false });
  });

  it('finds the documents again after a reload (a new worker over the same IndexedDB)', async () => {
    const first = startWorker();
    const added = await first.service.addDocument(fixture('kestrel-handbook.md'));
    if (!added.ok) throw new Error('not added');
    const reloaded = startWorker(first.database);
    expect(await reloaded.service.listDocuments()).toEqual([added.document]);
    expect((await reloaded.search('Svalbard bucket'))[0]).toBe(`doc:${added.document.id}#2`); // waits for restore()
    expect(await reloaded.service.restore()).toEqual({ documents: 1, chunks: 3, failed: [] });
    const observation = await askHarness(reloaded.lookup, 'Kestrel paging ingestion lag');
    expect(JSON.stringify(observation)).toContain(`[doc:${added.document.id}#`);
  });

  it('turns a full quota into QUOTA_EXCEEDED and leaves no partial chunks in the store or the index', async () => {
    const worker = startWorker();
    const kept = await worker.service.addDocument(fixture('plain-notes.txt'));
    undoQuota = failPutsAfter(2);
    const result = await worker.service.addDocument(fixture('kestrel-handbook.md'));
    undoQuota();
    expect(result).toEqual({
      ok: false,
      failure: expect.objectContaining({ code: 'QUOTA_EXCEEDED', name: 'kestrel-handbook.md' }),
    });
    if (result.ok || !kept.ok) throw new Error('unexpected');
    expect(result.failure.reason).toMatch(/storage for this site is full.*Nothing was stored/s);
    expect(await worker.search('Svalbard bucket')).toEqual([]);
    expect(await worker.service.listDocuments()).toEqual([kept.document]);
    const reloaded = startWorker(worker.database);
    expect(await reloaded.service.restore()).toEqual({ documents: 1, chunks: kept.document.chunkCount, failed: [] });
    expect(await reloaded.search('Svalbard bucket')).toEqual([]);
    expect((await reloaded.search('marmalade'))[0]).toMatch(`doc:${kept.document.id}#`);
  });

  it('refuses up front when the storage estimate leaves too little room', async () => {
    const storage = { estimate: async () => ({ usage: 999_900, quota: 1_000_000 }), persisted: async () => false };
    const { service } = startWorker(undefined, storage);
    const result = await service.addDocument(fixture('kestrel-handbook.md'));
    expect(result).toMatchObject({
      ok: false,
      failure: { code: 'QUOTA_EXCEEDED', reason: expect.stringContaining('100 B free') },
    });
    expect(await service.storageInfo()).toEqual({
      usageBytes: 999_900,
      quotaBytes: 1_000_000,
      persisted: false,
      documentsBytes: 0,
    });
  });

  it('explains unsupported, too large, empty, unreadable and damaged files, and keeps nothing of them', async () => {
    const { service } = startWorker();
    const failure = async (file: File | Parameters<typeof service.addDocument>[0]) => {
      const result = await service.addDocument(file);
      if (result.ok) throw new Error('expected a failure');
      return result.failure;
    };
    expect(await failure(new File(['x'], 'budget.xlsx', { type: 'application/vnd.ms-excel' }))).toEqual({
      name: 'budget.xlsx',
      code: 'UNSUPPORTED_TYPE',
      reason:
        '“budget.xlsx” (application/vnd.ms-excel) is not a supported type. Add Markdown (.md), plain text (.txt), HTML (.html), PDF (.pdf) or CSV (.csv).',
    });
    const small = createKnowledgeService({
      index: startWorker().lookup,
      store: createIndexedDbDocumentStore('limit'),
      storage: null,
      maxDocumentBytes: 100,
    });
    expect(await small.addDocument(fixture('kestrel-handbook.md'))).toMatchObject({
      failure: { code: 'TOO_LARGE', reason: expect.stringMatching(/is \d+ B; the limit is 100 B per file/) },
    });
    expect(await failure(new File(['  \n\n '], 'blank.md'))).toMatchObject({ code: 'EMPTY' });
    const broken = {
      name: 'gone.txt',
      type: 'text/plain',
      size: 10,
      slice: () => ({
        arrayBuffer: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')),
      }),
    };
    expect(await failure(broken)).toMatchObject({
      code: 'UNREADABLE',
      reason: expect.stringContaining('NotReadableError: The file could not be read.'),
    });
    expect(await failure(new File(['%PDF-1.4 garbage'], 'broken.pdf'))).toMatchObject({
      code: 'PARSE_FAILED',
      reason: expect.stringContaining('not a valid PDF'),
    });
    expect(await service.listDocuments()).toEqual([]);
  });

  it('reports documents bytes and persistence through the storage manager', async () => {
    const storage = { estimate: async () => ({ usage: 5_000, quota: 10_000_000 }), persisted: async () => true };
    const { service } = startWorker(undefined, storage);
    await service.addDocument(fixture('plain-notes.txt'));
    const info = await service.storageInfo();
    expect(info).toMatchObject({ usageBytes: 5_000, quotaBytes: 10_000_000, persisted: true });
    expect(info.documentsBytes).toBeGreaterThan(200);
    expect(await service.requestPersistence()).toBe(true); // no persist() in a worker: reports persisted()
    const asked = createKnowledgeService({
      index: startWorker().lookup,
      store: createIndexedDbDocumentStore('p'),
      storage: { persist: async () => true },
    });
    expect(await asked.requestPersistence()).toBe(true);
  });
});
