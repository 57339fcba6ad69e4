import { describe, expect, it } from 'vitest';
import { stepLabel } from '../../../../src/app/components/timeline/stage-text';

describe('stepLabel', () => {
  it('numbers the journey as DESIGN §3 does: A1–A3, B1–B5, C6–C8', () => {
    expect(['supports', 'parse', 'protocol'].map(stepLabel)).toEqual(['A1', 'A2', 'A3']);
    expect(['preflight', 'execute', 'raw-check', 'project', 'validate'].map(stepLabel)).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
    ]);
    expect(['dual-source', 'record', 'observe'].map(stepLabel)).toEqual(['C6', 'C7', 'C8']);
    expect(stepLabel('model-turn')).toBe('');
  });
});
