import { describe, expect, it } from 'vitest';
import { createCallIdMemory } from '../../../src/worker/protocol/call-id-memory';

describe('createCallIdMemory', () => {
  it('replays the answer of an identical call and refuses a different call with the same id', () => {
    const memory = createCallIdMemory();
    expect(memory.claim('c1', 'tool', '{}', 'r#1').ok).toBe(true);
    const answer = { toolCallId: 'c1', toolName: 'tool', callKey: 'r#1', observation: {} as never, events: [] };
    memory.answer('c1', answer);
    expect(memory.replay('c1', 'tool', '{}')).toEqual({ ...answer, events: [] });
    expect(memory.replay('c1', 'tool', '{"a":1}')).toBeUndefined();
    const refused = memory.claim('c1', 'tool', '{"a":1}', 'r#2');
    expect(!refused.ok && refused.violation.code).toBe('DUPLICATE_CALL_ID');
  });

  it('keeps the entry of the claimant when a refused call with the same id answers or fails first', () => {
    const memory = createCallIdMemory();
    memory.claim('c1', 'tool', '{}', 'r#1');
    memory.claim('c1', 'tool', '{"a":1}', 'r#2');
    memory.answer('c1', { toolCallId: 'c1', toolName: 'tool', callKey: 'r#2', observation: {} as never, events: [] });
    memory.release('c1', 'r#2');
    expect(memory.replay('c1', 'tool', '{}')).toBeUndefined();
    expect(memory.inFlight('c1', 'tool', '{}')).toBeInstanceOf(Promise);
  });
});
