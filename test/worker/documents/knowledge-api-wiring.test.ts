/**
 * The KnowledgeApi over a real Comlink `expose`/`wrap` on a MessageChannel in Node (STYLE.md §3.5),
 * nested under `knowledge` as the worker entry exposes it beside the HarnessApi: the file crosses
 * unread as a structured clone, progress comes back through a `Comlink.proxy` callback, and every
 * result is plain, cloneable data.
 */
import { expose, proxy, type ProxyMarked, wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import type { IndexingProgress, KnowledgeApi } from '../../../src/contract/knowledge-api';
import { createMemoryDocumentStore } from '../../../src/worker/documents/document-store';
import { createKnowledgeService } from '../../../src/worker/documents/knowledge-service';
import { createKnowledgeIndex } from '../../../src/worker/tools/knowledge-index';

describe('KnowledgeApi over Comlink', () => {
  it('adds a file sent unread, reports progress through a proxy, and lists and removes it', async () => {
    const index = createKnowledgeIndex();
    const { port1, port2 } = new MessageChannel();
    // As src/worker/index.ts would: the service proxy-marked under `knowledge` beside the harness methods.
    expose(
      { knowledge: proxy(createKnowledgeService({ index, store: createMemoryDocumentStore(), storage: null })) },
      port1,
    );
    const remote = wrap<{ knowledge: KnowledgeApi & ProxyMarked }>(port2).knowledge;
    const progress: IndexingProgress[] = [];
    const onProgress = proxy((step: IndexingProgress) => {
      progress.push(step);
    });
    // Node clones a File as a Blob (its name is dropped; browsers keep it): the kind then comes from the MIME type.
    const file = new File(['# Heron\n\nThe heron migration starts in March.'], 'heron.md', { type: 'text/markdown' });
    const result = await remote.addDocument(file, onProgress);
    expect(result).toMatchObject({ ok: true, document: { mimeType: 'text/markdown', chunkCount: 1 } });
    if (!result.ok) throw new Error(result.failure.reason);
    expect(structuredClone(result)).toEqual(result);
    expect(index.search('heron migration', 5).hits[0]?.id).toBe(`doc:${result.document.id}#1`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // proxy calls are messages: let them arrive
    expect(progress.map((step) => step.phase)).toEqual(
      expect.arrayContaining(['reading', 'parsing', 'chunking', 'storing', 'indexing']),
    );
    expect(await remote.listDocuments()).toEqual([result.document]);
    expect(await remote.removeDocument(result.document.id)).toEqual({ removed: true });
    expect(await remote.storageInfo()).toEqual({ documentsBytes: 0 });
    port1.close();
    port2.close();
  });
});
