import { describe, expect, it, vi } from 'vitest';
import { utf8ByteLength } from '../../../src/contract/byte-length';
import type { CorpusPage } from '../../../src/worker/tools/corpus-types';
import {
  createKnowledgeLookup,
  LOOKUP_KNOWLEDGE_DEFINITION,
  type KnowledgeAgentResult,
  type KnowledgeRawResult,
} from '../../../src/worker/tools/knowledge-lookup';
import { readCorpusFile } from './read-corpus-from-disk';
import { EXTRACT_CHARS } from '../../../src/worker/tools/section-extract';

const corpus = readCorpusFile();
const lookup = createKnowledgeLookup({ loadCorpus: async () => corpus.pages });
const context = (input: unknown, maxObservationTextBytes = 16_384) => ({
  toolCallId: 'call_1',
  toolName: 'lookup_knowledge',
  input,
  maxObservationTextBytes,
  maxImageBytes: 262_144,
});
const run = (query: string, signal = new AbortController().signal) =>
  lookup.execute({ query }, { signal, toolCallId: 'call_1' });
const project = (raw: KnowledgeRawResult, input: unknown = { query: raw.query }, bytes?: number) =>
  lookup.project(JSON.parse(JSON.stringify(raw)), context(input, bytes));

describe('lookup_knowledge over the SQLite docs', () => {
  it('answers "database is locked" with busy-timeout / locking sections near the top', async () => {
    const raw = await run("Why do my writes fail with 'database is locked', and how do I fix it?");
    const top = raw.hits.slice(0, 5).map((hit) => hit.id);
    expect(top.some((id) => /busy_timeout|busy_handler|rescode#busy|lockingv3/.test(id))).toBe(true);
    expect(top).toContain('sqlite:rescode#busy');
    expect(top.some((id) => /c3ref\/busy_(timeout|handler)/.test(id))).toBe(true);
    const { agentResult, evidenceStatus, kind } = project(raw);
    expect(evidenceStatus).toBe('FOUND');
    expect(kind).toBe('json');
    const { results } = agentResult as KnowledgeAgentResult;
    expect(results).toHaveLength(5);
    for (const result of results) expect(result.snippet.toLowerCase()).toMatch(/busy|lock|database|write/);
  });

  it('answers "When should I use WAL mode?" with the WAL page in the top three', async () => {
    const raw = await run('When should I use WAL mode?');
    expect(raw.hits.slice(0, 3).some((hit) => hit.pageId === 'wal')).toBe(true);
    const { results } = project(raw).agentResult as KnowledgeAgentResult;
    expect(results[0]?.snippet.toLowerCase()).toContain('wal');
  });

  it('ranks the WAL page first for "When should I use WAL mode?" and its overview for the advantages query', async () => {
    const raw = await run('When should I use WAL mode?');
    expect(raw.hits.slice(0, 2).every((hit) => hit.id.startsWith('sqlite:wal#'))).toBe(true);
    const advantages = await run('wal advantages disadvantages');
    expect(advantages.hits[0]?.id).toBe('sqlite:wal#overview');
  });

  it('finds the busy timeout and WAL concurrency sections for the locked-database fixes', async () => {
    const timeout = (await run('busy timeout handler')).hits.slice(0, 3).map((hit) => hit.id);
    expect(timeout).toContain('sqlite:c3ref/busy_timeout#s0');
    expect(timeout).toContain('sqlite:pragma#pragma_busy_timeout');
    const concurrency = (await run('WAL concurrency readers writer')).hits.slice(0, 2).map((hit) => hit.id);
    expect(concurrency).toEqual(['sqlite:wal#concurrency', 'sqlite:wal#overview']);
  });

  it('matches inflected words by their stem ("writes locked" finds "write" and "lock")', async () => {
    const raw = await run('writes locked');
    expect(raw.hits.slice(0, 3).some((hit) => hit.pageId === 'lockingv3')).toBe(true);
  });

  it('ranks the page the question names first: autoincrement, VACUUM, foreign keys', async () => {
    expect((await run('How do I make a column auto-increment?')).hits[0]?.id).toMatch(/^sqlite:autoinc#/);
    const vacuum = (await run('What does VACUUM do?')).hits.slice(0, 3);
    expect(vacuum.every((hit) => hit.pageId === 'lang_vacuum')).toBe(true);
    const foreign = (await run('How do foreign keys get enforced?')).hits.slice(0, 2);
    expect(foreign.map((hit) => hit.id)).toEqual(['sqlite:foreignkeys#fk_enable', 'sqlite:foreignkeys#fk_basics']);
  });

  it('ranks file-format internals below the guide unless the query names them', async () => {
    const guide = (await run('write-ahead log')).hits.slice(0, 3).map((hit) => hit.pageId);
    expect(guide[0]).not.toBe('walformat');
    const named = (await run('walformat wal locks')).hits[0];
    expect(named?.pageId).toBe('walformat');
  });

  it('gives stable, unique citations that point at the page and section', async () => {
    const raw = await run('PRAGMA journal_mode WAL checkpoint');
    const { results } = project(raw, { query: raw.query, limit: 10 }).agentResult as KnowledgeAgentResult;
    const citations = results.map((result) => result.citation);
    expect(new Set(citations).size).toBe(citations.length);
    for (const citation of citations) expect(citation).toMatch(/^\[sqlite:[a-z0-9_/]+#[\w-]+\]$/i);
    const again = project(await run('PRAGMA journal_mode WAL checkpoint'), { query: raw.query, limit: 10 });
    expect((again.agentResult as KnowledgeAgentResult).results.map((result) => result.citation)).toEqual(citations);
    expect(results[0]?.url).toMatch(/^https:\/\/sqlite\.org\//);
  });

  it('honours limit and keeps snippets bounded and the whole projection well under budget', async () => {
    const raw = await run('foreign key constraint ON DELETE CASCADE');
    const full = project(raw, { query: raw.query, limit: 10 });
    const { results } = full.agentResult as KnowledgeAgentResult;
    expect(results.length).toBe(10);
    for (const result of results) expect(result.snippet.length).toBeLessThanOrEqual(EXTRACT_CHARS);
    expect(utf8ByteLength(JSON.stringify(full.agentResult))).toBeLessThan(16_384 * 0.75);
    const two = project(raw, { query: raw.query, limit: 2 }).agentResult as KnowledgeAgentResult;
    expect(two.results).toHaveLength(2);
    const tight = project(raw, { query: raw.query, limit: 10 }, 2_000);
    expect(utf8ByteLength(JSON.stringify(tight.agentResult))).toBeLessThanOrEqual(1_500);
    expect((tight.agentResult as KnowledgeAgentResult).results.length).toBeGreaterThan(0);
  });

  it('returns an empty result (NO_EVIDENCE) when nothing matches', async () => {
    const raw = await run('zzqxv frobnicatorium');
    expect(raw.hits).toEqual([]);
    expect(raw.total).toBe(0);
    const output = project(raw);
    expect(output.agentResult).toEqual([]);
    expect(output.evidenceStatus).toBe('NO_EVIDENCE');
  });

  it('defines an evidence tool the model can call', () => {
    expect(LOOKUP_KNOWLEDGE_DEFINITION.name).toBe('lookup_knowledge');
    expect(LOOKUP_KNOWLEDGE_DEFINITION.capabilities.evidence).toBe(true);
    expect(LOOKUP_KNOWLEDGE_DEFINITION.inputSchema.required).toEqual(['query']);
    expect(LOOKUP_KNOWLEDGE_DEFINITION.description).toMatch(/cite/i);
  });
});

describe('raw stays in the worker', () => {
  const filler = Array.from({ length: 80 }, (_, index) => `Unrelated filler sentence number ${index}.`).join(' ');
  const pages: CorpusPage[] = [
    {
      id: 'demo',
      title: 'Demo page',
      url: 'https://sqlite.org/demo.html',
      sections: [
        {
          heading: 'Checkpoints',
          anchor: 'checkpoints',
          text: `A checkpoint copies WAL content back into the database file. ${filler} CANARY-7f3a sits far away.`,
        },
      ],
    },
  ];

  it('keeps a far-away canary in the raw section text but not in the projection', async () => {
    const own = createKnowledgeLookup({ loadCorpus: async () => pages });
    const raw = await own.execute(
      { query: 'WAL checkpoint' },
      { signal: new AbortController().signal, toolCallId: 'c' },
    );
    expect(JSON.stringify(raw)).toContain('CANARY-7f3a');
    const projected = own.project(raw, context({ query: 'WAL checkpoint' }));
    const text = JSON.stringify(projected.agentResult);
    expect(text).not.toContain('CANARY-7f3a');
    expect(text).toContain('checkpoint');
    expect((projected.agentResult as KnowledgeAgentResult).results[0]?.citation).toBe('[sqlite:demo#checkpoints]');
  });

  it('loads the corpus once, lazily, and retries after a failed load', async () => {
    const loadCorpus = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pages);
    const own = createKnowledgeLookup({ loadCorpus });
    expect(loadCorpus).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await expect(own.execute({ query: 'checkpoint' }, { signal, toolCallId: 'a' })).rejects.toThrow('offline');
    await own.execute({ query: 'checkpoint' }, { signal, toolCallId: 'b' });
    await own.execute({ query: 'wal' }, { signal, toolCallId: 'c' });
    expect(loadCorpus).toHaveBeenCalledTimes(2);
  });

  it('rejects when the signal is aborted, before or during the corpus load', async () => {
    const aborted = AbortSignal.abort();
    await expect(lookup.execute({ query: 'wal' }, { signal: aborted, toolCallId: 'x' })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const slow = createKnowledgeLookup({ loadCorpus: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = slow.execute({ query: 'wal' }, { signal: controller.signal, toolCallId: 'y' });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('adds and removes user documents by source', async () => {
    const own = createKnowledgeLookup({ loadCorpus: async () => pages });
    const signal = new AbortController().signal;
    own.addDocuments([
      {
        id: 'doc:notes#s0',
        source: 'user:notes',
        pageId: 'notes',
        title: 'My notes',
        heading: 'Retention',
        url: 'doc:notes',
        text: 'Our retention policy keeps audit rows for ninety days.',
      },
    ]);
    const found = await own.execute({ query: 'retention policy' }, { signal, toolCallId: 'u1' });
    expect(found.hits[0]?.id).toBe('doc:notes#s0');
    expect(own.removeSource('user:notes')).toBe(1);
    const gone = await own.execute({ query: 'retention policy' }, { signal, toolCallId: 'u2' });
    expect(gone.hits).toEqual([]);
  });
});
