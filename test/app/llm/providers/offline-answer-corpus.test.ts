/**
 * The offline demo model end to end over the real SQLite corpus (lookup + projection in-process, no
 * worker): the answers to five analyst questions cite the pages a user would expect, and every quote is
 * copied verbatim from what the model read.
 */
import { describe, expect, it } from 'vitest';
import { decideTurn } from '../../../../src/app/llm/providers/offline-model';
import type { ConversationMessage } from '../../../../src/app/llm/provider';
import { createKnowledgeLookup } from '../../../../src/worker/tools/knowledge-lookup';
import { readCorpusPages } from '../../../../src/worker/tools/corpus-types';
import { readCorpusFile } from '../../../worker/tools/read-corpus-from-disk';

const TOOLS = [{ type: 'function', function: { name: 'lookup_knowledge', parameters: {} } }];
const lookup = createKnowledgeLookup({ loadCorpus: async () => readCorpusPages(readCorpusFile()) });

/** Runs the offline model to its answer; returns the answer, its cited ids in order and what it read. */
async function ask(question: string): Promise<{ text: string; citations: string[]; read: string }> {
  const messages: ConversationMessage[] = [
    { role: 'system', content: 's' },
    { role: 'user', content: question },
  ];
  let read = '';
  for (let turn = 0; turn < 6; turn += 1) {
    const next = decideTurn(messages, TOOLS);
    if (next.toolCalls.length === 0) {
      const citations = [...next.text.matchAll(/\[(sqlite:[^\]\s]+)\]/g)].map((m) => m[1] ?? '');
      return { text: next.text, citations, read };
    }
    const call = next.toolCalls[0]!;
    const { input } = JSON.parse(call.argumentsText) as { input: { query: string; limit?: number } };
    const raw = await lookup.execute(input, { signal: new AbortController().signal, toolCallId: call.toolCallId });
    const projected = lookup.project(raw, {
      toolCallId: call.toolCallId,
      toolName: 'lookup_knowledge',
      input,
      maxObservationTextBytes: 16_384,
      maxImageBytes: 262_144,
    });
    read += JSON.stringify(projected.agentResult);
    const observation = {
      status: 'ok',
      tool_call_id: call.toolCallId,
      tool: 'lookup_knowledge',
      evidence_status: projected.evidenceStatus,
      truncated: false,
      result: projected.agentResult,
      run_state: {
        stop_required: false,
        pending_tool_call_id: call.toolCallId,
        no_gain_streak: 0,
        evidence_calls_left: 5,
        run_bytes_left: 100_000,
      },
    };
    messages.push({ role: 'assistant', content: '', toolCalls: [call] });
    messages.push({
      role: 'tool',
      toolCallId: call.toolCallId,
      toolName: 'lookup_knowledge',
      content: JSON.stringify(observation),
    });
  }
  throw new Error('the offline model did not answer within 6 turns');
}

/** Every quoted passage of the answer occurs verbatim in what the model read (the release step's rule). */
function expectVerbatim(text: string, read: string): void {
  const quotes = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(quotes.length).toBeGreaterThanOrEqual(2);
  for (const quote of quotes) expect(read).toContain(quote);
}

describe('offline model answers over the SQLite docs', () => {
  it('answers "When should I use WAL mode?" from the WAL overview (advantages)', async () => {
    const { text, citations, read } = await ask('When should I use WAL mode?');
    expect(citations[0]).toBe('sqlite:wal#overview');
    expect(text).toMatch(/advantages/i);
    expect(text).not.toMatch(/pnLog/);
    expectVerbatim(text, read);
  });

  it("answers 'database is locked' with the busy handler / timeout and WAL concurrency", async () => {
    const { text, citations, read } = await ask(
      "Why do my writes fail with 'database is locked', and how do I fix it?",
    );
    expect(citations.slice(0, 4).some((id) => /busy_timeout|busy_handler/.test(id))).toBe(true);
    expect(citations).toContain('sqlite:wal#overview');
    expect(text).toMatch(/SQLITE_BUSY/);
    expect(text).toMatch(/readers do not block writers/);
    expectVerbatim(text, read);
  });

  it('answers auto-increment with INTEGER PRIMARY KEY', async () => {
    const { text, citations, read } = await ask('How do I make a column auto-increment?');
    expect(citations.slice(0, 2).every((id) => /^sqlite:(autoinc|faq)#/.test(id))).toBe(true);
    expect(text).toMatch(/INTEGER PRIMARY KEY will autoincrement/);
    expectVerbatim(text, read);
  });

  it('answers "What does VACUUM do?" with the VACUUM description first', async () => {
    const { text, citations, read } = await ask('What does VACUUM do?');
    expect(citations[0]).toBe('sqlite:lang_vacuum#description');
    expect(text).toMatch(/rebuilds the database file/);
    expectVerbatim(text, read);
  });

  it('answers foreign key enforcement from the foreign key and pragma pages', async () => {
    const { text, citations, read } = await ask('How do foreign keys get enforced?');
    expect(citations.slice(0, 2).every((id) => /^sqlite:(foreignkeys|pragma|quirks)#/.test(id))).toBe(true);
    expect(text).toMatch(/enforcement/);
    expectVerbatim(text, read);
  });
});
