// @vitest-environment node
/**
 * The offline model on the questions users first ask, through the real harness over the shipped corpus:
 * a direct answer that holds the fix, the trade-off, the SQL form; an honest decline; the note jobs with
 * approvals; a question in another language, answered from the user's own document in that language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvalHarness, type EvalRun } from './eval-harness';
import { leadOf } from './grade';
import { DECLINE } from '../../../../src/app/llm/providers/offline-answer';

const harness = createEvalHarness();

function citations(run: EvalRun) {
  return (run.released?.segments ?? []).flatMap((segment) => (segment.kind === 'citation' ? [segment] : []));
}

function expectAnswered(run: EvalRun) {
  expect(run.status).toBe('done');
  expect(citations(run).length).toBeGreaterThan(0);
  expect(citations(run).every((citation) => citation.supported)).toBe(true);
  expect(run.released?.verdict.answersQuestion).toBe('yes');
}

/** Each test runs a few questions through the real harness (a second or so each on a loaded machine). */
const TIMEOUT_MS = 30_000;

describe('offline model over the SQLite docs', () => {
  // The first lookup indexes the corpus.
  beforeAll(() => harness.ask('What does VACUUM do?'), TIMEOUT_MS);

  it(
    "gives the fix for 'database is locked' in its direct answer",
    async () => {
      const run = await harness.ask("Why do my writes fail with 'database is locked', and how do I fix it?");
      expectAnswered(run);
      expect(leadOf(run.text)).toMatch(/busy.?timeout|busy.?handler|BEGIN IMMEDIATE/i);
    },
    TIMEOUT_MS,
  );

  it(
    'names an advantage and a disadvantage of WAL',
    async () => {
      const run = await harness.ask('When should I use WAL mode, and what are its disadvantages?');
      expectAnswered(run);
      const lead = leadOf(run.text);
      expect(lead).toMatch(/faster|concurrency|do not block/i);
      expect(lead).toMatch(/shared-memory|network|same host|page_size|large transactions|read-only|slower/i);
    },
    TIMEOUT_MS,
  );

  it(
    'shows CREATE INDEX over two columns, and the UPSERT form for insert-or-update',
    async () => {
      const index = await harness.ask('How do I create an index on two columns?');
      expectAnswered(index);
      expect(leadOf(index.text)).toMatch(/CREATE INDEX \w+ ON \w+ ?\(\w+, ?\w+\)/);
      const upsert = await harness.ask('How do I insert a row, or update it if it already exists?');
      expectAnswered(upsert);
      expect(leadOf(upsert.text)).toMatch(/ON CONFLICT/);
    },
    TIMEOUT_MS,
  );

  it(
    'declines an off-topic question in one sentence, with no citation, and the release says no',
    async () => {
      const run = await harness.ask('What is the capital of France?');
      expect(run.status).toBe('done');
      expect(run.text).toBe(DECLINE);
      expect(citations(run)).toEqual([]);
      expect(run.released?.verdict.answersQuestion).toBe('no');
    },
    TIMEOUT_MS,
  );

  it(
    'says, in English, that it reads English documentation when asked in Chinese',
    async () => {
      const run = await harness.ask('如何在 SQLite 中启用 WAL 模式？');
      expect(run.status).toBe('done');
      expect(run.text).toMatch(/English documentation/);
      expect(run.text).toMatch(/networked model/);
      expect(citations(run)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "answers a question in Chinese from the user's own document in Chinese",
    async () => {
      const own = createEvalHarness();
      own.addDocuments([
        {
          id: 'doc:zh000001#1',
          source: 'user:zh000001',
          pageId: 'zh000001',
          title: '团队数据库手册',
          heading: '常见问题',
          url: '',
          text: '问：如何在 SQLite 中启用 WAL 模式？答：执行 PRAGMA journal_mode=WAL; 之后读者不会阻塞写入者。',
        },
      ]);
      const run = await own.ask('如何在 SQLite 中启用 WAL 模式？');
      expect(run.status).toBe('done');
      expect(run.text).toContain('PRAGMA journal_mode=WAL');
      expect(citations(run).map((c) => [c.id, c.supported])).toEqual([['doc:zh000001#1', true]]);
    },
    TIMEOUT_MS,
  );

  it(
    'saves a note with save_note once approved, lists it with list_notes, and reports a denial',
    async () => {
      let answer: 'approve' | 'deny' = 'approve';
      const notes = createEvalHarness(() => answer);
      const saved = await notes.ask('Save a note that we chose WAL');
      expect(saved.tools).toEqual(['save_note']);
      expect(saved.text).toBe('Saved the note "We chose WAL".');
      expect(saved.released?.verdict.answersQuestion).toBe('yes');
      const listed = await notes.ask('list my notes');
      expect(listed.tools).toEqual(['list_notes']);
      expect(listed.text).toMatch(/^You have 1 saved note:\n- "We chose WAL"/);
      answer = 'deny';
      const denied = await notes.ask('Save a note that we chose rollback journals', { planMode: true });
      expect(denied.calls.map((call) => call.observation.status)).toEqual(['error']);
      expect(denied.text).toMatch(/^The note was not saved: /);
      expect(denied.released?.verdict.answersQuestion).toBe('no');
    },
    TIMEOUT_MS,
  );
});
