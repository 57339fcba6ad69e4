import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from '../../../src/contract/byte-length';
import {
  projectKnowledgeResult,
  type KnowledgeAgentResult,
  type KnowledgeRawHit,
} from '../../../src/worker/tools/knowledge-projection';
import type { ProjectorContext } from '../../../src/worker/projection/projection-types';

function hit(pageId: string, anchor: string, text = `The ${pageId} page explains ${anchor}.`): KnowledgeRawHit {
  return {
    id: `sqlite:${pageId}#${anchor}`,
    pageId,
    title: `${pageId} title`,
    heading: anchor,
    url: `https://sqlite.org/${pageId}.html#${anchor}`,
    score: 1,
    text,
  };
}

function context(input: unknown, maxObservationTextBytes = 16_384): ProjectorContext {
  return { toolCallId: 'c1', toolName: 'lookup_knowledge', input, maxObservationTextBytes, maxImageBytes: 0 };
}

function project(hits: KnowledgeRawHit[], input: unknown = {}, maxBytes?: number) {
  return projectKnowledgeResult({ query: 'wal mode', total: hits.length, hits }, context(input, maxBytes));
}

function results(output: ReturnType<typeof project>): KnowledgeAgentResult['results'] {
  return (output.agentResult as KnowledgeAgentResult).results;
}

describe('projectKnowledgeResult', () => {
  it('gives bracketed citations, title, heading, url and the short section whole as the snippet; FOUND', () => {
    const output = project([hit('wal', 'overview', 'WAL mode lets readers run while a writer writes.')]);
    expect(output).toEqual({
      agentResult: {
        query: 'wal mode',
        results: [
          {
            citation: '[sqlite:wal#overview]',
            title: 'wal title',
            heading: 'overview',
            url: 'https://sqlite.org/wal.html#overview',
            snippet: 'WAL mode lets readers run while a writer writes.',
          },
        ],
      },
      evidenceStatus: 'FOUND',
      kind: 'json',
    });
  });

  it('answers no hits with an empty array and NO_EVIDENCE (not an object the FOUND rule would count)', () => {
    expect(project([])).toEqual({ agentResult: [], evidenceStatus: 'NO_EVIDENCE', kind: 'json' });
  });

  it('shows 5 results by default and clamps the input limit to 1–10', () => {
    const many = Array.from({ length: 12 }, (_, index) => hit(`page${index}`, 'a'));
    expect(results(project(many))).toHaveLength(5);
    expect(results(project(many, { limit: 3 }))).toHaveLength(3);
    expect(results(project(many, { limit: 0 }))).toHaveLength(1);
    expect(results(project(many, { limit: 50 }))).toHaveLength(10);
    expect(results(project(many, { limit: 2.9 }))).toHaveLength(2);
    expect(results(project(many, { limit: 'seven' }))).toHaveLength(5);
    expect(results(project(many, null))).toHaveLength(5);
  });

  it('keeps at most two results per page while other pages matched, in rank order', () => {
    const hits = [hit('wal', 'a'), hit('wal', 'b'), hit('wal', 'c'), hit('lock', 'a'), hit('pragma', 'a')];
    expect(results(project(hits, { limit: 4 })).map((item) => item.citation)).toEqual([
      '[sqlite:wal#a]',
      '[sqlite:wal#b]',
      '[sqlite:lock#a]',
      '[sqlite:pragma#a]',
    ]);
  });

  it('fills up with the skipped hits of a page, in rank order, when other pages cannot fill the limit', () => {
    const hits = [hit('wal', 'a'), hit('wal', 'b'), hit('lock', 'a'), hit('wal', 'c'), hit('wal', 'd')];
    expect(results(project(hits, { limit: 4 })).map((item) => item.citation)).toEqual([
      '[sqlite:wal#a]',
      '[sqlite:wal#b]',
      '[sqlite:lock#a]',
      '[sqlite:wal#c]',
    ]);
  });

  it('stays within 75 % of the observation text bound, dropping results from the end and shortening the last', () => {
    const long = Array.from({ length: 30 }, (_, index) => `WAL mode sentence ${index} about write-ahead logs.`).join(
      ' ',
    );
    const hits = Array.from({ length: 5 }, (_, index) => hit(`page${index}`, 'a', long));
    const maxBytes = 1_200;
    const output = project(hits, {}, maxBytes);
    expect(output.evidenceStatus).toBe('FOUND');
    expect(utf8ByteLength(JSON.stringify(output.agentResult))).toBeLessThanOrEqual(maxBytes * 0.75);
    const kept = results(output);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThan(5);
    expect(kept[0]?.citation).toBe('[sqlite:page0#a]');
  });

  it('shortens the one remaining snippet to fit a small bound, keeping its citation', () => {
    const long = Array.from({ length: 30 }, (_, index) => `WAL mode sentence ${index} about write-ahead logs.`).join(
      ' ',
    );
    const output = project([hit('wal', 'overview', long)], {}, 600);
    const [only] = results(output);
    expect(utf8ByteLength(JSON.stringify(output.agentResult))).toBeLessThanOrEqual(450);
    expect(only?.citation).toBe('[sqlite:wal#overview]');
    expect(only?.snippet.length).toBeGreaterThan(0);
    expect(only?.snippet.length).toBeLessThan(long.length);
  });

  it('refuses a raw without query or hits (the boundary turns the throw into PROJECTION_FAILED)', () => {
    expect(() => projectKnowledgeResult({ hits: [] }, context({}))).toThrow(/query or hits/);
    expect(() => projectKnowledgeResult({ query: 'x' }, context({}))).toThrow(/query or hits/);
    expect(() => projectKnowledgeResult(null, context({}))).toThrow(/query or hits/);
  });
});
