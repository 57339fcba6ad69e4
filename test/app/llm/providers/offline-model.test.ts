import { describe, expect, it } from 'vitest';
import { createOfflineModel, decideTurn, findToolName } from '../../../../src/app/llm/providers/offline-model';
import type { ConversationMessage } from '../../../../src/app/llm/provider';
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
        snippet: `The database is locked when a writer holds the lock for ${c}. Set a busy timeout to wait.`,
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
      input: { query: 'WAL concurrency readers writer' },
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

  it('stops calling on stop_required and answers with quotes and exact citations', () => {
    const obs = found('offline_1_1', ['sqlite:wal#3']);
    obs.run_state = { ...obs.run_state!, stop_required: true, reason: 'EVIDENCE_BUDGET_EXHAUSTED' };
    const turn = decideTurn(conversation({ id: 'offline_1_1', args: args('database is locked'), obs }), TOOLS);
    expect(turn.toolCalls).toEqual([]);
    expect(turn.text).toContain('[sqlite:wal#3]');
    expect(turn.text).toContain(
      '"The database is locked when a writer holds the lock for sqlite:wal#3. Set a busy timeout to wait."',
    );
    expect(turn.text).toContain('EVIDENCE_BUDGET_EXHAUSTED');
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
    const turns = ['database is locked', 'busy timeout handler', 'WAL concurrency readers writer'].map((q, i) => ({
      id: `offline_${i + 1}_1`,
      args: args(q),
      obs: { ...none, tool_call_id: `offline_${i + 1}_1` },
    }));
    const turn = decideTurn(conversation(...turns), TOOLS);
    expect(turn.toolCalls).toEqual([]);
    expect(turn.text).toMatch(/could not find evidence/);
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
});
