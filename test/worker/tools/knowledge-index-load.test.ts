import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagesToDocuments, readCorpusPages } from '../../../src/worker/tools/corpus-types';
import { createKnowledgeIndex, serializeKnowledgeIndex } from '../../../src/worker/tools/knowledge-index';
import { createKnowledgeLookup } from '../../../src/worker/tools/knowledge-lookup';
import { loadCorpusWithIndex, makeCorpusIndexFile, sha256Hex } from '../../../src/worker/tools/corpus-index-file';

const corpusText = readFileSync(resolve(__dirname, '../../../public/corpus/sqlite-docs.json'), 'utf8');
const documents = pagesToDocuments(readCorpusPages(JSON.parse(corpusText)));
// What the build ships: the index as JSON text, read back as the worker's fetch would.
const serialized: unknown = JSON.parse(JSON.stringify(serializeKnowledgeIndex(documents)));
const userDocument = {
  id: 'doc:k3f9x2ab#1',
  source: 'user:k3f9x2ab',
  pageId: 'k3f9x2ab',
  title: 'Our runbook',
  heading: 'When the database is locked',
  url: 'doc:k3f9x2ab',
  text: 'Raise busy_timeout to 5000 ms before retrying; the WAL checkpoint runs at night.',
};
/**
 * A search's hits as ids in rank order, and scores to 12 significant digits: a loaded index sums a
 * hit's per-term scores in another order than the one it was built as, so scores may differ in the
 * last bits of a double, never in rank.
 */
const answer = (result: ReturnType<ReturnType<typeof createKnowledgeIndex>['search']>) => ({
  total: result.total,
  hits: result.hits.map((hit) => `${hit.id} ${hit.score.toPrecision(12)}`),
});
const QUERIES = [
  "Why do my writes fail with 'database is locked', and how do I fix it?",
  'WAL checkpoint',
  'UPSERT ON CONFLICT DO UPDATE',
  'type affinity of a column declared VARCHAR',
  'foreign keys not enforced',
  'busy_timeout',
  'runbook night',
];

describe('the corpus index serialised at build time', () => {
  it('answers every query exactly as the index built in the worker does', () => {
    const built = createKnowledgeIndex();
    built.addDocuments(documents);
    const loaded = createKnowledgeIndex();
    expect(loaded.loadDocuments(documents, serialized)).toBe(true);
    expect(loaded.size()).toBe(built.size());
    for (const query of QUERIES) expect(answer(loaded.search(query, 20))).toEqual(answer(built.search(query, 20)));
  });

  it('keeps user documents added before the load and ranks them as a built index does', () => {
    const built = createKnowledgeIndex();
    built.addDocuments([userDocument]);
    built.addDocuments(documents);
    const loaded = createKnowledgeIndex();
    loaded.addDocuments([userDocument]);
    expect(loaded.loadDocuments(documents, serialized)).toBe(true);
    expect(loaded.size()).toBe(documents.length + 1);
    for (const query of QUERIES) expect(answer(loaded.search(query, 20))).toEqual(answer(built.search(query, 20)));
    expect(loaded.removeSource('user:k3f9x2ab')).toBe(1);
    expect(loaded.search('runbook night', 20).hits.map((hit) => hit.id)).not.toContain(userDocument.id);
  });

  it('refuses an index made for other documents, changing nothing', () => {
    const index = createKnowledgeIndex();
    expect(index.loadDocuments(documents.slice(1), serialized)).toBe(false);
    expect(index.loadDocuments(documents, { not: 'an index' })).toBe(false);
    expect(index.size()).toBe(0);
  });
});

describe('loadCorpusWithIndex', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Stubs fetch: the corpus text, and the index file given (or a 404). */
  const serve = (indexFile: unknown) =>
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('index.json')
        ? indexFile === undefined
          ? new Response('missing', { status: 404 })
          : new Response(JSON.stringify(indexFile))
        : new Response(corpusText),
    );

  it('brings the index when its file names this corpus, and the lookup loads rather than builds', async () => {
    const file = await makeCorpusIndexFile(corpusText);
    expect(file.corpusSha256).toBe(await sha256Hex(corpusText));
    serve(file);
    const lookup = createKnowledgeLookup({ loadCorpus: () => loadCorpusWithIndex('/c.json', '/c.index.json') });
    const ready = await lookup.warm();
    expect(ready).toMatchObject({ index: 'loaded', sections: documents.length });
    const raw = await lookup.execute(
      { query: 'WAL checkpoint' },
      { signal: new AbortController().signal, toolCallId: 'call_1' },
    );
    expect(raw.hits.length).toBeGreaterThan(0);
  });

  it('leaves out an index made from another corpus or missing: the lookup builds it', async () => {
    serve({ corpusSha256: '0'.repeat(64), index: serialized });
    expect((await loadCorpusWithIndex('/c.json', '/c.index.json')).index).toBeUndefined();
    serve(undefined);
    const loaded = await loadCorpusWithIndex('/c.json', '/c.index.json');
    expect(loaded.index).toBeUndefined();
    const lookup = createKnowledgeLookup({ loadCorpus: async () => loaded });
    expect(await lookup.warm()).toMatchObject({ index: 'built', sections: documents.length });
  });
});
