import { describe, expect, it } from 'vitest';
import { createOfflineModel, decideTurn, findToolName } from '../../../../src/app/llm/providers/offline-model';
import type { ConversationMessage } from '../../../../src/app/llm/provider';
import { DECLINE } from '../../../../src/app/llm/providers/offline-answer';
import { planQueries } from '../../../../src/app/llm/providers/query-plan';
import type { ModelObservation } from '../../../../src/contract';

const TOOLS = [{ type: 'function', function: { name: 'lookup_knowledge', parameters: {} } }];
const QUESTION = "Why do my writes fail with 'database is locked', and how do I fix it?";

function found(id: string, citations: string[], pending = true): ModelObservation {
  return {
    status: 'ok',
    tool_call_id: id,
    tool: 'lookup_knowledge',
    evidence_status: 'FOUND',
    truncated: false,
    result: {
      query: 'q',
      results: citations.map((c) => ({
        citation: `[${c}]`,
        title: `T ${c}`,
        snippet: `Writes fail when the database is locked: a writer holds the lock for ${c}. Set a busy timeout to wait.`,
      })),
    },
    run_state: {
      stop_required: false,
      pending_tool_call_id: pending ? id : undefined,
      no_gain_streak: 0,
      evidence_calls_left: 5,
      run_bytes_left: 1000,
    },
  };
}

function conversation(...turns: { id: string; args: string; obs: ModelObservation }[]): ConversationMessage[] {
  const messages: ConversationMessage[] = [
    { role: 'system', content: 's' },
    { role: 'user', content: QUESTION },
  ];
  for (const t of turns) {
    messages.push({
      role: 'assistant',
      content: '',
      toolCalls: [{ toolCallId: t.id, toolName: 'lookup_knowledge', argumentsText: t.args }],
    });
    messages.push({ role: 'tool', toolCallId: t.id, toolName: 'lookup_knowledge', content: JSON.stringify(t.obs) });
  }
  return messages;
}

const args = (query: string, prev: object | null = null) =>
  JSON.stringify({ previous_observation: prev, input: { query, limit: 4 } });

describe('offline model', () => {
  it('finds the lookup tool by exportName', () => {
    expect(findToolName(TOOLS)).toBe('lookup_knowledge');
    expect(findToolName([{ name: 'lookup_knowledge_ab12' }])).toBe('lookup_knowledge_ab12');
  });

  it('starts with the first planned query and a null evaluation', () => {
    const turn = decideTurn(conversation(), TOOLS);
    expect(turn.toolCalls).toEqual([
      { toolCallId: 'offline_1_1', toolName: 'lookup_knowledge', argumentsText: args('database is locked') },
    ]);
  });

  it('evaluates the pending call GAINED when it brought new citations, NO_GAIN otherwise', () => {
    const first = { id: 'offline_1_1', args: args('database is locked'), obs: found('offline_1_1', ['sqlite:a#1']) };
    const t2 = decideTurn(conversation(first), TOOLS);
    expect(JSON.parse(t2.toolCalls[0]!.argumentsText).previous_observation).toMatchObject({
      tool_call_id: 'offline_1_1',
      evaluation: 'GAINED',
    });
    const second = {
      id: 'offline_2_1',
      args: t2.toolCalls[0]!.argumentsText,
      obs: found('offline_2_1', ['sqlite:a#1']),
    };
    const t3 = decideTurn(conversation(first, second), TOOLS);
    expect(t3.toolCalls[0]!.toolCallId).toBe('offline_3_1');
    expect(JSON.parse(t3.toolCalls[0]!.argumentsText)).toMatchObject({
      previous_observation: { tool_call_id: 'offline_2_1', evaluation: 'NO_GAIN' },
      input: { query: planQueries(QUESTION)[2] },
    });
  });

  it('repairs EVALUATION_MISSING by evaluating the expected call', () => {
    const first = { id: 'offline_1_1', args: args('database is locked'), obs: found('offline_1_1', ['sqlite:a#1']) };
    const refused: ModelObservation = {
      status: 'repair_required',
      tool_call_id: 'offline_2_1',
      tool: 'lookup_knowledge',
      violation_type: 'EVALUATION_MISSING',
      instruction: 'evaluate',
      expected_tool_call_id: 'offline_1_1',
      errors: [{ pointer: '/previous_observation', message: 'null' }],
    };
    const turn = decideTurn(
      conversation(first, { id: 'offline_2_1', args: args('busy timeout'), obs: refused }),
      TOOLS,
    );
    expect(turn.toolCalls[0]!.toolCallId).toBe('offline_3_1');
    expect(JSON.parse(turn.toolCalls[0]!.argumentsText)).toMatchObject({
      previous_observation: { tool_call_id: 'offline_1_1', evaluation: 'GAINED' },
      input: { query: 'busy timeout' },
    });
  });

  it('repairs SCHEMA_VIOLATION on /input/limit by dropping limit', () => {
    const refused: ModelObservation = {
      status: 'repair_required',
      tool_call_id: 'offline_1_1',
      tool: 'lookup_knowledge',
      violation_type: 'SCHEMA_VIOLATION',
      instruction: 'fix',
      errors: [{ pointer: '/input/limit', message: 'must be <= 3' }],
    };
    const turn = decideTurn(conversation({ id: 'offline_1_1', args: args('database is locked'), obs: refused }), TOOLS);
    expect(JSON.parse(turn.toolCalls[0]!.argumentsText)).toEqual({
      previous_observation: null,
      input: { query: 'database is locked' },
    });
  });

  it('stops calling on stop_required and answers from what it read, citing it exactly', () => {
    const obs = found('offline_1_1', ['sqlite:wal#3']);
    obs.run_state = { ...obs.run_state!, stop_required: true, reason: 'EVIDENCE_BUDGET_EXHAUSTED' };
    const turn = decideTurn(conversation({ id: 'offline_1_1', args: args('database is locked'), obs }), TOOLS);
    expect(turn.toolCalls).toEqual([]);
    expect(turn.text).toContain('EVIDENCE_BUDGET_EXHAUSTED');
    expect(turn.text).toContain('Set a busy timeout to wait [sqlite:wal#3].');
  });

  it('answers after all planned queries, and says so when nothing was found', () => {
    const none: ModelObservation = {
      status: 'ok',
      tool_call_id: 'x',
      tool: 'lookup_knowledge',
      evidence_status: 'NO_EVIDENCE',
      truncated: false,
      result: { results: [] },
      run_state: { stop_required: false, no_gain_streak: 1, evidence_calls_left: 5, run_bytes_left: 1 },
    };
    const turns = planQueries(QUESTION).map((q, i) => ({
      id: `offline_${i + 1}_1`,
      args: args(q),
      obs: { ...none, tool_call_id: `offline_${i + 1}_1` },
    }));
    const turn = decideTurn(conversation(...turns), TOOLS);
    expect(turn.toolCalls).toEqual([]);
    expect(turn.text).toBe(DECLINE);
  });

  it('is a ModelProvider labelled as the offline demo model', async () => {
    const provider = createOfflineModel();
    expect(provider).toMatchObject({
      id: 'offline',
      toolFormat: 'openai',
      label: 'Offline demo model (scripted, no network)',
    });
    const a = await provider.complete({ messages: conversation(), tools: TOOLS, signal: new AbortController().signal });
    const b = await provider.complete({ messages: conversation(), tools: TOOLS, signal: new AbortController().signal });
    expect(a).toEqual(b);
  });

  it('declines at once, without searching, when the question has no words', () => {
    for (const question of ['?!... ;;', '🤔🤔🔥']) {
      const turn = decideTurn(
        [
          { role: 'system', content: 's' },
          { role: 'user', content: question },
        ],
        TOOLS,
      );
      expect(turn).toMatchObject({ toolCalls: [], text: DECLINE });
    }
  });

  it('saves a note with save_note and reports what came of it', () => {
    const tools = [...TOOLS, { type: 'function', function: { name: 'save_note', parameters: {} } }];
    const messages: ConversationMessage[] = [
      { role: 'system', content: 's' },
      { role: 'user', content: 'Save a note that we chose WAL' },
    ];
    const call = decideTurn(messages, tools).toolCalls[0]!;
    expect(call.toolName).toBe('save_note');
    expect(JSON.parse(call.argumentsText)).toEqual({ title: 'We chose WAL', text: 'We chose WAL' });
    const denied: ModelObservation = {
      status: 'error',
      tool_call_id: call.toolCallId,
      tool: 'save_note',
      error_code: 'APPROVAL_DENIED',
      message: 'The user denied the call.',
      retryable: false,
      error_source: 'harness',
    };
    messages.push({ role: 'assistant', content: '', toolCalls: [call] });
    messages.push({
      role: 'tool',
      toolCallId: call.toolCallId,
      toolName: 'save_note',
      content: JSON.stringify(denied),
    });
    expect(decideTurn(messages, tools)).toMatchObject({
      toolCalls: [],
      text: 'The note was not saved: The user denied the call.',
    });
  });

  it('lists notes with list_notes', () => {
    const tools = [{ type: 'function', function: { name: 'list_notes', parameters: {} } }];
    const messages: ConversationMessage[] = [
      { role: 'system', content: 's' },
      { role: 'user', content: 'List my notes' },
    ];
    const call = decideTurn(messages, tools).toolCalls[0]!;
    expect(call.toolName).toBe('list_notes');
    const listed: ModelObservation = {
      status: 'ok',
      tool_call_id: call.toolCallId,
      tool: 'list_notes',
      truncated: false,
      result: {
        notes: [{ id: 'n1', title: 'We chose WAL', text: 'We chose WAL', savedAt: Date.UTC(2026, 11, 1) }],
        total: 1,
      },
    };
    messages.push({ role: 'assistant', content: '', toolCalls: [call] });
    messages.push({
      role: 'tool',
      toolCallId: call.toolCallId,
      toolName: 'list_notes',
      content: JSON.stringify(listed),
    });
    expect(decideTurn(messages, tools).text).toBe('You have 1 saved note:\n- "We chose WAL" (saved 2026-12-01)');
  });

  it('answers a question in another language in English, after one search with the question as asked', () => {
    const messages: ConversationMessage[] = [
      { role: 'system', content: 's' },
      { role: 'user', content: '如何在 SQLite 中启用 WAL 模式？' },
    ];
    const call = decideTurn(messages, TOOLS).toolCalls[0]!;
    expect(JSON.parse(call.argumentsText).input.query).toBe('如何在 SQLite 中启用 WAL 模式？');
    const obs = found(call.toolCallId, ['sqlite:wal#overview']);
    messages.push({ role: 'assistant', content: '', toolCalls: [call] });
    messages.push({
      role: 'tool',
      toolCallId: call.toolCallId,
      toolName: 'lookup_knowledge',
      content: JSON.stringify(obs),
    });
    const answer = decideTurn(messages, TOOLS);
    expect(answer.toolCalls).toEqual([]);
    expect(answer.text).toMatch(/reads English documentation/);
    expect(answer.text).toMatch(/networked model/);
    expect(answer.text).not.toMatch(/\[sqlite:/);
  });
});
