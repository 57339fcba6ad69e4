import { describe, expect, it } from 'vitest';
import { validateAgentResult } from '../../../src/worker/boundary/validate-agent-result';
import type { ProjectedResult } from '../../../src/worker/projection/project-raw';

const limits = { maxObservationTextBytes: 200, maxImageBytes: 100 };

function projected(agentResult: unknown, extra: Partial<ProjectedResult> = {}): ProjectedResult {
  return {
    agentResult,
    evidenceStatus: 'FOUND',
    kind: 'json',
    truncated: false,
    originalBytes: 0,
    textBytes: 0,
    notes: [],
    ...extra,
  };
}

function reason(result: ReturnType<typeof validateAgentResult>): string {
  if (result.ok) throw new Error('expected AGENT_RESULT_INVALID');
  expect(result.violation.code).toBe('AGENT_RESULT_INVALID');
  return result.violation.message;
}

describe('validateAgentResult', () => {
  it('gives the compact JSON of a valid result', () => {
    expect(validateAgentResult(projected({ hits: [{ id: 'a', text: 'x' }] }), limits)).toEqual({
      ok: true,
      value: '{"hits":[{"id":"a","text":"x"}]}',
    });
  });

  it('refuses an evidence status other than FOUND or NO_EVIDENCE', () => {
    const bad = projected({}, { evidenceStatus: 'MAYBE' as ProjectedResult['evidenceStatus'] });
    expect(reason(validateAgentResult(bad, limits))).toBe(
      'The projection broke the agent_result contract: evidence_status MAYBE is not FOUND or NO_EVIDENCE.',
    );
  });

  it('refuses a result that is not JSON (undefined, or a BigInt)', () => {
    expect(reason(validateAgentResult(projected(undefined), limits))).toMatch(/it is undefined/);
    expect(reason(validateAgentResult(projected({ n: 1n }), limits))).toMatch(/it is not JSON \(/);
  });

  it('refuses text over maxObservationTextBytes, naming both figures', () => {
    expect(reason(validateAgentResult(projected({ text: 'x'.repeat(300) }), limits))).toMatch(
      /its text is \d+ bytes, over maxObservationTextBytes 200/,
    );
  });

  it('refuses a parts result of the wrong shape or with an unknown part type', () => {
    expect(reason(validateAgentResult(projected({ text: 'x' }, { kind: 'parts' }), limits))).toMatch(
      /a parts projection must return \{ parts: \[\.\.\.\] \}/,
    );
    expect(reason(validateAgentResult(projected({ parts: [{ type: 'video' }] }, { kind: 'parts' }), limits))).toMatch(
      /unknown part type "video"/,
    );
  });

  it('adds up image and audio bytes against maxImageBytes', () => {
    const image = (bytes: number) => ({ type: 'image', mime_type: 'image/png', data: '', decoded_bytes: bytes });
    expect(validateAgentResult(projected({ parts: [image(60), image(40)] }, { kind: 'parts' }), limits).ok).toBe(true);
    expect(
      reason(validateAgentResult(projected({ parts: [image(60), image(41)] }, { kind: 'parts' }), limits)),
    ).toMatch(/binary parts hold 101 bytes, over maxImageBytes 100/);
  });
});
