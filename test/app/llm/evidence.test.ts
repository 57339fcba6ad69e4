import { describe, expect, it } from 'vitest';
import type { ModelObservation } from '../../../src/contract';
import { extractEvidence, isFoundObservation, normalizeSpace } from '../../../src/app/llm/evidence';

function found(result: unknown, evidence: 'FOUND' | 'NO_EVIDENCE' = 'FOUND'): ModelObservation {
  return { status: 'ok', tool_call_id: 'c1', tool: 't', evidence_status: evidence, truncated: false, result };
}

describe('extractEvidence', () => {
  it('reads citations, snippets, titles and headings from JSON results at any depth', () => {
    const observation = found({
      query: 'wal',
      results: [
        { citation: '[sqlite:wal#overview]', title: 'WAL', heading: 'Overview', snippet: 'WAL is fast.' },
        { nested: { hits: [{ id: 'doc:abc#2', text: 'Second passage.', name: 'notes.md' }] } },
      ],
    });
    expect(extractEvidence(observation)).toEqual([
      { citation: 'sqlite:wal#overview', text: 'WAL is fast.', title: 'WAL', heading: 'Overview', callId: 'c1' },
      { citation: 'doc:abc#2', text: 'Second passage.', title: 'notes.md', heading: undefined, callId: 'c1' },
    ]);
  });

  it('reads citations written as [id] inside text (parts results), each with the text up to the next', () => {
    const observation = found({ parts: [{ type: 'text', text: '[kb:a#1] First fact. [kb:b#2] Second fact.' }] });
    expect(extractEvidence(observation).map((item) => [item.citation, item.text])).toEqual([
      ['kb:a#1', 'First fact.'],
      ['kb:b#2', 'Second fact.'],
    ]);
  });

  it('reads citations written after their passages, each with the text since the previous one', () => {
    const observation = found({
      parts: [{ type: 'text', text: 'First fact [kb:a#1]. Second fact, with more [kb:b#2].' }],
    });
    expect(extractEvidence(observation).map((item) => [item.citation, item.text])).toEqual([
      ['kb:a#1', 'First fact'],
      ['kb:b#2', 'Second fact, with more'],
    ]);
  });

  it('reads JSON hits that a text part holds whole (an MCP tool answering JSON as text)', () => {
    const hits = { results: [{ citation: 'kb:wal#1', title: 'WAL', snippet: 'Readers do not block writers.' }] };
    const observation = found({ parts: [{ type: 'text', text: JSON.stringify(hits, null, 2) }] });
    expect(extractEvidence(observation)).toEqual([
      { citation: 'kb:wal#1', text: 'Readers do not block writers.', title: 'WAL', heading: undefined, callId: 'c1' },
    ]);
    const prose = found({ parts: [{ type: 'text', text: '[kb:a#1] Not JSON {at all}' }] });
    expect(extractEvidence(prose).map((item) => item.text)).toEqual(['Not JSON {at all}']);
  });

  it('does not take a plain id or a citation with spaces for a citation', () => {
    expect(
      extractEvidence(
        found([
          { id: '42', text: 'x' },
          { citation: 'not a citation', text: 'y' },
        ]),
      ),
    ).toEqual([]);
  });

  it('reads nothing from an observation that is not FOUND', () => {
    const hits = [{ citation: 'a:1', snippet: 'x' }];
    expect(extractEvidence(found(hits, 'NO_EVIDENCE'))).toEqual([]);
    expect(
      extractEvidence({
        status: 'error',
        tool_call_id: 'c1',
        tool: 't',
        error_code: 'BACKEND_ERROR',
        message: 'x',
        retryable: false,
        error_source: 'tool',
        result: hits,
      }),
    ).toEqual([]);
  });

  it('stops at a bounded depth on a deeply nested result', () => {
    let deep: unknown = { citation: 'a:1', snippet: 'deep' };
    for (let level = 0; level < 100; level += 1) deep = { inner: deep };
    expect(extractEvidence(found(deep))).toEqual([]);
  });
});

describe('isFoundObservation', () => {
  it('is true only for ok with evidence_status FOUND', () => {
    expect(isFoundObservation(found([]))).toBe(true);
    expect(isFoundObservation(found([], 'NO_EVIDENCE'))).toBe(false);
  });
});

describe('normalizeSpace', () => {
  it('collapses white space and trims', () => {
    expect(normalizeSpace('  a \n\t b  ')).toBe('a b');
  });
});
